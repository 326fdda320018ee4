/**
 * Numbers the landing page's copy states. They are constants so the landing page does not ship the whole
 * catalogue; facts.test.ts checks them against the catalogue and pricing, so they cannot drift.
 */
import { formatRupees, type PackType } from '../../../shared/pricing';

/** The spec's marketing claim; the catalogue test keeps it true (100 templates or more). */
export const TEMPLATE_COUNT_CLAIM = '100+';

/** The lowest discounted price of each pack across the catalogue, in rupees. */
export const STARTING_PRICE_RUPEES: Record<PackType, number> = { basic: 2999, premium: 4999, luxury: 5999 };

export function startingPrice(pack: PackType): string {
  return formatRupees(STARTING_PRICE_RUPEES[pack]);
}

export const STARTING_PRICES = (Object.keys(STARTING_PRICE_RUPEES) as PackType[]).map((pack) => ({
  pack,
  price: startingPrice(pack),
}));
