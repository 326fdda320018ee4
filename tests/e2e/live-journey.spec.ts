/**
 * The live invitation from end to end, as one chain at a phone's width and a desktop's: a buyer publishes from
 * /templetes, a guest opens the address, RSVPs, posts a wish and a photo, the buyer makes the wish and the
 * photo public, and the guest sees both after a reload. And an iPhone's HEIC photo, which the browser cannot
 * shrink, still arrives as a picture.
 */
import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { eq } from 'drizzle-orm';
import { guestPhotos } from '../../src/server/db/schema';
import { seedLiveSite } from '../../src/server/invitation/testing/seed';
import { GUEST_PHOTO_MAX_BYTES } from '../../src/shared/live';
import { makePng, seedBuyer } from './editor-support';
import { expect, test } from './fixtures';
import { saveContent, SIZES } from './helpers/live-site';

const HEIC = readFileSync('src/server/live/testing/sample.heic');

function pageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/**
 * The guest page's photo form, once the page's script has attached to it (before that a submit is a plain
 * HTML post of the original file, which works too, but these tests check what the script sends).
 */
async function photoForm(page: Page) {
  const form = page.getByRole('form', { name: 'Share a photo' });
  await form.scrollIntoViewIfNeeded();
  await expect(page.locator('html[data-enhanced]')).toBeAttached();
  return form;
}

