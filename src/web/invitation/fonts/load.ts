import { FONT_PAIRS, type FontPairKey } from '../../../shared/catalogue';

/**
 * Self-hosted font files, one chunk per family, loaded only when an invitation that uses them renders.
 * The storefront never pays for them.
 */
const FAMILY_LOADERS: Record<string, () => Promise<unknown>> = {
  Cinzel: () => import('./cinzel'),
  Lora: () => import('./lora'),
  'Great Vibes': () => import('./great-vibes'),
  'Playfair Display': () => import('./playfair-display'),
  Poppins: () => import('./poppins'),
  Marcellus: () => import('./marcellus'),
  'Baloo 2': () => import('./baloo-2'),
  'Josefin Sans': () => import('./josefin-sans'),
};

const loading = new Map<string, Promise<unknown>>();

/** Starts loading both families of a pairing; resolves when their @font-face rules are in the page. */
export function loadFontPair(pair: FontPairKey): Promise<unknown> {
  const { heading, body } = FONT_PAIRS[pair];
  return Promise.all([heading, body].map(loadFamily));
}

function loadFamily(family: string): Promise<unknown> {
  let promise = loading.get(family);
  if (!promise) {
    const loader = FAMILY_LOADERS[family];
    promise = loader ? loader().catch(() => undefined) : Promise.resolve();
    loading.set(family, promise);
  }
  return promise;
}
