import { describe, expect, it } from 'vitest';
import { contentSchemas } from '../generated';
import type { ContentData, ContentSchemaEntry } from '../shared/content';
import { sectionKind } from './sections/Section';
import { lookupValue, monogramOf, readSection } from './view';

const wedding = contentSchemas.wedding as unknown as ContentSchemaEntry;
const samples = import.meta.glob<ContentData>('../../schemas/samples/*.json', { import: 'default', eager: true });
const sampleOf = (name: string) => samples[`../../schemas/samples/${name}.json`]!;

describe('reading a section for the renderer', () => {
  it('keeps filled leaves and entries, drops empty ones, and honours the show switch', () => {
    const gallery = wedding.sections.find((s) => s.key === 'gallery')!;
    const view = readSection(gallery, 6, {
      gallery: { ShowGallery: true, GalleryImage: ['a.jpg', '', '  ', 'b.jpg'] },
    });
    expect(view.visible).toBe(true);
    expect(view.groups[0]!.entries).toEqual([{ GalleryImage: 'a.jpg' }, { GalleryImage: 'b.jpg' }]);
    expect(readSection(gallery, 6, { gallery: { ShowGallery: false, GalleryImage: ['a.jpg'] } }).visible).toBe(false);
    expect(readSection(gallery, 6, {}).empty).toBe(true);
  });

  it('reads nested groupings and values by wire name', () => {
    const venue = wedding.sections.find((s) => s.key === 'venue')!;
    const view = readSection(venue, 5, {
      venue: { VenueName: 'Hall', facilities: { Parking: true, WheelchairAccess: false } },
    });
    expect(view.values.map((v) => v.field.name)).toEqual(['VenueName', 'Parking']);
    expect(lookupValue(wedding.layout, { cover: { BrideName: 'Meera' } }, 'bridename')).toBe('Meera');
  });

  it('makes a monogram only for people, not for titled events', () => {
    const cover = wedding.sections[0]!;
    expect(monogramOf(readSection(cover, 0, { cover: { BrideName: 'Ananya', GroomName: 'Rohan' } }))).toBe('A & R');
  });
});

describe('every section of every schema has a renderer', () => {
  it('gives the wedding sections their bespoke layouts', () => {
    const sample = sampleOf('wedding');
    const kinds = Object.fromEntries(wedding.sections.map((s, i) => [s.key, sectionKind(readSection(s, i, sample))]));
    expect(kinds).toMatchObject({
      about: 'people',
      family: 'generic',
      loveStory: 'story',
      schedule: 'schedule',
      venue: 'venue',
      gallery: 'gallery',
      wishes: 'wishes',
      contact: 'contact',
    });
  });
});
