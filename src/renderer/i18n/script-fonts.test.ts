import { describe, expect, it } from 'vitest';
import { FONT_PAIRS } from '../../shared/catalogue';
import { scriptFamilyFor } from './script-fonts';

describe('scriptFamilyFor', () => {
  it("sets a Hindi page in the pair's own Devanagari when it has one, so no third face downloads", () => {
    expect(scriptFamilyFor('hi', FONT_PAIRS.modern)).toBe("'Poppins'");
    expect(scriptFamilyFor('hi', FONT_PAIRS.playful)).toBe("'Baloo 2'");
  });

  it("uses the language's own face for a pair without that script", () => {
    expect(scriptFamilyFor('hi', FONT_PAIRS.regal)).toBe("'Noto Sans Devanagari'");
    expect(scriptFamilyFor('kn', FONT_PAIRS.modern)).toBe("'Noto Sans Kannada'");
    expect(scriptFamilyFor('en', FONT_PAIRS.modern)).toBeUndefined();
  });
});
