import { Ajv } from 'ajv';
import { SAMPLE_PLACEHOLDERS, SECTION_KINDS } from '../art';
import { FONT_PAIRS, MOTIFS, PALETTES, TAB_LIST } from '../catalogue';
import type { SchemaFile } from './schema-files';

/**
 * The `x-category` conventions (schemas/README.md): each category's schema says what the catalogue and the
 * artwork need, in a checked shape; prefixes, numbers and catalogue places are unique; a schema without
 * `x-category` is a variant that exactly one category hands to some of its templates.
 */

const SCREEN_COUNT = 8;
const text = { type: 'string', minLength: 1 };
const anyText = { type: 'string' };
const rotating = (item: object) => ({ anyOf: [item, { type: 'array', minItems: 1, items: item }] });
const list = (item: object, minItems = 0) => ({ type: 'array', minItems, items: item });
const closed = (properties: Record<string, object>, optional: string[] = []) => ({
  type: 'object',
  properties,
  required: Object.keys(properties).filter((key) => !optional.includes(key)),
  additionalProperties: false,
});

const categoryShape = closed({
  prefix: { type: 'string', pattern: '^[a-z]{3}$' },
  label: text,
  model: { type: 'integer', minimum: 1 },
  tab: { enum: TAB_LIST.map((tab) => tab.key).filter((key) => key !== 'all') },
  order: { type: 'integer', minimum: 1 },
  series: closed(
    {
      names: list(text, 1),
      palettes: list({ type: 'integer', minimum: 0, maximum: PALETTES.length - 1 }, 1),
      fonts: list({ enum: Object.keys(FONT_PAIRS) }, 1),
      motifs: list({ enum: [...MOTIFS] }, 1),
      blurb: { type: 'string', pattern: '\\{name\\}' },
      variants: { type: 'object', additionalProperties: list({ type: 'integer', minimum: 1 }, 1) },
    },
    ['variants'],
  ),
  art: closed({
    sample: closed(
      {
        ages: list({ type: 'integer', minimum: 1 }, 1),
        eyebrow: rotating(anyText),
        title: rotating(text),
        subtitle: rotating(anyText),
        date: closed(
          {
            year: { type: 'integer', minimum: 2000 },
            month: rotating({ type: 'integer', minimum: 1, maximum: 12 }),
            day: { type: 'integer', minimum: 1, maximum: 31 },
          },
          ['day'],
        ),
        time: anyText,
        monogram: text,
        people: list(closed({ name: text, note: anyText })),
        events: list(closed({ name: text, when: anyText })),
        story: list(closed({ year: anyText, title: text, text: anyText })),
        notes: list(text),
      },
      ['ages'],
    ),
    screens: {
      type: 'array',
      minItems: SCREEN_COUNT,
      maxItems: SCREEN_COUNT,
      items: closed({ kind: { enum: [...SECTION_KINDS] }, heading: text, caption: text }, ['heading']),
    },
  }),
});

/** The parts of a well-shaped x-category the cross-checks read. */
interface ShapedCategory {
  prefix: string;
  model: number;
  order: number;
  series: { names: string[]; variants?: Record<string, number[]> };
  art: { sample: { ages?: number[] }; screens: { kind: string; caption: string }[] };
}

const checkShape = new Ajv({ allErrors: true, strict: false }).compile<ShapedCategory>(categoryShape);

export function lintCategories(files: readonly SchemaFile[]): string[] {
  const problems: string[] = [];
  const categories: [SchemaFile, ShapedCategory][] = [];
  for (const file of files) {
    if (file.category === undefined) continue;
    const at = (where: string, message: string) => problems.push(`${file.name}: x-category${where}: ${message}`);
    if (!checkShape(file.category)) {
      for (const error of checkShape.errors ?? []) {
        const allowed = (error.params as { allowedValues?: unknown[] }).allowedValues;
        at(error.instancePath.replace(/\//g, '.'), `${error.message}${allowed ? ` (${allowed.join(', ')})` : ''}`);
      }
      continue;
    }
    const category = file.category;
    categories.push([file, category]);
    checkScreens(category, at);
    checkPlaceholders(category, at);
  }
  problems.push(...checkUnique(categories), ...checkVariants(files, categories));
  return problems;
}

type At = (where: string, message: string) => void;

function checkScreens(category: ShapedCategory, at: At): void {
  const { screens } = category.art;
  if (screens[0]!.kind !== 'cover') at('.art.screens.0', 'the first screen is the cover');
  screens.slice(1).forEach((screen, index) => {
    if (screen.kind === 'cover') at(`.art.screens.${index + 1}`, 'only the first screen is the cover');
  });
  if (new Set(screens.map((screen) => screen.caption)).size !== screens.length) {
    at('.art.screens', 'captions must differ (they label the screenshots)');
  }
}

/** Every `{placeholder}` in the artwork's texts is one content.ts fills; `{age}` needs `ages`. */
function checkPlaceholders(category: ShapedCategory, at: At): void {
  const known: readonly string[] = SAMPLE_PLACEHOLDERS;
  const texts = JSON.stringify(category.art);
  for (const [, name] of texts.matchAll(/\{(\w+)\}/g)) {
    if (!known.includes(name!)) at('.art', `unknown placeholder {${name}} (known: ${known.join(', ')})`);
    else if ((name === 'age' || name === 'ordinal') && !category.art.sample.ages) {
      at('.art.sample', `{${name}} needs "ages"`);
    }
  }
}

function checkUnique(categories: readonly [SchemaFile, ShapedCategory][]): string[] {
  const problems: string[] = [];
  for (const key of ['prefix', 'model', 'order'] as const) {
    const seen = new Map<unknown, string>();
    for (const [file, category] of categories) {
      const earlier = seen.get(category[key]);
      if (earlier) problems.push(`${file.name}: x-category.${key} ${category[key]} is also ${earlier}'s`);
      seen.set(category[key], file.name);
    }
  }
  return problems;
}

/** Variants name schemas without x-category and real template numbers; each variant has one category. */
function checkVariants(files: readonly SchemaFile[], categories: readonly [SchemaFile, ShapedCategory][]): string[] {
  const problems: string[] = [];
  const variantNames = new Set(files.filter((file) => file.category === undefined).map((file) => file.name));
  const owner = new Map<string, string>();
  for (const [file, category] of categories) {
    const used = new Set<number>();
    for (const [variant, numbers] of Object.entries(category.series.variants ?? {})) {
      const at = `${file.name}: x-category.series.variants.${variant}`;
      if (!variantNames.has(variant)) {
        problems.push(`${at}: schemas/${variant}.schema.json must exist and have no x-category of its own`);
      }
      if (owner.has(variant)) problems.push(`${at}: ${variant} is already a variant of ${owner.get(variant)}`);
      owner.set(variant, file.name);
      for (const number of numbers) {
        if (number > category.series.names.length) {
          problems.push(`${at}: there is no template ${number} (${category.series.names.length} names)`);
        }
        if (used.has(number)) problems.push(`${at}: template ${number} already uses another variant`);
        used.add(number);
      }
    }
  }
  for (const name of variantNames) {
    if (!owner.has(name)) {
      problems.push(`${name}: no x-category, and no category names it in series.variants (add one or the other)`);
    }
  }
  return problems;
}
