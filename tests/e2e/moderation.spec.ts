/**
 * The buyer moderates what guests sent a live site: wishes (period and status tabs, Show and Hide, the spec's
 * empty texts, GWCF_LIDNE) and guest photos (bulk selection, zip download, the detail page and its visibility).
 */
import { readFile } from 'node:fs/promises';
import { eq } from 'drizzle-orm';
import { guestPhotos, liveSites, wishes } from '../../src/server/db/schema';
import { seedLiveSite, seedPhoto, seedWish } from '../../src/server/moderation/testing/seed';
import { zipEntries } from '../../src/server/moderation/testing/zip-entries';
import { makePng } from './editor-support';
import { expect, test } from './fixtures';
import { minutesAgo, screen, seedSiteOwner, SIZES } from './helpers/live-site';
import { createUser } from './helpers/users';

for (const size of SIZES) {
  test.describe(`${size.name}`, () => {
    test.beforeEach(async ({ page }) => {
      await page.setViewportSize({ width: size.width, height: size.height });
    });

    test('wishes arrive Unread; the buyer shows one and hides another; period and status tabs filter', async ({
      page,
      server,
    }) => {
      const owner = await seedSiteOwner(page, server);
      const ctx = server.app.ctx;
      const lata = await seedWish(ctx, owner.liveId, {
        name: 'Lata',
        message: 'Blessings to you both!',
        at: minutesAgo(10),
      });
      await seedWish(ctx, owner.liveId, { name: 'Ravi', message: 'Congratulations!', at: minutesAgo(30) });
      await seedWish(ctx, owner.liveId, {
        name: 'Old Friend',
        message: 'So happy',
        visflag: true,
        at: minutesAgo(3 * 24 * 60),
      });
      await seedWish(ctx, owner.liveId, { name: 'Hidden Uncle', message: 'spam', visflag: false, at: minutesAgo(120) });

      await page.goto('/wishes');
      await expect(page.getByRole('heading', { name: 'Wish Report' })).toBeVisible();
      await expect(page.getByRole('tab', { name: 'Last 24hr' })).toHaveAttribute('aria-selected', 'true');
      await expect(page.getByRole('tab', { name: 'Unread' })).toHaveAttribute('aria-selected', 'true');
      await expect(page.getByText('New Unread Wishes')).toBeVisible();
      await expect(page.getByTestId('count-unread')).toHaveText('2');
      await expect(page.getByTestId('count-public')).toHaveText('0');
      await expect(page.getByTestId('count-hidden')).toHaveText('1');
      const items = page.locator('.wish');
      await expect(items.locator('.wish__name')).toHaveText(['Lata', 'Ravi']);
      await screen(page, `wishes-${size.name}`);

      const lataItem = items.filter({ hasText: 'Lata' });
      await expect(lataItem.getByRole('button')).toHaveText(['Show', 'Hide']);
      await lataItem.getByRole('button', { name: 'Show' }).click();
      await expect(items.locator('.wish__name')).toHaveText(['Ravi']);
      await expect(page.getByTestId('count-public')).toHaveText('1');
      await items.filter({ hasText: 'Ravi' }).getByRole('button', { name: 'Hide' }).click();
      await expect(page.getByText('No unread wishes to display.')).toBeVisible();
      await expect(page.getByTestId('count-unread')).toHaveText('0');
      await expect(page.getByTestId('count-hidden')).toHaveText('2');
      const [row] = await ctx.db.select().from(wishes).where(eq(wishes.id, lata));
      expect(row!.visflag).toBe(true);

      await page.getByRole('tab', { name: 'Public' }).click();
      await expect(items.locator('.wish__name')).toHaveText(['Lata']);
      await expect(items.getByRole('button')).toHaveText(['Hide']);
      await page.getByRole('tab', { name: 'Hidden' }).click();
      await expect(items.locator('.wish__name')).toHaveText(['Ravi', 'Hidden Uncle']);
      await expect(items.first().getByRole('button')).toHaveText(['Show']);

      await page.getByRole('tab', { name: 'Last 1 Hour' }).click();
      await expect(items.locator('.wish__name')).toHaveText(['Ravi']);
      await expect(page.getByTestId('count-hidden')).toHaveText('1');
      await page.getByRole('tab', { name: 'Last 7days' }).click();
      await page.getByRole('tab', { name: 'Public' }).click();
      await expect(items.locator('.wish__name')).toHaveText(['Lata', 'Old Friend']);
      await expect(page.getByTestId('count-public')).toHaveText('2');
      await page.getByRole('tab', { name: 'Last 1 Hour' }).click();
      await expect(items.locator('.wish__name')).toHaveText(['Lata']);
      await page.getByRole('tab', { name: 'Last 24hr' }).click();

      // The site is taken away while the page is open: the server's GWCF_LIDNE message is shown.
      const someoneElse = await createUser(server);
      await ctx.db.update(liveSites).set({ userId: someoneElse.id }).where(eq(liveSites.id, owner.liveId));
      await items.filter({ hasText: 'Lata' }).getByRole('button', { name: 'Hide' }).click();
      await expect(page.getByText('Live ID does not exist.')).toBeVisible();
      const [unchanged] = await ctx.db.select().from(wishes).where(eq(wishes.id, lata));
      expect(unchanged!.visflag).toBe(true);
    });

    test('guest photos: bulk selection, zip of originals, detail page with visibility and navigation', async ({
      page,
      server,
    }) => {
      const owner = await seedSiteOwner(page, server);
      const ctx = server.app.ctx;
      const bytes = makePng(240, 180);
      const gopal = await seedPhoto(ctx, owner.liveId, { name: 'Gopal', bytes, at: minutesAgo(5) });
      const meena = await seedPhoto(ctx, owner.liveId, { name: 'Meena', bytes, at: minutesAgo(15) });
      const ravi = await seedPhoto(ctx, owner.liveId, { name: 'Ravi', bytes, visflag: true, at: minutesAgo(25) });

      await page.goto('/gallery');
      const notice = page.getByRole('note');
      await expect(notice).toHaveText(/You will receive the uploaded photos by the end of the married date\./);
      const grid = page.locator('.gallery-item');
      await expect(grid).toHaveCount(2);
      await expect(page.getByText('New Unread Photos')).toBeVisible();
      await expect(page.getByTestId('count-unread')).toHaveText('2');
      await expect(page.getByTestId('count-public')).toHaveText('1');
      await expect(grid.locator('img').first()).toHaveJSProperty('complete', true);
      await screen(page, `gallery-${size.name}`);
      await notice.getByRole('button', { name: 'Dismiss notice' }).click();
      await expect(notice).toHaveCount(0);

      await page.getByLabel('Select photo by Gopal').check();
      await page.getByLabel('Select photo by Meena').check();
      await expect(page.getByText('2 selected')).toBeVisible();
      await page.getByRole('button', { name: 'Public Selection' }).click();
      await expect(page.getByText('No gallery image available.')).toBeVisible();
      await expect(page.getByText('Select photos to act on them')).toBeVisible();
      await page.getByRole('tab', { name: 'Public' }).click();
      await expect(grid).toHaveCount(3);

      await page.getByLabel('Select photo by Gopal').check();
      await page.getByLabel('Select photo by Ravi').check();
      const downloading = page.waitForEvent('download');
      await page.getByRole('button', { name: 'Download Selection' }).click();
      await expect(page.locator('.toast').filter({ hasText: 'by the end of the married date' })).toBeVisible();
      const download = await downloading;
      const zip = await readFile(await download.path());
      expect(
        zipEntries(zip)
          .map((entry) => entry.name)
          .sort(),
      ).toEqual([`image_${gopal.id}.png`, `image_${ravi.id}.png`].sort());
      expect(zipEntries(zip).every((entry) => entry.size === bytes.length)).toBe(true);

      await page.getByLabel('Select photo by Ravi').uncheck();
      await page.getByRole('button', { name: 'Hide Selection' }).click();
      await expect(grid).toHaveCount(2);
      await page.getByRole('tab', { name: 'Hidden' }).click();
      await expect(grid).toHaveCount(1);
      await grid.getByRole('link', { name: 'Open photo by Gopal' }).click();

      await expect(page).toHaveURL(`/galleryimage/${gopal.id}`);
      await expect(page.getByRole('heading', { name: 'Guest Uploaded Media' })).toBeVisible();
      await expect(page.getByText('Uploaded by Gopal')).toBeVisible();
      const visibility = page.getByLabel('Visibility');
      await expect(visibility).toHaveValue('hidden');
      await screen(page, `gallery-detail-${size.name}`);
      await visibility.selectOption('public');
      await expect(page.getByText(`Successfully modified image ${gopal.id} to show.`)).toBeVisible();
      const [row] = await ctx.db.select().from(guestPhotos).where(eq(guestPhotos.id, gopal.id));
      expect(row!.visflag).toBe(true);

      const saving = page.waitForEvent('download');
      await page.getByRole('button', { name: 'Download Image' }).click();
      expect((await saving).suggestedFilename()).toBe(`image_${gopal.id}.jpg`);

      await page.getByRole('button', { name: 'Next', exact: true }).click();
      await expect(page).toHaveURL(`/galleryimage/${meena.id}`);
      await expect(page.getByText('Uploaded by Meena')).toBeVisible();
      await page.getByRole('link', { name: 'Previous image' }).click();
      await expect(page.getByText('Uploaded by Gopal')).toBeVisible();
      await page.getByRole('button', { name: '← Back' }).click();
      await expect(page).toHaveURL('/gallery');

      await page.goto('/galleryimage/999999');
      await expect(page.getByText('Image not found.')).toBeVisible();
      await page.goto('/guestgallery');
      await page.getByRole('tab', { name: 'Public' }).click();
      await page.getByRole('link', { name: 'Open photo by Meena' }).click();
      await expect(page).toHaveURL(`/imageguestdetail/${meena.id}`);
      await expect(page.getByLabel('Visibility')).toHaveValue('public');
    });
  });
}

