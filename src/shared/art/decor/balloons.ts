/** The balloons motif's decoration: crown, base, medallion, corners and scatter. */
import { themeColours } from '../emblem';
import { n, path } from '../svg';
import type { Decoration } from './types';
import { balloonsAt } from './place';
import { swag, swagPath, mirror, festiveColours, partyColours } from './lines';
import { confettiDecor } from './confetti';

export const balloonsDecor: Decoration = {
  crown: ({ theme, defs }, x, y, width) => {
    const colours = festiveColours(theme);
    // A bunting across the top.
    const points = swag([x, y + 8], [x + width, y + 8], 26, 12);
    let bunting = path(swagPath([x, y + 8], [x + width, y + 8], 26), {
      stroke: theme.text,
      'stroke-width': 1,
      fill: 'none',
      opacity: 0.5,
    });
    points.slice(0, -1).forEach(([px, py], i) => {
      bunting += path(
        `M${n(px)} ${n(py)}L${n(points[i + 1][0])} ${n(points[i + 1][1])}L${n((px + points[i + 1][0]) / 2)} ${n((py + points[i + 1][1]) / 2 + 26)}Z`,
        { fill: colours[i % colours.length] },
      );
    });
    return (
      bunting +
      balloonsAt(defs, partyColours(theme), x + 70, y + 200, 150, -6) +
      balloonsAt(defs, partyColours(theme, 2), x + width - 70, y + 200, 150, 6)
    );
  },
  base: ({ theme, defs }, cx, y, width) => {
    const size = Math.min(width * 0.3, 160);
    return (
      balloonsAt(defs, partyColours(theme, 3), cx - width * 0.26, y - 6, size * 0.75, -8) +
      balloonsAt(defs, partyColours(theme, 1), cx + width * 0.26, y - 6, size * 0.75, 8) +
      balloonsAt(defs, partyColours(theme), cx, y, size)
    );
  },
  medallion: ({ theme, defs }, cx, cy, r) => balloonsAt(defs, partyColours(theme), cx, cy + r * 0.95, r * 1.9),
  corner: ({ theme, defs }, x, y, size, fx, fy) =>
    mirror(fx, fy, x, y, balloonsAt(defs, themeColours(theme), size * 0.7, size * 1.5, size * 1.1, -10)),
  scatter: (ctx, w, h) => confettiDecor.scatter(ctx, w, h),
};
