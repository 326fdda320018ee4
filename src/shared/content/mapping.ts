import type { Component, ContentData, ContentLayout, FieldSlot } from './schema-types';

/**
 * The `<templateId>-<FieldName>` component mapping (spec: user data payload).
 *
 * Form data is nested by section; on the wire every value is one component.
 * Repeated groups are numbered from 1 in entry order: GalleryImage1..8 for
 * plain values, LoveStory1Year for entries with several fields. Entries with
 * nothing in them are dropped and the rest renumbered, so a form with photos in
 * slots 1 and 3 comes back with them in slots 1 and 2 (order is kept).
 */

export interface ComponentProblem {
  /** The comp_id as sent. */
  componentId: string;
  /** The field's wire name, when the id named a known field. */
  field?: string;
  reason: string;
}

export interface ComponentsToDataResult {
  data: ContentData;
  /** comp_ids that name no field of the schema (or another template). */
  unknown: string[];
  /** Known fields whose value or comp_type does not fit. */
  invalid: ComponentProblem[];
}

const slotIndexCache = new WeakMap<ContentLayout, Map<string, FieldSlot>>();

function slotIndex(layout: ContentLayout): Map<string, FieldSlot> {
  let index = slotIndexCache.get(layout);
  if (!index) {
    // Matching is case-insensitive (spec), so the index is keyed by lower case.
    index = new Map(layout.slots.map((slot) => [slot.wireName.toLowerCase(), slot]));
    slotIndexCache.set(layout, index);
  }
  return index;
}

/** Finds the slot for a wire FieldName, ignoring case. */
export function findSlot(layout: ContentLayout, fieldName: string): FieldSlot | undefined {
  return slotIndex(layout).get(fieldName.toLowerCase());
}

export function componentId(templateId: string | number, wireName: string): string {
  return `${templateId}-${wireName}`;
}

/**
 * Form data -> components. Only non-empty trimmed values are emitted (spec,
 * "Submit user data"); booleans are sent as 'true'/'false', numbers as digits.
 */
export function formDataToComponents(
  layout: ContentLayout,
  templateId: string | number,
  data: ContentData,
): Component[] {
  const components: Component[] = [];
  const compacted = compactRepeatedGroups(layout, data);
  for (const slot of layout.slots) {
    const value = wireValue(readPath(compacted, slot.dataPath));
    if (value === undefined) continue;
    components.push({
      comp_id: componentId(templateId, slot.wireName),
      comp_type: slot.field.kind === 'image' ? 'IMAGE' : 'TEXT',
      comp_value: value,
    });
  }
  return components;
}

/**
 * Components -> form data. Ids are matched without regard to case; ids of
 * another template or of no field are reported in `unknown`, values that
 * cannot be the field's type in `invalid`. Nothing is thrown: the caller
 * decides whether problems are fatal (the server refuses, the form shows).
 */
export function componentsToFormData(
  layout: ContentLayout,
  templateId: string | number,
  components: readonly Component[],
): ComponentsToDataResult {
  const prefix = `${String(templateId).toLowerCase()}-`;
  const data: ContentData = {};
  const unknown: string[] = [];
  const invalid: ComponentProblem[] = [];
  const seen = new Set<string>();

  for (const component of components) {
    const id = String(component.comp_id ?? '');
    const slot = id.toLowerCase().startsWith(prefix) ? findSlot(layout, id.slice(prefix.length)) : undefined;
    if (!slot) {
      unknown.push(id);
      continue;
    }
    const problem = (reason: string) => invalid.push({ componentId: id, field: slot.wireName, reason });
    if (seen.has(slot.wireName)) {
      problem('sent more than once');
      continue;
    }
    seen.add(slot.wireName);
    const expectedType = slot.field.kind === 'image' ? 'IMAGE' : 'TEXT';
    if (component.comp_type !== undefined && component.comp_type !== expectedType) {
      problem(`comp_type must be ${expectedType}`);
      continue;
    }
    if (typeof component.comp_value !== 'string') {
      problem('comp_value must be a string');
      continue;
    }
    const text = component.comp_value.trim();
    if (text === '') continue;
    const parsed = parseWireValue(slot, text);
    if (!parsed.ok) {
      problem(parsed.reason);
      continue;
    }
    writePath(data, slot.dataPath, parsed.value);
  }
  return { data: compactRepeatedGroups(layout, data), unknown, invalid };
}

