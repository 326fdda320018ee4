/**
 * The palettes a buyer may pick for a template: its own first, then the others its category's designs use (a
 * wedding offers wedding palettes, a school its school ones), every one made readable (see contrast.ts).
 */
import { PALETTES, TEMPLATES, type Palette, type Template } from '../catalogue';
import { luminance } from '../art/color';
import { readablePalette } from './contrast';

/** Enough choice to matter, few enough to compare at a glance on a phone. */
export const MAX_PALETTE_CHOICES = 6;
const MIN_PALETTE_CHOICES = 4;

/** A few accent colours that suit every palette (the buyer may also pick any colour). */
export const ACCENT_SWATCHES = ['#d4a017', '#c2410c', '#be185d', '#15803d', '#0e7490', '#7e22ce', '#9ca3af'] as const;

export function paletteChoices(template: Template): Palette[] {
  const seen = new Set<string>([template.design.palette.name]);
  const choices: Palette[] = [template.design.palette];
  const category = template.id.slice(0, 3);
  for (const other of TEMPLATES) {
    if (choices.length >= MAX_PALETTE_CHOICES) break;
    if (other.id.slice(0, 3) !== category || seen.has(other.design.palette.name)) continue;
    seen.add(other.design.palette.name);
    choices.push(other.design.palette);
  }
  // Small categories borrow from the whole collection, keeping a light design light and a dark one dark.
  const dark = luminance(template.design.palette.background) < 0.2;
  for (const palette of PALETTES) {
    if (choices.length >= MIN_PALETTE_CHOICES) break;
    if (seen.has(palette.name) || luminance(palette.background) < 0.2 !== dark) continue;
    seen.add(palette.name);
    choices.push(palette);
  }
  return choices.map(readablePalette);
}
