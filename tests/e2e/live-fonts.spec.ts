/**
 * The guest page never leans on the machine's fonts for its own words: the language switch's labels (English,
 * हिन्दी, ಕನ್ನಡ, each in its own script on every page) are drawn with the page's self-hosted faces, so a phone
 * with no Devanagari or Kannada font shows them whole, at the same widths as a machine with every font, and the
 * switch keeps clear of the section links. Proven in a Chromium whose fontconfig offers one Latin family only
 * (DejaVu), against the test's usual browser with all of the machine's fonts, in English, Hindi and Kannada at a
 * phone's width and a desktop's, and on a phone for the other seven languages' names too.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Locator, Page } from '@playwright/test';
import { seedLiveSite } from '../../src/server/invitation/testing/seed';
import { DEFAULT_OFFERED_LANGUAGES, LANGUAGE_NAMES, type SiteLanguage } from '../../src/shared/look';
import { expect, test } from './fixtures';
import { facesIn } from './helpers/live-faces';

type Box = { x: number; y: number; width: number; height: number };

const WIDTHS = [
  { name: 'phone', viewport: { width: 375, height: 812 } },
  { name: 'desktop', viewport: { width: 1280, height: 900 } },
];
const MUSIC = { source: 'bundled', track: 'shehnai-dawn' } as const;
/** The switch a site offers and the language its page is drawn in: each of the usual three on a site that chose nothing,
 * and on a phone the other seven scripts' names, three on a switch (Marathi's Devanagari beside Tamil and Telugu). */
const SWITCHES = (phone: boolean): { lang: SiteLanguage; offered?: SiteLanguage[] }[] => [
  ...DEFAULT_OFFERED_LANGUAGES.map((lang) => ({ lang })),
  ...(phone
    ? (
        [
          ['ta', 'te', 'mr'],
          ['gu', 'bn', 'ml'],
          ['pa', 'hi', 'en'],
        ] as SiteLanguage[][]
      ).map((offered) => ({ lang: offered[0]!, offered }))
    : []),
];
const LATIN_FONTS = '/usr/share/fonts/truetype/dejavu';

const box = async (locator: Locator) => (await locator.boundingBox())!;
const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** The width each language's label takes, as drawn (its text, not the padded button). */
const labelWidths = (page: Page) =>
  page.locator('.inv-lang__option').evaluateAll((options) =>
    options.map((option) => {
      const range = document.createRange();
      range.selectNodeContents(option);
      return Math.round(range.getBoundingClientRect().width * 100) / 100;
    }),
  );

/** The fonts Chromium drew each label with (DevTools' "Rendered Fonts"): name, and whether the page served it. */
async function renderedFonts(page: Page): Promise<{ familyName: string; isCustomFont: boolean }[][]> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('DOM.enable');
  await cdp.send('CSS.enable');
  const { root } = await cdp.send('DOM.getDocument');
  const { nodeIds } = await cdp.send('DOM.querySelectorAll', { nodeId: root.nodeId, selector: '.inv-lang__option' });
  const fonts = [];
  for (const nodeId of nodeIds) fonts.push((await cdp.send('CSS.getPlatformFontsForNode', { nodeId })).fonts);
  await cdp.detach();
  return fonts;
}

/** Opens the page and waits for the faces it asked for, so both browsers are compared when settled. */
async function open(page: Page, url: string) {
  await page.goto(url);
  await expect(page.locator('html[data-enhanced]')).toBeAttached();
  await facesIn(page);
}

for (const { name, viewport } of WIDTHS) {
  test.describe(`guest page with only a Latin system font (${name})`, () => {
    test.use({ viewport });
    let fontDir: string;
    let latinOnly: Browser;

    test.beforeAll(async ({ playwright, launchOptions }) => {
      // Chromium finds the machine's fonts through fontconfig: this setup offers it DejaVu and nothing else. It
      // keeps the machine's rendering rules (hinting, which rounds advances), so only the fonts differ.
      fontDir = mkdtempSync(join(tmpdir(), 'latin-only-fonts-'));
      writeFileSync(
        join(fontDir, 'fonts.conf'),
        `<?xml version="1.0"?><!DOCTYPE fontconfig SYSTEM "fonts.dtd"><fontconfig>` +
          `<dir>${LATIN_FONTS}</dir><include ignore_missing="yes">/etc/fonts/conf.d</include>` +
          `<cachedir>${join(fontDir, 'cache')}</cachedir></fontconfig>`,
      );
      latinOnly = await playwright.chromium.launch({
        ...launchOptions,
        env: { ...process.env, FONTCONFIG_FILE: join(fontDir, 'fonts.conf') },
      });
    });

    test.afterAll(async () => {
      await latinOnly?.close();
      rmSync(fontDir, { recursive: true, force: true });
    });

    for (const { lang, offered } of SWITCHES(name === 'phone')) {
      const labels = (offered ?? DEFAULT_OFFERED_LANGUAGES).map((code) => LANGUAGE_NAMES[code].own);
      test(`the ${lang} page draws the language switch (${labels.join(', ')}) in its own faces, clear of the section links`, async ({
        page,
        server,
      }, testInfo) => {
        const look = { music: MUSIC, ...(offered ? { languages: offered } : {}) };
        const site = await seedLiveSite(server.app.ctx.db, { pack: 'luxury', look });
        const context = await latinOnly.newContext({ baseURL: server.url, viewport });
        const bare = await context.newPage();
        const url = `/invite/${site.slug}?lang=${lang}`;
        await open(page, url);
        await open(bare, url);
        await expect(bare.locator('html')).toHaveAttribute('lang', lang);
        await expect(bare.locator('.inv-lang__option')).toHaveText(labels);

        // Every glyph of every label comes from a face the page served, none from the machine.
        const fonts = await renderedFonts(bare);
        expect(fonts).toHaveLength(3);
        for (const used of fonts) {
          expect(used.length).toBeGreaterThan(0);
          expect(used.filter((font) => !font.isCustomFont)).toEqual([]);
        }
        // So the labels take the same room here as on a machine with every font.
        expect(await labelWidths(bare)).toEqual(await labelWidths(page));
        await bare.screenshot({ path: testInfo.outputPath(`switch-${lang}-${name}.png`) });

        // Past the cover the section links stick to the top; the switch (where it floats) lies over none.
        await bare.evaluate(() => window.scrollTo(0, document.querySelector('header')!.offsetHeight + 300));
        await expect.poll(async () => (await box(bare.locator('.inv-nav'))).y).toBe(0);
        const switchBox = await box(bare.locator('.inv-lang'));
        expect(overlaps(switchBox, await box(bare.locator('.inv-nav ul')))).toBe(false);
        expect(switchBox.x + switchBox.width).toBeLessThanOrEqual(viewport.width);
        await bare.screenshot({ path: testInfo.outputPath(`links-${lang}-${name}.png`) });
        await context.close();
      });
    }
  });
}
