/**
 * A luxury site's guest page in the buyer's look: the language switch (links the server answers, remembered on
 * this device), dates in the chosen script, refusals in the guest's language, and music that downloads nothing
 * before the guest's first tap and stays muted on a device that muted it. A basic site shows neither switch
 * nor music. A browser set to Hindi opens the page in Hindi, and only the buyer's font pair is downloaded.
 * At a phone's width (guests mostly open invitations from WhatsApp) and at a desktop's.
 */
import type { Locator, Page } from '@playwright/test';

type Box = { x: number; y: number; width: number; height: number };
import { seedLiveSite } from '../../src/server/invitation/testing/seed';
import { FONT_PAIRS } from '../../src/shared/catalogue';
import { expect, test } from './fixtures';
import { facesIn } from './helpers/live-faces';

const WIDTHS = [
  { name: 'phone', viewport: { width: 375, height: 812 } },
  { name: 'desktop', viewport: { width: 1280, height: 900 } },
];
const MUSIC = { source: 'bundled', track: 'shehnai-dawn' } as const;

const box = async (locator: Locator) => (await locator.boundingBox())!;
const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

const paused = (page: Page) =>
  page.getByTestId('invitation-music').evaluate((element: HTMLAudioElement) => element.paused);

for (const { name, viewport } of WIDTHS) {
  test.describe(`guest page look (${name})`, () => {
    test.use({ viewport });

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
      await expect(page.locator('.inv-hero__countdown')).toContainText('दिन बाकी');
      await facesIn(page);
      await page.screenshot({ path: `test-results/live-look/hindi-${name}.png`, fullPage: false });

      // The pick is remembered on this device: the plain address opens in Hindi.
      await page.goto(`/invite/${site.slug}`);
      await expect(page.locator('html')).toHaveAttribute('lang', 'hi');

      await page.getByRole('group', { name: 'भाषा' }).getByRole('link', { name: 'ಕನ್ನಡ' }).click();
      await expect(page.locator('html')).toHaveAttribute('lang', 'kn');
      await expect(page.getByRole('heading', { name: 'ಆಮಂತ್ರಣವನ್ನು ಹಂಚಿಕೊಳ್ಳಿ' })).toBeVisible();
      await expect(page.getByText('ಭಾನುವಾರ, ಫೆಬ್ರವರಿ 14, 2027').first()).toBeVisible();
      await expect(page.locator('.inv-hero__countdown')).toContainText('ಇನ್ನು');
      await facesIn(page);
      await page.screenshot({ path: `test-results/live-look/kannada-${name}.png`, fullPage: false });
      await page.getByRole('heading', { name: 'ಆಮಂತ್ರಣವನ್ನು ಹಂಚಿಕೊಳ್ಳಿ' }).scrollIntoViewIfNeeded();
      await page.screenshot({ path: `test-results/live-look/kannada-share-${name}.png`, fullPage: false });
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

    test('a device that muted the music keeps it muted after a reload, even after a tap', async ({ page, server }) => {
      const site = await seedLiveSite(server.app.ctx.db, { pack: 'luxury', look: { music: MUSIC } });
      await page.goto(`/invite/${site.slug}`);
      await expect(page.locator('.live-music[data-live]')).toBeAttached();
      await page.getByRole('heading', { level: 1 }).click();
      await expect.poll(() => paused(page)).toBe(false);
      await page.getByRole('button', { name: 'Mute music' }).click();
      await expect.poll(() => paused(page)).toBe(true);

      const audioRequests: string[] = [];
      page.on('request', (request) => {
        if (request.url().includes('/music/')) audioRequests.push(request.url());
      });
      await page.reload();
      await expect(page.locator('.live-music[data-live]')).toBeAttached();
      expect(await paused(page)).toBe(true);
      // The tap that would start the music on a new device leaves this one quiet and downloads nothing.
      await page.getByRole('heading', { level: 1 }).click();
      await page.getByRole('heading', { name: 'Share the invitation' }).click();
      await expect(page.getByRole('button', { name: 'Play music' })).toHaveAttribute('aria-pressed', 'false');
      expect(await paused(page)).toBe(true);
      expect(audioRequests).toEqual([]);

      // The guest's own press on the button still plays it, and un-mutes this device.
      await page.getByRole('button', { name: 'Play music' }).click();
      await expect.poll(() => paused(page)).toBe(false);
      await page.reload();
      await expect(page.locator('.live-music[data-live]')).toBeAttached();
      await page.getByRole('heading', { level: 1 }).click();
      await expect.poll(() => paused(page)).toBe(false);
    });

    test('a guest on the Hindi page is told in Hindi why a wish was not taken', async ({ page, server }) => {
      // The site has already taken its hour's wishes (unread ones, which the page does not show).
      const limit = server.config.limits.liveWishesPerSitePerHour;
      const site = await seedLiveSite(server.app.ctx.db, {
        pack: 'luxury',
        wishes: Array.from({ length: limit }, () => ({ name: 'Guest', message: 'Hi', visflag: null })),
      });
      await page.goto(`/invite/${site.slug}?lang=hi`);
      const form = page.getByRole('form', { name: 'शुभकामना लिखें' });
      await form.scrollIntoViewIfNeeded();
      await expect(page.locator('html[data-enhanced]')).toBeAttached();

      // Spaces only: the browser lets it through, the server refuses the empty name (said next to the name).
      await form.getByLabel('आपका नाम').fill('   ');
      await form.getByLabel('आपकी शुभकामना').fill('बहुत बहुत बधाई!');
      let answer = page.waitForResponse((r) => r.url().includes(`/invite/${site.slug}/wishes`));
      await form.getByRole('button', { name: 'शुभकामना भेजें' }).click();
      expect((await answer).status()).toBe(422);
      await expect(form.getByLabel('आपका नाम')).toHaveAccessibleDescription('कृपया आपका नाम भरें।');
      await expect(form.getByLabel('आपकी शुभकामना')).toHaveValue('बहुत बहुत बधाई!');

      // A right wish meets the site's limit: a 429, said in Hindi, and the guest's text stays to send later.
      await form.getByLabel('आपका नाम').fill('कविता');
      answer = page.waitForResponse((r) => r.url().includes(`/invite/${site.slug}/wishes`));
      await form.getByRole('button', { name: 'शुभकामना भेजें' }).click();
      expect((await answer).status()).toBe(429);
      await expect(form.getByRole('alert')).toHaveText('अभी बहुत अधिक भेजा गया है। कृपया थोड़ी देर बाद फिर से कोशिश करें।');
      await expect(form.getByLabel('आपका नाम')).toHaveValue('कविता');
      await page.screenshot({ path: `test-results/live-look/hindi-refusal-${name}.png`, fullPage: false });
    });

    test('the garland, the floating controls and the section links keep clear of each other', async ({
      page,
      server,
    }) => {
      const site = await seedLiveSite(server.app.ctx.db, { pack: 'luxury', look: { music: MUSIC } });
      await page.goto(`/invite/${site.slug}?lang=hi`);
      await facesIn(page);

      // One garland band across the cover, above its opening line.
      const band = page.locator('.inv-hero__band > .orn:visible');
      await expect(band).toHaveCount(1);
      expect(overlaps(await box(band), await box(page.locator('.inv-hero__message')))).toBe(false);

      // Past the cover the section links stick to the top; neither control lies over them.
      await page.evaluate(() => window.scrollTo(0, document.querySelector('header')!.offsetHeight + 300));
      await expect.poll(async () => (await box(page.locator('.inv-nav'))).y).toBe(0);
      const links = page.locator('.inv-nav ul');
      for (const control of [page.locator('.inv-lang'), page.getByRole('button', { name: 'संगीत चलाएँ' })]) {
        expect(overlaps(await box(control), await box(links))).toBe(false);
      }
      // Every link and language is a full tap target.
      for (const target of await page.locator('.inv-nav a, .inv-lang__option').all()) {
        expect((await box(target)).height).toBeGreaterThanOrEqual(44);
      }
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
  });
}

/** The name a self-hosted family's files start with ('Josefin Sans' -> josefin-sans-latin-300-normal-….woff2). */
const fileStem = (family: string) => family.toLowerCase().replace(/ /g, '-');

test.describe('guest page defaults', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('a guest whose phone is set to Hindi opens a luxury site in Hindi without picking it', async ({
    browser,
    server,
  }) => {
    const site = await seedLiveSite(server.app.ctx.db, { pack: 'luxury' });
    const context = await browser.newContext({
      locale: 'hi-IN',
      baseURL: server.url,
      viewport: { width: 375, height: 812 },
    });
    const page = await context.newPage();
    await page.goto(`/invite/${site.slug}`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
    await expect(page.getByRole('heading', { name: 'निमंत्रण साझा करें' })).toBeVisible();
    await expect(page.getByText('रविवार, 14 फ़रवरी 2027').first()).toBeVisible();
    // The switch still lets the guest leave it.
    await page.getByRole('group', { name: 'भाषा' }).getByRole('link', { name: 'English' }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('heading', { name: 'Share the invitation' })).toBeVisible();
    await context.close();
  });

  test('long names on the cover stay whole on a 320 px phone, both at one size', async ({ page, server }) => {
    await page.setViewportSize({ width: 320, height: 700 });
    const site = await seedLiveSite(server.app.ctx.db, {
      content: (sample) => ({
        ...sample,
        cover: {
          ...(sample.cover as object),
          BrideName: 'Venkatalakshmi Subramanyam',
          GroomName: 'Chandrashekharaiah',
        },
      }),
    });
    await page.goto(`/invite/${site.slug}`);
    await facesIn(page);
    const names = page.locator('.inv-hero__name');
    await expect(names).toHaveText(['Venkatalakshmi Subramanyam', 'Chandrashekharaiah']);
    // Each word on one line: the one-word name takes one line, the two-word name at most two.
    const lines = await names.evaluateAll((elements) =>
      elements.map((element) => {
        const { fontSize, lineHeight } = getComputedStyle(element);
        return {
          fontSize,
          lines: Math.round(element.getBoundingClientRect().height / parseFloat(lineHeight)),
          fits: element.scrollWidth <= element.clientWidth + 1,
        };
      }),
    );
    expect(lines.map(({ lines }) => lines)).toEqual([2, 1]);
    expect(lines.every(({ fits }) => fits)).toBe(true);
    expect(lines[0]!.fontSize).toBe(lines[1]!.fontSize);
    await page.screenshot({ path: 'test-results/live-look/long-names-320.png' });
  });

  test("the page downloads the buyer's font pair and no other pair's families", async ({ page, server }) => {
    const chosen = FONT_PAIRS.modern;
    const site = await seedLiveSite(server.app.ctx.db, { pack: 'luxury', look: { fonts: 'modern' } });
    const fontFiles: string[] = [];
    page.on('request', (request) => {
      const file = new URL(request.url()).pathname.split('/').pop() ?? '';
      if (file.endsWith('.woff2')) fontFiles.push(file);
    });
    await page.goto(`/invite/${site.slug}`);
    await expect(page.locator('html')).toHaveAttribute('data-fonts', `${chosen.heading}|${chosen.body}`);
    const requested = (family: string) => fontFiles.some((file) => file.startsWith(`${fileStem(family)}-`));
    await expect.poll(() => requested(chosen.heading)).toBe(true);
    await expect.poll(() => requested(chosen.body)).toBe(true);
    await facesIn(page);

    const others = new Set(
      Object.values(FONT_PAIRS)
        .flatMap(({ heading, body }) => [heading, body])
        .filter((family) => family !== chosen.heading && family !== chosen.body),
    );
    expect(others.size).toBeGreaterThan(0);
    expect([...others].filter(requested)).toEqual([]);
  });
});
