/**
 * The faces the language switch is drawn with (scripts/subset-language-names.ts cuts them): one per language,
 * each holding only the glyphs of that language's own name, in one family the switch's CSS names first.
 */
import { LANGUAGE_NAMES, SITE_LANGUAGES, type SiteLanguage } from '../../src/shared/look/languages';

export const LANGUAGE_NAMES_FAMILY = 'Utsav Language Names';
export const LANGUAGE_NAMES_DIR = 'src/renderer/fonts/language-names';
export const LANGUAGE_NAMES_CSS = 'src/renderer/fonts/language-names.css';

/** Where each name's glyphs come from: Noto Sans in the script's own design, at the switch's weight (600). */
const SOURCES: Record<SiteLanguage, string> = {
  en: '@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-latin-600-normal.woff2',
  hi: '@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-600-normal.woff2',
  kn: '@fontsource/noto-sans-kannada/files/noto-sans-kannada-kannada-600-normal.woff2',
  ta: '@fontsource/noto-sans-tamil/files/noto-sans-tamil-tamil-600-normal.woff2',
  te: '@fontsource/noto-sans-telugu/files/noto-sans-telugu-telugu-600-normal.woff2',
  mr: '@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-600-normal.woff2',
  gu: '@fontsource/noto-sans-gujarati/files/noto-sans-gujarati-gujarati-600-normal.woff2',
  bn: '@fontsource/noto-sans-bengali/files/noto-sans-bengali-bengali-600-normal.woff2',
  ml: '@fontsource/noto-sans-malayalam/files/noto-sans-malayalam-malayalam-600-normal.woff2',
  pa: '@fontsource/noto-sans-gurmukhi/files/noto-sans-gurmukhi-gurmukhi-600-normal.woff2',
};

/**
 * One face per language, each in the switch's family, except a language whose script an earlier one already
 * has (Marathi after Hindi): its face is a family of its own, named first for its own option. Two faces of one
 * family claiming one character (the ी of हिन्दी and मराठी) would draw a matra from another face than its
 * consonant, which does not join; one face for both names weighs more than Vite inlines (4 kB), as every
 * conjunct of their letters comes along.
 */
export const LANGUAGE_NAME_FACES = SITE_LANGUAGES.map((lang, index) => {
  const shared = SITE_LANGUAGES.slice(0, index).some((earlier) => SOURCES[earlier] === SOURCES[lang]);
  return {
    file: lang,
    lang,
    source: SOURCES[lang],
    family: shared ? `${LANGUAGE_NAMES_FAMILY} ${lang}` : LANGUAGE_NAMES_FAMILY,
    text: LANGUAGE_NAMES[lang].own,
  };
});
export type LanguageNameFace = (typeof LANGUAGE_NAME_FACES)[number];

/** The distinct characters of a face's names, in code point order. */
export function faceCodePoints(face: Pick<LanguageNameFace, 'text'>): number[] {
  return [...new Set([...face.text].map((char) => char.codePointAt(0)!))].sort((a, b) => a - b);
}

const hex = (codePoint: number) => `U+${codePoint.toString(16).toUpperCase()}`;

/** The stylesheet: each face claims only its name's characters, so no other text on the page is drawn with it. */
export function languageNamesCss(): string {
  const faces = LANGUAGE_NAME_FACES.map(
    (face) =>
      `@font-face {\n` +
      `  font-family: '${face.family}';\n` +
      `  font-style: normal;\n` +
      `  font-weight: 600;\n` +
      `  font-display: block;\n` +
      `  src: url('./language-names/${face.file}.woff2') format('woff2');\n` +
      `  unicode-range: ${faceCodePoints(face).map(hex).join(', ')};\n` +
      `}\n`,
  );
  return (
    `/*\n` +
    ` * Written by scripts/subset-language-names.ts; do not edit. The language switch's labels in faces of their\n` +
    ` * own (a kilobyte or two each, inlined into the invitation's CSS by Vite), so no phone draws them with its\n` +
    ` * own fonts, or as boxes where it has none for the script.\n` +
    ` */\n` +
    faces.join('') +
    LANGUAGE_NAME_FACES.filter((face) => face.family !== LANGUAGE_NAMES_FAMILY)
      .map(
        (face) =>
          `.inv-lang__option:lang(${face.lang}) {\n  font-family: '${face.family}', system-ui, sans-serif;\n}\n`,
      )
      .join('')
  );
}
