/**
 * WCAG contrast for the buyer's colour choices: every palette the customiser offers, and every accent a buyer
 * picks, is nudged until the invitation's text reads at AA on its background.
 */
import { luminance, mix } from '../art/color';
import type { Palette } from '../catalogue';

/** WCAG 2 contrast ratio of two #rrggbb colours (1 .. 21). */
export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/** AA for body-size text. */
export const TEXT_CONTRAST = 4.5;
/** AA for large text and for the ornaments that carry meaning (the '&' between names, borders). */
export const LARGE_CONTRAST = 3;

/**
 * The colour moved toward black (on light backgrounds) or white (on dark ones) in small steps until it reaches
 * `ratio` against `background`; colours that already read are returned unchanged.
 */
export function readableOn(colour: string, background: string, ratio: number): string {
  if (contrastRatio(colour, background) >= ratio) return colour;
  const toward = luminance(background) < 0.2 ? '#ffffff' : '#000000';
  for (let step = 1; step <= 20; step++) {
    const moved = mix(colour, toward, step / 20);
    if (contrastRatio(moved, background) >= ratio) return moved;
  }
  return toward;
}

/** Text on a primary-coloured band or button: white on deep colours, the page ink on light ones. */
export function onPrimary(palette: Palette): string {
  return contrastRatio('#ffffff', palette.primary) >= contrastRatio(palette.background, palette.primary)
    ? '#ffffff'
    : palette.background;
}

/**
 * A palette whose every text colour reads at AA on its background (headings, labels and body in primary,
 * secondary and text; white or the page colour on primary buttons), with the accent legible as large text.
 */
export function readablePalette(palette: Palette): Palette {
  const { background } = palette;
  let primary = readableOn(palette.primary, background, TEXT_CONTRAST);
  // The primary also fills buttons: keep darkening it until their label reads too.
  for (let step = 1; step <= 10 && contrastRatio(onPrimary({ ...palette, primary }), primary) < TEXT_CONTRAST; step++) {
    primary = mix(primary, luminance(background) < 0.2 ? '#ffffff' : '#000000', 0.08);
  }
  return {
    ...palette,
    primary,
    secondary: readableOn(palette.secondary, background, TEXT_CONTRAST),
    accent: readableOn(palette.accent, background, LARGE_CONTRAST),
    text: readableOn(palette.text, background, TEXT_CONTRAST),
  };
}
