/**
 * The language switch draws each language's name in a face of its own (renderer/fonts/language-names.css), which
 * Vite inlines into the invitation's CSS as data: addresses: 14 kB of font for all ten languages, which do not
 * compress, in every guest page's first answer. A page needs only the faces of the languages its switch shows,
 * and none where it shows no switch (a site without the languages feature): the faces are taken out of the
 * inlined CSS once, when the build is read, and each page puts back its own.
 *
 * A face is known by its unicode-range, which the subset script cuts to exactly the characters of one language's
 * own name. A face that names no language's characters stays in the CSS every page gets, so a stale build shows
 * the switch as before, only heavier.
 */
import { LANGUAGE_NAMES, SITE_LANGUAGES, type SiteLanguage } from '../../shared/look/languages';

const FAMILY = 'Utsav Language Names';
/** A whole @font-face rule: a data: address holds no braces (base64 and percent-encoding have none). */
const FONT_FACE = /@font-face\s*\{[^}]*\}/g;

export interface SplitCss {
  /** The CSS without the switch's faces. */
  css: string;
  /** Each language's face rule, as the build wrote it. */
  faces: ReadonlyMap<SiteLanguage, string>;
}

export function splitLanguageFaces(css: string): SplitCss {
  const byCharacters = new Map(SITE_LANGUAGES.map((lang) => [characterKey(LANGUAGE_NAMES[lang].own), lang]));
  const faces = new Map<SiteLanguage, string>();
  const rest = css.replace(FONT_FACE, (rule) => {
    if (!rule.includes(FAMILY)) return rule;
    const range = /unicode-range\s*:\s*([^;}]+)/.exec(rule)?.[1];
    const lang = range === undefined ? undefined : byCharacters.get(rangeKey(range));
    if (!lang || faces.has(lang)) return rule;
    faces.set(lang, rule);
    return '';
  });
  return { css: rest, faces };
}

/** The face rules a page whose switch shows `languages` needs, in the switch's order. */
export function facesFor(faces: ReadonlyMap<SiteLanguage, string>, languages: readonly SiteLanguage[]): string {
  return [...new Set(languages)].map((lang) => faces.get(lang) ?? '').join('');
}

function characterKey(text: string): string {
  return [...new Set([...text].map((char) => char.codePointAt(0)!))].sort((a, b) => a - b).join(',');
}

/** `U+45, U+67-69` as the sorted code points it names; wildcards (`U+4??`) name none a face is cut to. */
function rangeKey(range: string): string {
  const points = new Set<number>();
  for (const part of range.split(',')) {
    const match = /^\s*U\+([0-9a-f]+)(?:-([0-9a-f]+))?\s*$/i.exec(part);
    if (!match) return '';
    const first = parseInt(match[1]!, 16);
    const last = match[2] ? parseInt(match[2], 16) : first;
    if (last - first > 256) return '';
    for (let point = first; point <= last; point++) points.add(point);
  }
  return [...points].sort((a, b) => a - b).join(',');
}
