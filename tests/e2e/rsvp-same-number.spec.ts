/**
 * A guest's number is no key to their answer: on a phone, a guest answers; a second person types the same number
 * and another answer; the first answer stays as it was in the host's list, which shows the second flagged as the
 * same number and leaves it out of the counts. Both guests read the same confirmation, which says how to change
 * an answer.
 */
import type { Browser } from '@playwright/test';
import { expect, test } from './fixtures';
import { saveContent, screen, seedSiteOwner } from './helpers/live-site';

const PHONE = { width: 375, height: 812 };

/** A guest on their own phone answers the invitation's RSVP form: coming to the first event, or to none. */
async function answer(browser: Browser, url: string, guest: { name: string; coming: boolean }) {
  const context = await browser.newContext({ viewport: PHONE });
  const page = await context.newPage();
  await page.goto(url);
  await expect(page.locator('html[data-enhanced]')).toBeAttached();
  const rsvp = page.getByRole('form', { name: 'RSVP' });
  await rsvp.scrollIntoViewIfNeeded();
  const events = rsvp.getByRole('group');
  const count = await rsvp.getByRole('radiogroup').count();
  for (let i = 0; i < count; i++) {
    if (i === 0 && guest.coming) {
      await events.nth(i).getByLabel('Yes, I will come').check();
      await events.nth(i).getByLabel('Adults').fill('3');
    } else await events.nth(i).getByLabel('Sorry, I can’t').check();
  }
  await rsvp.getByLabel('Your name').fill(guest.name);
  await rsvp.getByLabel('Phone').fill('98450 12345');
  const sent = page.waitForResponse((r) => r.url().includes('/rsvp'));
  await rsvp.getByRole('button', { name: 'Send my answer' }).click();
  expect((await sent).status()).toBe(200);
  await expect(page.getByText(`Thank you, ${guest.name}! Your answer is saved.`)).toBeVisible();
  await expect(page.getByText('A reply sent from another phone does not change this one.')).toBeVisible();
  const confirmation = await page.locator('.live-rsvp-done').innerText();
  await context.close();
  return confirmation;
}

test('375 px: a second person with the same number adds a flagged reply and leaves the first answer alone', async ({
  page,
  browser,
  server,
}) => {
  await page.setViewportSize(PHONE);
  const owner = await seedSiteOwner(page, server);
  await saveContent(server, owner, {
    BrideName: 'Ananya',
    GroomName: 'Rohan',
    Schedule1EventName: 'Haldi',
    Schedule1Date: '2027-02-10',
    Schedule2EventName: 'Wedding',
    Schedule2Date: '2027-02-11',
  });
  const url = `${server.url}/invite/${owner.slug}`;

  const first = await answer(browser, url, { name: 'Kiran Rao', coming: true });
  const second = await answer(browser, url, { name: 'Someone Else', coming: false });
  // The same words either way, but for the name each typed.
  expect(second.replace('Someone Else', 'NAME').replace(/not coming/g, 'ANSWER')).toBe(
    first
      .replace('Kiran Rao', 'NAME')
      .replace(/coming, 3 adults/, 'ANSWER')
      .replace(/not coming/g, 'ANSWER'),
  );

  await page.goto('/rsvps');
  const haldi = page.getByRole('article', { name: 'Haldi' });
  await expect(haldi.getByRole('rowheader')).toHaveText([/Kiran Rao/, /Someone Else/]);
  const kiran = haldi.getByRole('row', { name: /Kiran Rao/ }).first();
  await expect(kiran.getByRole('cell')).toHaveText(['Yes', '3', '0', '–']);
  await expect(kiran).not.toContainText('Same number as');
  const someone = haldi.getByRole('row', { name: /Someone Else/ });
  await expect(someone).toContainText('Same number as Kiran Rao');
  await expect(someone.getByRole('cell').first()).toHaveText('No');
  // Kiran's three are counted; the flagged reply is counted apart.
  await expect(haldi.getByTestId('coming')).toHaveText('1');
  await expect(haldi.getByTestId('adults')).toHaveText('3');
  await expect(haldi.getByTestId('same-number')).toContainText('1 reply from a number that already replied');
  await expect(page.getByText('2 replies have come.')).toBeVisible();
  await screen(page, 'rsvps-same-number-phone');
});