test('a buyer with two sites switches between them on every page', async ({ page, server }) => {
  const owner = await seedSiteOwner(page, server);
  const ctx = server.app.ctx;
  const second = await seedLiveSite(ctx, {
    userId: owner.id,
    tempId: 'wed002',
    slug: `a-much-longer-second-address-${owner.id}`,
  });
  await seedWish(ctx, owner.liveId, { name: 'First Site Guest', message: 'hi', at: minutesAgo(1) });
  await seedWish(ctx, second, { name: 'Second Site Guest', message: 'hello', at: minutesAgo(1) });
  const guestOf = { [owner.liveId]: 'First Site Guest', [second]: 'Second Site Guest' };
  await page.goto('/wishes');
  // Without a choice the list's first site is shown (the same on every page); the buyer picks the other.
  const picker = page.getByLabel('Invitation');
  const shown = await picker.inputValue();
  await expect(page.locator('.wish__name')).toHaveText([guestOf[shown]!]);
  const other = shown === second ? owner.liveId : second;
  await picker.selectOption(other);
  await expect(page.locator('.wish__name')).toHaveText([guestOf[other]!]);
  await page.goto('/gallery');
  await expect(page.getByLabel('Invitation')).toHaveValue(other);
  await page.goto('/wishes');
  await expect(page.locator('.wish__name')).toHaveText([guestOf[other]!]);
  // The guest list chooses from the same store, within one visit too: its choice is the moderation pages'.
  // (By its role: while the guest list loads, its spinner is labelled "Loading your invitations".)
  const chooser = page.getByRole('combobox', { name: 'Invitation' });
  await page.getByRole('navigation', { name: 'Account' }).getByRole('link', { name: 'Guest list' }).click();
  await expect(chooser).toHaveValue(other);
  await chooser.selectOption(shown);
  await page.getByRole('navigation', { name: 'Account' }).getByRole('link', { name: 'Wishes' }).click();
  await expect(chooser).toHaveValue(shown);
  await expect(page.locator('.wish__name')).toHaveText([guestOf[shown]!]);
  // On a phone the chooser shrinks to the screen: a long address does not widen the guest list or the wishes.
  await page.setViewportSize({ width: 375, height: 740 });
  for (const path of ['/guests', '/wishes']) {
    await page.goto(path);
    await expect(chooser).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  }
});
