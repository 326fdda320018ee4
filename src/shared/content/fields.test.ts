import { describe, expect, it } from 'vitest';
import { describeContent, kindOf, packAllows } from './fields';
import { labelFromName, nameSaysImage } from './labels';
import { TINY_SCHEMA } from './testing/tiny-schema';

describe('labelFromName', () => {
  it.each([
    ['BrideName', 'Bride Name'],
    ['GalleryImage3', 'Gallery Image 3'],
    ['LoveStory1FirstPicture', 'Love Story 1 First Picture'],
    ['RSVPLink', 'RSVP Link'],
    ['ContactNumber', 'Contact Number'],
    ['loveStory', 'Love Story'],
  ])('%s -> %s', (name, label) => expect(labelFromName(name)).toBe(label));
});

describe('nameSaysImage', () => {
  it('follows the spec rule, ignoring case', () => {
    expect(['CoverPhoto', 'GalleryImage', 'FirstPicture', 'profilephoto'].every(nameSaysImage)).toBe(true);
    expect(['BrideName', 'Gallery', 'Description'].some(nameSaysImage)).toBe(false);
  });
});

describe('describeContent', () => {
  const layout = describeContent(TINY_SCHEMA);

  it('lists sections in order with titles and packs', () => {
    expect(layout.sections.map((s) => [s.key, s.title, s.pack])).toEqual([
      ['cover', 'Cover', 'basic'],
      ['extras', 'Extras', 'premium'],
    ]);
  });

  it('derives kinds, labels, packs and uiSchema paths', () => {
    const byName = Object.fromEntries(layout.fields.map((f) => [f.name, f]));
    expect(byName.BrideName).toMatchObject({
      kind: 'text',
      label: 'Bride Name',
      pack: 'basic',
      uiPath: ['cover', 'BrideName'],
    });
    expect(byName.EventDate!.kind).toBe('date');
    expect(byName.CoverPhoto!.kind).toBe('image');
    expect(byName.Guests!.kind).toBe('number');
    expect(byName.ShowExtras).toMatchObject({ kind: 'boolean', pack: 'premium' });
    expect(byName.Parking!.uiPath).toEqual(['extras', 'facilities', 'Parking']);
    expect(byName.GalleryImage).toMatchObject({ kind: 'image', uiPath: ['extras', 'GalleryImage', 'items'] });
    expect(byName.Note).toMatchObject({
      kind: 'textarea',
      pack: 'luxury',
      label: 'What happened',
      uiPath: ['extras', 'Story', 'items', 'Note'],
    });
  });

  it('numbers repeated groups on the wire, entry by entry', () => {
    expect(layout.slots.map((s) => s.wireName)).toEqual([
      'BrideName',
      'EventDate',
      'CoverPhoto',
      'Guests',
      'ShowExtras',
      'Parking',
      'GalleryImage1',
      'GalleryImage2',
      'GalleryImage3',
      'Story1Year',
      'Story1Note',
      'Story2Year',
      'Story2Note',
    ]);
    const story2 = layout.slots.find((s) => s.wireName === 'Story2Note')!;
    expect(story2).toMatchObject({
      entry: 2,
      label: 'Story 2: What happened',
      dataPath: ['extras', 'Story', 1, 'Note'],
    });
    expect(layout.slots.find((s) => s.wireName === 'GalleryImage3')!.dataPath).toEqual(['extras', 'GalleryImage', 2]);
  });

  it('is cached per schema object', () => {
    expect(describeContent(TINY_SCHEMA)).toBe(layout);
  });
});

describe('kindOf and packAllows', () => {
  it('lets x-kind override and picks select for enums', () => {
    expect(kindOf({ type: 'string', maxLength: 10, 'x-kind': 'textarea' })).toBe('textarea');
    expect(kindOf({ type: 'string', enum: ['a', 'b'] })).toBe('select');
    expect(kindOf({ type: 'string', format: 'tel' })).toBe('tel');
    expect(kindOf({ type: 'string', format: 'uri' })).toBe('url');
  });

  it('orders packs basic < premium < luxury', () => {
    expect(packAllows('basic', 'premium')).toBe(false);
    expect(packAllows('premium', 'premium')).toBe(true);
    expect(packAllows('luxury', 'premium')).toBe(true);
    expect(packAllows('premium', 'luxury')).toBe(false);
  });
});
