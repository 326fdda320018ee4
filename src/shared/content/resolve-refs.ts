import type { ContentSchemaNode } from './schema-types';

/** Reads a shared definitions file (e.g. `_defs/common.schema.json`) by its path relative to `schemas/`. */
export type DefsLoader = (file: string) => unknown;

const MAX_DEPTH = 32;

/**
 * Turns a schema file into the self-contained schema every consumer uses
 * (RJSF cannot follow references into other files, and one resolved form keeps
 * the validators, types and field list in agreement):
 *
 * - `$ref`s into `_defs/*.schema.json` and local `#/definitions/...` are inlined;
 *   keywords written beside a `$ref` (title, description, x-pack, maxLength ...)
 *   override those of the definition, so a field can reuse a definition and
 *   still name itself.
 * - every object is closed (`additionalProperties: false` unless stated), so
 *   unknown fields are rejected rather than silently stored.
 * - `definitions` and `$id` are dropped: nothing refers to them any more.
 */
export function resolveSchema(schema: unknown, loadDefs: DefsLoader): ContentSchemaNode {
  const root = asObject(schema, 'schema');
  return resolveNode(root, { file: undefined, doc: root }, loadDefs, 0) as ContentSchemaNode;
}

interface RefContext {
  /** Defs file the node came from, undefined for the schema itself. */
  file: string | undefined;
  doc: Record<string, unknown>;
}

function resolveNode(node: unknown, ctx: RefContext, loadDefs: DefsLoader, depth: number): unknown {
  if (depth > MAX_DEPTH) throw new Error('Schema references nest too deeply (a $ref cycle?)');
  if (Array.isArray(node)) return node.map((item) => resolveNode(item, ctx, loadDefs, depth + 1));
  if (node === null || typeof node !== 'object') return node;
  const obj = node as Record<string, unknown>;

  if (typeof obj.$ref === 'string') {
    const { $ref, ...siblings } = obj;
    const target = lookupRef($ref, ctx, loadDefs);
    const resolvedTarget = resolveNode(target.node, target.ctx, loadDefs, depth + 1) as Record<string, unknown>;
    const resolvedSiblings = resolveNode(siblings, ctx, loadDefs, depth + 1) as Record<string, unknown>;
    return { ...resolvedTarget, ...resolvedSiblings };
  }

  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(obj)) {
    if (key === 'definitions' || key === '$id') continue;
    // Property names are data, not schemas: resolve each property schema, keep the keys.
    if (key === 'properties' && value && typeof value === 'object') {
      out.properties = Object.fromEntries(
        Object.entries(value).map(([name, sub]) => [name, resolveNode(sub, ctx, loadDefs, depth + 1)]),
      );
    } else if (key === 'enum' || key === 'examples' || key === 'default' || key === 'required') {
      out[key] = value;
    } else {
      out[key] = resolveNode(value, ctx, loadDefs, depth + 1);
    }
  }
  if (out.type === 'object' && out.additionalProperties === undefined) out.additionalProperties = false;
  return out;
}

function lookupRef(ref: string, ctx: RefContext, loadDefs: DefsLoader): { node: unknown; ctx: RefContext } {
  const hashAt = ref.indexOf('#');
  const filePart = hashAt === -1 ? ref : ref.slice(0, hashAt);
  const pointer = hashAt === -1 ? '' : ref.slice(hashAt + 1);
  let target = ctx;
  if (filePart) {
    const file = normaliseDefsPath(filePart, ctx.file);
    target = { file, doc: asObject(loadDefs(file), file) };
  }
  let node: unknown = target.doc;
  for (const raw of pointer.split('/').filter(Boolean)) {
    const key = decodeURIComponent(raw).replace(/~1/g, '/').replace(/~0/g, '~');
    if (node === null || typeof node !== 'object' || !(key in node)) {
      throw new Error(`Cannot resolve $ref "${ref}"${ctx.file ? ` in ${ctx.file}` : ''}`);
    }
    node = (node as Record<string, unknown>)[key];
  }
  return { node, ctx: target };
}

/** Refs are relative to the referring file; only files inside `schemas/_defs/` may be referenced. */
function normaliseDefsPath(filePart: string, fromFile: string | undefined): string {
  const base = fromFile ? fromFile.split('/').slice(0, -1) : [];
  const parts = [...base];
  for (const segment of filePart.replace(/^\.\//, '').split('/')) {
    if (segment === '.' || segment === '') continue;
    if (segment === '..') parts.pop();
    else parts.push(segment);
  }
  const path = parts.join('/');
  if (!/^_defs\/[\w-]+\.schema\.json$/.test(path)) {
    throw new Error(`$ref "${filePart}" must point into schemas/_defs/ (got ${path})`);
  }
  return path;
}

function asObject(value: unknown, what: string): Record<string, unknown> {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) {
    throw new Error(`${what} is not a JSON object`);
  }
  return value as Record<string, unknown>;
}
