/** The leaves motif's decoration: crown, base, medallion, corners and scatter. */
import { tint } from '../color';
import type { Defs } from '../defs';
import { emblem, themeColours } from '../emblem';
import { GREEN, MARIGOLD } from '../shapes';
import { around, circle, path } from '../svg';
import type { Decoration } from './types';
import { leaf, blossomAt } from './place';
import { swag, swagPath, mirror, dotsScatter, type Point } from './lines';

function vine(
  defs: Defs,
  a: Point,
  b: Point,
  sag: number,
  leafLength: number,
  colour: string,
  flowers: string,
): string {
  const points = swag(a, b, sag, 12);
  let out = path(swagPath(a, b, sag), { stroke: GREEN.dark, 'stroke-width': 1.6, fill: 'none' });
  points.forEach(([x, y], i) => {
    if (i === 0) return;
    const angle = Math.atan2(y - points[i - 1][1], x - points[i - 1][0]) * (180 / Math.PI);
    out += leaf(
      defs,
      x,
      y,
      leafLength * (0.8 + (i % 3) * 0.1),
      angle + (i % 2 ? -50 : 230),
      i % 2 ? GREEN.light : colour,
    );
    if (i % 4 === 2) out += blossomAt(defs, x, y, leafLength * 0.22, 0, flowers, MARIGOLD.yellow);
  });
  return out;
}

export const leavesDecor: Decoration = {
  crown: ({ theme, defs }, x, y, width) =>
    vine(defs, [x - 10, y + 20], [x + width / 2, y + 10], 30, 28, GREEN.leaf, theme.secondary) +
    vine(defs, [x + width / 2, y + 10], [x + width + 10, y + 20], 30, 28, GREEN.leaf, theme.primary),
  base: ({ theme, defs }, cx, y, width) =>
    vine(defs, [cx - width / 2, y - 24], [cx + width / 2, y - 24], -18, 26, GREEN.leaf, theme.primary) +
    emblem(defs, 'leaves', themeColours(theme), { x: cx, y: y - 14, size: 70, anchor: [50, 96] }),
  medallion: ({ theme, defs }, cx, cy, r) =>
    circle(cx, cy, r * 0.78, { fill: tint(theme.accent, 0.82), stroke: theme.accent, 'stroke-width': 2 }) +
    around(cx, cy, 16, (i) => leaf(defs, 0, -r * 0.78, r * 0.36, 70, i % 2 ? GREEN.light : GREEN.leaf)) +
    around(cx, cy, 4, () => blossomAt(defs, 0, -r * 0.78, r * 0.1, 0, theme.primary, theme.accent)) +
    emblem(defs, 'leaves', themeColours(theme), { x: cx, y: cy, size: r * 1.05 }),
  corner: ({ theme, defs }, x, y, size, fx, fy) =>
    mirror(
      fx,
      fy,
      x,
      y,
      vine(defs, [0, size * 1.4], [size * 1.4, 0], size * 0.1, size * 0.32, GREEN.leaf, theme.primary),
    ),
  scatter: (ctx, w, h) =>
    `<g opacity="0.08">${dotsScatter(ctx, w, h, (x, y, i) => leaf(ctx.defs, x, y, 18, i * 37, GREEN.leaf, GREEN.leaf), 22)}</g>`,
};
