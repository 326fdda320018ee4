import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { resolveSchema } from '../../src/shared/content/resolve-refs';
import type { ContentSchemaNode } from '../../src/shared/content/schema-types';

/** The repository's schemas folder. */
export const SCHEMAS_DIR = resolve(fileURLToPath(new URL('../../schemas', import.meta.url)));

const SCHEMA_SUFFIX = '.schema.json';

export interface SchemaFile {
  /** Category name, the file name without `.schema.json` (e.g. 'birthday-short'). */
  name: string;
  file: string;
  /** The file as written. */
  raw: Record<string, unknown>;
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
  let schema: ContentSchemaNode;
  try {
    schema = resolveSchema(raw, (defsFile) => readJson(join(dir, defsFile)));
  } catch (error) {
    throw new Error(`${file}: ${(error as Error).message}`);
  }
  const sampleFile = join(dir, 'samples', `${name}.json`);
  return {
    name,
    file,
    raw,
    schema,
    sampleFile,
    ...(existsSync(sampleFile) ? { sample: readJson(sampleFile) } : {}),
  };
}
