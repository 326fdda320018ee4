/**
 * fast-check arbitraries made from a route's JSON Schema, covering the keywords our TypeBox schemas use:
 * type (and OpenAPI's nullable), properties/required/additionalProperties, minLength/maxLength/pattern/format,
 * enum/const/anyOf/oneOf, minimum/maximum, items/minItems/maxItems. Values are mostly valid, so they reach
 * handlers rather than stopping at validation; mutations (below) cover the invalid side.
 */
import fc from 'fast-check';
import type { JsonSchema } from '../api-robustness/routes';
import { objectsIn, placesIn, without, withValue, type Path } from '../api-robustness/samples';

/** Long enough to probe limits, short enough that a run stays quick. */
const MAX_EXTRA_LENGTH = 40;
const MAX_EXTRA_ITEMS = 3;

/**
 * Text matching a pattern. fast-check cannot generate from lookaheads, so they are dropped for generation
 * and the full pattern filters what comes out.
 */
function patternArbitrary(pattern: string): fc.Arbitrary<string> {
  const full = new RegExp(pattern, 'u');
  const withoutLookarounds = pattern.replace(/\(\?<?[=!][^()]*\)/g, '');
  if (withoutLookarounds === pattern) return fc.stringMatching(full);
  return fc.stringMatching(new RegExp(withoutLookarounds, 'u')).filter((value) => full.test(value));
}

function stringArbitrary(schema: JsonSchema): fc.Arbitrary<string> {
  const minLength = schema.minLength ?? 0;
  const maxLength = Math.min(schema.maxLength ?? minLength + MAX_EXTRA_LENGTH, minLength + MAX_EXTRA_LENGTH);
  const fits = (value: string) => value.length >= minLength && value.length <= (schema.maxLength ?? Infinity);
  if (schema.pattern) return patternArbitrary(schema.pattern).filter(fits);
  if (schema.format === 'email') return fc.emailAddress({ size: 'small' }).filter(fits);
  if (schema.format === 'date') return fc.date({ noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10));
  if (schema.format === 'date-time') return fc.date({ noInvalidDate: true }).map((d) => d.toISOString());
  return fc.oneof(
    fc.string({ minLength, maxLength }),
    fc.string({ minLength, maxLength, unit: 'grapheme' }).filter(fits),
  );
}

function numberArbitrary(schema: JsonSchema, integer: boolean): fc.Arbitrary<number> {
  const min = schema.minimum ?? (schema.exclusiveMinimum !== undefined ? schema.exclusiveMinimum : -1e9);
  const max = schema.maximum ?? (schema.exclusiveMaximum !== undefined ? schema.exclusiveMaximum : 1e9);
  const inRange = (n: number) =>
    (schema.exclusiveMinimum === undefined || n > schema.exclusiveMinimum) &&
    (schema.exclusiveMaximum === undefined || n < schema.exclusiveMaximum);
  const base = integer
    ? fc.integer({ min: Math.ceil(min), max: Math.floor(max) })
    : fc.double({ min, max, noNaN: true, noDefaultInfinity: true });
  return base.filter(inRange);
}

function objectArbitrary(schema: JsonSchema, depth: number): fc.Arbitrary<Record<string, unknown>> {
  const properties: Record<string, JsonSchema> = schema.properties ?? {};
  const model = Object.fromEntries(
    Object.entries(properties).map(([name, property]) => [name, arbitraryFor(property, depth + 1)]),
  );
  const record = fc.record(model, { requiredKeys: (schema.required ?? []).filter((key: string) => key in model) });
  if (schema.additionalProperties === false || depth > 2) return record;
  // Open objects may carry anything else too.
  return fc
    .tuple(
      record,
      fc.dictionary(fc.string({ minLength: 1, maxLength: 8 }), fc.jsonValue({ maxDepth: 1 }), { maxKeys: 2 }),
    )
    .map(([known, extra]) => ({ ...extra, ...known }));
}

export function arbitraryFor(schema: JsonSchema, depth = 0): fc.Arbitrary<unknown> {
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...(schema.enum as unknown[]));
  const alternatives: JsonSchema[] | undefined = schema.anyOf ?? schema.oneOf;
  if (alternatives) return fc.oneof(...alternatives.map((alternative) => arbitraryFor(alternative, depth)));
  const types: string[] = [schema.type].flat().filter((type) => type !== undefined);
  if (schema.nullable) types.push('null');
  if (types.length === 0) return fc.jsonValue({ maxDepth: 2 });
  if (types.length > 1)
    return fc.oneof(...types.map((type) => arbitraryFor({ ...schema, type, nullable: false }, depth)));
  switch (types[0]) {
    case 'string':
      return stringArbitrary(schema);
    case 'integer':
      return numberArbitrary(schema, true);
    case 'number':
      return numberArbitrary(schema, false);
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array': {
      const minLength = schema.minItems ?? 0;
      const maxLength = Math.min(schema.maxItems ?? minLength + MAX_EXTRA_ITEMS, minLength + MAX_EXTRA_ITEMS);
      const items = arbitraryFor(schema.items ?? {}, depth + 1);
      return schema.uniqueItems
        ? fc.uniqueArray(items, { minLength, maxLength, selector: (v) => JSON.stringify(v) })
        : fc.array(items, { minLength, maxLength });
    }
    case 'object':
      return objectArbitrary(schema, depth);
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

/** How a query or path value travels: text, or several texts for a list. */
export function asQueryValue(value: unknown): string | string[] {
  if (Array.isArray(value)) return value.map((one) => (typeof one === 'string' ? one : JSON.stringify(one)));
  return typeof value === 'string' ? value : JSON.stringify(value);
}

/** Anything JSON can carry, including the values that most often trip handlers. */
const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.jsonValue({ maxDepth: 2 }),
  fc.constantFrom('', ' ', '\u0000', '../../etc/passwd', '__proto__', -1, 0, 2 ** 53, 1e308, -0.5, null, [], {}),
  fc.string({ unit: 'binary', maxLength: 30 }),
);

/** One arbitrary change to a valid body: a value replaced, a property dropped, or an unknown one added. */
export function mutationOf(valid: unknown, schema: JsonSchema): fc.Arbitrary<unknown> {
  const places = placesIn(valid, schema).map((place) => place.path);
  const objects = objectsIn(valid, schema);
  const choices: fc.Arbitrary<unknown>[] = [hostileValue.map((value) => value)];
  if (places.length) {
    choices.push(
      fc.tuple(fc.constantFrom(...places), hostileValue).map(([path, value]) => withValue(valid, path as Path, value)),
      fc.constantFrom(...places).map((path) => without(valid, path as Path)),
    );
  }
  if (objects.length) {
    choices.push(
      fc
        .tuple(fc.constantFrom(...objects), fc.string({ minLength: 1, maxLength: 12 }), hostileValue)
        .map(([place, name, value]) => {
          const target = place.path.length ? place.path : [];
          return withValue(valid, [...target, name], value);
        }),
    );
  }
  return fc.oneof(...choices);
}
