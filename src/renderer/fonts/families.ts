/**
 * Self-hosted font files, one stylesheet per family, loaded only when an invitation that uses them renders.
 * Kept apart from the catalogue so the live page's client can load families by name without it.
 * Each family imports whole weights (`300.css`), whose faces name their subset's unicode-range, so a browser
 * downloads only the subsets the page's text uses; a single-subset file (`latin-ext-300.css`) names no range
 * and is downloaded by every page that uses the family.
 *
 * Two ways in to the same stylesheets: the app links them (the browser swaps each face in as it arrives), the
 * live page takes their text and swaps every face in at once (live/fonts.ts).
 */
const FAMILY_STYLESHEETS: Record<string, () => Promise<unknown>> = {
  Cinzel: () => import('./cinzel.css'),
  Lora: () => import('./lora.css'),
  'Great Vibes': () => import('./great-vibes.css'),
  'Playfair Display': () => import('./playfair-display.css'),
  Poppins: () => import('./poppins.css'),
  Marcellus: () => import('./marcellus.css'),
  'Baloo 2': () => import('./baloo-2.css'),
  'Josefin Sans': () => import('./josefin-sans.css'),
};

const FAMILY_FACES: Record<string, () => Promise<{ default: string }>> = {
  Cinzel: () => import('./cinzel.css?inline'),
  Lora: () => import('./lora.css?inline'),
  'Great Vibes': () => import('./great-vibes.css?inline'),
  'Playfair Display': () => import('./playfair-display.css?inline'),
  Poppins: () => import('./poppins.css?inline'),
  Marcellus: () => import('./marcellus.css?inline'),
  'Baloo 2': () => import('./baloo-2.css?inline'),
  'Josefin Sans': () => import('./josefin-sans.css?inline'),
};

const loading = new Map<string, Promise<unknown>>();

/** Links a family's stylesheet into the page (once); resolves when its @font-face rules are in. */
export function loadFamily(family: string): Promise<unknown> {
  let promise = loading.get(family);
  if (!promise) {
    const loader = FAMILY_STYLESHEETS[family];
    promise = loader ? loader().catch(() => undefined) : Promise.resolve();
    loading.set(family, promise);
  }
  return promise;
}

/** A family's @font-face rules as text, font addresses resolved; '' for a family not self-hosted. */
export async function familyFaces(family: string): Promise<string> {
  return (await FAMILY_FACES[family]?.())?.default ?? '';
}
