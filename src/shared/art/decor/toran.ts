/** The toran motif's decoration: crown, base, medallion, corners and scatter. */
import { shade, tint } from '../color';
import { emblem, themeColours } from '../emblem';
import { bell, GREEN, MARIGOLD } from '../shapes';
import { around, at, circle, n, path, rect } from '../svg';
import type { ArtTheme } from '../theme';
import type { Decoration } from './types';
import { mg, leaf, blossomAt } from './place';
import { mirror, dotsScatter } from './lines';

function toranBand(theme: ArtTheme, x: number, y: number, width: number): string {
  const h = 16;
  let out = rect(x, y, width, h, { fill: theme.primary });
  const tri = 16;
  let zig = '';
  for (let px = x; px < x + width; px += tri)
    zig += `M${n(px)} ${n(y + h)}l${n(tri / 2)} ${n(-h * 0.6)}l${n(tri / 2)} ${n(h * 0.6)}`;
  out += path(zig, { fill: theme.accent });
  out += rect(x, y, width, 3, { fill: shade(theme.primary, 0.3) });
  return out;
}

export const toranDecor: Decoration = {
  crown: ({ theme, defs }, x, y, width) => {
    let leaves = '';
    const step = 22;
    for (let px = x + step / 2, i = 0; px < x + width; px += step, i++) {
      leaves += leaf(defs, px, y + 14, i % 2 ? 46 : 58, 180, i % 2 ? GREEN.light : GREEN.leaf);
      if (i % 3 === 1) leaves += mg(defs, px, y + 22, 7, i % 2 ? MARIGOLD.orange : MARIGOLD.yellow);
    }
    return (
      leaves +
      toranBand(theme, x, y, width) +
      at(x + 18, y + 16, bell(22, theme.accent)) +
      at(x + width - 18, y + 16, bell(22, theme.accent))
    );
  },
  base: ({ theme, defs }, cx, y, width) => {
    let out = path(`M${n(cx - width / 2)} ${n(y - 20)}H${n(cx + width / 2)}`, {
      stroke: theme.accent,
      'stroke-width': 2,
    });
    for (let i = -4; i <= 4; i++)
      if (Math.abs(i) > 1)
        out += blossomAt(
          defs,
          cx + i * (width / 9),
          y - 20,
          7,
          0,
          i % 2 ? theme.primary : theme.secondary,
          theme.accent,
        );
    // A small toran hangs from the middle of the line.
    return out + emblem(defs, 'toran', themeColours(theme), { x: cx, y: y - 20, size: width / 4.5, anchor: [50, 30] });
  },
  medallion: ({ theme, defs }, cx, cy, r) =>
    circle(cx, cy, r, { fill: tint(theme.accent, 0.82), stroke: theme.accent, 'stroke-width': 2 }) +
    around(cx, cy, 14, (i) => leaf(defs, 0, -r * 0.62, r * 0.34, 180, i % 2 ? GREEN.light : GREEN.leaf)) +
    around(cx, cy, 14, (i) => mg(defs, 0, -r * 0.66, r * 0.09, i % 2 ? MARIGOLD.orange : MARIGOLD.yellow), 12.9) +
    emblem(defs, 'toran', themeColours(theme), { x: cx, y: cy, size: r * 1.05 }),
  corner: ({ theme, defs }, x, y, size, fx, fy) =>
    mirror(
      fx,
      fy,
      x,
      y,
      at(size * 0.2, 0, bell(size * 0.5, theme.accent)) +
        leaf(defs, size * 0.7, 0, size * 0.7, 180, GREEN.leaf) +
        leaf(defs, size * 1.0, 0, size * 0.55, 180, GREEN.light),
    ),
  scatter: (ctx, w, h) =>
    `<g opacity="0.1">${dotsScatter(ctx, w, h, (x, y, i) => leaf(ctx.defs, x, y, 14, i * 41, GREEN.leaf, GREEN.leaf), 20)}</g>`,
};
