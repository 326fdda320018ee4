/**
 * The catalogue's tabs, in the spec's order: the fixed list the storefront shows. A category names its tab in
 * its schema file (`x-category.tab`); All lists every template.
 */
export const TAB_LIST = [
  { key: 'all', label: 'All' },
  { key: 'wedding', label: 'Wedding' },
  { key: 'engagement', label: 'Engagement' },
  { key: 'birthday', label: 'Birthday' },
  { key: 'housewarming', label: 'Housewarming' },
  { key: 'festivities', label: 'Festivities' },
  { key: 'party', label: 'Party' },
  { key: 'school', label: 'School' },
] as const;

export type CatalogueTabKey = (typeof TAB_LIST)[number]['key'];

/** A tab a category can be listed under: any but All. */
export type CategoryTabKey = Exclude<CatalogueTabKey, 'all'>;
