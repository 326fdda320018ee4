import { describe, expect, it } from 'vitest';
import { findTemplate, TEMPLATES } from '../catalogue';
import {
  ACCENT_SWATCHES,
  contrastRatio,
  EMPTY_LOOK,
  LARGE_CONTRAST,
  onPrimary,
  pageLanguage,
  paletteChoices,
  readableOn,
  resolveLook,
  switchLanguages,
  TEXT_CONTRAST,
  type SiteLanguage,
} from '.';

describe('palette choices', () => {
  it('offers every template several palettes, its own first', () => {
    for (const template of TEMPLATES) {
      const choices = paletteChoices(template);
      expect(choices.length, template.id).toBeGreaterThanOrEqual(4);
      expect(choices[0]!.name).toBe(template.design.palette.name);
      expect(new Set(choices.map((p) => p.name)).size).toBe(choices.length);
    }
  });

  it('keeps every text colour of every palette of every template at WCAG AA', () => {
    for (const template of TEMPLATES) {
      for (const palette of paletteChoices(template)) {
        const where = `${template.id} ${palette.name}`;
        expect(contrastRatio(palette.text, palette.background), `${where} text`).toBeGreaterThanOrEqual(TEXT_CONTRAST);
        expect(contrastRatio(palette.primary, palette.background), `${where} primary`).toBeGreaterThanOrEqual(
          TEXT_CONTRAST,
        );
        expect(contrastRatio(palette.secondary, palette.background), `${where} secondary`).toBeGreaterThanOrEqual(
          TEXT_CONTRAST,
        );
        expect(contrastRatio(onPrimary(palette), palette.primary), `${where} button`).toBeGreaterThanOrEqual(
          TEXT_CONTRAST,
        );
        expect(contrastRatio(palette.accent, palette.background), `${where} accent`).toBeGreaterThanOrEqual(
          LARGE_CONTRAST,
        );
      }
    }
  });

  it('keeps any accent the buyer picks legible on every palette', () => {
    const template = findTemplate('wed001')!;
    for (const palette of paletteChoices(template)) {
      for (const accent of [...ACCENT_SWATCHES, '#ffffff', '#ffff00', '#000000']) {
        const look = resolveLook(template, { ...EMPTY_LOOK, palette: palette.name, accent }, 'basic');
        expect(contrastRatio(look.design.palette.accent, palette.background)).toBeGreaterThanOrEqual(LARGE_CONTRAST);
      }
    }
  });

  it('moves only colours that do not read', () => {
    expect(readableOn('#000000', '#ffffff', TEXT_CONTRAST)).toBe('#000000');
    expect(contrastRatio(readableOn('#ffeeaa', '#ffffff', TEXT_CONTRAST), '#ffffff')).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(readableOn('#333366', '#141b34', TEXT_CONTRAST), '#141b34')).toBeGreaterThanOrEqual(4.5);
  });
});

describe('resolving a look by pack', () => {
  const template = findTemplate('wed001')!;
  const look = {
    palette: paletteChoices(template)[2]!.name,
    accent: '#15803d',
    fonts: 'modern' as const,
    music: { source: 'bundled' as const, track: 'sitar-breeze' },
    texts: [{ lang: 'hi' as const, field: 'BrideName', text: 'प्रिया' }],
    languages: ['ta' as const, 'en' as const],
    defaultLanguage: 'ta' as const,
  };

  it('applies colours on every pack, music from premium, fonts and languages on luxury only', () => {
    const basic = resolveLook(template, look, 'basic');
    expect(basic.design.palette.name).toBe(look.palette);
    expect(basic.design.fonts).toBe(template.design.fonts);
    expect(basic.music).toBeNull();
    expect(basic.languages).toBe(false);
    expect(basic.texts).toEqual([]);

    const premium = resolveLook(template, look, 'premium');
    expect(premium.music).toEqual(look.music);
    expect(premium.design.fonts).toBe(template.design.fonts);

    const luxury = resolveLook(template, look, 'luxury');
    expect(luxury.design.fonts).toBe('modern');
    expect(luxury.languages).toBe(true);
    expect(luxury.texts).toEqual(look.texts);
    expect(luxury.offered).toEqual(['ta', 'en']);
    expect(luxury.defaultLanguage).toBe('ta');
    expect(basic.offered).toEqual(['en']);
    expect(basic.defaultLanguage).toBeNull();
  });

  it('offers English, Hindi and Kannada until the buyer chooses, with no default', () => {
    const luxury = resolveLook(template, { ...look, languages: [], defaultLanguage: null }, 'luxury');
    expect(luxury.offered).toEqual(['en', 'hi', 'kn']);
    expect(luxury.defaultLanguage).toBeNull();
  });

  it('falls back to the template’s own palette for a name it does not offer', () => {
    const resolved = resolveLook(template, { ...EMPTY_LOOK, palette: 'No such palette' }, 'luxury');
    expect(resolved.design.palette.name).toBe(template.design.palette.name);
  });
});

describe('the language a page is drawn in', () => {
  const offering = (offered: SiteLanguage[], defaultLanguage: SiteLanguage | null = null) => ({
    languages: true,
    offered,
    defaultLanguage,
  });

  it('is the guest’s pick when the site offers it, else the buyer’s default, else the browser’s', () => {
    const site = offering(['en', 'ta', 'te'], 'ta');
    expect(pageLanguage(site, { picked: 'te', browser: 'en' })).toBe('te');
    expect(pageLanguage(site, { picked: 'hi', browser: 'te' })).toBe('ta');
    expect(pageLanguage(offering(['en', 'ta', 'te']), { picked: 'hi', browser: 'te' })).toBe('te');
    expect(pageLanguage(offering(['en', 'ta', 'te']), { browser: 'bn' })).toBe('en');
    expect(pageLanguage(offering(['bn', 'pa']), { browser: 'hi' })).toBe('bn');
    // The first of the browser's languages (Accept-Language's tags, best first) that the site offers.
    expect(pageLanguage(offering(['en', 'kn', 'hi']), { browser: ['ta-IN', 'kn', 'hi'] })).toBe('kn');
  });

  it('is a household’s own language on its personal page, even one the switch lacks', () => {
    const site = offering(['en', 'hi'], 'hi');
    expect(pageLanguage(site, { own: 'ml', browser: 'en' })).toBe('ml');
    expect(pageLanguage(site, { picked: 'ml', own: 'ml' })).toBe('ml');
    expect(pageLanguage(site, { picked: 'en', own: 'ml' })).toBe('en');
    expect(switchLanguages(site.offered, 'ml')).toEqual(['en', 'hi', 'ml']);
    expect(switchLanguages(site.offered, 'hi')).toEqual(['en', 'hi']);
  });

  it('is English on a site without the languages feature', () => {
    expect(
      pageLanguage({ languages: false, offered: ['en'], defaultLanguage: null }, { picked: 'ta', own: 'ta' }),
    ).toBe('en');
    expect(pageLanguage(null, { picked: 'ta' })).toBe('en');
  });
});
