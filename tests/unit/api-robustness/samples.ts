/**
 * Values made from a route's JSON Schema: a plausible valid sample, the places in it that can be broken, and
 * values of the wrong type for each place.
 */
import type { JsonSchema } from './routes';

export type Path = (string | number)[];

/** Types a schema admits (OpenAPI's `nullable` included). Undefined when it does not say. */
export function admittedTypes(schema: JsonSchema): Set<string> | undefined {
  const alternatives: JsonSchema[] | undefined = schema.anyOf ?? schema.oneOf;
  if (alternatives) {
    const all = new Set<string>();
    for (const alternative of alternatives) {
      const types = admittedTypes(alternative);
      if (!types) return undefined;
      types.forEach((type) => all.add(type));
    }
    return all;
  }
  if (schema.type === undefined) return undefined;
  const types = new Set<string>([schema.type].flat());
  if (schema.nullable) types.add('null');
  if (types.has('integer')) types.add('number');
  return types;
}

function mainSchema(schema: JsonSchema): JsonSchema {
  return (schema.anyOf ?? schema.oneOf)?.[0] ?? schema;
}

const STRING_CANDIDATES = [
  'sample',
  '1234',
  '9876543210',
  'A'.repeat(43),
  'sample-1',
  '2027-01-15',
  'https://example.in/x',
];

function stringSample(schema: JsonSchema): string {
  if (schema.format === 'email') return 'sample@example.in';
  const fits = (candidate: string) =>
    (!schema.pattern || new RegExp(schema.pattern, 'u').test(candidate)) &&
    candidate.length >= (schema.minLength ?? 0) &&
    candidate.length <= (schema.maxLength ?? Infinity);
  return STRING_CANDIDATES.find(fits) ?? 'x'.repeat(Math.max(1, schema.minLength ?? 1));
}

/** A value the schema most likely accepts: defaults, first enum values, required properties only. */
export function sampleFor(input: JsonSchema): unknown {
  const schema = mainSchema(input);
  if (schema.const !== undefined) return schema.const;
  if (schema.enum) return schema.enum.find((value: unknown) => value !== null) ?? schema.enum[0];
  if (schema.default !== undefined) return schema.default;
  const type = [schema.type].flat().find((t) => t !== 'null');
  switch (type) {
    case 'object': {
      const sample: Record<string, unknown> = {};
      for (const name of schema.required ?? []) sample[name] = sampleFor(schema.properties?.[name] ?? {});
      return sample;
    }
    case 'array':
      return Array.from({ length: Math.max(schema.minItems ?? 0, 1) }, () => sampleFor(schema.items ?? {}));
    case 'integer':
    case 'number':
      return schema.minimum ?? 1;
    case 'boolean':
      return true;
    case 'string':
      return stringSample(schema);
    default:
      return 'sample';
  }
}

export interface Place {
  path: Path;
  schema: JsonSchema;
}

/** Every value in `sample` that the schema describes: properties of objects and the first item of arrays. */
export function placesIn(sample: unknown, schema: JsonSchema, path: Path = []): Place[] {
  const main = mainSchema(schema);
  const places: Place[] = path.length ? [{ path, schema }] : [];
  if (Array.isArray(sample) && sample.length > 0 && main.items) {
    places.push(...placesIn(sample[0], main.items, [...path, 0]));
  } else if (sample && typeof sample === 'object') {
    for (const [name, value] of Object.entries(sample)) {
      places.push(...placesIn(value, main.properties?.[name] ?? {}, [...path, name]));
    }
  }
  return places;
}

/** The objects inside `sample` (the root included) with their schemas, for missing and extra properties. */
export function objectsIn(sample: unknown, schema: JsonSchema, path: Path = []): Place[] {
  const main = mainSchema(schema);
  if (Array.isArray(sample)) return sample.length && main.items ? objectsIn(sample[0], main.items, [...path, 0]) : [];
  if (!sample || typeof sample !== 'object') return [];
  return [
    { path, schema: main },
    ...Object.entries(sample).flatMap(([name, value]) =>
      objectsIn(value, main.properties?.[name] ?? {}, [...path, name]),
    ),
  ];
}

export function withValue<T>(sample: T, path: Path, value: unknown): T {
  const copy = structuredClone(sample) as any;
  if (path.length === 0) return value as T;
  let node = copy;
  for (const step of path.slice(0, -1)) node = node[step];
  node[path[path.length - 1]] = value;
  return copy;
}

export function without<T>(sample: T, path: Path): T {
  const copy = structuredClone(sample) as any;
  let node = copy;
  for (const step of path.slice(0, -1)) node = node[step];
  delete node[path[path.length - 1]];
  return copy;
}

/**
 * Values of a type the schema does not admit and that no lenient reading could turn into one: objects
 * where text belongs (the classic `{"$gt": ""}`), lists of two where one value belongs, text where a number,
 * object or list belongs. (The app's ajv coerces scalars, so `12345` for a text field is read as "12345".)
 */
export function wrongTypeValues(schema: JsonSchema): unknown[] {
  const types = admittedTypes(schema);
  if (!types) return [];
  const candidates: [string, unknown][] = [
    ['object', { $gt: '' }],
    ['array', ['one', 'two']],
    ['string', 'not-a-number-or-object'],
  ];
  // A lone text where a list belongs is read as a list of one, so it is not a wrong type here.
  return candidates
    .filter(([type]) => !types.has(type) && !(type === 'string' && types.has('array')))
    .map(([, value]) => value);
}

/** Longer than the schema allows (or very long when it sets no limit, which must be refused all the same). */
export function tooLong(schema: JsonSchema): string {
  const max = mainSchema(schema).maxLength;
  return 'x'.repeat(typeof max === 'number' ? max + 1 : 100_000);
}

export const isStringPlace = (schema: JsonSchema) => admittedTypes(schema)?.has('string') ?? false;
