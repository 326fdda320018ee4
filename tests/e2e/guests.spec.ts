/**
 * The guest list as a host runs it, at 375 px and on a desktop: a messy CSV and a phone's vCard imported with a
 * preview, households invited per function, the invitation sent from the WhatsApp button (the wa.me address it
 * opens checked), a household answering through its personal link, the answers and the exports following, a
 * reminder; and a co-host managing the same list until the buyer removes them.
 */
import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { eq } from 'drizzle-orm';
import { hashPassword } from '../../src/server/account';
import { liveSites } from '../../src/server/db/schema';
import type { HouseholdList } from '../../src/shared/api/guests';
import { expect, test } from './fixtures';
import { saveContent, screen, seedSiteOwner, SIZES, type SiteOwner } from './helpers/live-site';
import { createUser, signInBrowser } from './helpers/users';
import type { RunningServer } from './fixtures';

const SCHEDULE = {
  BrideName: 'Ananya',
  GroomName: 'Rohan',
  Schedule1EventName: 'Haldi',
  Schedule1Date: '2027-02-10',
  Schedule2EventName: 'Sangeet',
  Schedule2Date: '2027-02-10',
  Schedule3EventName: 'Wedding',
  Schedule3Date: '2027-02-11',
};

/** Excel in much of the world saves with semicolons; numbers typed every which way; one number is not one. */
const MESSY_CSV = [
  'Name;Mobile No.;Side;Members;Haldi',
  '"Sharma family";098765-43210;Bride;"Ravi, Sunita";2',
  'Dr. Rao and family;+91 98123 45678;Groom;;',
  'Iyer family;12345;Bride;;',
].join('\r\n');

/** A phone's contacts export: one new contact, one already on the list under another name (merged). */
const VCARD = [
  'BEGIN:VCARD',
  'VERSION:3.0',
  'FN:Meena Kulkarni',
  'TEL;TYPE=CELL:+91 99000 11223',
  'END:VCARD',
  'BEGIN:VCARD',
  'VERSION:3.0',
  'FN:Ravi Sharma',
  'TEL;TYPE=CELL:9876543210',
  'END:VCARD',
  '',
].join('\r\n');

async function households(server: RunningServer, owner: SiteOwner): Promise<HouseholdList> {
  const answer = await fetch(`${server.url}/rest/api/private/live/${owner.liveId}/households`, {
    headers: { authorization: owner.authorization },
  });
  return (await answer.json()) as HouseholdList;
}

/** Answers wa.me in the browser (no network here) so the popup lands on its address. */
async function catchWhatsapp(page: Page) {
  await page
    .context()
    .route('https://wa.me/**', (route) =>
      route.fulfill({ status: 200, contentType: 'text/html', body: '<title>WhatsApp</title>' }),
    );
}

async function downloadText(page: Page, click: () => Promise<void>): Promise<Buffer> {
  const downloading = page.waitForEvent('download');
  await click();
  return readFile(await (await downloading).path());
}

