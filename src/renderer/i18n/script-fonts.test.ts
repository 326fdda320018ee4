import { describe, expect, it } from 'vitest';
import { FONT_PAIRS } from '../../shared/catalogue';
import { SITE_LANGUAGES } from '../../shared/look/languages';
import { SCRIPT_FAMILIES, scriptFamilyFor } from './script-fonts';

describe('scriptFamilyFor', () => {
  it("sets a Hindi page in the pair's own Devanagari when it has one, so no third face downloads", () => {
    expect(scriptFamilyFor('hi', FONT_PAIRS.modern)).toBe("'Poppins'");
    expect(scriptFamilyFor('hi', FONT_PAIRS.playful)).toBe("'Baloo 2'");
    expect(scriptFamilyFor('mr', FONT_PAIRS.modern)).toBe("'Poppins'");
  });

  it('has a face for every language but English', () => {
    for (const lang of SITE_LANGUAGES) expect(SCRIPT_FAMILIES[lang] === undefined, lang).toBe(lang === 'en');
  });

  it("uses the language's own face for a pair without that script", () => {
    expect(scriptFamilyFor('hi', FONT_PAIRS.regal)).toBe("'Noto Sans Devanagari'");
    expect(scriptFamilyFor('kn', FONT_PAIRS.modern)).toBe("'Noto Sans Kannada'");
    expect(scriptFamilyFor('mr', FONT_PAIRS.regal)).toBe("'Noto Sans Devanagari'");
    expect(scriptFamilyFor('ta', FONT_PAIRS.modern)).toBe("'Noto Sans Tamil'");
    expect(scriptFamilyFor('pa', FONT_PAIRS.playful)).toBe("'Noto Sans Gurmukhi'");
    expect(scriptFamilyFor('en', FONT_PAIRS.modern)).toBeUndefined();
  });
});
