/**
 * Which pack includes which feature: the one gate the server enforces and the web app shows. A pack includes
 * the first N of the spec's six features (basic 2, premium 4, luxury 6), in the order of PACK_FEATURES.
 */
import { PACK_FEATURE_COUNT, PACK_FEATURES, PACK_LABELS, PACK_TYPES, type PackType } from './pricing';

export type PackFeature = 'colors' | 'rsvp' | 'gallery' | 'music' | 'fonts' | 'languages';

/** Same order as PACK_FEATURES: the key of each of the spec's feature names. */
export const PACK_FEATURE_KEYS: readonly PackFeature[] = ['colors', 'rsvp', 'gallery', 'music', 'fonts', 'languages'];

/** The spec's name of a feature, e.g. 'Photo Gallery'. */
export function featureName(feature: PackFeature): string {
  return PACK_FEATURES[PACK_FEATURE_KEYS.indexOf(feature)];
}

export function packIncludes(pack: PackType, feature: PackFeature): boolean {
  return PACK_FEATURE_KEYS.indexOf(feature) < PACK_FEATURE_COUNT[pack];
}

/** The cheapest pack that has the feature. */
export function lowestPackWith(feature: PackFeature): PackType {
  return PACK_TYPES.find((pack) => packIncludes(pack, feature)) ?? 'luxury';
}

export function packFeatures(pack: PackType): PackFeature[] {
  return PACK_FEATURE_KEYS.filter((feature) => packIncludes(pack, feature));
}

/** The sentence shown when a pack lacks a feature: 'Photo Gallery comes with the Premium pack.' */
export function featureLockedMessage(feature: PackFeature): string {
  return `${featureName(feature)} comes with the ${PACK_LABELS[lowestPackWith(feature)]} pack.`;
}

/** WhatsApp Cloud API messages a pack includes; more come as message packs (MESSAGE_PACK). */
export const PACK_API_MESSAGES: Record<PackType, number> = { basic: 0, premium: 300, luxury: 1000 };

/** The pack comparison's line (storefront, cart): how many WhatsApp messages Utsav sends for a pack's buyer. */
export function includedMessagesLine(pack: PackType): string {
  const count = PACK_API_MESSAGES[pack];
  return count === 0
    ? 'No WhatsApp messages sent by Utsav'
    : `${count.toLocaleString('en-IN')} WhatsApp messages sent by Utsav`;
}

/** The message pack sold in the cart: this many API messages for one site, in whole rupees before GST. */
export const MESSAGE_PACK = { messages: 500, priceRupees: 799 } as const;
