/**
 * A luxury site's guest page in the buyer's look: the language switch (links the server answers, remembered on
 * this device), dates in the chosen script, and music that downloads nothing before the guest's first tap.
 * A basic site shows neither. At a phone's width, as guests mostly open invitations from WhatsApp.
 */
import { seedLiveSite } from '../../src/server/invite/testing/seed';
import { expect, test } from './fixtures';

const PHONE = { width: 375, height: 812 };
const MUSIC = { source: 'bundled', track: 'shehnai-dawn' } as const;

test.use({ viewport: PHONE });

test('a guest switches a luxury site to Hindi and Kannada', async ({ page, server }) => {
  const site = await seedLiveSite(server.app.ctx.db, { pack: 'luxury', look: { music: MUSIC } });
  await page.goto(`/invite/${site.slug}`);
  const languages = page.getByRole('group', { name: 'Language' });
  await expect(languages).toBeVisible();

  await languages.getByRole('link', { name: 'हिन्दी' }).click();
  await expect(page).toHaveURL(/\?lang=hi$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  await expect(page.getByRole('heading', { name: 'निमंत्रण साझा करें' })).toBeVisible();
  await expect(page.getByText('रविवार, 14 फ़रवरी 2027').first()).toBeVisible();
  await expect(page.getByRole('link', { name: 'WhatsApp पर साझा करें' })).toBeVisible();
  await page.screenshot({ path: 'test-results/live-look/hindi-375.png', fullPage: false });

  // The pick is remembered on this device: the plain address opens in Hindi.
  await page.goto(`/invite/${site.slug}`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');

  await page.getByRole('group', { name: 'भाषा' }).getByRole('link', { name: 'ಕನ್ನಡ' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'kn');
  await expect(page.getByRole('heading', { name: 'ಆಮಂತ್ರಣವನ್ನು ಹಂಚಿಕೊಳ್ಳಿ' })).toBeVisible();
  await expect(page.getByText('ಭಾನುವಾರ, ಫೆಬ್ರವರಿ 14, 2027').first()).toBeVisible();
  await page.screenshot({ path: 'test-results/live-look/kannada-375.png', fullPage: false });
  await page.getByRole('heading', { name: 'ಆಮಂತ್ರಣವನ್ನು ಹಂಚಿಕೊಳ್ಳಿ' }).scrollIntoViewIfNeeded();
  await page.screenshot({ path: 'test-results/live-look/kannada-share-375.png', fullPage: false });
});

test('the music starts only after the guest taps the page', async ({ page, server }) => {
  const site = await seedLiveSite(server.app.ctx.db, { pack: 'luxury', look: { music: MUSIC } });
  const audioRequests: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/music/')) audioRequests.push(request.url());
  });
  await page.goto(`/invite/${site.slug}`);
  await expect(page.locator('.live-music[data-live]')).toBeAttached();
  const play = page.getByRole('button', { name: 'Play music' });
  await expect(play).toBeVisible();
  expect(audioRequests).toEqual([]);

  const firstAudio = page.waitForRequest((request) => request.url().includes('/music/shehnai-dawn.mp3'));
  await page.getByRole('heading', { level: 1 }).click();
  await firstAudio;
});

test('a basic site shows no language switch and no music', async ({ page, server }) => {
  const site = await seedLiveSite(server.app.ctx.db, { pack: 'basic', look: { music: MUSIC } });
  await page.goto(`/invite/${site.slug}?lang=hi`);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Ananya');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('group', { name: 'Language' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Play music' })).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Share the invitation' })).toBeVisible();
});
