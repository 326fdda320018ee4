/**
 * The generator's promises: src/generated matches schemas/ (so `npm test`
 * fails when someone forgets `npm run generate`), and a new category's schema
 * file and sample, with no code change, become a working set of sections,
 * fields, mapping and a precompiled validator, templates in the catalogue
 * under the tab the file names, and artwork drawn with the file's words.
 */
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { componentsToFormData, formDataToComponents } from '../src/shared/content/mapping';
import { contentProgress } from '../src/shared/content/progress';
import type { ContentSchemaEntry } from '../src/shared/content/validation';
import { lintCategories, lintSample, lintSchemaFile, loadSchemaFiles, SCHEMAS_DIR } from '../src/shared/schema-rules';
import { GENERATED_DIR, generateFiles } from './lib/generated-files';

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

describe('a new category is one schema file and one sample', () => {
  const work = mkdtempSync(join(tmpdir(), 'new-category-'));
  afterAll(() => rmSync(work, { recursive: true, force: true }));

  const schema = {
    $schema: 'http://json-schema.org/draft-07/schema#',
    title: 'Naming ceremony invitation',
    'x-category': {
      prefix: 'nam',
      label: 'Naming Ceremony',
      model: 64,
      tab: 'birthday',
      order: 13,
      series: {
        names: ['Namakarana Bloom', 'Little Star', 'Cradle Blessings'],
        palettes: [12, 3],
        fonts: ['playful', 'elegant'],
        motifs: ['stars', 'lotus'],
        blurb: '{name} announces a naming ceremony with the muhurtham, the family and a gallery.',
      },
      art: {
        sample: {
          eyebrow: 'Namakarana',
          title: 'Welcome, {child}',
          subtitle: 'The {family} family invites you to bless our little one',
          date: { year: 2027, month: [9, 10] },
          time: '10:00 AM Muhurtham',
          monogram: '{child}',
          people: [{ name: '{child}', note: 'Our little one, with proud parents Kavya & Arjun {family}' }],
          events: [
            { name: 'Cradle Ceremony', when: '10:00 AM' },
            { name: 'Lunch', when: '12:30 PM' },
          ],
          story: [],
          notes: ['Gifts are not needed: your blessings are'],
        },
        screens: [
          { kind: 'cover', caption: 'the baby’s name and the ceremony date' },
          { kind: 'people', heading: 'Our Little One', caption: 'The baby, with the proud parents' },
          { kind: 'events', heading: 'The Ceremony', caption: 'The cradle ceremony and lunch, with times' },
          { kind: 'countdown', heading: 'Counting the Days', caption: 'A countdown to the naming ceremony' },
          { kind: 'gallery', heading: 'First Smiles', caption: 'A gallery of the first months' },
          { kind: 'venue', heading: 'The Venue', caption: 'The venue with a map and directions' },
          { kind: 'notes', heading: 'Good to Know', caption: 'Things guests ask before they come' },
          { kind: 'wishes', heading: 'Blessings', caption: 'Blessings for the baby from family and friends' },
        ],
      },
    },
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
    // A copy of schemas/ plus the new file and its sample, and a copy of the shared code the generated files
    // feed (content engine, catalogue, artwork and its motifs), so the copy is the product with one schema and sample added.
    const schemasDir = join(work, 'schemas');
    cpSync(SCHEMAS_DIR, schemasDir, { recursive: true });
    writeFileSync(join(schemasDir, 'naming-ceremony.schema.json'), JSON.stringify(schema));
    writeFileSync(join(schemasDir, 'samples', 'naming-ceremony.json'), JSON.stringify(sample));
    for (const folder of ['content', 'catalogue', 'art', 'motifs']) {
      cpSync(join(root, 'src/shared', folder), join(work, 'src/shared', folder), {
        recursive: true,
        filter: (path) => !path.endsWith('.test.ts'),
      });
    }
    // The one-file helpers beside those folders (month names ...), which they import.
    for (const name of readdirSync(join(root, 'src/shared'))) {
      if (name.endsWith('.ts') && !name.endsWith('.test.ts'))
        cpSync(join(root, 'src/shared', name), join(work, 'src/shared', name));
    }

    const files = loadSchemaFiles(schemasDir);
    const file = files.find((f) => f.name === 'naming-ceremony')!;
    expect(files).toHaveLength(loadSchemaFiles().length + 1);
    expect(lintSchemaFile(file)).toEqual([]);
    expect(lintSample(file)).toEqual([]);
    expect(lintCategories(files)).toEqual([]);

    // The one command.
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
    expect(index.contentSchemaNames).toContain('naming-ceremony');
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

    // The precompiled validator accepts the sample and names problems; x-category is no content field.
    expect(entry.validate(sample)).toBe(true);
    expect(entry.validate({ cover: { CeremonyDate: 'soon' } })).toBe(false);
    expect(JSON.stringify(entry.schema)).not.toContain('x-category');

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

    // The catalogue lists its templates after the existing ones, under the tab the file names.
    const catalogue = (await import(
      join(work, 'src/shared/catalogue/index.ts')
    )) as typeof import('../src/shared/catalogue/index');
    const existing = (await import('../src/shared/catalogue/index')).TEMPLATES;
    expect(catalogue.TEMPLATES.slice(0, existing.length)).toEqual(existing);
    const added = catalogue.TEMPLATES.slice(existing.length);
    expect(added.map((t) => [t.id, t.name, t.category, t.templates_model, t.schema])).toEqual([
      ['nam001', 'Namakarana Bloom', 'Naming Ceremony', 64, 'naming-ceremony'],
      ['nam002', 'Little Star', 'Naming Ceremony', 64, 'naming-ceremony'],
      ['nam003', 'Cradle Blessings', 'Naming Ceremony', 64, 'naming-ceremony'],
    ]);
    expect(added[1]!.details).toBe(
      'Little Star announces a naming ceremony with the muhurtham, the family and a gallery.',
    );
    expect(catalogue.categoryOfId('NAM002')?.label).toBe('Naming Ceremony');
    const birthdayTab = catalogue.filterTemplates(catalogue.TEMPLATES, 'birthday').map((t) => t.id);
    expect(birthdayTab).toEqual(expect.arrayContaining(['bir001', 'nam001', 'nam002', 'nam003']));
    expect(catalogue.filterTemplates(catalogue.TEMPLATES, 'all', 'namakarana').map((t) => t.id)).toEqual(['nam001']);
    expect(catalogue.filterTemplates(catalogue.TEMPLATES, 'festivities').some((t) => t.id.startsWith('nam'))).toBe(
      false,
    );

    // The artwork draws the file's words with the template's names.
    const art = (await import(join(work, 'src/shared/art/index.ts'))) as typeof import('../src/shared/art/index');
    const nam001 = added[0]!;
    expect(art.sampleFor(nam001)).toMatchObject({
      eyebrow: 'Namakarana',
      title: 'Welcome, Aarav',
      monogram: 'Aarav',
      events: [
        { name: 'Cradle Ceremony', when: '10:00 AM' },
        { name: 'Lunch', when: '12:30 PM' },
      ],
    });
    const thumbnail = art.renderArt(nam001, 'thumbnail');
    expect(thumbnail).toContain('<title>Namakarana Bloom: Naming Ceremony invitation</title>');
    expect(thumbnail).toContain('Aarav');
    expect(thumbnail).not.toMatch(/NaN|undefined|\{child\}/);
    expect(art.screenshotCaptions(nam001)).toEqual([
      `Opening screen in ${nam001.design.palette.name}: the baby’s name and the ceremony date`,
      ...schema['x-category'].art.screens.slice(1).map((screen) => screen.caption),
    ]);
    expect(art.renderArt(nam001, 'screenshot-2')).toContain('Our Little One');
  });
});