/**
 * The form data as it looks after a trip over the wire: strings trimmed,
 * empty values, empty entries and empty sections gone, repeated groups
 * renumbered. Useful to compare drafts and in tests.
 */
export function normaliseFormData(layout: ContentLayout, data: ContentData): ContentData {
  return componentsToFormData(layout, 'x', formDataToComponents(layout, 'x', data)).data;
}

function wireValue(value: unknown): string | undefined {
  if (typeof value === 'string') {
    const trimmed = value.trim();
    return trimmed === '' ? undefined : trimmed;
  }
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return undefined;
}

type Parsed = { ok: true; value: string | number | boolean } | { ok: false; reason: string };

function parseWireValue(slot: FieldSlot, text: string): Parsed {
  const type = slot.field.schema.type;
  if (type === 'boolean') {
    const lower = text.toLowerCase();
    if (lower === 'true' || lower === 'false') return { ok: true, value: lower === 'true' };
    return { ok: false, reason: 'must be true or false' };
  }
  if (type === 'integer' || type === 'number') {
    if (!/^-?\d+(\.\d+)?$/.test(text)) return { ok: false, reason: 'must be a number' };
    return { ok: true, value: Number(text) };
  }
  return { ok: true, value: text };
}

/** Drops empty entries from every repeated group so numbering on the wire stays dense. */
function compactRepeatedGroups(layout: ContentLayout, data: ContentData): ContentData {
  const groupPaths = new Map<string, readonly (string | number)[]>();
  for (const slot of layout.slots) {
    if (slot.entry === undefined) continue;
    const arrayPath = slot.dataPath.slice(0, slot.dataPath.lastIndexOf(slot.entry - 1));
    groupPaths.set(arrayPath.join('\u0000'), arrayPath);
  }
  let result = data;
  for (const path of groupPaths.values()) {
    const entries = readPath(result, path);
    if (!Array.isArray(entries)) continue;
    const kept = entries.filter(hasContent);
    if (kept.length === entries.length) continue;
    if (result === data) result = structuredClone(data);
    if (kept.length) writePath(result, path, kept);
    else deletePath(result, path);
  }
  return result;
}

function hasContent(value: unknown): boolean {
  if (value === null || value === undefined) return false;
  if (typeof value === 'string') return value.trim() !== '';
  if (typeof value === 'number') return Number.isFinite(value);
  if (typeof value === 'boolean') return true;
  if (Array.isArray(value)) return value.some(hasContent);
  if (typeof value === 'object') return Object.values(value).some(hasContent);
  return false;
}

function readPath(data: unknown, path: readonly (string | number)[]): unknown {
  let node = data;
  for (const key of path) {
    if (node === null || typeof node !== 'object') return undefined;
    node = (node as Record<string | number, unknown>)[key];
  }
  return node;
}

function writePath(data: ContentData, path: readonly (string | number)[], value: unknown): void {
  let node: Record<string | number, unknown> = data;
  for (let i = 0; i < path.length - 1; i += 1) {
    const key = path[i]!;
    let next = node[key];
    if (next === null || typeof next !== 'object') {
      next = typeof path[i + 1] === 'number' ? [] : {};
      node[key] = next;
    }
    node = next as Record<string | number, unknown>;
  }
  node[path[path.length - 1]!] = value;
}

function deletePath(data: ContentData, path: readonly (string | number)[]): void {
  const parent = readPath(data, path.slice(0, -1));
  if (parent && typeof parent === 'object') delete (parent as Record<string | number, unknown>)[path[path.length - 1]!];
}
