/**
 * The design's font stylesheets as text (Vite's `?inline`: the rules, font addresses resolved), for the live
 * page to read its faces from (fonts.ts). The app links the same stylesheets (fonts/families.ts,
 * i18n/script-fonts.ts). Kept out of fonts.ts so the page asks for them and for that code side by side.
 */
import type { SiteLanguage } from '../../shared/look/languages';

type Stylesheet = () => Promise<{ default: string }>;

const FAMILIES: Record<string, Stylesheet> = {
  Cinzel: () => import('../fonts/cinzel.css?inline'),
  Lora: () => import('../fonts/lora.css?inline'),
  'Great Vibes': () => import('../fonts/great-vibes.css?inline'),
  'Playfair Display': () => import('../fonts/playfair-display.css?inline'),
  Poppins: () => import('../fonts/poppins.css?inline'),
  Marcellus: () => import('../fonts/marcellus.css?inline'),
  'Baloo 2': () => import('../fonts/baloo-2.css?inline'),
  'Josefin Sans': () => import('../fonts/josefin-sans.css?inline'),
};

const SCRIPTS: Partial<Record<SiteLanguage, Stylesheet>> = {
  hi: () => import('../i18n/fonts-devanagari.css?inline'),
  mr: () => import('../i18n/fonts-devanagari.css?inline'),
  kn: () => import('../i18n/fonts-kannada.css?inline'),
  ta: () => import('../i18n/fonts-tamil.css?inline'),
  te: () => import('../i18n/fonts-telugu.css?inline'),
  gu: () => import('../i18n/fonts-gujarati.css?inline'),
  bn: () => import('../i18n/fonts-bengali.css?inline'),
  ml: () => import('../i18n/fonts-malayalam.css?inline'),
  pa: () => import('../i18n/fonts-gurmukhi.css?inline'),
};

/**
 * The families' stylesheets, then the script's, in the order the app links them: a family's first face shapes its
 * metrics (a `ch`, a line's height), and with the Devanagari face first the cover's 34ch message came out a quarter
 * wider. A family that is not self-hosted has none.
 */
export function faceStylesheets(families: string[], lang: SiteLanguage | undefined): Promise<string[]> {
  const sheets = [...families.map((family) => FAMILIES[family]), lang ? SCRIPTS[lang] : undefined];
  return Promise.all(sheets.map(async (sheet) => (sheet ? (await sheet()).default : '')));
}
