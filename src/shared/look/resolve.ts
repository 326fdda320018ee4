/**
 * From a template, the buyer's look and their pack to what the renderer draws: the design with the chosen
 * palette, accent and fonts, and the music and languages the page offers. Whatever the pack lacks is left out
 * here too, so an old look never shows a feature after its pack stopped including it.
 */
import { packIncludes } from '../packs';
import type { PackType } from '../pricing';
import type { Design, Template } from '../catalogue';
import { readableOn, readablePalette, LARGE_CONTRAST } from './contrast';
import { DEFAULT_OFFERED_LANGUAGES, isSiteLanguage, type SiteLanguage } from './languages';
import type { LookMusic, SiteLook } from './look';
import { paletteChoices } from './palettes';

export interface ResolvedLook {
  design: Design;
  music: LookMusic | null;
  /** Whether guests get the language switch. */
  languages: boolean;
  texts: SiteLook['texts'];
  /** The languages the switch offers (English alone without the feature). */
  offered: SiteLanguage[];
  /** The buyer's first language for guests, one of `offered`; null lets the browser decide. */
  defaultLanguage: SiteLanguage | null;
}

export function resolveLook(template: Template, look: SiteLook, pack: PackType): ResolvedLook {
  const choices = paletteChoices(template);
  const chosen = choices.find((palette) => palette.name === look.palette) ?? choices[0]!;
  const palette = look.accent
    ? { ...chosen, accent: readableOn(look.accent, chosen.background, LARGE_CONTRAST) }
    : chosen;
  const languages = packIncludes(pack, 'languages');
  const offered = !languages
    ? ['en' as const]
    : look.languages.length
      ? look.languages
      : [...DEFAULT_OFFERED_LANGUAGES];
  return {
    design: {
      ...template.design,
      palette: packIncludes(pack, 'colors') ? palette : readablePalette(template.design.palette),
      fonts: packIncludes(pack, 'fonts') && look.fonts ? look.fonts : template.design.fonts,
    },
    music: packIncludes(pack, 'music') ? look.music : null,
    languages,
    texts: languages ? look.texts : [],
    offered,
    defaultLanguage: look.defaultLanguage && offered.includes(look.defaultLanguage) ? look.defaultLanguage : null,
  };
}

/** What decides a page's language, strongest first: all optional. */
export interface LanguageAsked {
  /** The guest's own pick: the switch's link (?lang=), else this device's cookie. */
  picked?: SiteLanguage | undefined;
  /** A household's language, as its host set it: its personal page opens in it even if the switch lacks it. */
  own?: SiteLanguage | undefined;
  /** The browser's languages, best first (Accept-Language's tags: 'ta-IN'), or the one picked from them. */
  browser?: SiteLanguage | readonly string[] | undefined;
}

/**
 * The language a page is drawn in: the guest's pick when the site offers it (or it is the household's own),
 * else the household's own, else the buyer's default, else the first of the browser's languages it offers, else
 * English (or the first offered language of a site without English). A site without the feature is always English.
 */
export function pageLanguage(
  look: Pick<ResolvedLook, 'languages' | 'offered' | 'defaultLanguage'> | null | undefined,
  { picked, own, browser }: LanguageAsked,
): SiteLanguage {
  if (!look?.languages) return 'en';
  if (picked && (look.offered.includes(picked) || picked === own)) return picked;
  if (own) return own;
  if (look.defaultLanguage) return look.defaultLanguage;
  const fromBrowser = (typeof browser === 'string' ? [browser] : (browser ?? []))
    .map((tag) => tag.toLowerCase().split('-')[0])
    .find((base): base is SiteLanguage => isSiteLanguage(base) && look.offered.includes(base));
  if (fromBrowser) return fromBrowser;
  return look.offered.includes('en') ? 'en' : (look.offered[0] ?? 'en');
}

/** The switch's languages: those offered, and the page's own when it is not one of them (a household's). */
export function switchLanguages(offered: readonly SiteLanguage[] | undefined, lang: SiteLanguage): SiteLanguage[] {
  const shown = [...(offered ?? DEFAULT_OFFERED_LANGUAGES)];
  return shown.includes(lang) ? shown : [...shown, lang];
}
