import { isDeepStrictEqual } from 'node:util';
import {
  contentFormats,
  describeContent,
  describeValidationErrors,
  FIELD_KINDS,
  kindOf,
  nameSaysImage,
  normaliseFormData,
  PACKS,
  sampleImageSubject,
  type ContentSchemaNode,
} from '../content';
import { createContentAjv } from './content-ajv';
import type { SchemaFile } from './schema-files';

/**
 * The schema conventions (DESIGN.md, "Schemas: the conventions") as checks.
 * Each returns messages naming the file and the place; empty means clean.
 */

const SECTION_KEY = /^[a-z][A-Za-z0-9]*$/;
const FIELD_NAME = /^[A-Z][A-Za-z0-9]*$/;
const DRAFT_07 = 'http://json-schema.org/draft-07/schema#';
const MAX_ENTRIES = 50;

export function lintSchemaFile(file: SchemaFile): string[] {
  const problems: string[] = [];
  const at = (where: string, message: string) => problems.push(`${file.name}: ${where}: ${message}`);
  const { raw, schema } = file;

  if (raw.$schema !== DRAFT_07) at('$schema', `must be "${DRAFT_07}"`);
  if (schema.type !== 'object') at('root', 'must be "type": "object"');
  if (!schema.title) at('root', 'needs a title');
  const sections = Object.entries(schema.properties ?? {});
  if (sections.length === 0) at('root', 'has no sections');

  for (const [key, section] of sections) {
    if (!SECTION_KEY.test(key)) at(key, 'section keys are camelCase (they are not on the wire)');
    if (section.type !== 'object') at(key, 'a section must be an object');
    if (!section.title) at(key, 'a section needs a title (it is the customiser tab and live-site heading)');
    checkObject(section, key, at);
  }

  try {
    createContentAjv({ standalone: false }).compile(schema);
  } catch (error) {
    at('schema', `ajv cannot compile it: ${(error as Error).message}`);
  }
  problems.push(...checkNames(file));
  return problems;
}

type At = (where: string, message: string) => void;

function checkObject(node: ContentSchemaNode, where: string, at: At): void {
  for (const [name, child] of Object.entries(node.properties ?? {})) {
    const path = `${where}.${name}`;
    checkPack(child, path, at);
    if (child.type === 'object') {
      if (!SECTION_KEY.test(name)) at(path, 'groups inside a section are camelCase (they are not on the wire)');
      checkObject(child, path, at);
    } else if (child.type === 'array') {
      checkRepeatedGroup(name, child, path, at);
    } else {
      checkLeaf(name, child, path, at);
    }
  }
}

function checkRepeatedGroup(name: string, node: ContentSchemaNode, path: string, at: At): void {
  if (!FIELD_NAME.test(name)) at(path, 'repeated groups are PascalCase (their name is on the wire)');
  if (!Number.isInteger(node.maxItems) || node.maxItems! < 1 || node.maxItems! > MAX_ENTRIES) {
    at(path, `a repeated group needs maxItems between 1 and ${MAX_ENTRIES} (it numbers the wire names)`);
  }
  const items = node.items;
  if (!items) return at(path, 'a repeated group needs items');
  if (items.type === 'object') {
    for (const [itemName, leaf] of Object.entries(items.properties ?? {})) {
      if (leaf.type === 'object' || leaf.type === 'array') {
        at(`${path}.${itemName}`, 'entries of a repeated group hold plain fields only');
      } else {
        checkPack(leaf, `${path}.${itemName}`, at);
        checkLeaf(itemName, leaf, `${path}.${itemName}`, at);
      }
    }
  } else if (items.type === 'array') {
    at(path, 'repeated groups cannot nest');
  } else {
    checkLeaf(name, items, `${path}[]`, at);
  }
}

