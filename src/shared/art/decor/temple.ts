/** The temple motif's decoration: crown, base, medallion, corners and scatter. */
import { mix, tint } from '../color';
import { bell } from '../shapes';
import { at, circle, n, path, rect } from '../svg';
import type { Decoration } from './types';
import { templeAt } from './place';
import { mirror, dotsScatter } from './lines';

export const templeDecor: Decoration = {
  crown: ({ theme }, x, y, width) => {
    // A scalloped temple arch (torana) over the page, with bells.
    const archH = Math.min(140, width * 0.26);
    const scallops = 9;
    let d = `M${n(x)} ${n(y)}H${n(x + width)}V${n(y + archH)}`;
    for (let i = scallops; i > 0; i--) {
      const x1 = x + ((i - 1) / scallops) * width;
      const dip = archH * (0.45 + 0.55 * Math.sin((Math.PI * (i - 0.5)) / scallops)) * 0.6;
      d += `Q${n(x1 + width / scallops / 2)} ${n(y + archH - dip - 18)} ${n(x1)} ${n(y + archH - (i === 1 ? 0 : dip * 0.6))}`;
    }
    let out = path(`${d}Z`, { fill: theme.primary });
    out += rect(x, y, width, 10, { fill: theme.accent });
    for (let i = 0; i <= 6; i++) out += at(x + (i / 6) * width, y + archH * 0.5, bell(14, theme.accent));
    return out;
  },
  base: ({ theme, defs }, cx, y, width) => {
    const h = Math.min(width * 0.34, 180);
    const body = mix(theme.primary, theme.secondary, 0.3);
    return (
      templeAt(defs, theme, tint(body, 0.25), cx - h * 0.62, y, h * 0.62) +
      templeAt(defs, theme, tint(body, 0.25), cx + h * 0.62, y, h * 0.62) +
      templeAt(defs, theme, body, cx, y, h)
    );
  },
  medallion: ({ theme, defs }, cx, cy, r) =>
    circle(cx, cy, r, { fill: tint(theme.accent, 0.8), stroke: theme.accent, 'stroke-width': 2 }) +
    templeAt(defs, theme, theme.primary, cx, cy + r * 0.7, r * 1.35),
  corner: ({ theme }, x, y, size, fx, fy) =>
    mirror(
      fx,
      fy,
      x,
      y,
      path(`M0 0H${n(size)}Q${n(size * 0.2)} ${n(size * 0.2)} 0 ${n(size)}Z`, { fill: theme.primary }) +
        at(size * 0.5, size * 0.15, bell(size * 0.25, theme.accent)),
    ),
  scatter: (ctx, w, h) =>
    `<g opacity="0.12">${dotsScatter(ctx, w, h, (x, y, i) => at(x, y, bell(8, ctx.theme.accent), i * 0), 16)}</g>`,
};
