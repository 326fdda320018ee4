/**
 * No page scrolls sideways on a phone: public pages at 320 and 375 px wide; the signed-in area, the admin
 * screens and a guest's live invitation at 320 px. After the page has rendered and been scrolled through
 * (cards slide in as they appear), the document is no wider than the window.
 */
import type { Page } from '@playwright/test';
import { seedLiveSite as seedGuestSite } from '../../src/server/invitation/testing/seed';
import { seedPhoto, seedRsvp, seedWish } from '../../src/server/moderation/testing/seed';
import { makePng } from './editor-support';
import { expect, test, type RunningServer } from './fixtures';
import { saveContent, seedSiteOwner } from './helpers/live-site';
import { createUser, signInBrowser } from './helpers/users';
import { BUSINESS } from './storefront-helpers';

test.use({ serverEnv: BUSINESS });

const PUBLIC_ROUTES = [
  '/',
  '/temp',
  '/tempdetails/wed001',
  '/tempdetails/hou002',
  '/blog',
  '/blog/2',
  '/terms',
  '/privacy',
  '/login',
  '/signup',
  '/forgotpass',
  '/reset-user-passkey?token=a@example.in::abc',
  '/usercart',
  '/preview/wed001',
  '/no-such-page',
];

/** The buyer's screens (src/web/app/routes.tsx); `{photo}` is a guest photo of the buyer's site. */
const BUYER_ROUTES = [
  '/dash',
  '/templetes',
  '/usersinput?template=wed001',
  '/Coustomise?template=wed001',
  '/imageupld',
  '/help',
  '/wishes',
  '/gallery',
  '/guestgallery',
  '/galleryimage/{photo}',
  '/imageguestdetail/{photo}',
  '/rsvps',
  '/setting',
];

const ADMIN_ROUTES = ['/Overview', '/Templates', '/Orders', '/formate', '/users', '/createlive', '/Chat'];

/**
 * Opens `path`, scrolls to its end and waits until the document is no wider than the window. `stays` checks
 * that the page was not sent elsewhere (a signed-in screen that sent its visitor to /login measured nothing).
 */
async function expectNoSidewaysScroll(page: Page, path: string, { stays = false } = {}): Promise<void> {
  await page.goto(path);
  await page.waitForLoadState('networkidle');
  if (stays) expect(new URL(page.url()).pathname).toBe(path.split('?')[0]);
  // Scroll to the end, so everything that appears on scrolling has appeared.
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  await expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth), { message: path })
    .toBeLessThanOrEqual(0);
}

/** A signed-in buyer whose live site has long content, unread and public wishes, a photo and an RSVP. */
async function seedBusyBuyer(page: Page, server: RunningServer): Promise<{ photo: number }> {
  const owner = await seedSiteOwner(page, server);
  await saveContent(server, owner, {
    BrideName: 'Ananya Venkataramanaswamy',
    GroomName: 'Rohan Subrahmanyeshwara',
    WeddingDate: '2027-02-14',
  });
  const ctx = server.app.ctx;
  await seedWish(ctx, owner.liveId, { name: 'Lakshminarasimhan Iyengar', message: 'Congratulations '.repeat(12) });
  await seedWish(ctx, owner.liveId, { name: 'Meera', message: 'Blessings', visflag: true });
  const photo = await seedPhoto(ctx, owner.liveId, { name: 'Gopalakrishnan', bytes: makePng(240, 180) });
  await seedRsvp(ctx, owner.liveId, {
    name: 'Sunita Ramachandran',
    events: [{ eventKey: 'main', attending: true, adults: 4, children: 2 }],
  });
  return { photo: photo.id };
}

for (const width of [320, 375]) {
  test.describe(`${width} px wide`, () => {
    test.use({ viewport: { width, height: 740 } });

    for (const path of PUBLIC_ROUTES) {
      test(`${path} is no wider than the window`, async ({ page }) => {
        await expectNoSidewaysScroll(page, path);
      });
    }
  });
}

test.describe('320 px wide, signed in', () => {
  test.use({ viewport: { width: 320, height: 740 } });

  for (const route of BUYER_ROUTES) {
    test(`the buyer's ${route} is no wider than the window`, async ({ page, server }) => {
      const { photo } = await seedBusyBuyer(page, server);
      await expectNoSidewaysScroll(page, route.replace('{photo}', String(photo)), { stays: true });
    });
  }

  for (const route of ADMIN_ROUTES) {
    test(`the admin's ${route} is no wider than the window`, async ({ page, server }) => {
      // A buyer with a paid order and a live site, so the lists have rows.
      await seedGuestSite(server.app.ctx.db, { pack: 'luxury' });
      await signInBrowser(page, await createUser(server, { role: 'admin', fullName: 'Utsav Shop Owner' }));
      await expectNoSidewaysScroll(page, route, { stays: true });
    });
  }

  test('a guest’s luxury invitation is no wider than the window', async ({ page, server }) => {
    const site = await seedGuestSite(server.app.ctx.db, {
      pack: 'luxury',
      wishes: [{ name: 'Lakshminarasimhan Iyengar', message: 'Congratulations '.repeat(12), visflag: true }],
    });
    await expectNoSidewaysScroll(page, `/invite/${site.slug}?to=Venkataramanaswamy%20family`);
  });
});