function checkLeaf(name: string, leaf: ContentSchemaNode, path: string, at: At): void {
  if (!FIELD_NAME.test(name)) at(path, 'field names are PascalCase (BrideName)');
  const kind = kindOf(leaf);
  if (!leaf.type) at(path, 'needs a type');
  if (kind === 'image') {
    if (leaf.type !== 'string' || leaf.contentMediaType !== 'image/*') {
      at(path, 'images are {"type": "string", "contentMediaType": "image/*"}');
    }
    if (!nameSaysImage(name))
      at(path, "an image field's name must contain Image, Photo or Picture (the spec's upload rule)");
  } else if (nameSaysImage(name)) {
    at(path, 'names containing Image, Photo or Picture are uploads: make it an image or rename it');
  }
  if (leaf.type === 'string' && !leaf.enum && !(typeof leaf.maxLength === 'number' && leaf.maxLength > 0)) {
    at(path, 'text needs a maxLength so the server can refuse junk');
  }
  if (leaf.format && !(leaf.format in contentFormats)) {
    at(path, `unknown format "${leaf.format}" (known: ${Object.keys(contentFormats).join(', ')})`);
  }
  if (leaf['x-kind'] && !(FIELD_KINDS as readonly string[]).includes(leaf['x-kind'])) {
    at(path, `unknown x-kind "${leaf['x-kind']}"`);
  }
}

function checkPack(node: ContentSchemaNode, path: string, at: At): void {
  const pack: string | undefined = node['x-pack'];
  if (pack !== undefined && (pack === 'basic' || !(PACKS as readonly string[]).includes(pack))) {
    at(path, 'x-pack is "premium" or "luxury" (leave it out for every pack)');
  }
}

/** Field names unique per schema, wire names unique without regard to case (matching ignores case). */
function checkNames(file: SchemaFile): string[] {
  const problems: string[] = [];
  let layout;
  try {
    layout = describeContent(file.schema);
  } catch (error) {
    return [`${file.name}: cannot enumerate fields: ${(error as Error).message}`];
  }
  const leafNames = new Map<string, string>();
  for (const field of layout.fields) {
    // Names inside entries are scoped by the group's name on the wire; the rest must be unique.
    const name = field.group?.entriesAreObjects ? `${field.group.name}.${field.name}` : field.name;
    const where = field.uiPath.join('.');
    const earlier = leafNames.get(name);
    if (earlier && earlier !== where)
      problems.push(`${file.name}: ${where}: field name ${name} is also used at ${earlier}`);
    leafNames.set(name, where);
  }
  const wireNames = new Map<string, string>();
  for (const slot of layout.slots) {
    const key = slot.wireName.toLowerCase();
    const earlier = wireNames.get(key);
    if (earlier)
      problems.push(
        `${file.name}: wire name ${slot.wireName} collides with ${earlier} (names are matched ignoring case)`,
      );
    wireNames.set(key, slot.wireName);
  }
  return problems;
}

/** The sample validates, uses only `sample:<subject>` images and survives the wire unchanged. */
export function lintSample(file: SchemaFile): string[] {
  if (file.sample === undefined) return [`${file.name}: no sample at schemas/samples/${file.name}.json`];
  const problems: string[] = [];
  const validate = createContentAjv({ standalone: false }).compile(file.schema);
  const layout = describeContent(file.schema);
  if (!validate(file.sample)) {
    for (const error of describeValidationErrors(layout, validate.errors)) {
      problems.push(`${file.name} sample: ${error.field} ${error.message}`);
    }
  }
  const data = file.sample as Record<string, unknown>;
  for (const slot of layout.slots) {
    if (slot.field.kind !== 'image') continue;
    let value: unknown = data;
    for (const key of slot.dataPath) value = (value as Record<string | number, unknown> | undefined)?.[key];
    if (typeof value === 'string' && !sampleImageSubject(value)) {
      problems.push(
        `${file.name} sample: ${slot.wireName} must be sample:<subject> (see schemas/README.md), got "${value}"`,
      );
    }
  }
  if (!isDeepStrictEqual(normaliseFormData(layout, data), data)) {
    problems.push(
      `${file.name} sample: changes on a trip over the wire (empty values, untrimmed text or gaps in a repeated group?)`,
    );
  }
  return problems;
}

/** Every schema the catalogue names exists. */
export function lintCatalogue(
  schemaNames: readonly string[],
  catalogue: readonly { id: string; schema: string }[],
): string[] {
  const known = new Set(schemaNames);
  return catalogue
    .filter((template) => !known.has(template.schema))
    .map(
      (template) =>
        `catalogue: template ${template.id} names schema "${template.schema}", but schemas/${template.schema}.schema.json does not exist`,
    );
}
