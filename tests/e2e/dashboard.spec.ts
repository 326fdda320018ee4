/**
 * The dashboard's real figures (setup progress from the content, a card per live site with its address,
 * Copy link, WhatsApp, QR, waiting items, RSVPs and days to go) and /templetes' per-section progress.
 */
import { seedPhoto, seedRsvp, seedWish } from '../../src/server/moderation/testing/seed';
import { makePng, seedBuyer } from './editor-support';
import { expect, test } from './fixtures';
import { saveContent, screen, seedSiteOwner, SIZES } from './helpers/live-site';

/** YYYY-MM-DD in India, `days` from today. */
function dayFromToday(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toLocaleDateString('en-CA', { timeZone: 'Asia/Kolkata' });
}

for (const size of SIZES) {
  test(`${size.name}: dashboard and templates show real progress and each live site`, async ({ page, server }) => {
    await page.setViewportSize({ width: size.width, height: size.height });
    const owner = await seedSiteOwner(page, server);
    await saveContent(server, owner, { BrideName: 'Ananya', GroomName: 'Rohan', WeddingDate: dayFromToday(12) });
    const ctx = server.app.ctx;
    await seedWish(ctx, owner.liveId, { name: 'Lata', message: 'Blessings' });
    await seedWish(ctx, owner.liveId, { name: 'Ravi', message: 'Seen already', visflag: true });
    await seedPhoto(ctx, owner.liveId, { name: 'Gopal', bytes: makePng(40, 30) });
    await seedRsvp(ctx, owner.liveId, {
      name: 'Sunita',
      events: [{ eventKey: 'main', attending: true, adults: 2, children: 2 }],
    });
    const figures = await (
      await fetch(`${server.url}/rest/api/private/dashboard`, { headers: { authorization: owner.authorization } })
    ).json();
    const percent: number = figures.responceId.setupPercent;
    expect(percent).toBeGreaterThan(0);
    expect(percent).toBeLessThan(80);

    await page.goto('/dash');
    await expect(page.getByTestId('setup-percent')).toHaveText(`${percent}% completed`);
    await expect(page.getByRole('progressbar', { name: 'Website setup' })).toHaveAttribute(
      'aria-valuenow',
      String(percent),
    );
    const card = page.getByRole('article', { name: /^Invitation / });
    const url = `${server.url}/invite/${owner.slug}`;
    await expect(card.getByRole('link', { name: url.replace(/^https?:\/\//, '') })).toHaveAttribute('href', url);
    await expect(card.getByRole('button', { name: 'Copy link' })).toBeVisible();
    const whatsapp = card.getByRole('link', { name: 'Share on WhatsApp' });
    expect(decodeURIComponent((await whatsapp.getAttribute('href'))!)).toContain(url);
    await expect(card.getByRole('img', { name: `QR code of ${url}` })).toBeVisible();
    await expect(card.getByTestId('unread-wishes')).toHaveText('1');
    await expect(card.getByTestId('photos-waiting')).toHaveText('1');
    await expect(card.getByTestId('days-to-event')).toHaveText('12 days to go');
    await expect(card.locator('.site-card__rsvps li')).toHaveText([/1 coming · 4 guests/]);
    await screen(page, `dashboard-${size.name}`);
    await page.getByRole('link', { name: 'Customize Now' }).click();
    await expect(page).toHaveURL('/setting');

    await page.goto('/templetes');
    await expect(page.locator('.purchased-card__price')).toContainText('₹');
    await expect(page.locator('.purchased')).not.toContainText('$');
    await expect(page.getByRole('link', { name: 'Upload media' }).first()).toHaveAttribute(
      'href',
      '/Coustomise?template=wed001',
    );
    // The seeded site is published: its address and Unpublish show instead of Publish.
    await expect(page.getByText('Live at')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Unpublish', exact: true })).toBeVisible();
    await screen(page, `templetes-${size.name}`);
    await page.getByRole('tab', { name: 'About Couple' }).click();
    const cover = figures.responceId.templates[0].sections.find((s: { key: string }) => s.key === 'cover');
    const coverCard = page.locator('.section-card').filter({ hasText: cover.title });
    await expect(coverCard.locator('.section-card__remaining')).toHaveText(`${100 - cover.percent}% Remaining`);
    await expect(page.getByText('50% Remaining')).toHaveCount(cover.percent === 50 ? 1 : 0);
    await screen(page, `templetes-sections-${size.name}`);
    await page.reload();
    await expect(page.getByRole('tab', { name: 'About Couple' })).toHaveAttribute('aria-selected', 'true');
    await page.getByRole('tab', { name: 'Event Schedule' }).click();
    await expect(page.locator('.section-card').first()).toContainText('Remaining');
  });
}

test('publishing from /templetes gives the address, Copy link, WhatsApp and QR, and Unpublish takes it down', async ({
  page,
  server,
}) => {
  const buyer = await seedBuyer(page, server);
  await fetch(`${server.url}/rest/api/private/createuserdata`, {
    method: 'POST',
    headers: { authorization: buyer.authorization, 'content-type': 'application/json' },
    body: JSON.stringify({
      baseTempID: 'wed001',
      components: [
        { comp_id: 'wed001-BrideName', comp_type: 'TEXT', comp_value: 'Ananya' },
        { comp_id: 'wed001-GroomName', comp_type: 'TEXT', comp_value: 'Rohan' },
      ],
    }),
  });
  await page.goto('/templetes');
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  const address = page.getByLabel('Address of your invitation');
  await expect(address).not.toHaveValue('');
  await address.fill(`ananya-rohan-${buyer.id}`);
  await expect(page.getByText('This address is free.')).toBeVisible();
  await page.getByLabel('Let search engines find it').check();
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(page.getByText('Live at')).toBeVisible();
  await expect(page.getByRole('link', { name: new RegExp(`/invite/ananya-rohan-${buyer.id}$`) })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Share on WhatsApp' })).toBeVisible();
  await expect(page.getByRole('img', { name: /^QR code of / })).toBeVisible();
  await screen(page, 'templetes-published-desktop');
  await page.getByRole('button', { name: 'Unpublish', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Publish', exact: true })).toBeVisible();
});
