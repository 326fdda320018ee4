/**
 * The generator's promises: src/generated matches schemas/ (so `npm test`
 * fails when someone forgets `npm run generate`), and a new schema file, with
 * no code change, becomes a working set of sections, fields, mapping and a
 * precompiled validator.
 */
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { componentsToFormData, formDataToComponents } from '../src/shared/content/mapping';
import { contentProgress } from '../src/shared/content/progress';
import type { ContentSchemaEntry } from '../src/shared/content/validation';
import { GENERATED_DIR, generateFiles } from './lib/generated-files';
import { lintSample, lintSchemaFile } from './lib/lint-rules';
import { loadSchemaFiles, SCHEMAS_DIR } from './lib/schema-files';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');

describe('src/generated', () => {
  it('is up to date with schemas/ (run `npm run generate` if this fails)', async () => {
    const wanted = await generateFiles(loadSchemaFiles());
    const stale = [...wanted].filter(([path, text]) => {
      try {
        return readFileSync(join(root, GENERATED_DIR, path), 'utf8') !== text;
      } catch {
        return true;
      }
    });
    expect(stale.map(([path]) => path)).toEqual([]);
  });

  it('starts every file with the DO NOT EDIT banner and never compiles code at run time', async () => {
    for (const [path, text] of await generateFiles(loadSchemaFiles())) {
      expect(text.startsWith('// DO NOT EDIT'), path).toBe(true);
      expect(text, path).not.toMatch(/new Function|\beval\(|\brequire\(/);
    }
  });
});

describe('a new category is one schema file', () => {
  const work = mkdtempSync(join(tmpdir(), 'new-category-'));
  afterAll(() => rmSync(work, { recursive: true, force: true }));

  const schema = {
    $schema: 'http://json-schema.org/draft-07/schema#',
    title: 'Naming ceremony invitation',
    type: 'object',
    properties: {
      cover: {
        type: 'object',
        title: 'Cover',
        properties: {
          BabyName: { $ref: '_defs/common.schema.json#/definitions/personName' },
          CeremonyDate: { $ref: '_defs/common.schema.json#/definitions/date' },
          BabyPhoto: { $ref: '_defs/common.schema.json#/definitions/image' },
        },
      },
      blessings: {
        type: 'object',
        title: 'Blessings',
        'x-pack': 'premium',
        properties: {
          Elder: {
            type: 'array',
            title: 'Elder',
            maxItems: 2,
            items: {
              type: 'object',
              properties: {
                Name: { $ref: '_defs/common.schema.json#/definitions/fullName' },
                Photo: { $ref: '_defs/common.schema.json#/definitions/image' },
              },
            },
          },
        },
      },
      gallery: { $ref: '_defs/sections.schema.json#/definitions/gallerySection' },
    },
  };
  const sample = {
    cover: { BabyName: 'Ira', CeremonyDate: '2027-09-12', BabyPhoto: 'sample:child' },
    blessings: { Elder: [{ Name: 'Smt. Kamala Rao', Photo: 'sample:guest' }] },
    gallery: { ShowGallery: true, GalleryImage: ['sample:family'] },
  };

  it('lints, generates and works end to end', async () => {
    // A copy of schemas/_defs plus the new file, and a copy of the shared helpers the generated code imports.
    const schemasDir = join(work, 'schemas');
    cpSync(join(SCHEMAS_DIR, '_defs'), join(schemasDir, '_defs'), { recursive: true });
    mkdirSync(join(schemasDir, 'samples'));
    writeFileSync(join(schemasDir, 'naming-ceremony.schema.json'), JSON.stringify(schema));
    writeFileSync(join(schemasDir, 'samples', 'naming-ceremony.json'), JSON.stringify(sample));
    cpSync(join(root, 'src/shared/content'), join(work, 'src/shared/content'), { recursive: true });

    const files = loadSchemaFiles(schemasDir);
    expect(files.map((file) => file.name)).toEqual(['naming-ceremony']);
    expect(lintSchemaFile(files[0]!)).toEqual([]);
    expect(lintSample(files[0]!)).toEqual([]);

    for (const [path, text] of await generateFiles(files)) {
      mkdirSync(dirname(join(work, GENERATED_DIR, path)), { recursive: true });
      writeFileSync(join(work, GENERATED_DIR, path), text);
    }
    const index = (await import(join(work, GENERATED_DIR, 'index.ts'))) as {
      contentSchemaNames: string[];
      getContentSchema(name: string): ContentSchemaEntry | undefined;
    };
    const lazy = (await import(join(work, GENERATED_DIR, 'lazy.ts'))) as {
      loadContentSchema(name: string): Promise<ContentSchemaEntry | undefined>;
    };
    expect(index.contentSchemaNames).toEqual(['naming-ceremony']);
    const entry = index.getContentSchema('naming-ceremony')!;
    expect((await lazy.loadContentSchema('naming-ceremony'))!.name).toBe('naming-ceremony');

    // Sections become tabs, leaves become labelled fields with kinds and packs.
    expect(entry.sections.map((section) => [section.key, section.title, section.pack])).toEqual([
      ['cover', 'Cover', 'basic'],
      ['blessings', 'Blessings', 'premium'],
      ['gallery', 'Gallery', 'basic'],
    ]);
    expect(entry.layout.fields.map((field) => [field.name, field.label, field.kind])).toEqual([
      ['BabyName', 'Baby Name', 'text'],
      ['CeremonyDate', 'Ceremony Date', 'date'],
      ['BabyPhoto', 'Baby Photo', 'image'],
      ['Name', 'Name', 'text'],
      ['Photo', 'Photo', 'image'],
      ['ShowGallery', 'Show this section', 'boolean'],
      ['GalleryImage', 'Gallery Image', 'image'],
    ]);

    // The precompiled validator accepts the sample and names problems.
    expect(entry.validate(sample)).toBe(true);
    expect(entry.validate({ cover: { CeremonyDate: 'soon' } })).toBe(false);

    // The component mapping round-trips through the wire names.
    const components = formDataToComponents(entry.layout, 'nam001', sample);
    expect(components.map((c) => c.comp_id)).toEqual([
      'nam001-BabyName',
      'nam001-CeremonyDate',
      'nam001-BabyPhoto',
      'nam001-Elder1Name',
      'nam001-Elder1Photo',
      'nam001-ShowGallery',
      'nam001-GalleryImage1',
    ]);
    expect(componentsToFormData(entry.layout, 'nam001', components)).toEqual({
      data: sample,
      unknown: [],
      invalid: [],
    });
    expect(contentProgress(entry.layout, sample).percent).toBe(Math.round((6 / 15) * 100));

    // And the generated types compile to the expected shape.
    const types = readFileSync(join(work, GENERATED_DIR, 'types/naming-ceremony.ts'), 'utf8');
    expect(types).toContain('export interface NamingCeremonyContent');
    expect(types).toContain('Elder?: ElderEntry[]');
  });
});
