/** The diya motif's decoration: crown, base, medallion, corners and scatter. */
import { shade, tint } from '../color';
import { sparkle } from '../shapes';
import { at, circle, n, path } from '../svg';
import type { Decoration } from './types';
import { diyaAt } from './place';
import { swag, swagPath, mirror, dotsScatter } from './lines';

export const diyaDecor: Decoration = {
  crown: ({ theme, defs }, x, y, width) => {
    // Strings of lights hanging in swags, the way homes are lit for festivals.
    let out = '';
    const halo = defs.radial([
      { offset: 0, colour: '#fde68a', opacity: 0.9 },
      { offset: 1, colour: '#fde68a', opacity: 0 },
    ]);
    for (const [a, b, sag] of [
      [0, 0.5, 40],
      [0.5, 1, 40],
      [0, 1, 90],
    ] as const) {
      const points = swag([x + width * a, y + 6], [x + width * b, y + 6], sag, 14);
      out += path(swagPath([x + width * a, y + 6], [x + width * b, y + 6], sag), {
        stroke: shade(theme.accent, 0.3),
        'stroke-width': 1.2,
        fill: 'none',
      });
      points.forEach(([px, py], i) => {
        out +=
          circle(px, py + 5, 9, { fill: halo }) +
          circle(px, py + 5, 3.2, { fill: i % 3 === 0 ? '#fde047' : i % 3 === 1 ? '#fb923c' : '#fef3c7' });
      });
    }
    return out;
  },
  base: ({ theme, defs }, cx, y, width) => {
    const count = 5;
    const s = Math.min(width / 7, 70);
    let out = path(`M${n(cx - width * 0.45)} ${n(y + s * 0.28)}H${n(cx + width * 0.45)}`, {
      stroke: theme.accent,
      'stroke-width': 1.5,
      opacity: 0.6,
    });
    for (let i = 0; i < count; i++) {
      const px = cx + (i - (count - 1) / 2) * ((width * 0.84) / count);
      const size = s * (i === 2 ? 1.15 : i % 2 ? 0.9 : 0.8);
      out += diyaAt(defs, theme, px, y, size);
    }
    return out;
  },
  medallion: ({ theme, defs }, cx, cy, r) => {
    let rays = '';
    for (let i = 0; i < 16; i++)
      rays += at(
        cx,
        cy,
        path(`M0 ${n(-r * 0.55)}V${n(-r * 0.92)}`, {
          stroke: theme.accent,
          'stroke-width': 2,
          'stroke-linecap': 'round',
          opacity: 0.7,
        }),
        i * 22.5,
      );
    return (
      circle(cx, cy, r, { fill: tint(theme.accent, 0.85) }) + rays + diyaAt(defs, theme, cx, cy + r * 0.25, r * 0.75)
    );
  },
  corner: ({ theme, defs }, x, y, size, fx, fy) =>
    mirror(
      fx,
      fy,
      x,
      y,
      diyaAt(defs, theme, size * 0.45, size * 0.6, size * 0.5) +
        at(size * 0.1, size * 0.1, sparkle(size * 0.12, theme.accent)),
    ),
  scatter: (ctx, w, h) =>
    `<g opacity="0.35">${dotsScatter(ctx, w, h, (x, y, i) => at(x, y, sparkle(3 + (i % 3) * 2, ctx.theme.accent)), 24)}</g>`,
};
