/**
 * Where the server serves a sample picture drawn in a palette (GET /invite-art/{subject}/{colours}.svg), and
 * the context that turns those pictures into images on the guest page.
 */
import { createContext } from 'react';

/** The colours a sample picture is painted with: the design's palette, #rrggbb each. */
export interface SampleArtPalette {
  background: string;
  primary: string;
  secondary: string;
  accent: string;
}

/**
 * Changes whenever a scene's drawing changes (sample-art-files.test.ts recomputes it from the drawings and
 * fails until it is brought up to date): the address names it, so a browser's year-long copy of an older
 * drawing is never shown.
 */
export const SAMPLE_ART_VERSION = '2105450657';

const HEX = /^#([0-9a-f]{6})$/i;

/** The palette as it sits in an address, `bg-primary-secondary-accent` in lower-case hex; null if not #rrggbb. */
export function paletteSegment(palette: SampleArtPalette): string | null {
  const colours = [palette.background, palette.primary, palette.secondary, palette.accent].map(
    (colour) => HEX.exec(colour)?.[1]?.toLowerCase() ?? null,
  );
  return colours.every((colour) => colour !== null) ? colours.join('-') : null;
}

/** The address of a scene (by its own name, see sceneKey) in a palette; null for a colour the address cannot name. */
export function sampleArtUrl(scene: string, palette: SampleArtPalette): string | null {
  const colours = paletteSegment(palette);
  return colours ? `/invite-art/${scene}/${colours}.svg?v=${SAMPLE_ART_VERSION}` : null;
}

/** The palette the page's sample pictures are served in, or null where they are drawn inline (previews, print). */
export const SampleArtFiles = createContext<SampleArtPalette | null>(null);
