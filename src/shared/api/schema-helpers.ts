/** Small TypeBox builders the wire contract uses in more than one feature. */
import { Type, type TSchema } from 'typebox';

/**
 * `{type: 'string', enum: [...]}`: one of a list of words, typed as their union. (A union of literals would
 * validate the same but answer "must match a schema in anyOf" instead of naming the allowed values.)
 */
export function StringEnum<const T extends readonly string[]>(values: T, options: Record<string, unknown> = {}) {
  return Type.Unsafe<T[number]>({ type: 'string', enum: [...values], ...options });
}

/** A value or null. */
export function Nullable<T extends TSchema>(schema: T) {
  return Type.Union([schema, Type.Null()]);
}

/** A request body or query: the listed fields, all required unless marked optional, nothing else. */
export function Strict<T extends Record<string, TSchema>>(properties: T) {
  return Type.Object(properties, { additionalProperties: false });
}
