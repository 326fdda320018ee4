/**
 * Self-hosted font files, one chunk per family, loaded only when an invitation that uses them renders.
 * Kept apart from the catalogue so the live page's client can load families by name without it.
 * Each family imports whole weights (`300.css`), whose faces name their subset's unicode-range, so a browser
 * downloads only the subsets the page's text uses; a single-subset file (`latin-ext-300.css`) names no range
 * and is downloaded by every page that uses the family. The live page reads the same stylesheets as text and
 * brings in their faces at once (live/face-stylesheets.ts, live/fonts.ts).
 */
const FAMILY_LOADERS: Record<string, () => Promise<unknown>> = {
  Cinzel: () => import('./cinzel.css'),
  Lora: () => import('./lora.css'),
  'Great Vibes': () => import('./great-vibes.css'),
  'Playfair Display': () => import('./playfair-display.css'),
  Poppins: () => import('./poppins.css'),
  Marcellus: () => import('./marcellus.css'),
  'Baloo 2': () => import('./baloo-2.css'),
  'Josefin Sans': () => import('./josefin-sans.css'),
};

const loading = new Map<string, Promise<unknown>>();

export function loadFamily(family: string): Promise<unknown> {
  let promise = loading.get(family);
  if (!promise) {
    const loader = FAMILY_LOADERS[family];
    promise = loader ? loader().catch(() => undefined) : Promise.resolve();
    loading.set(family, promise);
  }
  return promise;
}
