import { describe, expect, it } from 'vitest';
import { resolveSchema } from '../content/resolve-refs';
import { lintCategories } from './category-rules';
import { loadSchemaFiles, type SchemaFile } from './schema-files';

const content = {
  $schema: 'http://json-schema.org/draft-07/schema#',
  title: 'Test',
  type: 'object',
  properties: { cover: { type: 'object', title: 'Cover', properties: {} } },
};

function fileOf(name: string, category?: unknown): SchemaFile {
  return {
    name,
    file: `${name}.schema.json`,
    raw: content,
    schema: resolveSchema(content, () => ({})),
    sampleFile: `samples/${name}.json`,
    ...(category === undefined ? {} : { category }),
  };
}

/** A well-formed x-category, taken from the wedding schema, with its id prefix, number and place changed. */
function categoryLike(changes: Record<string, unknown>): Record<string, unknown> {
  const wedding = loadSchemaFiles().find((file) => file.name === 'wedding')!;
  return { ...structuredClone(wedding.category as Record<string, unknown>), ...changes };
}

describe('lintCategories', () => {
  it('passes every schema in schemas/', () => {
    expect(lintCategories(loadSchemaFiles())).toEqual([]);
  });

  it('names a malformed x-category field by field', () => {
    const category = categoryLike({ prefix: 'TOOLONG', tab: 'all', order: 0 });
    const series = category.series as Record<string, unknown>;
    series.fonts = ['gothic'];
    series.blurb = 'No name in it.';
    delete (category.art as Record<string, unknown>).sample;
    const problems = lintCategories([fileOf('bad', category)]);
    expect(problems).toEqual(
      expect.arrayContaining([
        'bad: x-category.prefix: must match pattern "^[a-z]{3}$"',
        'bad: x-category.tab: must be equal to one of the allowed values (wedding, engagement, birthday, housewarming, festivities, party, school)',
        'bad: x-category.order: must be >= 1',
        'bad: x-category.series.fonts.0: must be equal to one of the allowed values (regal, romantic, elegant, festive, playful, modern)',
        'bad: x-category.series.blurb: must match pattern "\\{name\\}"',
        "bad: x-category.art: must have required property 'sample'",
      ]),
    );
  });

  it('checks screens and placeholders', () => {
    const category = categoryLike({ prefix: 'tst', model: 99, order: 99 });
    const art = category.art as { sample: Record<string, unknown>; screens: Record<string, unknown>[] };
    art.sample.title = '{bride} turns {age}';
    art.sample.monogram = '{nickname}';
    art.screens = [...art.screens.slice(1), art.screens[0]!];
    art.screens[1]!.caption = art.screens[0]!.caption;
    expect(lintCategories([fileOf('test', category)])).toEqual([
      'test: x-category.art.screens.0: the first screen is the cover',
      'test: x-category.art.screens.7: only the first screen is the cover',
      'test: x-category.art.screens: captions must differ (they label the screenshots)',
      'test: x-category.art.sample: {age} needs "ages"',
      'test: x-category.art: unknown placeholder {nickname} (known: name, initial, initials, bride, groom, brideInitial, groomInitial, brideFamily, child, family, familyInitial, age, ordinal)',
    ]);
  });

  it('keeps prefixes, numbers and places unique and gives every variant one category', () => {
    const first = categoryLike({ prefix: 'one', model: 90, order: 20 });
    (first.series as Record<string, unknown>).variants = { 'one-short': [2, 99], missing: [1] };
    const second = categoryLike({ prefix: 'one', model: 90, order: 20 });
    (second.series as Record<string, unknown>).variants = { 'one-short': [2] };
    expect(
      lintCategories([fileOf('first', first), fileOf('second', second), fileOf('one-short'), fileOf('orphan')]),
    ).toEqual([
      "second: x-category.prefix one is also first's",
      "second: x-category.model 90 is also first's",
      "second: x-category.order 20 is also first's",
      'first: x-category.series.variants.one-short: there is no template 99 (24 names)',
      'first: x-category.series.variants.missing: schemas/missing.schema.json must exist and have no x-category of its own',
      'second: x-category.series.variants.one-short: one-short is already a variant of first',
      'orphan: no x-category, and no category names it in series.variants (add one or the other)',
    ]);
  });
});
