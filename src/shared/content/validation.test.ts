import { describe, expect, it } from 'vitest';
import { allContentSchemas, contentSchemas, getContentSchema } from '../../generated';
import { contentFormats } from './formats';
import { checkContent } from './validation';

describe('generated validators with describeValidationErrors', () => {
  const wedding = contentSchemas.wedding;

  it('accept the sample content of every schema', async () => {
    for (const entry of allContentSchemas) {
      const sample = (await import(`../../../schemas/samples/${entry.name}.json`)).default;
      expect(checkContent(entry, sample), entry.name).toEqual([]);
    }
  });

  it('name the wire field of each problem', () => {
    const errors = checkContent(wedding, {
      cover: {
        BrideName: 'x'.repeat(61),
        WeddingDate: '2027-02-30',
        WeddingTime: '25:00',
        CoverPhoto: '../etc/passwd',
        Junk: 1,
      },
      venue: { VenueMapLink: 'javascript:alert(1)' },
      contact: { ContactNumber: '12345' },
      loveStory: { LoveStory: [{ Year: '2019' }, { Date: 40 }] },
      gallery: { GalleryImage: Array.from({ length: 9 }, (_, i) => `g${i}.jpg`) },
    });
    expect(errors).toEqual(
      expect.arrayContaining([
        { field: 'Junk', message: 'is not a field of this template' },
        { field: 'BrideName', message: 'must be at most 60 characters' },
        { field: 'WeddingDate', message: 'must be a date (YYYY-MM-DD)' },
        { field: 'WeddingTime', message: 'must be a time (HH:MM)' },
        { field: 'CoverPhoto', message: 'contains characters or a form that is not allowed here' },
        { field: 'LoveStory2Date', message: 'must be <= 31' },
        { field: 'VenueMapLink', message: 'must be a web address starting with https://' },
        { field: 'ContactNumber', message: 'must be a 10-digit phone number' },
        { field: '/gallery/GalleryImage', message: 'can have at most 8 entries' },
      ]),
    );
  });

  it('find entries by name and refuse names that are not schemas', () => {
    expect(getContentSchema('birthday-short')?.name).toBe('birthday-short');
    expect(getContentSchema('toString')).toBeUndefined();
    expect(getContentSchema('../wedding')).toBeUndefined();
  });
});

describe('contentFormats', () => {
  it('checks real calendar dates', () => {
    expect(contentFormats.date('2028-02-29')).toBe(true);
    expect(contentFormats.date('2027-02-29')).toBe(false);
    expect(contentFormats.date('2027-13-01')).toBe(false);
  });

  it('allows only http(s) links', () => {
    expect(contentFormats.uri('https://maps.google.com/?q=Mysuru')).toBe(true);
    for (const bad of ['javascript:alert(1)', 'data:text/html,x', 'https://localhost', 'ftp://x.in', 'https:// x.in']) {
      expect(contentFormats.uri(bad), bad).toBe(false);
    }
  });

  it('takes HH:MM times and 10-digit phone numbers', () => {
    expect(['09:30', '23:59', '18:30:00'].every((t) => contentFormats.time.test(t))).toBe(true);
    expect(['24:00', '9:30', '18:30Z'].some((t) => contentFormats.time.test(t))).toBe(false);
    expect(contentFormats.tel.test('9845012345')).toBe(true);
    expect(['+919845012345', '98450 12345', '984501234'].some((t) => contentFormats.tel.test(t))).toBe(false);
  });
});
