import { describe, expect, it } from 'vitest';
import { pageKeyOf } from './page-key';

describe('pageKeyOf', () => {
  it('is the path for every page but the catalogue, whatever the query', () => {
    expect(pageKeyOf('/', '?utm_source=whatsapp')).toBe('/');
    expect(pageKeyOf('/tempdetails/wed001', '')).toBe('/tempdetails/wed001');
    expect(pageKeyOf('/no-such-page', '')).toBe('/no-such-page');
  });

  it('names the catalogue tab, All without one, and no page for a name search', () => {
    expect(pageKeyOf('/temp', '')).toBe('/temp');
    expect(pageKeyOf('/temp', '?category=all')).toBe('/temp');
    expect(pageKeyOf('/temp', '?category=wedding')).toBe('/temp?category=wedding');
    expect(pageKeyOf('/temp', new URLSearchParams({ category: 'wedding', other: '1' }))).toBe('/temp?category=wedding');
    expect(pageKeyOf('/temp', '?query=vivah')).toBeNull();
    expect(pageKeyOf('/temp', '?query=')).toBe('/temp');
  });
});
