import { describe, expect, it } from 'vitest';
import { describeContent } from './fields';
import { contentProgress } from './progress';
import { TINY_SCHEMA } from './testing/tiny-schema';

const layout = describeContent(TINY_SCHEMA);

describe('contentProgress', () => {
  it('is 0% for nothing and counts every slot except switches', () => {
    const empty = contentProgress(layout, {});
    expect(empty).toMatchObject({ filled: 0, total: 11, percent: 0 });
    expect(empty.sections.extras).toEqual({ filled: 0, total: 7, percent: 0 });
  });

  it('counts filled slots per section, ignoring blanks', () => {
    const progress = contentProgress(layout, {
      cover: { BrideName: 'Ananya', EventDate: ' ', Guests: 0 },
      extras: { ShowExtras: true, GalleryImage: ['a.jpg'], Story: [{ Year: '2019' }] },
    });
    expect(progress.sections.cover).toEqual({ filled: 2, total: 4, percent: 50 });
    expect(progress.sections.extras).toEqual({ filled: 2, total: 7, percent: 29 });
    expect(progress).toMatchObject({ filled: 4, total: 11, percent: 36 });
  });

  it('leaves out fields the pack does not unlock', () => {
    expect(contentProgress(layout, {}, 'basic').total).toBe(4);
    expect(contentProgress(layout, {}, 'premium').total).toBe(9);
  });
});
