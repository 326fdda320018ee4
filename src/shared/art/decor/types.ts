/**
 * Each motif decorates a canvas in the same few places: a crown along the top, a base along the bottom, a
 * medallion as a centrepiece and ornaments for corners. Layouts decide which places they use.
 */
import type { Defs } from '../defs';
import type { Random } from '../random';
import type { ArtTheme } from '../theme';

export interface DecorContext {
  theme: ArtTheme;
  defs: Defs;
  rng: Random;
}

export interface Decoration {
  /** Along the top edge of a band [x, x + width] starting at y. */
  crown(ctx: DecorContext, x: number, y: number, width: number): string;
  /** Along the bottom edge, centred on cx, resting on y. */
  base(ctx: DecorContext, cx: number, y: number, width: number): string;
  /** A centrepiece of radius r. */
  medallion(ctx: DecorContext, cx: number, cy: number, r: number): string;
  /** A corner ornament at (x, y) of the given size; flip mirrors it for the other corners. */
  corner(ctx: DecorContext, x: number, y: number, size: number, flipX: 1 | -1, flipY: 1 | -1): string;
  /** A faint background texture over the box. */
  scatter(ctx: DecorContext, width: number, height: number): string;
}
