/** The marigold motif's decoration: crown, base, medallion, corners and scatter. */
import { tint } from '../color';
import type { Defs } from '../defs';
import { bell, GREEN, MARIGOLD } from '../shapes';
import { around, at, circle, n, path, petalPath } from '../svg';
import type { Decoration } from './types';
import { mg, leaf, blossomAt } from './place';
import { swag, swagPath, mirror, dotsScatter, type Point } from './lines';

function garland(defs: Defs, a: Point, b: Point, sag: number, r: number, flip = 0): string {
  const points = swag(a, b, sag, Math.max(3, Math.round(Math.hypot(b[0] - a[0], b[1] - a[1]) / (r * 1.55))));
  let leaves = '';
  let flowers = '';
  points.forEach(([x, y], i) => {
    if (i % 2 === 0)
      leaves +=
        leaf(defs, x, y, r * 1.5, 160 + i * 7, i % 4 ? GREEN.light : GREEN.leaf) +
        leaf(defs, x, y, r * 1.3, -150 - i * 5);
    flowers += mg(defs, x, y, r, (i + flip) % 2 ? MARIGOLD.orange : MARIGOLD.yellow);
  });
  return path(swagPath(a, b, sag), { stroke: GREEN.dark, 'stroke-width': 1.5, fill: 'none' }) + leaves + flowers;
}

function strand(defs: Defs, x: number, y: number, length: number, r: number, tassel: string): string {
  let out = path(`M${n(x)} ${n(y)}V${n(y + length)}`, { stroke: GREEN.dark, 'stroke-width': 1.2 });
  const count = Math.floor(length / (r * 1.7));
  for (let i = 0; i <= count; i++) out += mg(defs, x, y + i * r * 1.7, r, i % 2 ? MARIGOLD.yellow : MARIGOLD.orange);
  return out + at(x, y + length + r * 0.6, bell(r * 1.6, tassel));
}

export const marigoldDecor: Decoration = {
  crown: ({ theme, defs }, x, y, width) => {
    const r = Math.max(9, width * 0.022);
    const swags = 3;
    const step = width / swags;
    let out = '';
    for (let i = 0; i < swags; i++)
      out += garland(defs, [x + i * step, y + r], [x + (i + 1) * step, y + r], r * 2.6, r, i);
    out +=
      strand(defs, x + r * 1.2, y + r, width * 0.28, r * 0.85, theme.accent) +
      strand(defs, x + width - r * 1.2, y + r, width * 0.28, r * 0.85, theme.accent);
    for (let i = 1; i < swags; i++) out += strand(defs, x + i * step, y + r, width * 0.1, r * 0.8, theme.accent);
    return out;
  },
  base: ({ defs }, cx, y, width) => {
    const r = Math.max(8, width * 0.02);
    return garland(defs, [cx - width * 0.42, y - r * 3], [cx + width * 0.42, y - r * 3], -r * 1.2, r);
  },
  medallion: ({ theme, defs }, cx, cy, r) => {
    let ring = circle(cx, cy, r * 0.72, { fill: tint(theme.accent, 0.82), stroke: theme.accent, 'stroke-width': 2 });
    ring += around(cx, cy, 10, (i) => leaf(defs, 0, -r * 0.85, r * 0.32, 90, i % 2 ? GREEN.light : GREEN.leaf));
    ring += around(cx, cy, 18, (i) => mg(defs, 0, -r * 0.86, r * 0.12, i % 2 ? MARIGOLD.yellow : MARIGOLD.orange));
    return (
      ring +
      at(
        cx,
        cy,
        path(petalPath(r * 0.2, r * 0.5), { fill: theme.primary }) +
          at(0, 0, path(petalPath(r * 0.2, r * 0.5), { fill: theme.primary }), 180) +
          at(0, 0, path(petalPath(r * 0.2, r * 0.5), { fill: theme.secondary }), 90) +
          at(0, 0, path(petalPath(r * 0.2, r * 0.5), { fill: theme.secondary }), 270),
      ) +
      mg(defs, cx, cy, r * 0.18)
    );
  },
  corner: ({ defs }, x, y, size, fx, fy) =>
    mirror(
      fx,
      fy,
      x,
      y,
      garland(defs, [0, size * 0.2], [size * 1.6, size * 0.2], size * 0.35, size * 0.14) +
        strand(defs, size * 0.05, size * 0.2, size * 0.9, size * 0.12, MARIGOLD.deep),
    ),
  scatter: (ctx, w, h) =>
    `<g opacity="0.12">${dotsScatter(ctx, w, h, (x, y) => blossomAt(ctx.defs, x, y, 7, ctx.rng.range(0, 72), MARIGOLD.orange, MARIGOLD.yellow), 26)}</g>`,
};
