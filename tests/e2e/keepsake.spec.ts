/**
 * The keepsake book from the dashboard: the host picks a size, makes the book, watches its progress and
 * downloads the PDF, which holds the couple's names and the guests' Hindi and Kannada wishes as text.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import { cohosts, guestPhotos, siteLooks } from '../../src/server/db/schema';
import { seedPhoto, seedWish } from '../../src/server/moderation/testing/seed';
import { KEEPSAKE_NO_CHROMIUM } from '../../src/shared/api/keepsake';
import { EMPTY_LOOK } from '../../src/shared/look';
import { makePng } from './editor-support';
import { expect, test } from './fixtures';
import { saveContent, screen, seedSiteOwner, SIZES } from './helpers/live-site';
import { createUser, signInBrowser } from './helpers/users';

const HINDI_WISH = 'आपको बहुत-बहुत शुभकामनाएँ और आशीर्वाद';
const KANNADA_WISH = 'ನಿಮಗೆ ಹೃತ್ಪೂರ್ವಕ ಶುಭಾಶಯಗಳು';

for (const size of SIZES) {
  test(`${size.name}: the host makes the keepsake book, sees its progress and downloads the PDF`, async ({
    page,
    server,
  }, testInfo) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width: size.width, height: size.height });
    const owner = await seedSiteOwner(page, server);
    await saveContent(server, owner, { BrideName: 'Ananya', GroomName: 'Rohan', WeddingDate: '2027-02-14' });
    const ctx = server.app.ctx;
    // A luxury site in three languages, with the names written in Hindi and Kannada too.
    await ctx.db.insert(siteLooks).values({
      userId: owner.id,
      tempId: 'wed001',
      look: {
        ...EMPTY_LOOK,
        texts: [
          { lang: 'hi', field: 'BrideName', text: 'अनन्या' },
          { lang: 'hi', field: 'GroomName', text: 'रोहन' },
          { lang: 'kn', field: 'BrideName', text: 'ಅನನ್ಯಾ' },
          { lang: 'kn', field: 'GroomName', text: 'ರೋಹನ್' },
        ],
      },
    });
    await seedWish(ctx, owner.liveId, { name: 'Meera Aunty', message: HINDI_WISH, visflag: true });
    await seedWish(ctx, owner.liveId, { name: 'Shankar', message: KANNADA_WISH, visflag: true });
    const photo = await seedPhoto(ctx, owner.liveId, { name: 'Kavya', bytes: makePng(64, 48), visflag: true });
    // Its screen-sized copy, as the upload route makes one (the book prints copies, never originals).
    await ctx.db
      .update(guestPhotos)
      .set({ variants: [{ width: 960, fileName: photo.fileName }] })
      .where(eq(guestPhotos.id, photo.id));

    await page.goto('/dash');
    const card = page.getByRole('region', { name: 'Keepsake book' });
    await expect(card).toBeVisible();
    await card.getByRole('radio', { name: /A4/ }).check();
    await card.getByRole('button', { name: 'Make the book' }).click();
    // The progress shows while the server prints (the book is made in the background, the card asks again).
    const progress = card.getByRole('progressbar', { name: 'Making your A4 book…' });
    await expect(progress).toBeVisible();
    await expect(card.getByRole('button', { name: 'Make the book again' })).toBeDisabled();
    const download = card.getByRole('button', { name: 'Download the PDF' });
    await expect(download).toBeVisible({ timeout: 60_000 });
    await expect(card).toContainText('Your A4 book is ready');
    await expect(card).toContainText('2 wishes and 1 photo');
    await screen(page, `keepsake-${size.name}`);

    const [file] = await Promise.all([page.waitForEvent('download'), download.click()]);
    expect(file.suggestedFilename()).toMatch(/^keepsake-.*-A4\.pdf$/);
    const path = testInfo.outputPath('book.pdf');
    await file.saveAs(path);
    expect(readFileSync(path).subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const text = execFileSync('pdftotext', ['-enc', 'UTF-8', path, '-'], { encoding: 'utf8' }).normalize('NFC');
    expect(text.toLowerCase()).toContain('ananya & rohan');
    expect(text).toContain('अनन्या & रोहन');
    expect(text).toContain('ಅನನ್ಯಾ & ರೋಹನ್');
    expect(text).toContain('शुभकामनाएँ');
    expect(text).toContain('ಶುಭಾಶಯಗಳು');
  });
}

test('phone: a server without Chromium says so on the card instead of failing', async ({ page, server }) => {
  await page.setViewportSize({ width: 375, height: 760 });
  const owner = await seedSiteOwner(page, server);
  const { keepsake } = server.app.ctx.config;
  const chromiumPath = keepsake.chromiumPath;
  // This worker's server only: as if Chromium were not installed.
  keepsake.chromiumPath = '/nonexistent/chromium';
  try {
    await page.goto('/dash');
    const card = page.getByRole('region', { name: 'Keepsake book' });
    await card.getByRole('button', { name: 'Make the book' }).click();
    await expect(card.getByRole('alert')).toHaveText(KEEPSAKE_NO_CHROMIUM);
    await expect(card.getByRole('button', { name: 'Make the book' })).toBeEnabled();
    await expect(card.getByRole('progressbar')).toHaveCount(0);
    expect(
      (
        await fetch(`${server.url}/rest/api/private/live/${owner.liveId}/keepsake`, {
          headers: { authorization: owner.authorization },
        })
      ).status,
    ).toBe(404);
  } finally {
    keepsake.chromiumPath = chromiumPath;
  }
});

test('desktop: a co-host makes and downloads the book from the guest list’s answers', async ({
  browser,
  page,
  server,
}) => {
  test.setTimeout(120_000);
  const owner = await seedSiteOwner(page, server);
  await seedWish(server.app.ctx, owner.liveId, { name: 'Meera Aunty', message: HINDI_WISH, visflag: true });
  const planner = await createUser(server, { fullName: 'Kavya Planner' });
  await server.app.ctx.db
    .insert(cohosts)
    .values({ liveId: owner.liveId, email: planner.email.toLowerCase(), addedBy: owner.email });

  const plannerContext = await browser.newContext({ viewport: { width: 1280, height: 860 } });
  try {
    const plannerPage = await plannerContext.newPage();
    await signInBrowser(plannerPage, planner);
    await plannerPage.goto(`/guests/summary?site=${owner.liveId}`);
    const card = plannerPage.getByRole('region', { name: 'Keepsake book' });
    await card.getByRole('button', { name: 'Make the book' }).click();
    const download = card.getByRole('button', { name: 'Download the PDF' });
    await expect(download).toBeVisible({ timeout: 60_000 });
    await expect(card).toContainText('Your A5 book is ready');
    const [file] = await Promise.all([plannerPage.waitForEvent('download'), download.click()]);
    expect(file.suggestedFilename()).toMatch(/-A5\.pdf$/);
  } finally {
    await plannerContext.close();
  }
});
