/**
 * What a section holds, read out of the content for rendering: filled leaves, filled entries of repeated
 * groups and the section's show/hide switch. Renderers work from this, never from raw paths.
 */
import type { ContentData, ContentLayout, FieldInfo, RepeatedGroup, SectionInfo } from '../shared/content';
import { findSlot } from '../shared/content';

export interface FieldValue {
  field: FieldInfo;
  value: unknown;
}

export interface GroupView {
  group: RepeatedGroup;
  fields: FieldInfo[];
  /** Filled entries in order; for plain groups each entry holds the value under the field's name. */
  entries: Record<string, unknown>[];
}

export interface SectionView {
  section: SectionInfo;
  /** Position among the schema's sections (0 is the cover). */
  index: number;
  /** Filled plain leaves in schema order (switches excluded). */
  values: FieldValue[];
  groups: GroupView[];
  /** False when the buyer switched the section off. */
  visible: boolean;
  /** Nothing filled in. */
  empty: boolean;
}

/** Show/hide switches: booleans named Show... */
export function isSectionSwitch(field: FieldInfo): boolean {
  return field.kind === 'boolean' && /^Show[A-Z]/.test(field.name);
}

export function hasValue(value: unknown): boolean {
  if (value === undefined || value === null) return false;
  if (typeof value === 'string') return value.trim() !== '';
  if (typeof value === 'number') return Number.isFinite(value);
  if (typeof value === 'boolean') return value;
  return false;
}

function readPath(node: unknown, path: readonly (string | number)[]): unknown {
  let current = node;
  for (const key of path) {
    if (current === null || typeof current !== 'object') return undefined;
    current = (current as Record<string | number, unknown>)[key];
  }
  return current;
}

/** uiPath inside the section up to the repeated group's array (without 'items'). */
function groupArrayPath(field: FieldInfo): string[] {
  const inner = field.uiPath.slice(1);
  const itemsAt = inner.lastIndexOf('items');
  return itemsAt === -1 ? inner : inner.slice(0, itemsAt);
}

export function readSection(section: SectionInfo, index: number, content: ContentData): SectionView {
  const data = content[section.key];
  const values: FieldValue[] = [];
  const groups: GroupView[] = [];
  let visible = true;
  const groupOrder = new Map<RepeatedGroup, FieldInfo[]>();

  for (const field of section.fields) {
    if (field.group) {
      const list = groupOrder.get(field.group) ?? [];
      list.push(field);
      groupOrder.set(field.group, list);
      continue;
    }
    const value = readPath(data, field.uiPath.slice(1));
    if (isSectionSwitch(field)) {
      const setting = value ?? field.schema.default;
      if (setting === false) visible = false;
      continue;
    }
    if (hasValue(value)) values.push({ field, value });
  }

  for (const [group, fields] of groupOrder) {
    const array = readPath(data, groupArrayPath(fields[0]!));
    if (!Array.isArray(array)) continue;
    const entries: Record<string, unknown>[] = [];
    for (const item of array) {
      const entry: Record<string, unknown> = {};
      if (group.entriesAreObjects) {
        for (const field of fields) {
          const value = item && typeof item === 'object' ? (item as Record<string, unknown>)[field.name] : undefined;
          if (hasValue(value)) entry[field.name] = value;
        }
      } else if (hasValue(item)) {
        entry[fields[0]!.name] = item;
      }
      if (Object.keys(entry).length) entries.push(entry);
    }
    if (entries.length) groups.push({ group, fields, entries });
  }

  return { section, index, values, groups, visible, empty: values.length === 0 && groups.length === 0 };
}

/** A value anywhere in the content by its wire name (BrideName), e.g. to title the bride's card. */
export function lookupValue(layout: ContentLayout, content: ContentData, wireName: string): unknown {
  const slot = findSlot(layout, wireName);
  return slot ? readPath(content, slot.dataPath) : undefined;
}

export function textOf(value: unknown): string {
  if (typeof value === 'string') return value.trim();
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return '';
}

/** The leading PascalCase word of a field name: BrideFatherName -> Bride. */
export function leadingWord(name: string): string {
  return /^[A-Z][a-z]+/.exec(name)?.[0] ?? name;
}

/** A caption from a label: "Bride's Family Photo" -> "Bride's Family". */
export function captionOf(label: string): string {
  return (
    label
      .replace(/\s*(Photo|Image|Picture|Pic)\s*(\d+)?$/i, (_, __, n: string | undefined) => (n ? ` ${n}` : ''))
      .trim() || label
  );
}

/** Names of organisations and households: they introduce an event rather than title it as a couple's names do. */
export function isOrganisationName(name: string): boolean {
  return /(School|Organisation|Organization|Family|House|Temple|Host|Company|Society|Sangha|Club)Name$/.test(name);
}

/** Initials for the footer when the cover names people (A & R), else ''. */
export function monogramOf(cover: SectionView | undefined): string {
  if (!cover || cover.values.some((v) => /Title$/.test(v.field.name))) return '';
  const people = cover.values
    .filter((v) => v.field.kind === 'text' && /Name$/.test(v.field.name) && !isOrganisationName(v.field.name))
    .slice(0, 2);
  return people
    .map((v) =>
      textOf(v.value)
        .replace(/^(Chi|Sri|Smt|Shri)\.?\s+/i, '')
        .charAt(0)
        .toUpperCase(),
    )
    .join(' & ');
}
