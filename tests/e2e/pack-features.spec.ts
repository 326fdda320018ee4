import type { Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { findTemplate } from '../../src/shared/catalogue';
import { paletteChoices } from '../../src/shared/look';
import { seedBuyer } from './editor-support';
import { expect, test } from './fixtures';

const wed001 = findTemplate('wed001')!;
const palettes = paletteChoices(wed001);
const LOOK_TAB = 'Colours, music & language';

async function openLook(page: Page) {
  await page.getByRole('tablist', { name: 'Template sections' }).getByRole('tab', { name: LOOK_TAB }).click();
  await expect(page.getByRole('radiogroup', { name: 'Palette' })).toBeVisible();
}

/** Waits for the look to be saved (each choice is saved as it is made). */
function lookSaved(page: Page) {
  return page.waitForResponse((r) => r.url().includes('/rest/api/private/look/') && r.request().method() === 'PUT');
}

test.describe('pack features in the customiser', () => {
  test('a luxury buyer picks colours, a font pair, music and Hindi texts; the preview follows and it is kept', async ({
    page,
    server,
  }) => {
    const buyer = await seedBuyer(page, server, { pack: 'luxury' });
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/Coustomise?template=wed001');
    await page.getByLabel('Bride Name', { exact: true }).fill('Kavya');
    await page.getByLabel('Groom Name', { exact: true }).fill('Nikhil');
    await page.getByLabel('Wedding Date').fill('2027-02-14');
    const preview = page.getByTestId('live-preview');
    const invitation = preview.locator('.inv');
    await expect(preview.locator('.inv-hero__names')).toContainText('Kavya');

    await openLook(page);
    const chosen = palettes[2]!;
    let saved = lookSaved(page);
    await page.getByRole('radio', { name: chosen.name }).click();
    expect((await saved).status()).toBe(200);
    await expect(page.getByRole('radio', { name: chosen.name })).toHaveAttribute('aria-checked', 'true');
    await expect(invitation).toHaveCSS('background-color', hexToRgb(chosen.background));

    saved = lookSaved(page);
    await page.getByRole('radio', { name: 'Accent #15803d' }).click();
    await saved;
    await expect(invitation).toHaveAttribute('style', /--inv-accent: #15803d/);

    saved = lookSaved(page);
    await page.getByRole('radio', { name: /Josefin Sans & Poppins/ }).click();
    await saved;
    await expect(invitation).toHaveClass(/inv--modern/);

    saved = lookSaved(page);
    await page.getByRole('radio', { name: /Sitar Breeze/ }).click();
    await saved;
    const audio = preview.getByTestId('invitation-music');
    await expect(audio).toHaveAttribute('src', '/music/sitar-breeze.mp3');
    await expect(audio).toHaveAttribute('preload', 'none');
    // In the customiser the buyer's typing never starts it: only the button does.
    expect(await audio.evaluate((element: HTMLAudioElement) => element.paused)).toBe(true);
    await preview.getByRole('button', { name: 'Play music' }).click();
    await expect.poll(() => audio.evaluate((element: HTMLAudioElement) => !element.paused)).toBe(true);
    await preview.getByRole('button', { name: 'Mute music' }).click();
    await expect.poll(() => audio.evaluate((element: HTMLAudioElement) => element.paused)).toBe(true);

    await expect(page.getByRole('button', { name: /Hindi/ })).toHaveAttribute('aria-pressed', 'true');
    saved = lookSaved(page);
    await page.getByLabel('Bride Name in Hindi').fill('काव्या');
    await page.getByLabel('Groom Name in Hindi').focus();
    await saved;
    saved = lookSaved(page);
    await page.getByLabel('Groom Name in Hindi').fill('निखिल');
    await page.getByLabel('Bride Name in Hindi').focus();
    await saved;

    // The guest's switch, in the preview: the buyer's Hindi names and the page's own Hindi words and dates.
    const switcher = preview.getByRole('group', { name: 'Language' });
    await switcher.getByRole('button', { name: 'हिन्दी' }).click();
    await expect(preview.locator('.inv-hero__names')).toContainText('काव्या');
    await expect(preview.locator('.inv-hero__names')).toContainText('निखिल');
    await expect(preview.locator('.inv-hero__date')).toContainText('रविवार');
    await expect(preview.locator('.inv-hero__date')).toContainText('फ़रवरी');
    await expect(preview.getByRole('link', { name: 'तारीख़ याद रखें' })).toBeVisible();
    await preview.getByRole('group', { name: 'भाषा' }).getByRole('button', { name: 'ಕನ್ನಡ' }).click();
    await expect(preview.locator('.inv-hero__date')).toContainText('ಭಾನುವಾರ');
    await expect(preview.locator('.inv-hero__names')).toContainText('Kavya');
    await expect.poll(() => page.evaluate(() => document.fonts.check('16px "Noto Sans Kannada"', 'ಕನ್ನಡ'))).toBe(true);

    await page.screenshot({ path: 'test-results/pack-features-luxury-desktop.png', fullPage: false });

    // Everything was kept on the server.
    const answer = await page.request.get(`/rest/api/private/look/wed001`, {
      headers: { authorization: buyer.authorization },
    });
    const look = (await answer.json()).responceId.look;
    expect(look).toMatchObject({
      palette: chosen.name,
      accent: '#15803d',
      fonts: 'modern',
      music: { source: 'bundled', track: 'sitar-breeze' },
    });
    expect(look.texts).toEqual(
      expect.arrayContaining([
        { lang: 'hi', field: 'BrideName', text: 'काव्या' },
        { lang: 'hi', field: 'GroomName', text: 'निखिल' },
      ]),
    );
    await page.reload();
    // The typed content was never submitted, so the editor offers the draft back first.
    await page.getByRole('button', { name: 'Restore my changes' }).click();
    await openLook(page);
    await expect(page.getByRole('radio', { name: chosen.name })).toHaveAttribute('aria-checked', 'true');
    await expect(page.getByLabel('Bride Name in Hindi')).toHaveValue('काव्या');
  });

  test('a basic buyer on a phone sees music, fonts and languages locked with the pack that has them; the server refuses them', async ({
    page,
    server,
  }) => {
    const buyer = await seedBuyer(page, server, { pack: 'basic' });
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto('/Coustomise?template=wed001');
    await openLook(page);
    await expect(page.getByText('Music Embed comes with the Premium pack.')).toBeVisible();
    await expect(page.getByText('Custom Fonts comes with the Luxury pack.')).toBeVisible();
    await expect(page.getByText('Multi-language Support comes with the Luxury pack.')).toBeVisible();
    await expect(page.getByRole('radio', { name: /Sitar Breeze/ })).toBeDisabled();
    await expect(page.getByRole('radio', { name: /Josefin Sans & Poppins/ })).toBeDisabled();
    await page.screenshot({ path: 'test-results/pack-features-basic-phone.png', fullPage: true });

    // Colours come with every pack.
    const chosen = palettes[1]!;
    const saved = lookSaved(page);
    await page.getByRole('radio', { name: chosen.name }).click();
    expect((await saved).status()).toBe(200);
    await page.getByRole('button', { name: 'Preview', exact: true }).click();
    const invitation = page.getByTestId('live-preview').locator('.inv');
    await expect(invitation).toHaveCSS('background-color', hexToRgb(chosen.background));
    await expect(page.getByTestId('live-preview').getByRole('group', { name: 'Language' })).toHaveCount(0);

    for (const [change, message] of [
      [{ fonts: 'modern' }, 'Custom Fonts comes with the Luxury pack.'],
      [{ music: { source: 'bundled', track: 'festive-bells' } }, 'Music Embed comes with the Premium pack.'],
      [
        { texts: [{ lang: 'kn', field: 'BrideName', text: 'ಕಾವ್ಯ' }] },
        'Multi-language Support comes with the Luxury pack.',
      ],
    ] as const) {
      const response = await page.request.put('/rest/api/private/look/wed001', {
        headers: { authorization: buyer.authorization },
        data: Object.assign({ palette: null, accent: null, fonts: null, texts: [] }, change),
      });
      expect(response.status()).toBe(403);
      expect((await response.json()).message).toBe(message);
    }
  });

  test('a premium buyer uploads their own track; a file that is not audio is refused', async ({ page, server }) => {
    await seedBuyer(page, server, { pack: 'premium' });
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/Coustomise?template=wed001');
    await openLook(page);
    await expect(page.getByText('Custom Fonts comes with the Luxury pack.')).toBeVisible();
    await expect(page.getByText('Music Embed comes with the Premium pack.')).toHaveCount(0);
    const input = page.locator('input[type=file][accept*="audio"]');
    await input.setInputFiles({ name: 'not a song.mp3', mimeType: 'audio/mpeg', buffer: Buffer.from('<html>') });
    await expect(page.getByText('Unsupported file type. Please upload an MP3, AAC or OGG track.')).toBeVisible();
    await input.setInputFiles({
      name: 'Our first dance.mp3',
      mimeType: 'audio/mpeg',
      buffer: readFileSync('public/music/shehnai-dawn.mp3'),
    });
    await expect(page.getByText('Music uploaded.')).toBeVisible();
    await expect(page.getByRole('radio', { name: /Our first dance/ })).toHaveAttribute('aria-checked', 'true');
    await expect(page.getByTestId('live-preview').getByTestId('invitation-music')).toHaveAttribute(
      'src',
      /\/rest\/api\/public\/download\?filename=[0-9a-f]{32}\.mp3$/,
    );
  });
});

function hexToRgb(hex: string): string {
  const value = parseInt(hex.slice(1), 16);
  return `rgb(${(value >> 16) & 255}, ${(value >> 8) & 255}, ${value & 255})`;
}

test.describe('pack features as a guest sees them (the template demo, /preview/{id})', () => {
  test('on a phone: music waits for the first tap, never loads before it, and muting is remembered', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    const music: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/music/')) music.push(request.url());
    });
    await page.goto('/preview/wed001');
    const audio = page.getByTestId('invitation-music');
    await expect(page.locator('.inv-hero__names')).toBeVisible();
    await expect(audio).toHaveAttribute('preload', 'none');
    await expect(page.getByRole('button', { name: 'Play music' })).toBeVisible();
    expect(await audio.evaluate((element: HTMLAudioElement) => element.paused)).toBe(true);
    expect(music).toEqual([]);
    await page.screenshot({ path: 'test-results/pack-features-guest-phone.png' });

    // The guest's first tap anywhere starts it.
    await page.locator('.inv-hero__names').click();
    await expect.poll(() => audio.evaluate((element: HTMLAudioElement) => !element.paused)).toBe(true);
    expect(music.some((url) => url.endsWith('/music/shehnai-dawn.mp3'))).toBe(true);
    await page.getByRole('button', { name: 'Mute music' }).click();
    await expect.poll(() => audio.evaluate((element: HTMLAudioElement) => element.paused)).toBe(true);

    // This device muted it: the next visit's first tap leaves it quiet.
    await page.reload();
    await page.locator('.inv-hero__names').click();
    await expect(page.getByRole('button', { name: 'Play music' })).toBeVisible();
    expect(await page.getByTestId('invitation-music').evaluate((element: HTMLAudioElement) => element.paused)).toBe(
      true,
    );
  });

  test('the page follows the browser’s language and the guest switches between Hindi, Kannada and English', async ({
    browser,
    server,
  }) => {
    const context = await browser.newContext({ locale: 'hi-IN', baseURL: server.url });
    const page = await context.newPage();
    await page.setViewportSize({ width: 1280, height: 900 });
    const fonts: string[] = [];
    page.on('request', (request) => {
      if (/noto-sans-(devanagari|kannada)/.test(request.url())) fonts.push(request.url());
    });
    await page.goto('/preview/wed001');
    const switcher = page.getByRole('group', { name: 'भाषा' });
    await expect(switcher.getByRole('button', { name: 'हिन्दी' })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.locator('.inv-hero__date')).toContainText('रविवार');
    await expect(page.locator('.inv-hero__date')).toContainText('फ़रवरी');
    await expect(page.getByRole('link', { name: 'तारीख़ याद रखें' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'तस्वीरें', exact: true })).toBeVisible();
    await expect(page.locator('.inv-footer__thanks')).toHaveText('आपके साथ उत्सव मनाने की प्रतीक्षा है');
    await expect.poll(() => fonts.some((url) => /devanagari/.test(url))).toBe(true);
    expect(fonts.some((url) => /kannada/.test(url))).toBe(false);
    await page.screenshot({ path: 'test-results/pack-features-guest-hindi.png' });

    await switcher.getByRole('button', { name: 'ಕನ್ನಡ' }).click();
    await expect(page.locator('.inv-hero__date')).toContainText('ಭಾನುವಾರ');
    await expect(page.getByRole('heading', { level: 2, name: 'ಚಿತ್ರಗಳು', exact: true })).toBeVisible();
    await expect(page.getByRole('group', { name: 'ಭಾಷೆ' })).toBeVisible();
    await expect.poll(() => fonts.some((url) => /kannada/.test(url))).toBe(true);

    // The choice is kept on this device.
    await page.reload();
    await expect(page.getByRole('group', { name: 'ಭಾಷೆ' }).getByRole('button', { name: 'ಕನ್ನಡ' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await page.getByRole('group', { name: 'ಭಾಷೆ' }).getByRole('button', { name: 'English' }).click();
    await expect(page.locator('.inv-hero__date')).toHaveText(/Sunday, 14 February 2027/);
    await expect(page.getByRole('link', { name: 'Save the date' })).toBeVisible();
    await context.close();
  });
});