for (const size of SIZES) {
  test(`${size.name}: import, invite per function, send on WhatsApp, an answer, the dashboard and exports`, async ({
    page,
    browser,
    server,
  }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width: size.width, height: size.height });
    await catchWhatsapp(page);
    const owner = await seedSiteOwner(page, server);
    await saveContent(server, owner, SCHEDULE);

    await page.goto('/dash');
    await page.getByRole('link', { name: 'Guest list' }).first().click();
    await expect(page).toHaveURL('/guests');
    await expect(page.getByText('No household yet.')).toBeVisible();

    // A messy CSV: previewed first, then saved; the unreadable number is reported with its line.
    await page.getByRole('link', { name: 'Import', exact: true }).click();
    await page.getByLabel('Or paste here').fill(MESSY_CSV);
    await expect(page.getByText('Read as a spreadsheet (CSV).')).toBeVisible();
    await page.getByRole('button', { name: 'Preview' }).click();
    await expect(page.getByTestId('preview-counts')).toHaveText('2 new · 0 merged with your list · 1 not readable');
    const preview = page.getByRole('region', { name: 'Preview' });
    await expect(preview.getByRole('rowheader')).toHaveText(['Sharma family', 'Dr. Rao and family']);
    await expect(preview.getByRole('row', { name: /Sharma family/ })).toContainText('+91 98765 43210');
    await expect(preview.getByText(/Line 4:.*12345/)).toBeVisible();
    await screen(page, `guests-import-preview-${size.name}`);
    await page.getByRole('button', { name: 'Save 2 households' }).click();
    await expect(page.getByTestId('import-counts')).toHaveText('2 added · 0 merged · 1 not imported');

    // A vCard from the phone: the contact with a number already on the list is merged, not added twice.
    await page.locator('input[type=file]').setInputFiles({
      name: 'contacts.vcf',
      mimeType: 'text/vcard',
      buffer: Buffer.from(VCARD),
    });
    await expect(page.getByText('Read as phone contacts (vCard).')).toBeVisible();
    await page.getByRole('button', { name: 'Preview' }).click();
    await expect(page.getByTestId('preview-counts')).toHaveText('1 new · 1 merged with your list · 0 not readable');
    await page.getByRole('button', { name: 'Save 2 households' }).click();
    await expect(page.getByTestId('import-counts')).toHaveText('1 added · 1 merged · 0 not imported');

    // The list: three households, Sharma invited to the Haldi from its column.
    await page.getByRole('link', { name: 'See the guest list' }).click();
    await expect(page.getByTestId('household-count')).toHaveText('3 households');
    const row = (name: string) => page.getByTestId('household').filter({ hasText: name });
    await expect(row('Sharma family')).toContainText('Haldi · 2 seats');
    await expect(row('Sharma family')).toContainText('2 people');

    // Invite two households to the wedding together.
    await row('Dr. Rao and family').getByRole('checkbox').check();
    await row('Meena Kulkarni').getByRole('checkbox').check();
    await page
      .getByRole('region', { name: 'Selected households' })
      .getByRole('button', { name: 'Invite', exact: true })
      .click();
    const sheet = page.getByRole('dialog', { name: 'Invite to a function' });
    await sheet.getByLabel('Function').selectOption({ label: 'Wedding' });
    await sheet.getByLabel('Seats per household').fill('2');
    await sheet.getByRole('button', { name: 'Apply to 2 households' }).click();
    await expect(page.getByText('2 households changed.')).toBeVisible();
    await expect(row('Dr. Rao and family')).toContainText('Wedding · 2 seats');
    await expect(row('Meena Kulkarni')).toContainText('Wedding · 2 seats');
    await row('Dr. Rao and family').getByRole('checkbox').check();
    await page.getByRole('region', { name: 'Selected households' }).getByRole('button', { name: 'Language' }).click();
    const language = page.getByRole('dialog', { name: 'Set the language' });
    await language.getByLabel('Language of their messages and page').selectOption('kn');
    await language.getByRole('button', { name: 'Apply to 1 household' }).click();
    await expect(row('Dr. Rao and family')).toContainText('ಕನ್ನಡ');

    // Search is by any word of the name or number; the Haldi filter shows its one household.
    await page.getByPlaceholder('Search name, mobile, tag').fill('99000');
    await expect(page.getByTestId('household-count')).toHaveText('1 of 3 households');
    await page.getByPlaceholder('Search name, mobile, tag').fill('');
    await page.getByLabel('Function').selectOption({ label: 'Haldi' });
    await expect(page.getByTestId('household-count')).toHaveText('1 of 3 households');
    await page.getByLabel('Function').selectOption({ label: 'All' });

    // Edit on the phone: Sharma reads Hindi and is invited to the wedding too.
    await row('Sharma family').getByRole('button', { name: 'Sharma family' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Sharma family' });
    await edit.getByLabel('Language').selectOption('hi');
    await edit.getByRole('checkbox', { name: 'Wedding' }).check();
    await expect(edit.getByLabel('Mobile (WhatsApp)')).toHaveValue('+91 98765 43210');
    await screen(page, `guests-edit-${size.name}`);
    await edit.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Household saved.')).toBeVisible();
    await expect(row('Sharma family')).toContainText('Wedding · 2 seats');
    await expect(row('Sharma family')).toContainText('हिन्दी');
    await screen(page, `guests-list-${size.name}`);

    // Send: the WhatsApp button opens wa.me with the number's digits and the Hindi text with the personal link.
    const sharma = (await households(server, owner)).find((h) => h.name === 'Sharma family')!;
    await page.getByRole('link', { name: 'Send', exact: true }).click();
    await expect(page.getByTestId('send-count')).toHaveText('3 households');
    // The host words the Hindi invitation and gives the wedding an answer-by date (for reminders).
    await page.getByText('Message texts, deadlines and travel questions').click();
    await page.getByRole('tab', { name: 'हिन्दी' }).click();
    await page.getByLabel('Invitation in हिन्दी').fill('नमस्ते {name}! आपका निमंत्रण: {link}');
    await page.locator('.msg-settings__deadline', { hasText: 'Wedding' }).locator('input').fill('2027-01-31');
    await page.getByRole('button', { name: 'Save messages' }).click();
    await expect(page.getByText('Messages saved.')).toBeVisible();
    const sendRow = page.getByTestId('send-row').filter({ hasText: 'Sharma family' });
    const opening = page.waitForEvent('popup');
    await sendRow.getByRole('link', { name: /WhatsApp/ }).click();
    const whatsapp = await opening;
    await whatsapp.waitForLoadState();
    const opened = new URL(whatsapp.url());
    expect(opened.origin + opened.pathname).toBe('https://wa.me/919876543210');
    const text = opened.searchParams.get('text')!;
    expect(text).toBe(`नमस्ते Sharma family! आपका निमंत्रण: ${sharma.link}`);
    await whatsapp.close();
    await expect(sendRow).toContainText('Sent ');
    await expect
      .poll(async () => (await households(server, owner)).find((h) => h.id === sharma.id)!.status.sentAt)
      .not.toBeNull();
    await screen(page, `guests-send-${size.name}`);

    // The household opens its own link (no account, no code): greeted by name, only its two functions, nothing to
    // type about who they are; it answers the form.
    const guest = await browser.newContext({ viewport: { width: size.width, height: size.height } });
    const guestPage = await guest.newPage();
    await guestPage.goto(sharma.link);
    await expect(guestPage.getByText('Sharma family').first()).toBeVisible();
    const form = guestPage.locator('form#rsvp');
    await expect(form.locator('legend')).toHaveCount(2);
    await expect(form.locator('legend').nth(0)).toContainText('Haldi');
    await expect(form.locator('legend').nth(1)).toContainText('Wedding');
    await expect(guestPage.locator('body')).not.toContainText('Sangeet');
    await expect(form.locator('input[name="name"], input[name="phone"]')).toHaveCount(0);
    await form.locator('input[name="attending.schedule-1"][value="yes"]').check();
    await form.locator('input[name="adults.schedule-1"]').fill('1');
    await form.locator('input[name="children.schedule-1"]').fill('1');
    await form.locator('input[name="meal.schedule-1.Veg"]').fill('1');
    await form.locator('input[name="meal.schedule-1.Jain"]').fill('1');
    await form.locator('input[name="attending.schedule-3"][value="no"]').check();
    await screen(guestPage, `guests-personal-link-${size.name}`);
    await form.locator('button[type="submit"]').click();
    await expect(guestPage.locator('form#rsvp [role="status"]')).toBeVisible();
    await guest.close();

    // The answers per function follow.
    await page.getByRole('link', { name: 'Answers' }).click();
    const haldi = page.getByRole('article', { name: 'Haldi' });
    const wedding = page.getByRole('article', { name: 'Wedding' });
    await expect(haldi.getByTestId('invited')).toHaveText('1');
    await expect(haldi.getByTestId('coming')).toHaveText('1');
    await expect(haldi.getByTestId('adults')).toHaveText('1');
    await expect(haldi.getByTestId('children')).toHaveText('1');
    await expect(haldi.getByTestId('meals')).toContainText('Veg 1');
    await expect(wedding.getByTestId('invited')).toHaveText('3');
    await expect(wedding.getByTestId('not-coming')).toHaveText('1');
    await expect(wedding.getByTestId('no-answer')).toHaveText('2');
    await expect(page.getByTestId('answered')).toHaveText('1');
    await screen(page, `guests-answers-${size.name}`);

    // Exports: the Haldi's expected guests and the whole list, UTF-8 with a byte-order mark.
    const haldiCsv = await downloadText(page, () =>
      haldi.getByRole('button', { name: 'Expected guests (CSV)' }).click(),
    );
    expect([...haldiCsv.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(haldiCsv.toString('utf8')).toContain('Sharma family');
    await page.getByRole('link', { name: 'Guests', exact: true }).click();
    const listCsv = await downloadText(page, () => page.getByRole('button', { name: 'Download list (CSV)' }).click());
    const listText = listCsv.toString('utf8');
    expect([...listCsv.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    for (const name of ['Sharma family', 'Dr. Rao and family', 'Meena Kulkarni']) expect(listText).toContain(name);
    await expect(row('Sharma family')).toContainText('Opened ');
    await expect(row('Sharma family')).toContainText('Answered ');
    await expect(row('Sharma family')).toContainText('Haldi · coming 2/2');
    await expect(row('Sharma family')).toContainText('Wedding · not coming');

    // A reminder to a household that has not answered the wedding, counted.
    await page.getByRole('link', { name: 'Send', exact: true }).click();
    const raoRow = page.getByTestId('send-row').filter({ hasText: 'Dr. Rao and family' });
    const toRao = page.waitForEvent('popup');
    await raoRow.getByRole('link', { name: /WhatsApp/ }).click();
    await (await toRao).close();
    await expect(raoRow).toContainText('Sent ');
    await page.getByRole('tab', { name: /Reminders/ }).click();
    await page.getByLabel('Function').selectOption({ label: 'Wedding' });
    await expect(page.getByTestId('send-count')).toHaveText('1 household');
    await expect(page.getByText(/Answers for this function are due by 31 Jan 2027/)).toBeVisible();
    const remindRow = page.getByTestId('send-row').filter({ hasText: 'Dr. Rao and family' });
    const reminding = page.waitForEvent('popup');
    await remindRow.getByRole('link', { name: /Remind/ }).click();
    const reminder = await reminding;
    await reminder.waitForLoadState();
    // Rao reads Kannada now: the Kannada reminder with its own link.
    const rao = (await households(server, owner)).find((h) => h.name === 'Dr. Rao and family')!;
    const reminderText = new URL(reminder.url()).searchParams.get('text')!;
    expect(reminderText).toMatch(/^[\u0C80-\u0CFF]+ Dr\. Rao and family/);
    expect(reminderText).toContain(rao.link);
    await reminder.close();
    await expect(page.getByRole('tab', { name: 'Reminders (1 sent)' })).toBeVisible();
    await expect
      .poll(
        async () => (await households(server, owner)).find((h) => h.name === 'Dr. Rao and family')!.status.reminders,
      )
      .toBe(1);
  });
}

test('a co-host manages the list of the site they were invited to, until the buyer removes them', async ({
  page,
  browser,
  server,
}) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 375, height: 760 });
  const owner = await seedSiteOwner(page, server);
  await saveContent(server, owner, SCHEDULE);
  const planner = await createUser(server, { fullName: 'Kavya Planner' });

  await page.goto('/guests/cohosts');
  await page.getByLabel('Invite a co-host by e-mail').fill(planner.email);
  await page.getByRole('button', { name: 'Invite' }).click();
  await expect(page.getByRole('list', { name: 'Co-hosts' })).toContainText(planner.email);
  await screen(page, 'guests-cohosts-phone');

  const plannerContext = await browser.newContext({ viewport: { width: 375, height: 760 } });
  const plannerPage = await plannerContext.newPage();
  await signInBrowser(plannerPage, planner);
  await plannerPage.goto(`/guests?site=${owner.liveId}`);
  await expect(plannerPage.getByText('You help manage this guest list as a co-host.')).toBeVisible();
  await plannerPage.getByRole('button', { name: 'Add household' }).click();
  const add = plannerPage.getByRole('dialog', { name: 'Add a household' });
  await add.getByLabel('Name as on the envelope').fill('Kapoor family');
  await add.getByLabel('Mobile (WhatsApp)').fill('+91 98450 12345');
  await expect(add.getByText('Saved as +91 98450 12345')).toBeVisible();
  await add.getByRole('checkbox', { name: 'Sangeet' }).check();
  await add.getByRole('button', { name: 'Add household' }).click();
  await expect(plannerPage.getByTestId('household')).toContainText(['Kapoor family']);

  // The buyer sees the co-host's household and who made it.
  const added = (await households(server, owner)).find((h) => h.name === 'Kapoor family')!;
  expect(added.updatedBy).toBe(planner.email);
  expect(added.events.map((e) => e.eventKey)).toEqual(['schedule-2']);

  // A new personal link replaces the old one (after a confirmation).
  await plannerPage.getByRole('button', { name: 'Kapoor family' }).click();
  const edit = plannerPage.getByRole('dialog', { name: 'Edit Kapoor family' });
  await edit.getByRole('button', { name: 'New personal link' }).click();
  await edit.getByRole('button', { name: 'Yes, new link' }).click();
  await expect(plannerPage.getByText(/A new personal link is made/)).toBeVisible();
  await expect
    .poll(async () => (await households(server, owner)).find((h) => h.id === added.id)!.link)
    .not.toBe(added.link);
  await edit.getByRole('button', { name: 'Cancel' }).click();

  // The co-host sees who helps but cannot invite or remove anyone.
  await plannerPage.getByRole('link', { name: 'Co-hosts' }).click();
  await expect(plannerPage.getByRole('list', { name: 'Co-hosts' })).toContainText(planner.email);
  await expect(plannerPage.getByLabel('Invite a co-host by e-mail')).toHaveCount(0);

  await page.reload();
  await page.getByRole('button', { name: `Remove ${planner.email}` }).click();
  await page.getByRole('button', { name: 'Yes, remove' }).click();
  await expect(page.getByText('No co-host yet.')).toBeVisible();

  await plannerPage.goto('/dash');
  await plannerPage.getByRole('button', { name: 'Account menu' }).click();
  await plannerPage.getByRole('menuitem', { name: 'Guest list' }).click();
  await expect(plannerPage).toHaveURL('/guests');
  await expect(plannerPage.getByText('You have no invitation yet.', { exact: false })).toBeVisible();
  await plannerContext.close();
});

/** The document is no wider than the window (nothing scrolls sideways). */
async function expectNoSidewaysScroll(page: Page, where: string) {
  await expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth), { message: where })
    .toBeLessThanOrEqual(0);
}

