/**
 * The one place prices are computed. The server uses it to charge; the web app uses it to show totals.
 * A price from a client is never trusted.
 */
export const PACK_TYPES = ['basic', 'premium', 'luxury'] as const;
export type PackType = (typeof PACK_TYPES)[number];

export const GST_RATE = 0.18;

/** The spec's six pack features; a pack ticks the first N. */
export const PACK_FEATURES = [
  'Customizable Colors',
  'RSVP Integration',
  'Photo Gallery',
  'Music Embed',
  'Custom Fonts',
  'Multi-language Support',
] as const;

export const PACK_FEATURE_COUNT: Record<PackType, number> = { basic: 2, premium: 4, luxury: 6 };

export const PACK_LABELS: Record<PackType, string> = { basic: 'Basic', premium: 'Premium', luxury: 'Luxury' };

export interface PackPrices {
  basic_pack_price: number;
  basic_pack_discount_price: number;
  premium_pack_price: number;
  premium_pack_discount_price: number;
  luxury_pack_price: number;
  luxury_pack_discount_price: number;
}

export function isPackType(value: unknown): value is PackType {
  return typeof value === 'string' && (PACK_TYPES as readonly string[]).includes(value);
}

export function listPrice(template: PackPrices, pack: PackType): number {
  return template[`${pack}_pack_price`];
}

export function discountedPrice(template: PackPrices, pack: PackType): number {
  return template[`${pack}_pack_discount_price`];
}

/** GST at 18% on the discounted price, rounded to whole rupees. */
export function gstOn(amount: number): number {
  return Math.round(amount * GST_RATE);
}

export interface Bill {
  /** List price (Cart Total). */
  cartTotal: number;
  /** List minus discounted price (Total Discount). */
  totalDiscount: number;
  /** GST (18%) on the discounted price. */
  gst: number;
  /** Discounted price plus GST (Total Billing): what the buyer pays. */
  totalBilling: number;
}

export function billFor(template: PackPrices, pack: PackType): Bill {
  const list = listPrice(template, pack);
  const discounted = discountedPrice(template, pack);
  const gst = gstOn(discounted);
  return { cartTotal: list, totalDiscount: list - discounted, gst, totalBilling: discounted + gst };
}

/** Rupees with Indian digit grouping: 12999 -> ₹12,999. */
export function formatRupees(amount: number): string {
  return `₹${amount.toLocaleString('en-IN')}`;
}
