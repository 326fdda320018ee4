/**
 * Around the day and after it, at 375 px and on a desktop: the host turns on "Send your blessings" and the
 * guest page shows the UPI QR code and ID; the host keeps the shagun book and sees its totals and CSV; a
 * function's stream shows "Watch live" while it is on (India time); and a site whose last function is over
 * becomes a thank-you page once the host's days have passed, with RSVP closed.
 * Screenshots of the guest's sections in English, Hindi and Kannada go to /tmp/shagun-shots.
 */
import { mkdirSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import type { Locator, Page } from '@playwright/test';
import { eq } from 'drizzle-orm';
import { wishes } from '../../src/server/db/schema';
import { expect, test } from './fixtures';
import { saveContent, seedSiteOwner, SIZES } from './helpers/live-site';

const SHOTS = '/tmp/shagun-shots';
const IST_MS = 330 * 60_000;

/** The date and HH:MM in India of an instant. */
function inIndia(at: Date): { date: string; time: string } {
  const shifted = new Date(at.getTime() + IST_MS).toISOString();
  return { date: shifted.slice(0, 10), time: shifted.slice(11, 16) };
}
const day = 24 * 3600_000;

async function shot(target: Page | Locator, name: string): Promise<void> {
  mkdirSync(SHOTS, { recursive: true });
  await target.screenshot({ path: `${SHOTS}/${name}.png`, ...('goto' in target ? { fullPage: true } : {}) });
}

for (const size of SIZES) {
  test(`${size.name}: shagun on the guest page, the shagun book, a live stream`, async ({ page, server, browser }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width: size.width, height: size.height });
    const owner = await seedSiteOwner(page, server);
    // The Sangeet began an hour ago (India time); the wedding is in two days.
    const sangeet = inIndia(new Date(Date.now() - 3600_000));
    const wedding = inIndia(new Date(Date.now() + 2 * day));
    await saveContent(server, owner, {
      BrideName: 'Ananya',
      GroomName: 'Rohan',
      Schedule1EventName: 'Sangeet',
      Schedule1Date: sangeet.date,
      Schedule1FirstTime: sangeet.time,
      Schedule2EventName: 'Wedding',
      Schedule2Date: wedding.date,
    });

    // Off by default: the guest page has no shagun section.
    await page.goto(`/invite/${owner.slug}`);
    await expect(page.getByRole('heading', { name: 'Ananya' }).first()).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Send your blessings' })).toHaveCount(0);

    // The host turns it on; a UPI ID without its handle is refused with the field's name.
    await page.goto('/guests/shagun');
    const settings = page.getByRole('form', { name: 'Shagun on the invitation' });
    await settings.getByLabel('Show “Send your blessings” on the invitation').check();
    await settings.getByLabel('UPI ID').fill('ananya.rao');
    await settings.getByLabel('Name guests see').fill('Ananya Rao');
    await settings.getByRole('button', { name: 'Save' }).click();
    await expect(settings.getByRole('alert')).toHaveText(
      'The UPI ID must look like name@bank, for example ananya.rao@okhdfcbank',
    );
    await settings.getByLabel('UPI ID').fill('ananya.rao@okhdfcbank');
    await settings.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Guests now see “Send your blessings”.')).toBeVisible();

    // The shagun book: two entries typed in, totals per function and side, the CSV.
    const entry = page.getByRole('form', { name: 'Write an entry' });
    const write = async (name: string, side: string, amount: string, how: string, fn: string) => {
      await entry.getByLabel('Name', { exact: true }).fill(name);
      await entry.getByLabel('Side').fill(side);
      await entry.getByLabel('Amount (₹)').fill(amount);
      await entry.getByLabel('How').selectOption({ label: how });
      await entry.getByLabel('Function').selectOption({ label: fn });
      await entry.getByRole('button', { name: 'Add to the book' }).click();
      await expect(
        page.getByRole('list', { name: 'Entries' }).getByRole('button', { name: `Remove ${name}` }),
      ).toBeVisible();
    };
    await write('Sharma family', "Bride's side", '5100', 'UPI', 'Sangeet');
    await write('Rao family', "Groom's side", '1100', 'Cash', 'Wedding');
    await expect(page.getByTestId('shagun-total')).toHaveText('₹6,200');
    const byFunction = page.getByRole('definition').filter({ hasText: '₹5,100' });
    await expect(byFunction.first()).toBeVisible();
    await expect(page.getByLabel('By function')).toContainText('Sangeet₹5,100');
    await expect(page.getByLabel('By side')).toContainText("Groom's side₹1,100");
    // A mistake corrected: the Raos gave ₹2,100.
    await page.getByRole('button', { name: 'Edit Rao family' }).click();
    const correct = page.getByRole('form', { name: 'Correct an entry' });
    await expect(correct.getByLabel('Name', { exact: true })).toHaveValue('Rao family');
    await correct.getByLabel('Amount (₹)').fill('2100');
    await correct.getByRole('button', { name: 'Save the entry' }).click();
    await expect(page.getByTestId('shagun-total')).toHaveText('₹7,200');
    await expect(page.getByLabel('By side')).toContainText("Groom's side₹2,100");
    await shot(page, `host-shagun-${size.name}`);
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download the book (CSV)' }).click();
    const csv = (await readFile(await (await downloading).path())).toString('utf8');
    expect(csv).toContain("Sharma family,Bride's side,5100,UPI,Sangeet");
    expect(csv).toContain("Rao family,Groom's side,2100,Cash,Wedding");
    expect(csv).toContain('Total,,7200,2 entries');

    // A stream for the Sangeet.
    await page.getByRole('link', { name: 'Streams & after' }).click();
    await page.getByLabel('Sangeet').fill('https://www.youtube.com/live/ananya-rohan');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Saved: the invitation shows it now.')).toBeVisible();
    await shot(page, `host-event-day-${size.name}`);

    // The guest: the QR code and the ID to copy, the honest words, and "Watch live" during the Sangeet.
    await page.goto(`/invite/${owner.slug}`);
    const shagun = page.locator('#inv-live-shagun');
    await expect(shagun.getByRole('heading', { name: 'Send your blessings' })).toBeVisible();
    await expect(shagun.getByRole('img', { name: 'QR code to pay Ananya Rao by UPI' })).toBeVisible();
    await expect(shagun.getByText('ananya.rao@okhdfcbank', { exact: true })).toBeVisible();
    await expect(shagun.getByText(/this page does not see them and cannot confirm them/)).toBeVisible();
    await expect(shagun.locator('a.live-shagun__app')).toHaveAttribute(
      'href',
      'upi://pay?pa=ananya.rao%40okhdfcbank&pn=Ananya%20Rao&cu=INR&tn=Shagun%20for%20Ananya%20%26%20Rohan',
    );
    // A computer has no UPI app to open; a phone (a touch screen) gets the button, after the QR code and the ID.
    await expect(shagun.getByRole('link', { name: 'Open a UPI app' })).toBeHidden();
    const phone = await browser.newContext({ isMobile: true, hasTouch: true, viewport: { width: 375, height: 760 } });
    const onPhone = await phone.newPage();
    await onPhone.goto(`${server.url}/invite/${owner.slug}`);
    await expect(onPhone.locator('#inv-live-shagun').getByRole('link', { name: 'Open a UPI app' })).toBeVisible();
    await phone.close();
    // The copy button appears once the page's script can copy, and copies the ID.
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    const copy = shagun.getByRole('button', { name: 'Copy UPI ID' });
    await expect(copy).toBeVisible();
    await copy.click();
    await expect(shagun.getByRole('button', { name: 'Copied' })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('ananya.rao@okhdfcbank');

    const streams = page.locator('#inv-live-streams');
    await expect(streams.getByText('Live now')).toBeVisible();
    await expect(streams.getByRole('link', { name: 'Watch live' })).toHaveAttribute(
      'href',
      'https://www.youtube.com/live/ananya-rohan',
    );
    await expect(page.getByRole('link', { name: 'Watch the recording' })).toHaveCount(0);
    // The calendar file carries the address.
    const ics = await page.request.get(`/rest/api/public/live/${owner.slug}/calendar/schedule-1.ics`);
    expect((await ics.text()).replace(/\r\n[ \t]/g, '')).toContain('https://www.youtube.com/live/ananya-rohan');

    if (size.name === 'phone') {
      for (const lang of ['en', 'hi', 'kn'] as const) {
        await page.goto(`/invite/${owner.slug}?lang=${lang}`);
        await expect(page.locator('html')).toHaveAttribute('lang', lang);
        await shot(page.locator('#inv-live-shagun'), `guest-shagun-${lang}`);
        await shot(page.locator('#inv-live-streams'), `guest-streams-${lang}`);
      }
    }
  });

  test(`${size.name}: after the celebrations the page thanks its guests and RSVP closes`, async ({ page, server }) => {
    test.setTimeout(90_000);
    await page.setViewportSize({ width: size.width, height: size.height });
    const owner = await seedSiteOwner(page, server);
    const yesterday = inIndia(new Date(Date.now() - day));
    await saveContent(server, owner, {
      BrideName: 'Meera',
      GroomName: 'Arjun',
      Schedule1EventName: 'Wedding',
      Schedule1Date: yesterday.date,
      Schedule1FirstTime: '10:00',
    });
    const wish = await page.request.post(`/rest/api/public/live/${owner.slug}/wishes`, {
      data: { name: 'Leela aunty', message: 'A lifetime of happiness to you both!' },
    });
    expect(wish.ok()).toBe(true);
    // The host approved it (moderation is tested on its own): the page shows public wishes only.
    await server.app.ctx.db.update(wishes).set({ visflag: true }).where(eq(wishes.liveId, owner.liveId));
    const rsvp = () =>
      page.request.post(`/rest/api/public/live/${owner.slug}/rsvp`, {
        data: {
          name: 'Kavya',
          phone: '+91 98450 12345',
          events: [{ eventKey: 'schedule-1', attending: true, adults: 1, children: 0 }],
        },
      });

    // Thirty days by default: the invitation is still the invitation.
    await page.goto(`/invite/${owner.slug}`);
    await expect(page.getByRole('heading', { name: 'Thank you for celebrating with us' })).toHaveCount(0);
    await expect(page.locator('form[action*="/rsvp"]')).toHaveCount(1);

    // The host makes it a thank-you page from the day after the last function.
    await page.goto('/guests/event-day');
    await page.getByLabel('Days after the last function').fill('0');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Saved: the invitation shows it now.')).toBeVisible();

    await page.goto(`/invite/${owner.slug}`);
    await expect(page.getByRole('heading', { name: 'Thank you for celebrating with us' })).toBeVisible();
    await expect(page.getByText('RSVP has closed: the celebrations are over.')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Meera' }).first()).toBeVisible();
    await expect(page.getByText('A lifetime of happiness to you both!')).toBeVisible();
    await expect(page.locator('form[action*="/rsvp"]')).toHaveCount(0);
    await shot(page, `guest-thank-you-${size.name}`);
    const refused = await rsvp();
    expect(refused.status()).toBe(410);
    expect((await refused.json()).message).toContain('RSVP has closed');
    if (size.name === 'phone') {
      for (const lang of ['hi', 'kn'] as const) {
        await page.goto(`/invite/${owner.slug}?lang=${lang}`);
        await expect(page.locator('.live-thanks__title')).toBeVisible();
        await shot(page, `guest-thank-you-${lang}`);
      }
    }
  });
}
