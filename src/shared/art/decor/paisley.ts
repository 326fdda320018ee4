/** The paisley motif's decoration: crown, base, medallion, corners and scatter. */
import { tint } from '../color';
import { around, circle, n, path } from '../svg';
import type { Decoration } from './types';
import { paisleyAt, blossomAt } from './place';
import { mirror, dotsScatter } from './lines';

export const paisleyDecor: Decoration = {
  crown: ({ theme, defs }, x, y, width) => {
    const s = Math.min(26, width / 16);
    let out = path(`M${n(x)} ${n(y + s * 0.9)}H${n(x + width)}`, { stroke: theme.accent, 'stroke-width': 1.5 });
    const count = Math.floor(width / (s * 3));
    for (let i = 0; i < count; i++) {
      const px = x + (i + 0.5) * (width / count);
      out += paisleyAt(
        defs,
        px,
        y + s * 2.6,
        s,
        i % 2 ? 200 : 160,
        i % 2 ? theme.primary : theme.secondary,
        tint(theme.accent, 0.6),
        theme.accent,
      );
    }
    return out;
  },
  base: ({ theme, defs }, cx, y, width) => {
    const s = Math.min(30, width / 12);
    return (
      paisleyAt(defs, cx - s * 1.6, y - s * 1.8, s, -60, theme.primary, tint(theme.accent, 0.6), theme.accent) +
      mirror(
        -1,
        1,
        cx + s * 1.6,
        y - s * 1.8,
        paisleyAt(defs, 0, 0, s, -60, theme.primary, tint(theme.accent, 0.6), theme.accent),
      ) +
      blossomAt(defs, cx, y - s * 3.6, s * 0.6, 0, theme.secondary, theme.accent)
    );
  },
  medallion: ({ theme, defs }, cx, cy, r) =>
    circle(cx, cy, r, { fill: tint(theme.accent, 0.82), stroke: theme.accent, 'stroke-width': 2 }) +
    around(
      cx,
      cy,
      4,
      (i) =>
        paisleyAt(
          defs,
          r * 0.02,
          -r * 0.5,
          r * 0.22,
          -30,
          i % 2 ? theme.secondary : theme.primary,
          tint(theme.accent, 0.55),
          theme.accent,
        ),
      45,
    ) +
    blossomAt(defs, cx, cy, r * 0.2, 0, theme.primary, theme.accent),
  corner: ({ theme, defs }, x, y, size, fx, fy) =>
    mirror(
      fx,
      fy,
      x,
      y,
      paisleyAt(defs, size * 0.5, size * 0.55, size * 0.3, 135, theme.primary, tint(theme.accent, 0.6), theme.accent) +
        paisleyAt(
          defs,
          size * 1.05,
          size * 0.25,
          size * 0.18,
          100,
          theme.secondary,
          tint(theme.accent, 0.6),
          theme.accent,
        ) +
        paisleyAt(
          defs,
          size * 0.25,
          size * 1.05,
          size * 0.18,
          170,
          theme.secondary,
          tint(theme.accent, 0.6),
          theme.accent,
        ),
    ),
  scatter: (ctx, w, h) =>
    `<g opacity="0.07">${dotsScatter(ctx, w, h, (x, y, i) => paisleyAt(ctx.defs, x, y, 14, i * 47, ctx.theme.primary, ctx.theme.primary, ctx.theme.primary), 18)}</g>`,
};
