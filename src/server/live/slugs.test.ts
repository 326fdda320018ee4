import { describe, expect, it } from 'vitest';
import { naturalSlug, RESERVED_SLUGS, slugify, slugRuleBroken } from './slugs';

const names = (fields: Partial<Parameters<typeof naturalSlug>[0]>) => ({ people: [], occasion: 'Wedding', ...fields });

describe('slugs', () => {
  it('turns names into lower-case ASCII words, dropping marks and other scripts', () => {
    expect(slugify('Ánanyá & Rohan')).toBe('ananya-and-rohan');
    expect(slugify("  D'Souza  Family!! ")).toBe('dsouza-family');
    expect(slugify('Straße Øre')).toBe('strasse-ore');
    expect(slugify('अनन्या')).toBe('');
    expect(slugify('word '.repeat(20), 20)).toBe('word-word-word-word');
  });

  it('suggests bride-weds-groom, celebrant-turns-age, the school, a title, else the template name', () => {
    expect(naturalSlug(names({ people: ['Ananya', 'Dr. Rohan Kulkarni'] }), 'Royal Red')).toBe('ananya-weds-rohan');
    expect(naturalSlug(names({ people: ['Sneha', 'Arjun'], occasion: 'Engagement' }), 'x')).toBe(
      'sneha-and-arjun-engagement',
    );
    expect(naturalSlug(names({ people: ['Aarav'], age: 5, occasion: 'Birthday' }), 'x')).toBe('aarav-turns-5');
    expect(naturalSlug(names({ people: ['Aarav'], occasion: 'Birthday' }), 'x')).toBe('aarav-birthday');
    expect(
      naturalSlug(names({ organisation: 'Vidya Niketan School', title: 'Annual Day', occasion: 'School event' }), 'x'),
    ).toBe('vidya-niketan-school');
    expect(naturalSlug(names({ title: 'Kannada Rajyotsava 2026', occasion: 'Kannada Rajyotsava' }), 'x')).toBe(
      'kannada-rajyotsava-2026',
    );
    expect(naturalSlug(names({ people: ['अनन्या', 'रोहन'] }), 'Royal Red Wedding')).toBe('royal-red-wedding');
    expect(naturalSlug(names({}), 'Admin')).toBe('my-invitation');
  });

  it('refuses malformed and reserved addresses', () => {
    expect(slugRuleBroken('ananya-weds-rohan')).toBeNull();
    for (const bad of ['ab', 'Ananya', 'a--b', '-ab', 'ab-', 'a_b', 'x'.repeat(61)])
      expect(slugRuleBroken(bad)).toMatch(/lower-case/);
    for (const word of ['admin', 'api', 'rest', 'invite', 'login', 'signup', 'www', 'static', 'assets', 'help'])
      expect(RESERVED_SLUGS.has(word), word).toBe(true);
    expect(slugRuleBroken('admin')).toMatch(/reserved/);
  });
});
