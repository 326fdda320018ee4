import { describe, expect, it } from 'vitest';
import { SCHEMA_NAMES, TEMPLATES } from '../catalogue';
import { resolveSchema } from '../content/resolve-refs';
import { lintCatalogue, lintSample, lintSchemaFile } from './lint-rules';
import { loadSchemaFiles, type SchemaFile } from './schema-files';

function fileOf(raw: Record<string, unknown>, sample?: unknown): SchemaFile {
  return {
    name: 'test',
    file: 'test.schema.json',
    raw,
    schema: resolveSchema(raw, () => ({})),
    sampleFile: 'samples/test.json',
    ...(sample === undefined ? {} : { sample }),
  };
}

const draft = 'http://json-schema.org/draft-07/schema#';
const text = { type: 'string', maxLength: 40 };
const image = { type: 'string', contentMediaType: 'image/*', maxLength: 200 };

describe('lintSchemaFile', () => {
  it('passes every schema in schemas/ and its sample', () => {
    const problems = loadSchemaFiles().flatMap((file) => [...lintSchemaFile(file), ...lintSample(file)]);
    expect(problems).toEqual([]);
  });

  it('finds each broken convention', () => {
    const problems = lintSchemaFile(
      fileOf({
        $schema: draft,
        title: 'Bad',
        type: 'object',
        properties: {
          Cover: {
            type: 'object',
            properties: { brideName: text, CoverPicture: text, Logo: image, Notes: { type: 'string' } },
          },
          second: {
            type: 'object',
            title: 'Second',
            properties: {
              brideName: text,
              Gallery: { type: 'array', items: image },
              Story: {
                type: 'array',
                maxItems: 2,
                items: { type: 'object', properties: { Inner: { type: 'array', maxItems: 1, items: text } } },
              },
              Phone: { type: 'string', maxLength: 10, format: 'phone' },
              Extra: { ...text, 'x-pack': 'gold' },
            },
          },
        },
      }),
    );
    expect(problems).toEqual(
      expect.arrayContaining([
        'test: Cover: section keys are camelCase (they are not on the wire)',
        'test: Cover: a section needs a title (it is the customiser tab and live-site heading)',
        'test: Cover.brideName: field names are PascalCase (BrideName)',
        'test: Cover.CoverPicture: names containing Image, Photo or Picture are uploads: make it an image or rename it',
        "test: Cover.Logo: an image field's name must contain Image, Photo or Picture (the spec's upload rule)",
        'test: Cover.Notes: text needs a maxLength so the server can refuse junk',
        'test: second.Gallery: a repeated group needs maxItems between 1 and 50 (it numbers the wire names)',
        'test: second.Story.Inner: entries of a repeated group hold plain fields only',
        'test: second.Phone: unknown format "phone" (known: date, time, uri, email, tel)',
        'test: second.Extra: x-pack is "premium" or "luxury" (leave it out for every pack)',
        'test: second.brideName: field name brideName is also used at Cover.brideName',
      ]),
    );
  });

  it('catches wire names that collide when case is ignored', () => {
    const problems = lintSchemaFile(
      fileOf({
        $schema: draft,
        title: 'Clash',
        type: 'object',
        properties: {
          a: {
            type: 'object',
            title: 'A',
            properties: {
              Story1Year: text,
              Story: { type: 'array', maxItems: 1, items: { type: 'object', properties: { year: text } } },
            },
          },
        },
      }),
    );
    expect(problems.join('\n')).toMatch(/wire name Story1year collides with Story1Year/);
  });
});

describe('lintSample', () => {
  const raw = {
    $schema: draft,
    title: 'S',
    type: 'object',
    properties: { a: { type: 'object', title: 'A', properties: { Name: text, CoverPhoto: image } } },
  };

  it('wants a sample that validates and uses sample: images', () => {
    expect(lintSample(fileOf(raw))).toEqual(['test: no sample at schemas/samples/test.json']);
    expect(lintSample(fileOf(raw, { a: { Name: 'x'.repeat(41), CoverPhoto: 'photo.jpg' } }))).toEqual([
      'test sample: Name must be at most 40 characters',
      'test sample: CoverPhoto must be sample:<subject> (see schemas/README.md), got "photo.jpg"',
    ]);
    expect(lintSample(fileOf(raw, { a: { Name: ' padded ' } }))[0]).toMatch(/changes on a trip over the wire/);
    expect(lintSample(fileOf(raw, { a: { Name: 'Asha', CoverPhoto: 'sample:bride' } }))).toEqual([]);
  });
});

describe('lintCatalogue', () => {
  it('finds a schema for every template and category in the catalogue', () => {
    const names = loadSchemaFiles().map((file) => file.name);
    const categoryDefaults = SCHEMA_NAMES.map((name) => ({ id: '(category list)', schema: name }));
    expect(lintCatalogue(names, [...TEMPLATES, ...categoryDefaults])).toEqual([]);
  });

  it('names templates whose schema does not exist', () => {
    expect(
      lintCatalogue(
        ['wedding'],
        [
          { id: 'wed001', schema: 'wedding' },
          { id: 'xyz001', schema: 'xyz' },
        ],
      ),
    ).toEqual(['catalogue: template xyz001 names schema "xyz", but schemas/xyz.schema.json does not exist']);
  });
});
