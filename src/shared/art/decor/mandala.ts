/** The mandala motif's decoration: crown, base, medallion, corners and scatter. */
import { tint } from '../color';
import { themeColours } from '../emblem';
import { around, circle } from '../svg';
import type { Decoration } from './types';
import { mandalaAt } from './place';
import { mirror } from './lines';

export const mandalaDecor: Decoration = {
  crown: ({ theme, defs }, x, y, width) => {
    const r = Math.min(width * 0.22, 120);
    const colours = themeColours(theme);
    return (
      `<g opacity="0.95">${mandalaAt(defs, x + width / 2, y, r, colours)}</g>` +
      mandalaAt(defs, x, y, r * 0.55, colours) +
      mandalaAt(defs, x + width, y, r * 0.55, colours)
    );
  },
  base: ({ theme, defs }, cx, y, width) => {
    const colours = themeColours(theme);
    const r = Math.min(width * 0.13, 70);
    return (
      mandalaAt(defs, cx, y, r, colours) +
      mandalaAt(defs, cx - width * 0.34, y + r * 0.2, r * 0.6, colours) +
      mandalaAt(defs, cx + width * 0.34, y + r * 0.2, r * 0.6, colours)
    );
  },
  medallion: ({ theme, defs }, cx, cy, r) => {
    // The motif's background-coloured petals read as gaps, as they do on the site: here they show the disc.
    const ground = tint(theme.accent, 0.82);
    return (
      circle(cx, cy, r, { fill: ground, stroke: theme.accent, 'stroke-width': 2 }) +
      around(cx, cy, 32, () => circle(0, -r * 0.94, r * 0.025, { fill: theme.accent })) +
      mandalaAt(defs, cx, cy, r * 0.86, themeColours(theme, { background: ground }))
    );
  },
  corner: ({ theme, defs }, x, y, size, fx, fy) =>
    mirror(fx, fy, x, y, mandalaAt(defs, 0, 0, size * 0.75, themeColours(theme))),
  scatter: ({ theme, defs }, w, h) => {
    const { primary } = theme;
    const faint = { primary, secondary: primary, accent: primary, background: primary, text: primary };
    return `<g opacity="0.08">${mandalaAt(defs, w * 0.85, h * 0.55, w * 0.5, faint)}</g>`;
  },
};