test('2,000 households on a 320 px phone: drawn a page at a time, searched, and no screen scrolls sideways', async ({
  page,
  server,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 320, height: 640 });
  const owner = await seedSiteOwner(page, server);
  await saveContent(server, owner, SCHEDULE);
  const lines = Array.from({ length: 2000 }, (_, i) =>
    i === 1233 ? 'Chandrashekharaiah and family, 9810001233' : `Family ${i + 1}, ${9810000000 + i}`,
  ).join('\n');
  const imported = await fetch(`${server.url}/rest/api/private/live/${owner.liveId}/households/import`, {
    method: 'POST',
    headers: { authorization: owner.authorization, 'content-type': 'text/plain' },
    body: lines,
  });
  expect(((await imported.json()) as { added: number }).added).toBe(2000);

  await page.goto('/guests');
  await expect(page.getByTestId('household-count')).toHaveText('2000 households');
  // Only the first page of rows is drawn; more follow as the end of the list nears.
  await expect(page.getByTestId('household')).toHaveCount(60);
  await page.getByTestId('household').last().scrollIntoViewIfNeeded();
  await expect(page.getByTestId('household')).toHaveCount(120);
  await expectNoSidewaysScroll(page, 'list');
  // A household far down the list is edited in place; the host stays where they were.
  await page.getByRole('button', { name: 'Family 101', exact: true }).click();
  await page.getByRole('dialog', { name: 'Edit Family 101' }).getByLabel('Notes').fill('Vegetarian, arriving by train');
  await page.getByRole('dialog', { name: 'Edit Family 101' }).getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Household saved.')).toBeVisible();
  await expect
    .poll(async () => (await households(server, owner)).find((h) => h.name === 'Family 101')!.notes)
    .toBe('Vegetarian, arriving by train');
  await expect(page.getByTestId('household')).toHaveCount(120);
  await expect(page.getByRole('button', { name: 'Family 101', exact: true })).toBeInViewport();

  await page.getByPlaceholder('Search name, mobile, tag').pressSequentially('chandra');
  await expect(page.getByTestId('household-count')).toHaveText('1 of 2000 households');
  await expect(page.getByTestId('household')).toHaveText([/Chandrashekharaiah and family/]);
  await page.getByPlaceholder('Search name, mobile, tag').fill('');
  await expect(page.getByTestId('household-count')).toHaveText('2000 households');
  // Back to the first pages of rows, never the whole list.
  await expect(page.getByTestId('household').nth(59)).toBeAttached();
  expect(await page.getByTestId('household').count()).toBeLessThanOrEqual(180);

  // Every household ticked at once; the bulk bar and its sheet fit the phone.
  await page.getByRole('checkbox', { name: 'Select all shown' }).check();
  await expect(page.getByRole('region', { name: 'Selected households' })).toContainText('2000 selected');
  await expectNoSidewaysScroll(page, 'bulk bar');
  await page.getByRole('region', { name: 'Selected households' }).getByRole('button', { name: 'Side' }).click();
  await expectNoSidewaysScroll(page, 'bulk sheet');
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Add household' }).click();
  await expect(page.getByRole('dialog', { name: 'Add a household' })).toBeVisible();
  await expectNoSidewaysScroll(page, 'add sheet');
  await page.keyboard.press('Escape');

  for (const tab of ['Send', 'Import', 'Answers', 'Co-hosts']) {
    await page.getByRole('link', { name: tab, exact: true }).click();
    await expect(page.getByRole('link', { name: tab, exact: true })).toHaveClass(/active/);
    await expect(page.getByRole('status')).toHaveCount(0);
    await expectNoSidewaysScroll(page, tab);
  }
  await page.getByRole('link', { name: 'Send', exact: true }).click();
  await expect(page.getByTestId('send-row')).toHaveCount(60);
  await page.screenshot({ path: 'tmp/screens/guests-send-2000-320.png' });
});

