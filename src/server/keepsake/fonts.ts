/**
 * The fonts the printer may load, all self-hosted from the @fontsource packages the web app already ships: the
 * design's Latin faces and Noto Sans in each Indian script the invitation comes in (guests' wishes may be in
 * any of them; Chromium downloads only the faces whose letters a page draws). Chromium shapes the Indian scripts itself (HarfBuzz), so vowel signs sit where
 * they belong; the printer is offered these files only and fetches nothing else.
 */
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { FONT_PAIRS, type Design } from '../../shared/catalogue';

const require = createRequire(import.meta.url);

/** Each Indian script's Noto Sans face, as @fontsource names its package and subset. */
const SCRIPTS = [
  { family: 'Noto Sans Devanagari', pkg: 'noto-sans-devanagari', subset: 'devanagari' },
  { family: 'Noto Sans Kannada', pkg: 'noto-sans-kannada', subset: 'kannada' },
  { family: 'Noto Sans Tamil', pkg: 'noto-sans-tamil', subset: 'tamil' },
  { family: 'Noto Sans Telugu', pkg: 'noto-sans-telugu', subset: 'telugu' },
  { family: 'Noto Sans Gujarati', pkg: 'noto-sans-gujarati', subset: 'gujarati' },
  { family: 'Noto Sans Bengali', pkg: 'noto-sans-bengali', subset: 'bengali' },
  { family: 'Noto Sans Malayalam', pkg: 'noto-sans-malayalam', subset: 'malayalam' },
  { family: 'Noto Sans Gurmukhi', pkg: 'noto-sans-gurmukhi', subset: 'gurmukhi' },
] as const;

/** The families after the design's Latin face in every font stack of the book: a wish in any script prints. */
export const SCRIPT_FAMILIES = SCRIPTS.map(({ family }) => `'${family}'`).join(', ');

interface Face {
  family: string;
  /** The @fontsource package's name, e.g. noto-sans-devanagari. */
  pkg: string;
  subset: string;
  weight: number;
}

/** The woff2 file of one face, or null when the package lacks that weight. */
function faceFile({ pkg, subset, weight }: Face): string | null {
  let root: string;
  try {
    root = dirname(require.resolve(`@fontsource/${pkg}/package.json`));
  } catch {
    return null;
  }
  const file = join(root, 'files', `${pkg}-${subset}-${weight}-normal.woff2`);
  return existsSync(file) ? file : null;
}

export interface BookFonts {
  /** @font-face rules pointing at `${origin}/font/<n>.woff2`. */
  css: string;
  /** Those addresses and the files behind them. */
  files: Map<string, string>;
}

export function bookFonts(design: Design, origin: string): BookFonts {
  const pair = FONT_PAIRS[design.fonts];
  const latin = [...new Set([pair.heading, pair.body])].flatMap((family) =>
    [400, 600, 700].map((weight) => ({
      family,
      pkg: family.toLowerCase().replace(/\s+/g, '-'),
      subset: 'latin',
      weight,
    })),
  );
  const scripts = [400, 600].flatMap((weight) => SCRIPTS.map((script) => ({ ...script, weight })));
  const files = new Map<string, string>();
  const rules: string[] = [];
  for (const face of [...latin, ...scripts]) {
    const file = faceFile(face);
    if (!file) continue;
    const url = `${origin}/font/${files.size}.woff2`;
    files.set(url, file);
    rules.push(
      `@font-face{font-family:'${face.family}';font-style:normal;font-weight:${face.weight};` +
        `src:url(${url}) format('woff2');}`,
    );
  }
  return { css: rules.join(''), files };
}
