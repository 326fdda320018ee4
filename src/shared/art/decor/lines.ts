/** Curves, mirrors, scatters and colour sets the decorations share, and the divider every motif uses. */
import type { MotifColours } from '../../motifs';
import { mix } from '../color';
import { themeColours } from '../emblem';
import { at, circle, n, path } from '../svg';
import type { ArtTheme } from '../theme';
import type { DecorContext } from './types';

export type Point = [number, number];

/** Points along a quadratic curve from a to b that sags by `sag` in the middle. */
export function swag(a: Point, b: Point, sag: number, count: number): Point[] {
  const c: Point = [(a[0] + b[0]) / 2, (a[1] + b[1]) / 2 + sag * 2];
  const points: Point[] = [];
  for (let i = 0; i <= count; i++) {
    const t = i / count;
    const u = 1 - t;
    points.push([u * u * a[0] + 2 * u * t * c[0] + t * t * b[0], u * u * a[1] + 2 * u * t * c[1] + t * t * b[1]]);
  }
  return points;
}

export function swagPath(a: Point, b: Point, sag: number): string {
  return `M${n(a[0])} ${n(a[1])}Q${n((a[0] + b[0]) / 2)} ${n((a[1] + b[1]) / 2 + sag * 2)} ${n(b[0])} ${n(b[1])}`;
}

export function mirror(flipX: number, flipY: number, x: number, y: number, body: string): string {
  return `<g transform="translate(${n(x)} ${n(y)}) scale(${flipX} ${flipY})">${body}</g>`;
}

/** line - ornament - line, used between text blocks whatever the motif. */
export function divider(ctx: DecorContext, cx: number, y: number, width: number): string {
  const { theme } = ctx;
  const half = width / 2;
  return (
    path(`M${n(cx - half)} ${n(y)}H${n(cx - 16)}M${n(cx + 16)} ${n(y)}H${n(cx + half)}`, {
      stroke: theme.accent,
      'stroke-width': 1.4,
      opacity: 0.9,
    }) +
    circle(cx - half, y, 2.2, { fill: theme.accent }) +
    circle(cx + half, y, 2.2, { fill: theme.accent }) +
    at(cx, y, path('M0 -8L8 0L0 8L-8 0Z', { fill: theme.accent }) + circle(0, 0, 2.6, { fill: theme.bg }))
  );
}

export function dotsScatter(
  ctx: DecorContext,
  width: number,
  height: number,
  draw: (x: number, y: number, i: number) => string,
  count: number,
): string {
  let out = '';
  for (let i = 0; i < count; i++) out += draw(ctx.rng.range(0, width), ctx.rng.range(0, height), i);
  return out;
}

export function festiveColours(theme: ArtTheme): string[] {
  return [
    theme.primary,
    theme.secondary,
    theme.accent,
    mix(theme.secondary, '#f59e0b', 0.5),
    mix(theme.primary, '#ec4899', 0.4),
  ];
}
/** Balloons in the party colours; `shift` picks another three of them. */
export function partyColours(theme: ArtTheme, shift = 0): MotifColours {
  const c = festiveColours(theme);
  return themeColours(theme, { primary: c[shift % 5], secondary: c[(shift + 1) % 5], accent: c[(shift + 2) % 5] });
}
