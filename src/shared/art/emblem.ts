/**
 * The catalogue's motifs in the artwork: the very drawings the invitation's ornaments show (shared motif
 * library), painted in the template's colours and placed by a point of their 100 x 100 box.
 */
import type { Motif } from '../catalogue';
import { MOTIF_BOX, motifMarkup, type MotifColours } from '../motifs';
import type { Defs } from './defs';
import type { ArtTheme } from './theme';

/** The palette roles painted as the site paints them, optionally with some roles recoloured. */
export function themeColours(theme: ArtTheme, changes: Partial<MotifColours> = {}): MotifColours {
  return {
    primary: theme.primary,
    secondary: theme.secondary,
    accent: theme.accent,
    background: theme.bg,
    text: theme.text,
    ...changes,
  };
}

/** Where a placed motif is held: its centre, or the middle of the line it stands on (a pot, a tower). */
export type Anchor = readonly [x: number, y: number];
export const CENTRE: Anchor = [50, 50];

export interface Placement {
  x: number;
  y: number;
  /** The width of the motif's whole 100-unit box on the canvas. */
  size: number;
  rotate?: number;
  anchor?: Anchor;
}

/** Room around the motif's box for the strokes on its edges. */
const EDGE = MOTIF_BOX * 0.1;

/**
 * Draws the motif once per colouring and places copies of it (Defs.use), since garlands and textures repeat it
 * dozens of times.
 */
export function emblem(defs: Defs, motif: Motif, colours: MotifColours, place: Placement): string {
  const [ax, ay] = place.anchor ?? CENTRE;
  return defs.use(
    `em${motif}${ax},${ay}${Object.values(colours).join('')}`,
    () => `<g transform="translate(${-ax} ${-ay})">${motifMarkup(motif, colours)}</g>`,
    { x: -ax - EDGE, y: -ay - EDGE, width: MOTIF_BOX + 2 * EDGE, height: MOTIF_BOX + 2 * EDGE },
    place.x,
    place.y,
    place.size / MOTIF_BOX,
    place.rotate ?? 0,
  );
}
