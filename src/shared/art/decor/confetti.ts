/** The confetti motif's decoration: crown, base, medallion, corners and scatter. */
import { tint } from '../color';
import { emblem } from '../emblem';
import type { Random } from '../random';
import { at, circle, n, path, rect } from '../svg';
import type { Decoration } from './types';
import { mirror, dotsScatter, festiveColours, partyColours } from './lines';

function confettiPiece(rng: Random, colour: string): string {
  const kind = rng();
  if (kind < 0.4) return rect(-5, -2.5, 10, 5, { fill: colour, rx: 1 });
  if (kind < 0.7) return circle(0, 0, 3.5, { fill: colour });
  return path('M-8 0q4-6 8 0t8 0', { stroke: colour, 'stroke-width': 2.5, fill: 'none', 'stroke-linecap': 'round' });
}

export const confettiDecor: Decoration = {
  crown: ({ theme, rng }, x, y, width) => {
    const colours = festiveColours(theme);
    let out = '';
    // Streamers curling down from the top edge.
    for (let i = 0; i < 6; i++) {
      const sx = x + (i + 0.5) * (width / 6);
      const len = rng.range(70, 140);
      out += path(
        `M${n(sx)} ${n(y)}c-14 ${n(len * 0.25)} 14 ${n(len * 0.5)} 0 ${n(len * 0.75)}s14 ${n(len * 0.25)} 0 ${n(len * 0.4)}`,
        { stroke: colours[i % colours.length], 'stroke-width': 4, fill: 'none', 'stroke-linecap': 'round' },
      );
    }
    for (let i = 0; i < 40; i++)
      out += at(
        x + rng.range(0, width),
        y + rng.range(0, 170),
        confettiPiece(rng, colours[i % colours.length]),
        rng.range(0, 180),
      );
    return out;
  },
  base: ({ theme, defs, rng }, cx, y, width) => {
    const colours = festiveColours(theme);
    let out = emblem(defs, 'confetti', partyColours(theme), { x: cx, y, size: 90, anchor: [50, 92] });
    for (let i = 0; i < 26; i++)
      out += at(
        cx + rng.range(-width / 2, width / 2),
        y - rng.range(0, 80),
        confettiPiece(rng, colours[i % colours.length]),
        rng.range(0, 180),
      );
    return out;
  },
  medallion: ({ theme, defs }, cx, cy, r) => {
    const c = festiveColours(theme);
    let out = circle(cx, cy, r * 0.6, { fill: tint(theme.accent, 0.82) });
    for (let i = 0; i < 24; i++)
      out += at(
        cx,
        cy,
        rect(-r * 0.025, -r * 0.98, r * 0.05, r * 0.26, { rx: r * 0.02, fill: c[i % c.length] }),
        i * 15,
      );
    return out + emblem(defs, 'confetti', partyColours(theme), { x: cx, y: cy, size: r * 1.05 });
  },
  corner: ({ theme, rng }, x, y, size, fx, fy) => {
    const c = festiveColours(theme);
    let out = '';
    for (let i = 0; i < 10; i++)
      out += at(
        rng.range(0, size * 1.2),
        rng.range(0, size * 1.2),
        confettiPiece(rng, c[i % c.length]),
        rng.range(0, 180),
      );
    return mirror(fx, fy, x, y, out);
  },
  scatter: (ctx, w, h) => {
    const c = festiveColours(ctx.theme);
    return `<g opacity="0.35">${dotsScatter(ctx, w, h, (x, y, i) => at(x, y, confettiPiece(ctx.rng, c[i % c.length]), ctx.rng.range(0, 180), 0.8), 40)}</g>`;
  },
};
