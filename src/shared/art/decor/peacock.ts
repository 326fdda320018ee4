/** The peacock motif's decoration: crown, base, medallion, corners and scatter. */
import { tint } from '../color';
import { at, circle, ellipse, path, petalPath } from '../svg';
import type { Decoration } from './types';
import { featherAt } from './place';
import { mirror, dotsScatter } from './lines';

export const peacockDecor: Decoration = {
  crown: ({ defs }, x, y, width) => {
    const l = Math.min(width * 0.34, 190);
    let out = '';
    for (let i = 0; i < 5; i++) out += featherAt(defs, x - 10, y - 10, l * (1 - i * 0.06), 100 + i * 16);
    for (let i = 0; i < 5; i++) out += featherAt(defs, x + width + 10, y - 10, l * (1 - i * 0.06), -100 - i * 16);
    return out;
  },
  base: ({ defs, theme }, cx, y, width) => {
    const l = Math.min(width * 0.28, 140);
    let out = '';
    for (let i = -3; i <= 3; i++) out += featherAt(defs, cx, y, l * (1 - Math.abs(i) * 0.06), i * 22);
    return out + ellipse(cx, y, l * 0.16, l * 0.06, { fill: theme.accent });
  },
  medallion: ({ defs, theme }, cx, cy, r) => {
    let out = circle(cx, cy, r, { fill: tint(theme.accent, 0.82), stroke: theme.accent, 'stroke-width': 2 });
    for (let i = -4; i <= 4; i++) out += featherAt(defs, cx, cy + r * 0.55, r * 1.25, i * 19);
    return (
      out +
      at(
        cx,
        cy + r * 0.55,
        path(petalPath(r * 0.12, r * 0.5), { fill: '#1d4e89' }) + circle(0, -r * 0.5, r * 0.09, { fill: '#1d4e89' }),
      )
    );
  },
  corner: ({ defs }, x, y, size, fx, fy) => {
    let fan = '';
    for (let i = 0; i < 4; i++) fan += featherAt(defs, 0, 0, size * (1.25 - i * 0.08), 95 + i * 22);
    return mirror(fx, fy, x, y, fan);
  },
  scatter: (ctx, w, h) =>
    `<g opacity="0.07">${dotsScatter(ctx, w, h, (x, y) => ellipse(x, y, 6, 8, { fill: '#1769aa' }), 20)}</g>`,
};
