/**
 * fast-check arbitraries for content of any schema, built from its layout so
 * every schema (including one added tomorrow) is covered without test code.
 */
import fc from 'fast-check';
import type { ContentData, ContentLayout, FieldInfo, FieldSlot } from '../schema-types';

const SAFE_CHARS = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789 .,-'&!?ಕನ್ನಡहिंदी";

function text(maxLength: number): fc.Arbitrary<string> {
  return fc
    .string({ unit: fc.constantFrom(...SAFE_CHARS), minLength: 1, maxLength: Math.min(maxLength, 40) })
    .map((value) => value.trim())
    .filter((value) => value.length > 0);
}

const twoDigits = (max: number) => fc.integer({ min: 0, max }).map((n) => String(n).padStart(2, '0'));

/** A value the field's schema accepts, already trimmed and non-empty (what survives the wire). */
export function validValue(field: FieldInfo): fc.Arbitrary<string | number | boolean> {
  const schema = field.schema;
  if (schema.enum) return fc.constantFrom(...schema.enum);
  switch (field.kind) {
    case 'boolean':
      return fc.boolean();
    case 'number':
      return fc.integer({ min: schema.minimum ?? 0, max: schema.maximum ?? 100000 });
    case 'image':
      return fc.stringMatching(/^[a-z0-9]{8,16}\.(jpg|png|webp)$/);
    case 'date':
      return fc
        .date({ min: new Date('2000-01-01T00:00:00Z'), max: new Date('2035-12-31T00:00:00Z'), noInvalidDate: true })
        .map((date) => date.toISOString().slice(0, 10));
    case 'time':
      return fc.tuple(twoDigits(23), twoDigits(59)).map(([h, m]) => `${h}:${m}`);
    case 'tel':
      return fc.stringMatching(/^[6-9]\d{9}$/);
    case 'url':
      return fc.stringMatching(/^[a-z]{3,10}$/).map((host) => `https://maps.${host}.in/?q=${host}`);
    case 'email':
      return fc.stringMatching(/^[a-z]{3,10}$/).map((name) => `${name}@example.in`);
    default:
      if (schema.pattern === '^(19|20)\\d{2}$') return fc.integer({ min: 1950, max: 2035 }).map(String);
      return text(schema.maxLength ?? 40);
  }
}

function setPath(data: ContentData, path: readonly (string | number)[], value: unknown): void {
  let node: Record<string | number, unknown> = data;
  path.slice(0, -1).forEach((key, i) => {
    if (node[key] === undefined) node[key] = typeof path[i + 1] === 'number' ? [] : {};
    node = node[key] as Record<string | number, unknown>;
  });
  node[path[path.length - 1]!] = value;
}

/**
 * Valid, already-normalised content: each slot filled or left out, repeated
 * groups dense (entries 1..n), every entry with at least one value.
 */
export function contentArbitrary(layout: ContentLayout): fc.Arbitrary<ContentData> {
  const plain = layout.slots.filter((slot) => slot.entry === undefined);
  const groups = new Map<string, FieldSlot[][]>();
  for (const slot of layout.slots) {
    if (slot.entry === undefined) continue;
    const key = slot.dataPath.slice(0, slot.dataPath.lastIndexOf(slot.entry - 1)).join('/');
    const entries = groups.get(key) ?? [];
    (entries[slot.entry - 1] ??= []).push(slot);
    groups.set(key, entries);
  }
  // Arbitraries are built once here; building them inside chain() would redo the regex parsing on every run.
  const valueOf = new Map<FieldInfo, fc.Arbitrary<string | number | boolean>>();
  const valueArb = (field: FieldInfo) => {
    let arb = valueOf.get(field);
    if (!arb) valueOf.set(field, (arb = validValue(field)));
    return arb;
  };
  const plainArb = fc.tuple(...plain.map((slot) => fc.option(valueArb(slot.field), { nil: undefined })));
  const groupArbs = [...groups.values()].map((entries) => {
    const entryArbs = entries.map((entrySlots) =>
      fc
        .tuple(
          fc.tuple(...entrySlots.map((slot) => fc.option(valueArb(slot.field), { nil: undefined }))),
          valueArb(entrySlots[0]!.field),
        )
        // An entry with nothing in it is dropped on the wire, so give each entry at least its first value.
        .map(([values, fallback]) => {
          const own: (string | number | boolean | undefined)[] = [...values];
          if (!own.some((value) => value !== undefined)) own[0] = fallback;
          return entrySlots.map((slot, i) => [slot, own[i]] as const);
        }),
    );
    return fc.integer({ min: 0, max: entries.length }).chain((count) => fc.tuple(...entryArbs.slice(0, count)));
  });
  return fc.tuple(plainArb, fc.tuple(...groupArbs)).map(([plainValues, groupValues]) => {
    const data: ContentData = {};
    plain.forEach((slot, i) => {
      if (plainValues[i] !== undefined) setPath(data, slot.dataPath, plainValues[i]);
    });
    for (const entries of groupValues) {
      for (const pairs of entries) {
        for (const [slot, value] of pairs) if (value !== undefined) setPath(data, slot.dataPath, value);
      }
    }
    return data;
  });
}
