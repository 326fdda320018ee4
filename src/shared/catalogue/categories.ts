/**
 * Event categories. The id prefix of a template decides its category (spec: 'wed' is wedding, 'bir' is
 * birthday ...); each category names the JSON Schema in schemas/ that holds its content fields.
 */
export interface Category {
  /** Three-letter template id prefix. */
  prefix: string;
  /** Human name shown as the template's category. */
  label: string;
  /** The spec's category number (templates_model). */
  model: number;
  /** Default content schema (file schemas/<schema>.schema.json); a template may name a variant. */
  schema: string;
}

export const CATEGORIES = [
  { prefix: 'wed', label: 'Wedding', model: 53, schema: 'wedding' },
  { prefix: 'eng', label: 'Engagement', model: 55, schema: 'engagement' },
  { prefix: 'bir', label: 'Birthday', model: 52, schema: 'birthday' },
  { prefix: 'hou', label: 'House Warming', model: 54, schema: 'house-warming' },
  { prefix: 'ann', label: 'Anniversary', model: 57, schema: 'anniversary' },
  { prefix: 'par', label: 'Party', model: 59, schema: 'party' },
  { prefix: 'nye', label: 'New Year', model: 62, schema: 'new-year' },
  { prefix: 'sch', label: 'School', model: 58, schema: 'school' },
  { prefix: 'kan', label: 'Kannada Rajyotsava', model: 56, schema: 'rajyotsava' },
  { prefix: 'cha', label: 'Chariot Festival', model: 60, schema: 'chariot-festival' },
  { prefix: 'upa', label: 'Upanayana', model: 61, schema: 'upanayana' },
  { prefix: 'ram', label: 'Ramanavami', model: 63, schema: 'ramanavami' },
] as const satisfies readonly Category[];

export type CategoryPrefix = (typeof CATEGORIES)[number]['prefix'];

/**
 * Every content schema a template may name: generated from the files in schemas/, so a new schema file is a
 * valid name at once and a template naming a missing schema fails the type check.
 */
export { contentSchemaNames as SCHEMA_NAMES, type ContentSchemaName as SchemaName } from '../../generated/names';

export function categoryOfId(templateId: string): Category | undefined {
  const prefix = templateId.slice(0, 3).toLowerCase();
  return CATEGORIES.find((category) => category.prefix === prefix);
}

/**
 * Catalogue tabs and the id prefixes each shows. The spec's tabs filter by wed, eng, bir, hou, par, sch and
 * Festivities by cha, upa, kan; the categories the spec lists without a tab join the nearest one
 * (anniversary with weddings, new year with parties, Ramanavami with festivities) so every template has a tab.
 */
export const CATALOGUE_TABS = [
  { key: 'all', label: 'All', prefixes: [] },
  { key: 'wedding', label: 'Wedding', prefixes: ['wed', 'ann'] },
  { key: 'engagement', label: 'Engagement', prefixes: ['eng'] },
  { key: 'birthday', label: 'Birthday', prefixes: ['bir'] },
  { key: 'housewarming', label: 'Housewarming', prefixes: ['hou'] },
  { key: 'festivities', label: 'Festivities', prefixes: ['cha', 'upa', 'kan', 'ram'] },
  { key: 'party', label: 'Party', prefixes: ['par', 'nye'] },
  { key: 'school', label: 'School', prefixes: ['sch'] },
] as const satisfies readonly { key: string; label: string; prefixes: readonly CategoryPrefix[] }[];

export type CatalogueTabKey = (typeof CATALOGUE_TABS)[number]['key'];
