/** The lotus motif's decoration: crown, base, medallion, corners and scatter. */
import { mix, tint } from '../color';
import { GREEN } from '../shapes';
import { around, circle, ellipse, n, path } from '../svg';
import type { Decoration } from './types';
import { lotusAt } from './place';
import { mirror, dotsScatter } from './lines';

export const lotusDecor: Decoration = {
  crown: ({ theme, defs }, x, y, width) => {
    let out = '';
    const count = 7;
    for (let i = 0; i < count; i++) {
      const px = x + ((i + 0.5) / count) * width;
      out += lotusAt(
        defs,
        px,
        y + 8,
        width * 0.045,
        180,
        i % 2 ? theme.secondary : theme.primary,
        tint(theme.primary, 0.6),
      );
    }
    return path(`M${n(x)} ${n(y + 8)}H${n(x + width)}`, { stroke: theme.accent, 'stroke-width': 2 }) + out;
  },
  base: ({ theme, defs }, cx, y, width) => {
    const s = Math.min(width * 0.16, 90);
    const water = theme.dark ? tint(theme.bg, 0.2) : mix(theme.bg, '#5fa8b8', 0.25);
    return (
      ellipse(cx, y - s * 0.05, width * 0.42, s * 0.16, { fill: water }) +
      ellipse(cx - s * 1.5, y - s * 0.08, s * 0.45, s * 0.1, { fill: GREEN.light }) +
      ellipse(cx + s * 1.6, y - s * 0.06, s * 0.4, s * 0.09, { fill: GREEN.leaf }) +
      lotusAt(defs, cx - s * 0.95, y - s * 0.12, s * 0.5, 0, tint(theme.primary, 0.2), theme.accent) +
      lotusAt(defs, cx + s * 0.95, y - s * 0.12, s * 0.5, 0, tint(theme.primary, 0.2), theme.accent) +
      lotusAt(defs, cx, y - s * 0.12, s, 0, theme.primary, theme.accent)
    );
  },
  medallion: ({ theme, defs }, cx, cy, r) =>
    circle(cx, cy, r, { fill: tint(theme.accent, 0.8), stroke: theme.accent, 'stroke-width': 2 }) +
    around(cx, cy, 24, () => circle(0, -r * 0.9, r * 0.03, { fill: theme.accent })) +
    lotusAt(defs, cx, cy + r * 0.45, r * 0.85, 0, theme.primary, theme.accent),
  corner: ({ theme, defs }, x, y, size, fx, fy) =>
    mirror(fx, fy, x, y, lotusAt(defs, size * 0.45, size * 0.45, size * 0.55, 135, theme.primary, theme.accent)),
  scatter: (ctx, w, h) =>
    `<g opacity="0.08">${dotsScatter(ctx, w, h, (x, y) => lotusAt(ctx.defs, x, y, 18, 0, ctx.theme.primary, ctx.theme.primary), 14)}</g>`,
};
