/** Numbers the marketing copy states, computed from the catalogue and pricing so they never drift. */
import { TEMPLATES } from '../../../shared/catalogue';
import { discountedPrice, formatRupees, PACK_TYPES, type PackType } from '../../../shared/pricing';

/** The spec's marketing claim; the catalogue test keeps it true (100 templates or more). */
export const TEMPLATE_COUNT_CLAIM = '100+';

/** The lowest discounted price of each pack across the catalogue. */
export function startingPrice(pack: PackType): string {
  return formatRupees(Math.min(...TEMPLATES.map((t) => discountedPrice(t, pack))));
}

export const STARTING_PRICES = PACK_TYPES.map((pack) => ({ pack, price: startingPrice(pack) }));
