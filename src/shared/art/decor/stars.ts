/** The stars motif's decoration: crown, base, medallion, corners and scatter. */
import { tint } from '../color';
import { emblem, themeColours } from '../emblem';
import { sparkle, star } from '../shapes';
import { around, at, circle } from '../svg';
import type { Decoration } from './types';
import { mirror, dotsScatter } from './lines';

export const starsDecor: Decoration = {
  crown: ({ theme, rng }, x, y, width) => {
    let out = '';
    const moon = theme.dark ? '#fde68a' : theme.accent;
    out += at(x + width * 0.82, y + 70, circle(0, 0, 34, { fill: moon }) + circle(14, -10, 30, { fill: theme.bg }));
    for (let i = 0; i < 18; i++) {
      const px = x + rng.range(0, width);
      const py = y + rng.range(10, 150);
      out += at(
        px,
        py,
        i % 3 ? sparkle(rng.range(4, 10), theme.accent) : star(rng.range(5, 9), theme.primary),
        rng.range(0, 40),
      );
    }
    return out;
  },
  base: ({ theme, defs }, cx, y, width) => {
    let out = emblem(defs, 'stars', themeColours(theme), { x: cx, y: y - 50, size: 60 });
    for (let i = -3; i <= 3; i++)
      if (i !== 0)
        out += at(
          cx + i * width * 0.13,
          y - 30 - (3 - Math.abs(i)) * 10,
          i % 2 ? sparkle(10, theme.accent) : star(12 - Math.abs(i), theme.primary),
        );
    return out;
  },
  medallion: ({ theme, defs }, cx, cy, r) => {
    let out = circle(cx, cy, r, {
      fill: theme.dark ? tint(theme.bg, 0.12) : tint(theme.accent, 0.82),
      stroke: theme.accent,
      'stroke-width': 2,
    });
    out += around(cx, cy, 12, (i) =>
      at(0, -r * 0.78, i % 2 ? sparkle(r * 0.07, theme.accent) : star(r * 0.08, theme.primary)),
    );
    return out + emblem(defs, 'stars', themeColours(theme), { x: cx, y: cy, size: r * 1.3 });
  },
  corner: ({ theme }, x, y, size, fx, fy) =>
    mirror(
      fx,
      fy,
      x,
      y,
      at(size * 0.3, size * 0.3, star(size * 0.22, theme.accent)) +
        at(size * 0.8, size * 0.2, sparkle(size * 0.12, theme.primary)) +
        at(size * 0.2, size * 0.8, sparkle(size * 0.1, theme.primary)),
    ),
  scatter: (ctx, w, h) =>
    `<g opacity="${ctx.theme.dark ? 0.6 : 0.3}">${dotsScatter(ctx, w, h, (x, y, i) => at(x, y, i % 4 ? circle(0, 0, 1.6, { fill: ctx.theme.accent }) : sparkle(5, ctx.theme.accent)), 60)}</g>`,
};