for (const size of SIZES) {
  test(`${size.name}: a buyer publishes, a guest answers, wishes and shares a photo, the buyer makes them public, the guest sees them`, async ({
    page,
    browser,
    server,
  }) => {
    const viewport = { width: size.width, height: size.height };
    await page.setViewportSize(viewport);
    const buyer = await seedBuyer(page, server);
    await saveContent(server, buyer, { BrideName: 'Ananya', GroomName: 'Rohan' });

    // The buyer publishes from the bought templates.
    await page.goto('/templetes');
    await page.getByRole('button', { name: 'Publish', exact: true }).click();
    const slug = `ananya-rohan-${buyer.id}-${size.name}`;
    await page.getByLabel('Address of your invitation').fill(slug);
    await expect(page.getByText('This address is free.')).toBeVisible();
    await page.getByRole('button', { name: 'Publish', exact: true }).click();
    await expect(page.getByText('Live at')).toBeVisible();
    const link = page.getByRole('link', { name: new RegExp(`/invite/${slug}$`) });
    await expect(link).toBeVisible();
    await expect(page.getByRole('button', { name: 'Copy link' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Share on WhatsApp' })).toBeVisible();
    await expect(page.getByRole('img', { name: /^QR code of / })).toBeVisible();
    const address = (await link.getAttribute('href'))!;
    expect(address).toBe(`${server.url}/invite/${slug}`);

    // A guest on another device opens the address.
    const guestContext = await browser.newContext({ viewport });
    const guest = await guestContext.newPage();
    const errors = pageErrors(guest);
    await guest.goto(address);
    await expect(guest.getByRole('heading', { level: 1 })).toContainText('Ananya');

    const rsvp = guest.getByRole('form', { name: 'RSVP' });
    await rsvp.scrollIntoViewIfNeeded();
    await expect(guest.locator('html[data-enhanced]')).toBeAttached();
    const events = rsvp.getByRole('radiogroup');
    for (let i = 0; i < (await events.count()); i++) await events.nth(i).getByLabel('Yes, I will come').check();
    await rsvp.getByRole('group').first().getByLabel('Adults').fill('2');
    await rsvp.getByLabel('Your name').fill('Kiran Rao');
    await rsvp.getByLabel('Phone').fill('98450 12345');
    await rsvp.getByRole('button', { name: 'Send my answer' }).click();
    await expect(guest.getByText('Thank you, Kiran Rao! Your answer is saved.')).toBeVisible();

    const wish = guest.getByRole('form', { name: 'Leave a wish' });
    await wish.scrollIntoViewIfNeeded();
    await wish.getByLabel('Your name').fill('Kiran Rao');
    await wish.getByLabel('Your wish').fill('A lifetime of laughter to you both');
    await wish.getByRole('button', { name: 'Send wish' }).click();
    await expect(
      guest.getByText('Thank you for your wish! It will appear here once the hosts approve it.'),
    ).toBeVisible();

    const photo = await photoForm(guest);
    await photo.getByLabel('Your name').fill('Kiran Rao');
    await photo
      .getByLabel('Photo')
      .setInputFiles({ name: 'mandap.png', mimeType: 'image/png', buffer: makePng(1600, 1200) });
    await photo.getByRole('button', { name: 'Send photo' }).click();
    await expect(guest.getByText('Thank you! Your photo will appear here once the hosts approve it.')).toBeVisible();
    // Nothing is public yet.
    await guest.reload();
    await expect(guest.getByText('A lifetime of laughter to you both')).toHaveCount(0);
    await expect(guest.getByRole('img', { name: 'Shared by Kiran Rao' })).toHaveCount(0);

    // The buyer sees the answer and makes the wish and the photo public.
    await page.goto('/rsvps');
    await expect(page.getByText('Kiran Rao').first()).toBeVisible();
    await page.goto('/wishes');
    const item = page.locator('.wish').filter({ hasText: 'A lifetime of laughter to you both' });
    await item.getByRole('button', { name: 'Show' }).click();
    await expect(page.getByTestId('count-public')).toHaveText('1');
    await page.goto('/gallery');
    await page.getByLabel('Select photo by Kiran Rao').check();
    await page.getByRole('button', { name: 'Public Selection' }).click();
    await expect(page.getByText('No gallery image available.')).toBeVisible();

    await guest.reload();
    await expect(guest.getByText('A lifetime of laughter to you both')).toBeVisible();
    const shared = guest.getByRole('img', { name: 'Shared by Kiran Rao' });
    await shared.scrollIntoViewIfNeeded();
    await expect(shared).toHaveJSProperty('complete', true);
    expect(await shared.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    expect(errors).toEqual([]);
    await guestContext.close();
  });
}

test.describe('an iPhone photo (HEIC) at 375 px', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('is sent as it is, the guest is told it waits for the hosts, and the server stored it', async ({
    page,
    server,
  }) => {
    const errors = pageErrors(page);
    const site = await seedLiveSite(server.app.ctx.db);
    await page.goto(`/invite/${site.slug}`);
    const form = await photoForm(page);
    await form.getByLabel('Your name').fill('Meera');
    await form.getByLabel('Photo').setInputFiles({ name: 'IMG_2041.HEIC', mimeType: 'image/heic', buffer: HEIC });
    const sent = page.waitForResponse((r) => r.url().includes(`/invite/${site.slug}/photos`));
    await form.getByRole('button', { name: 'Send photo' }).click();
    const answer = await sent;
    expect(answer.status()).toBe(200);
    await expect(page.getByText('Thank you! Your photo will appear here once the hosts approve it.')).toBeVisible();
    const stored = await server.app.ctx.db.select().from(guestPhotos).where(eq(guestPhotos.liveId, site.liveId));
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ name: 'Meera', visflag: null });
    expect(stored[0]!.fileName).toMatch(/\.jpe?g$/);
    expect(errors).toEqual([]);
  });

  test('larger than the server takes is refused on the phone, in the page’s words', async ({ page, server }) => {
    const site = await seedLiveSite(server.app.ctx.db);
    let uploads = 0;
    page.on('request', (r) => {
      if (r.url().includes(`/invite/${site.slug}/photos`)) uploads += 1;
    });
    await page.goto(`/invite/${site.slug}`);
    const form = await photoForm(page);
    await form.getByLabel('Your name').fill('Meera');
    const huge = Buffer.concat([HEIC, Buffer.alloc(GUEST_PHOTO_MAX_BYTES)]);
    await form.getByLabel('Photo').setInputFiles({ name: 'IMG_2042.HEIC', mimeType: 'image/heic', buffer: huge });
    await form.getByRole('button', { name: 'Send photo' }).click();
    await expect(form.getByText('The photo is too large. Please choose a smaller one.')).toBeVisible();
    expect(uploads).toBe(0);
    const stored = await server.app.ctx.db.select().from(guestPhotos).where(eq(guestPhotos.liveId, site.liveId));
    expect(stored).toHaveLength(0);
  });
});
