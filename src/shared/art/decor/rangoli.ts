/** The rangoli motif's decoration: crown, base, medallion, corners and scatter. */
import { circle } from '../svg';
import type { Decoration } from './types';
import { rangoliAt } from './place';
import { mirror, dotsScatter, festiveColours } from './lines';

export const rangoliDecor: Decoration = {
  crown: ({ theme, defs }, x, y, width) => {
    const colours = festiveColours(theme);
    let out = '';
    const count = 5;
    for (let i = 0; i < count; i++)
      out += rangoliAt(defs, x + ((i + 0.5) / count) * width, y, width * 0.085, [
        colours[i % 5],
        colours[(i + 1) % 5],
        colours[(i + 2) % 5],
        colours[(i + 3) % 5],
      ]);
    return out;
  },
  base: ({ theme, defs }, cx, y, width) => {
    const c = festiveColours(theme);
    const r = Math.min(width * 0.16, 90);
    return (
      rangoliAt(defs, cx, y, r, [c[0], c[1], c[2], c[3]]) +
      rangoliAt(defs, cx - r * 2.3, y + r * 0.3, r * 0.55, [c[2], c[3], c[4], c[0]]) +
      rangoliAt(defs, cx + r * 2.3, y + r * 0.3, r * 0.55, [c[3], c[4], c[0], c[1]])
    );
  },
  medallion: ({ theme, defs }, cx, cy, r) => {
    const c = festiveColours(theme);
    return rangoliAt(defs, cx, cy, r * 0.9, [c[0], c[1], c[2], c[3]]);
  },
  corner: ({ theme, defs }, x, y, size, fx, fy) => {
    const c = festiveColours(theme);
    return mirror(fx, fy, x, y, rangoliAt(defs, 0, 0, size * 0.7, [c[1], c[2], c[3], c[0]]));
  },
  scatter: (ctx, w, h) =>
    `<g opacity="0.14">${dotsScatter(ctx, w, h, (x, y) => circle(x, y, 2.5, { fill: ctx.theme.accent }), 90)}</g>`,
};
