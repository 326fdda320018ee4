/**
 * What a category's schema file says about the category (`x-category`, see schemas/README.md). The generator
 * copies it into src/generated/categories.ts; the catalogue builds its categories, tabs and templates from it.
 */
import type { ContentSchemaName } from '../../generated/names';
import type { FontPairKey, Motif } from './designs';
import type { CategoryTabKey } from './tabs';

export interface CategoryMeta {
  /** The schema file holding the category's content fields: schemas/<schema>.schema.json. */
  readonly schema: ContentSchemaName;
  /** Three-letter template id prefix (spec: 'wed' is wedding, 'bir' is birthday ...). */
  readonly prefix: string;
  /** Human name shown as the template's category. */
  readonly label: string;
  /** The spec's category number (templates_model). */
  readonly model: number;
  /** The catalogue tab that lists the category's templates. */
  readonly tab: CategoryTabKey;
  /** Place in the catalogue (1 first): it numbers the template keys and shifts the layouts. */
  readonly order: number;
  readonly series: CategorySeries;
}

/** The category's templates: one per name, numbered from 001 in this order. */
export interface CategorySeries {
  readonly names: readonly string[];
  /** Indexes into PALETTES, taken in turn. */
  readonly palettes: readonly number[];
  /** Font pairings, taken in turn. */
  readonly fonts: readonly FontPairKey[];
  /** Ornament motifs, taken in turn (with a drift, see templates.ts). */
  readonly motifs: readonly Motif[];
  /** The template's description; `{name}` is replaced by the template's name. */
  readonly blurb: string;
  /** Variant schemas and the template numbers (1 is 001) that use them instead of the category's own. */
  readonly variants?: { readonly [schema in ContentSchemaName]?: readonly number[] };
}
