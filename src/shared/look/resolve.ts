/**
 * From a template, the buyer's look and their pack to what the renderer draws: the design with the chosen
 * palette, accent and fonts, and the music and languages the page offers. Whatever the pack lacks is left out
 * here too, so an old look never shows a feature after its pack stopped including it.
 */
import { packIncludes } from '../packs';
import type { PackType } from '../pricing';
import type { Design, Template } from '../catalogue';
import { readableOn, readablePalette, LARGE_CONTRAST } from './contrast';
import type { LookMusic, SiteLook } from './look';
import { paletteChoices } from './palettes';

export interface ResolvedLook {
  design: Design;
  music: LookMusic | null;
  /** Whether guests get the language switch. */
  languages: boolean;
  texts: SiteLook['texts'];
}

export function resolveLook(template: Template, look: SiteLook, pack: PackType): ResolvedLook {
  const choices = paletteChoices(template);
  const chosen = choices.find((palette) => palette.name === look.palette) ?? choices[0]!;
  const palette = look.accent
    ? { ...chosen, accent: readableOn(look.accent, chosen.background, LARGE_CONTRAST) }
    : chosen;
  const languages = packIncludes(pack, 'languages');
  return {
    design: {
      ...template.design,
      palette: packIncludes(pack, 'colors') ? palette : readablePalette(template.design.palette),
      fonts: packIncludes(pack, 'fonts') && look.fonts ? look.fonts : template.design.fonts,
    },
    music: packIncludes(pack, 'music') ? look.music : null,
    languages,
    texts: languages ? look.texts : [],
  };
}