test("a private site opens from a personal link without the code, showing only that household's function", async ({
  page,
  browser,
  server,
}) => {
  await page.setViewportSize({ width: 375, height: 760 });
  const owner = await seedSiteOwner(page, server);
  await saveContent(server, owner, SCHEDULE);
  await server.app.ctx.db
    .update(liveSites)
    .set({ accessCodeHash: await hashPassword('sangeet', { logN: 14 }) })
    .where(eq(liveSites.id, owner.liveId));

  await page.goto('/guests');
  await page.getByRole('button', { name: 'Add household' }).click();
  const add = page.getByRole('dialog', { name: 'Add a household' });
  await add.getByLabel('Name as on the envelope').fill('Joshi family');
  await add.getByLabel('Mobile (WhatsApp)').fill('98450 99887');
  await add.getByRole('checkbox', { name: 'Sangeet' }).check();
  await add.getByLabel('Seats for Sangeet').fill('3');
  await add.getByRole('button', { name: 'Add household' }).click();
  await expect(page.getByTestId('household')).toContainText(['Sangeet · 3 seats']);
  const joshi = (await households(server, owner)).find((h) => h.name === 'Joshi family')!;

  const guest = await browser.newContext({ viewport: { width: 375, height: 760 } });
  const guestPage = await guest.newPage();
  await guestPage.goto(`/invite/${owner.slug}`);
  await expect(guestPage.getByRole('heading', { name: 'This invitation is private' })).toBeVisible();
  await guestPage.goto(joshi.link);
  await expect(guestPage.getByText('Joshi family').first()).toBeVisible();
  const form = guestPage.locator('form#rsvp');
  await expect(form.locator('legend')).toHaveCount(1);
  await expect(form.locator('legend')).toContainText('Sangeet');
  await expect(form).toContainText('Your invitation is for 3 people.');
  await guest.close();
});
