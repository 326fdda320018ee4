/**
 * The built-in template catalogue (the spec: template data is built into the product, not fetched).
 * Each category's schema file lists its templates' names and design space (`x-category.series`); each
 * template's design is picked from that space by its number, so every template looks different while staying
 * deterministic across builds.
 */
import type { PackPrices } from '../pricing';
import { CATEGORIES, type Category, type SchemaName } from './categories';
import { LAYOUTS, PALETTES, type Design } from './designs';

export interface Template extends PackPrices {
  key: number;
  /** Such as wed001, hou002. */
  id: string;
  name: string;
  /** Human category label. */
  category: string;
  details: string;
  /** Spelled as the original API spells it. */
  tumbnail_url: string;
  rank: number;
  on_discount: boolean;
  /** The spec's category number. */
  templates_model: number;
  sections_model: null;
  /** Content schema in schemas/. */
  schema: SchemaName;
  design: Design;
}

const STANDARD_PRICES: PackPrices = {
  basic_pack_price: 4999,
  basic_pack_discount_price: 2999,
  premium_pack_price: 6999,
  premium_pack_discount_price: 4999,
  luxury_pack_price: 8999,
  luxury_pack_discount_price: 5999,
};

/** The spec: house-warming templates 001 and 002 list higher, with the same discounted prices. */
const HOUSE_WARMING_PREMIUM_LIST: PackPrices = {
  ...STANDARD_PRICES,
  basic_pack_price: 7999,
  premium_pack_price: 9999,
  luxury_pack_price: 12999,
};

function pricesFor(id: string): PackPrices {
  return id === 'hou001' || id === 'hou002' ? HOUSE_WARMING_PREMIUM_LIST : STANDARD_PRICES;
}

/** The schema of template number `index + 1`: a variant's when the category hands it one, else its own. */
function schemaFor(category: Category, index: number): SchemaName {
  const variants = Object.entries(category.series.variants ?? {}) as [SchemaName, readonly number[]][];
  return variants.find(([, numbers]) => numbers.includes(index + 1))?.[0] ?? category.schema;
}

function buildCatalogue(): Template[] {
  const templates: Template[] = [];
  CATEGORIES.forEach((category, seriesIndex) => {
    const series = category.series;
    series.names.forEach((name, index) => {
      const id = `${category.prefix}${String(index + 1).padStart(3, '0')}`;
      const design: Design = {
        palette: PALETTES[series.palettes[index % series.palettes.length]],
        fonts: series.fonts[index % series.fonts.length],
        // Offsets that drift every full cycle, so motif and layout do not move in step with palette and fonts.
        motif: series.motifs[(index + 1 + Math.floor(index / series.motifs.length)) % series.motifs.length],
        layout: LAYOUTS[(index + seriesIndex + Math.floor(index / 2)) % LAYOUTS.length],
      };
      templates.push({
        key: templates.length + 1,
        id,
        name,
        category: category.label,
        details: series.blurb.replaceAll('{name}', name),
        tumbnail_url: `/rest/api/public/art/${id}/thumbnail.svg`,
        rank: 130,
        on_discount: true,
        ...pricesFor(id),
        templates_model: category.model,
        sections_model: null,
        schema: schemaFor(category, index),
        design,
      });
    });
  });
  return templates;
}

export const TEMPLATES: readonly Template[] = buildCatalogue();

const byId = new Map(TEMPLATES.map((template) => [template.id.toLowerCase(), template]));

/** Case-insensitive lookup by id (wed001). */
export function findTemplate(id: string): Template | undefined {
  return byId.get(id.toLowerCase());
}
