import { describe, expect, it } from 'vitest';
import { describeContent } from './fields';
import { componentsToFormData, findSlot, formDataToComponents } from './mapping';
import { TINY_SCHEMA } from './testing/tiny-schema';

const layout = describeContent(TINY_SCHEMA);
const text = (name: string, value: string) => ({
  comp_id: `wed001-${name}`,
  comp_type: 'TEXT' as const,
  comp_value: value,
});
const image = (name: string, value: string) => ({
  comp_id: `wed001-${name}`,
  comp_type: 'IMAGE' as const,
  comp_value: value,
});

describe('formDataToComponents', () => {
  it('emits trimmed non-empty values with comp types, numbering repeated groups', () => {
    const components = formDataToComponents(layout, 'wed001', {
      cover: { BrideName: '  Ananya ', EventDate: '', CoverPhoto: 'a1.jpg', Guests: 150 },
      extras: {
        ShowExtras: false,
        facilities: { Parking: true },
        GalleryImage: ['g1.jpg', '   ', 'g3.jpg'],
        Story: [{}, { Year: '2019' }, { Note: '  ' }],
      },
    });
    expect(components).toEqual([
      text('BrideName', 'Ananya'),
      image('CoverPhoto', 'a1.jpg'),
      text('Guests', '150'),
      text('ShowExtras', 'false'),
      text('Parking', 'true'),
      image('GalleryImage1', 'g1.jpg'),
      image('GalleryImage2', 'g3.jpg'),
      text('Story1Year', '2019'),
    ]);
  });

  it('ignores values of the wrong shape instead of sending them', () => {
    expect(
      formDataToComponents(layout, 'x', {
        cover: { BrideName: { nested: 1 } as unknown as string, Guests: Number.NaN },
      }),
    ).toEqual([]);
  });
});

describe('componentsToFormData', () => {
  it('matches ids without regard to case and converts types', () => {
    const result = componentsToFormData(layout, 'WED001', [
      { comp_id: 'wed001-bridename', comp_type: 'TEXT', comp_value: ' Ananya ' },
      { comp_id: 'Wed001-GUESTS', comp_type: 'TEXT', comp_value: '150' },
      { comp_id: 'wed001-showextras', comp_type: 'TEXT', comp_value: 'FALSE' },
      image('galleryimage3', 'g3.jpg'),
      text('Story2Note', 'We met'),
    ]);
    expect(result).toEqual({
      data: {
        cover: { BrideName: 'Ananya', Guests: 150 },
        extras: { ShowExtras: false, GalleryImage: ['g3.jpg'], Story: [{ Note: 'We met' }] },
      },
      unknown: [],
      invalid: [],
    });
  });

  it('reports unknown names, other templates and entries beyond maxItems', () => {
    const result = componentsToFormData(layout, 'wed001', [
      text('Nonsense', 'x'),
      text('GalleryImage4', 'x'),
      { comp_id: 'eng001-BrideName', comp_type: 'TEXT', comp_value: 'x' },
      { comp_id: 'BrideName', comp_type: 'TEXT', comp_value: 'x' },
    ]);
    expect(result.unknown).toEqual(['wed001-Nonsense', 'wed001-GalleryImage4', 'eng001-BrideName', 'BrideName']);
    expect(result.data).toEqual({});
  });

  it('reports wrong types, wrong comp types and repeats, keeping the rest', () => {
    const result = componentsToFormData(layout, 'wed001', [
      text('Guests', 'many'),
      text('ShowExtras', 'yes'),
      text('CoverPhoto', 'a.jpg'),
      image('BrideName', 'x.jpg'),
      text('EventDate', '2027-02-14'),
      text('EventDate', '2027-02-15'),
      { comp_id: 'wed001-Parking', comp_type: 'TEXT', comp_value: 5 as unknown as string },
    ]);
    expect(result.invalid).toEqual([
      { componentId: 'wed001-Guests', field: 'Guests', reason: 'must be a number' },
      { componentId: 'wed001-ShowExtras', field: 'ShowExtras', reason: 'must be true or false' },
      { componentId: 'wed001-CoverPhoto', field: 'CoverPhoto', reason: 'comp_type must be IMAGE' },
      { componentId: 'wed001-BrideName', field: 'BrideName', reason: 'comp_type must be TEXT' },
      { componentId: 'wed001-EventDate', field: 'EventDate', reason: 'sent more than once' },
      { componentId: 'wed001-Parking', field: 'Parking', reason: 'comp_value must be a string' },
    ]);
    expect(result.data).toEqual({ cover: { EventDate: '2027-02-14' } });
  });

  it('skips blank values', () => {
    expect(componentsToFormData(layout, 'wed001', [text('BrideName', '   ')]).data).toEqual({});
  });
});

describe('findSlot', () => {
  it('finds wire names in any case', () => {
    expect(findSlot(layout, 'story1YEAR')?.wireName).toBe('Story1Year');
    expect(findSlot(layout, 'Story3Year')).toBeUndefined();
  });
});
