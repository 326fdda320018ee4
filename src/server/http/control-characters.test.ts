import { describe, expect, it } from 'vitest';
import { hasControlCharacters } from './control-characters';

describe('hasControlCharacters', () => {
  it('finds C0, DEL and C1 controls in any text', () => {
    for (const control of ['\u0000', '\u0008', '\u000b', '\u001f', '\u007f', '\u0085', '\u009f']) {
      expect(hasControlCharacters(`a${control}b`, { keepLineBreaks: true })).toBe(true);
      expect(hasControlCharacters(`a${control}b`, { keepLineBreaks: false })).toBe(true);
    }
  });

  it('lets multi-line text keep tabs and line breaks, and refuses them in one-word values', () => {
    for (const breakOrTab of ['\t', '\n', '\r']) {
      expect(hasControlCharacters(`a${breakOrTab}b`, { keepLineBreaks: true })).toBe(false);
      expect(hasControlCharacters(`a${breakOrTab}b`, { keepLineBreaks: false })).toBe(true);
    }
  });

  it('passes ordinary text in any script, emoji included', () => {
    expect(hasControlCharacters('नमस्ते ಹಬ್ಬ café 🎉', { keepLineBreaks: false })).toBe(false);
  });
});
