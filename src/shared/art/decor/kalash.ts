/** The kalash motif's decoration: crown, base, medallion, corners and scatter. */
import { tint } from '../color';
import { GREEN, mangoLeaf } from '../shapes';
import { around, at, circle, path, petalPath } from '../svg';
import type { Decoration } from './types';
import { mg, leaf, diyaAt, kalashAt } from './place';
import { mirror, dotsScatter } from './lines';
import { toranDecor } from './toran';

export const kalashDecor: Decoration = {
  crown: (ctx, x, y, width) => toranDecor.crown(ctx, x, y, width),
  base: ({ theme, defs }, cx, y, width) => {
    const s = Math.min(width * 0.2, 110);
    return (
      diyaAt(defs, theme, cx - s * 1.25, y - 6, s * 0.45) +
      diyaAt(defs, theme, cx + s * 1.25, y - 6, s * 0.45) +
      kalashAt(defs, theme, cx, y, s)
    );
  },
  medallion: ({ theme, defs }, cx, cy, r) =>
    circle(cx, cy, r, { fill: tint(theme.accent, 0.8), stroke: theme.accent, 'stroke-width': 2 }) +
    around(cx, cy, 16, () => at(0, -r * 0.88, path(petalPath(r * 0.05, r * 0.1), { fill: theme.secondary }))) +
    kalashAt(defs, theme, cx, cy + r * 0.62, r * 0.95),
  corner: ({ theme, defs }, x, y, size, fx, fy) =>
    mirror(
      fx,
      fy,
      x,
      y,
      around(0, 0, 5, (i) => mangoLeaf(size * 0.8, i % 2 ? GREEN.light : GREEN.leaf), 100) +
        mg(defs, 0, 0, size * 0.16) +
        circle(size * 0.3, size * 0.3, size * 0.06, { fill: theme.accent }),
    ),
  scatter: (ctx, w, h) =>
    `<g opacity="0.1">${dotsScatter(ctx, w, h, (x, y, i) => leaf(ctx.defs, x, y, 16, i * 53, ctx.theme.secondary, ctx.theme.secondary), 22)}</g>`,
};
