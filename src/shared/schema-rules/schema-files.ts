import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { resolveSchema, type ContentSchemaNode } from '../content';

/**
 * The repository's schemas folder: the nearest `schemas/` above this module, which is found alike from the
 * sources (src/shared/schema-rules) and from the compiled server (dist/server), where this file is bundled.
 */
export const SCHEMAS_DIR = nearestSchemasFolder(dirname(fileURLToPath(import.meta.url)));

function nearestSchemasFolder(from: string): string {
  for (let dir = from; ; dir = dirname(dir)) {
    if (existsSync(join(dir, 'schemas'))) return join(dir, 'schemas');
    if (dirname(dir) === dir) throw new Error(`no schemas folder above ${from}`);
  }
}

const SCHEMA_SUFFIX = '.schema.json';

/** The key at the top of a category's schema holding its catalogue and artwork data. */
export const CATEGORY_KEY = 'x-category';

export interface SchemaFile {
  /** Category name, the file name without `.schema.json` (e.g. 'birthday-short'). */
  name: string;
  file: string;
  /** The file as written. */
  raw: Record<string, unknown>;
  /** Its `x-category` as written: set on a category's schema, absent on a variant (see category-rules.ts). */
  category?: unknown;
  /** With `_defs` inlined and objects closed: what every consumer uses. */
  schema: ContentSchemaNode;
  /** The sample content, if `samples/<name>.json` exists. */
  sample?: unknown;
  sampleFile: string;
}

export function readJson(path: string): unknown {
  try {
    return JSON.parse(readFileSync(path, 'utf8'));
  } catch (error) {
    throw new Error(`${path}: ${(error as Error).message}`);
  }
}

/** Every `<name>.schema.json` directly in `dir`, sorted by name, resolved. */
export function loadSchemaFiles(dir: string = SCHEMAS_DIR): SchemaFile[] {
  const names = readdirSync(dir)
    .filter((entry) => entry.endsWith(SCHEMA_SUFFIX))
    .map((entry) => entry.slice(0, -SCHEMA_SUFFIX.length))
    .sort();
  return names.map((name) => loadSchemaFile(name, dir));
}

export function loadSchemaFile(name: string, dir: string = SCHEMAS_DIR): SchemaFile {
  const file = join(dir, `${name}${SCHEMA_SUFFIX}`);
  const raw = readJson(file) as Record<string, unknown>;
  // The category's catalogue and artwork data is not part of the content schema the validators compile.
  const { [CATEGORY_KEY]: category, ...content } = raw;
  let schema: ContentSchemaNode;
  try {
    schema = resolveSchema(content, (defsFile) => readJson(join(dir, defsFile)));
  } catch (error) {
    throw new Error(`${file}: ${(error as Error).message}`);
  }
  const sampleFile = join(dir, 'samples', `${name}.json`);
  return {
    name,
    file,
    raw,
    ...(category === undefined ? {} : { category }),
    schema,
    sampleFile,
    ...(existsSync(sampleFile) ? { sample: readJson(sampleFile) } : {}),
  };
}
