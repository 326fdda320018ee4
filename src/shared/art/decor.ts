/**
 * Each motif decorates a canvas in the same few places: a crown along the top, a base along the bottom, a
 * medallion as a centrepiece and ornaments for corners. Layouts decide which places they use.
 */
import type { Motif } from '../catalogue';
import type { MotifColours } from '../motifs';
import { mix, shade, tint } from './color';
import type { Defs } from './defs';
import { emblem, themeColours } from './emblem';
import type { Random } from './random';
import { bell, blossom, GREEN, mangoLeaf, MARIGOLD, PEACOCK, sparkle, star } from './shapes';
import { around, at, circle, ellipse, n, path, petalPath, rect } from './svg';
import type { ArtTheme } from './theme';

export interface DecorContext {
  theme: ArtTheme;
  defs: Defs;
  rng: Random;
}

export interface Decoration {
  /** Along the top edge of a band [x, x + width] starting at y. */
  crown(ctx: DecorContext, x: number, y: number, width: number): string;
  /** Along the bottom edge, centred on cx, resting on y. */
  base(ctx: DecorContext, cx: number, y: number, width: number): string;
  /** A centrepiece of radius r. */
  medallion(ctx: DecorContext, cx: number, cy: number, r: number): string;
  /** A corner ornament at (x, y) of the given size; flip mirrors it for the other corners. */
  corner(ctx: DecorContext, x: number, y: number, size: number, flipX: 1 | -1, flipY: 1 | -1): string;
  /** A faint background texture over the box. */
  scatter(ctx: DecorContext, width: number, height: number): string;
}

/*
 * The motifs themselves come from the shared motif library (see emblem.ts); these place them at the sizes the
 * compositions below were laid out for: a flower by its radius, a pot or a tower standing on a point.
 */

/** A marigold of the garlands, in a flower's own colours whatever the palette; r is its radius. */
function mg(defs: Defs, x: number, y: number, r: number, colour: string = MARIGOLD.orange): string {
  const colours = { primary: shade(colour, 0.35), secondary: colour, accent: mix(colour, MARIGOLD.deep, 0.4) };
  return emblem(defs, 'marigold', { ...colours, background: colour, text: colour }, { x, y, size: r * 2.4 });
}

function leaf(
  defs: Defs,
  x: number,
  y: number,
  length: number,
  rotate: number,
  fill: string = GREEN.leaf,
  vein: string = GREEN.dark,
): string {
  return defs.use(`lf${fill}${vein}`, () => mangoLeaf(50, fill, vein), x, y, length / 50, rotate);
}

/** A mandala of radius r (its outer petal tips). */
function mandalaAt(defs: Defs, cx: number, cy: number, r: number, colours: MotifColours): string {
  return emblem(defs, 'mandala', colours, { x: cx, y: cy, size: r * 2.15 });
}

/** A paisley held at its belly, about 3 x size tall. */
function paisleyAt(
  defs: Defs,
  x: number,
  y: number,
  size: number,
  rotate: number,
  fill: string,
  inner: string,
  line: string,
): string {
  const colours = { primary: fill, secondary: line, accent: line, background: inner, text: line };
  return emblem(defs, 'paisley', colours, { x, y, size: size * 3.4, rotate, anchor: [50, 62] });
}

function blossomAt(defs: Defs, x: number, y: number, r: number, rotate: number, petal: string, centre: string): string {
  return defs.use(`bl${petal}${centre}`, () => blossom(10, petal, centre), x, y, r / 10, rotate);
}

/** A rangoli of radius r in four colours. */
export function rangoliAt(defs: Defs, cx: number, cy: number, r: number, colours: string[]): string {
  const [a, b, c, d] = colours;
  const paint = { primary: a, secondary: b, accent: c, background: tint(d, 0.6), text: d };
  return emblem(defs, 'rangoli', paint, { x: cx, y: cy, size: r * 2.1 });
}

/** A peacock feather of the given length, in a peacock's own colours, growing from (x, y). */
function featherAt(defs: Defs, x: number, y: number, length: number, rotate: number): string {
  return emblem(defs, 'peacock', PEACOCK, { x, y, size: length * 1.1, rotate, anchor: [50, 98] });
}

/** A lotus `size` tall, standing on (x, y). */
function lotusAt(defs: Defs, x: number, y: number, size: number, rotate: number, petal: string, line: string): string {
  const colours = { primary: petal, secondary: tint(petal, 0.35), accent: line, background: tint(petal, 0.7) };
  return emblem(defs, 'lotus', { ...colours, text: line }, { x, y, size: size * 1.25, rotate, anchor: [50, 90] });
}

/** A clay diya whose bowl is about 1.2 x size wide, its rim centred on (x, y). */
function diyaAt(defs: Defs, theme: ArtTheme, x: number, y: number, size: number): string {
  const body = mix(theme.secondary, '#b45309', 0.45);
  const colours = themeColours(theme, { primary: body, secondary: shade(body, 0.3) });
  return emblem(defs, 'diya', colours, { x, y, size: size * 1.65, anchor: [50, 62] });
}

/** A kalash about 1.3 x size tall, standing on (x, y). */
export function kalashAt(defs: Defs, theme: ArtTheme, x: number, y: number, size: number): string {
  return emblem(defs, 'kalash', themeColours(theme), { x, y, size: size * 1.4, anchor: [50, 94] });
}

/** A temple tower `height` tall in the given body colour, standing on (x, y). */
export function templeAt(defs: Defs, theme: ArtTheme, body: string, x: number, y: number, height: number): string {
  const colours = themeColours(theme, { primary: body, secondary: tint(body, 0.25), text: shade(body, 0.45) });
  return emblem(defs, 'temple', colours, { x, y, size: height * 1.16, anchor: [50, 94] });
}

/** A bunch of balloons `size` across, their strings gathered at (x, y). */
function balloonsAt(defs: Defs, colours: MotifColours, x: number, y: number, size: number, rotate = 0): string {
  return emblem(defs, 'balloons', colours, { x, y, size, rotate, anchor: [50, 96] });
}

type Point = [number, number];

/** Points along a quadratic curve from a to b that sags by `sag` in the middle. */
function swag(a: Point, b: Point, sag: number, count: number): Point[] {
  const c: Point = [(a[0] + b[0]) / 2, (a[1] + b[1]) / 2 + sag * 2];
  const points: Point[] = [];
  for (let i = 0; i <= count; i++) {
    const t = i / count;
    const u = 1 - t;
    points.push([u * u * a[0] + 2 * u * t * c[0] + t * t * b[0], u * u * a[1] + 2 * u * t * c[1] + t * t * b[1]]);
  }
  return points;
}

function swagPath(a: Point, b: Point, sag: number): string {
  return `M${n(a[0])} ${n(a[1])}Q${n((a[0] + b[0]) / 2)} ${n((a[1] + b[1]) / 2 + sag * 2)} ${n(b[0])} ${n(b[1])}`;
}

function mirror(flipX: number, flipY: number, x: number, y: number, body: string): string {
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

function dotsScatter(
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

function festiveColours(theme: ArtTheme): string[] {
  return [
    theme.primary,
    theme.secondary,
    theme.accent,
    mix(theme.secondary, '#f59e0b', 0.5),
    mix(theme.primary, '#ec4899', 0.4),
  ];
}

const mandalaDecor: Decoration = {
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

function garland(defs: Defs, a: Point, b: Point, sag: number, r: number, flip = 0): string {
  const points = swag(a, b, sag, Math.max(3, Math.round(Math.hypot(b[0] - a[0], b[1] - a[1]) / (r * 1.55))));
  let leaves = '';
  let flowers = '';
  points.forEach(([x, y], i) => {
    if (i % 2 === 0)
      leaves +=
        leaf(defs, x, y, r * 1.5, 160 + i * 7, i % 4 ? GREEN.light : GREEN.leaf) +
        leaf(defs, x, y, r * 1.3, -150 - i * 5);
    flowers += mg(defs, x, y, r, (i + flip) % 2 ? MARIGOLD.orange : MARIGOLD.yellow);
  });
  return path(swagPath(a, b, sag), { stroke: GREEN.dark, 'stroke-width': 1.5, fill: 'none' }) + leaves + flowers;
}

function strand(defs: Defs, x: number, y: number, length: number, r: number, tassel: string): string {
  let out = path(`M${n(x)} ${n(y)}V${n(y + length)}`, { stroke: GREEN.dark, 'stroke-width': 1.2 });
  const count = Math.floor(length / (r * 1.7));
  for (let i = 0; i <= count; i++) out += mg(defs, x, y + i * r * 1.7, r, i % 2 ? MARIGOLD.yellow : MARIGOLD.orange);
  return out + at(x, y + length + r * 0.6, bell(r * 1.6, tassel));
}

const marigoldDecor: Decoration = {
  crown: ({ theme, defs }, x, y, width) => {
    const r = Math.max(9, width * 0.022);
    const swags = 3;
    const step = width / swags;
    let out = '';
    for (let i = 0; i < swags; i++)
      out += garland(defs, [x + i * step, y + r], [x + (i + 1) * step, y + r], r * 2.6, r, i);
    out +=
      strand(defs, x + r * 1.2, y + r, width * 0.28, r * 0.85, theme.accent) +
      strand(defs, x + width - r * 1.2, y + r, width * 0.28, r * 0.85, theme.accent);
    for (let i = 1; i < swags; i++) out += strand(defs, x + i * step, y + r, width * 0.1, r * 0.8, theme.accent);
    return out;
  },
  base: ({ defs }, cx, y, width) => {
    const r = Math.max(8, width * 0.02);
    return garland(defs, [cx - width * 0.42, y - r * 3], [cx + width * 0.42, y - r * 3], -r * 1.2, r);
  },
  medallion: ({ theme, defs }, cx, cy, r) => {
    let ring = circle(cx, cy, r * 0.72, { fill: tint(theme.accent, 0.82), stroke: theme.accent, 'stroke-width': 2 });
    ring += around(cx, cy, 10, (i) => leaf(defs, 0, -r * 0.85, r * 0.32, 90, i % 2 ? GREEN.light : GREEN.leaf));
    ring += around(cx, cy, 18, (i) => mg(defs, 0, -r * 0.86, r * 0.12, i % 2 ? MARIGOLD.yellow : MARIGOLD.orange));
    return (
      ring +
      at(
        cx,
        cy,
        path(petalPath(r * 0.2, r * 0.5), { fill: theme.primary }) +
          at(0, 0, path(petalPath(r * 0.2, r * 0.5), { fill: theme.primary }), 180) +
          at(0, 0, path(petalPath(r * 0.2, r * 0.5), { fill: theme.secondary }), 90) +
          at(0, 0, path(petalPath(r * 0.2, r * 0.5), { fill: theme.secondary }), 270),
      ) +
      mg(defs, cx, cy, r * 0.18)
    );
  },
  corner: ({ defs }, x, y, size, fx, fy) =>
    mirror(
      fx,
      fy,
      x,
      y,
      garland(defs, [0, size * 0.2], [size * 1.6, size * 0.2], size * 0.35, size * 0.14) +
        strand(defs, size * 0.05, size * 0.2, size * 0.9, size * 0.12, MARIGOLD.deep),
    ),
  scatter: (ctx, w, h) =>
    `<g opacity="0.12">${dotsScatter(ctx, w, h, (x, y) => blossomAt(ctx.defs, x, y, 7, ctx.rng.range(0, 72), MARIGOLD.orange, MARIGOLD.yellow), 26)}</g>`,
};

const paisleyDecor: Decoration = {
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

const lotusDecor: Decoration = {
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

const rangoliDecor: Decoration = {
  crown: ({ theme, defs }, x, y, width) => {
    const colours = festiveColours(theme);
    let out = '';
    const count = 5;
    for (let i = 0; i < count; i++)
      out += rangoliAt(defs, x + ((i + 0.5) / count) * width, y, width * 0.085, [
        colours[i % 5],
        colours[(i + 1) % 5],
        colours[(i + 2) % 5],
        colours[(i + 3) % 5],
      ]);
    return out;
  },
  base: ({ theme, defs }, cx, y, width) => {
    const c = festiveColours(theme);
    const r = Math.min(width * 0.16, 90);
    return (
      rangoliAt(defs, cx, y, r, [c[0], c[1], c[2], c[3]]) +
      rangoliAt(defs, cx - r * 2.3, y + r * 0.3, r * 0.55, [c[2], c[3], c[4], c[0]]) +
      rangoliAt(defs, cx + r * 2.3, y + r * 0.3, r * 0.55, [c[3], c[4], c[0], c[1]])
    );
  },
  medallion: ({ theme, defs }, cx, cy, r) => {
    const c = festiveColours(theme);
    return rangoliAt(defs, cx, cy, r * 0.9, [c[0], c[1], c[2], c[3]]);
  },
  corner: ({ theme, defs }, x, y, size, fx, fy) => {
    const c = festiveColours(theme);
    return mirror(fx, fy, x, y, rangoliAt(defs, 0, 0, size * 0.7, [c[1], c[2], c[3], c[0]]));
  },
  scatter: (ctx, w, h) =>
    `<g opacity="0.14">${dotsScatter(ctx, w, h, (x, y) => circle(x, y, 2.5, { fill: ctx.theme.accent }), 90)}</g>`,
};

const kalashDecor: Decoration = {
  crown: (ctx, x, y, width) => toranDecor.crown(ctx, x, y, width),
  base: ({ theme, defs }, cx, y, width) => {
    const s = Math.min(width * 0.2, 110);
    return (
      diyaAt(defs, theme, cx - s * 1.25, y - 6, s * 0.45) +
      diyaAt(defs, theme, cx + s * 1.25, y - 6, s * 0.45) +
      kalashAt(defs, theme, cx, y, s)
    );
  },
  medallion: ({ theme, defs }, cx, cy, r) =>
    circle(cx, cy, r, { fill: tint(theme.accent, 0.8), stroke: theme.accent, 'stroke-width': 2 }) +
    around(cx, cy, 16, () => at(0, -r * 0.88, path(petalPath(r * 0.05, r * 0.1), { fill: theme.secondary }))) +
    kalashAt(defs, theme, cx, cy + r * 0.62, r * 0.95),
  corner: ({ theme, defs }, x, y, size, fx, fy) =>
    mirror(
      fx,
      fy,
      x,
      y,
      around(0, 0, 5, (i) => mangoLeaf(size * 0.8, i % 2 ? GREEN.light : GREEN.leaf), 100) +
        mg(defs, 0, 0, size * 0.16) +
        circle(size * 0.3, size * 0.3, size * 0.06, { fill: theme.accent }),
    ),
  scatter: (ctx, w, h) =>
    `<g opacity="0.1">${dotsScatter(ctx, w, h, (x, y, i) => leaf(ctx.defs, x, y, 16, i * 53, ctx.theme.secondary, ctx.theme.secondary), 22)}</g>`,
};

const peacockDecor: Decoration = {
  crown: ({ defs }, x, y, width) => {
    const l = Math.min(width * 0.34, 190);
    let out = '';
    for (let i = 0; i < 5; i++) out += featherAt(defs, x - 10, y - 10, l * (1 - i * 0.06), 100 + i * 16);
    for (let i = 0; i < 5; i++) out += featherAt(defs, x + width + 10, y - 10, l * (1 - i * 0.06), -100 - i * 16);
    return out;
  },
  base: ({ defs, theme }, cx, y, width) => {
    const l = Math.min(width * 0.28, 140);
    let out = '';
    for (let i = -3; i <= 3; i++) out += featherAt(defs, cx, y, l * (1 - Math.abs(i) * 0.06), i * 22);
    return out + ellipse(cx, y, l * 0.16, l * 0.06, { fill: theme.accent });
  },
  medallion: ({ defs, theme }, cx, cy, r) => {
    let out = circle(cx, cy, r, { fill: tint(theme.accent, 0.82), stroke: theme.accent, 'stroke-width': 2 });
    for (let i = -4; i <= 4; i++) out += featherAt(defs, cx, cy + r * 0.55, r * 1.25, i * 19);
    return (
      out +
      at(
        cx,
        cy + r * 0.55,
        path(petalPath(r * 0.12, r * 0.5), { fill: '#1d4e89' }) + circle(0, -r * 0.5, r * 0.09, { fill: '#1d4e89' }),
      )
    );
  },
  corner: ({ defs }, x, y, size, fx, fy) => {
    let fan = '';
    for (let i = 0; i < 4; i++) fan += featherAt(defs, 0, 0, size * (1.25 - i * 0.08), 95 + i * 22);
    return mirror(fx, fy, x, y, fan);
  },
  scatter: (ctx, w, h) =>
    `<g opacity="0.07">${dotsScatter(ctx, w, h, (x, y) => ellipse(x, y, 6, 8, { fill: '#1769aa' }), 20)}</g>`,
};

const diyaDecor: Decoration = {
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

const toranDecor: Decoration = {
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

/** Balloons in the party colours; `shift` picks another three of them. */
function partyColours(theme: ArtTheme, shift = 0): MotifColours {
  const c = festiveColours(theme);
  return themeColours(theme, { primary: c[shift % 5], secondary: c[(shift + 1) % 5], accent: c[(shift + 2) % 5] });
}

const balloonsDecor: Decoration = {
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

const starsDecor: Decoration = {
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

function confettiPiece(rng: Random, colour: string): string {
  const kind = rng();
  if (kind < 0.4) return rect(-5, -2.5, 10, 5, { fill: colour, rx: 1 });
  if (kind < 0.7) return circle(0, 0, 3.5, { fill: colour });
  return path('M-8 0q4-6 8 0t8 0', { stroke: colour, 'stroke-width': 2.5, fill: 'none', 'stroke-linecap': 'round' });
}

const confettiDecor: Decoration = {
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

const templeDecor: Decoration = {
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

function vine(
  defs: Defs,
  a: Point,
  b: Point,
  sag: number,
  leafLength: number,
  colour: string,
  flowers: string,
): string {
  const points = swag(a, b, sag, 12);
  let out = path(swagPath(a, b, sag), { stroke: GREEN.dark, 'stroke-width': 1.6, fill: 'none' });
  points.forEach(([x, y], i) => {
    if (i === 0) return;
    const angle = Math.atan2(y - points[i - 1][1], x - points[i - 1][0]) * (180 / Math.PI);
    out += leaf(
      defs,
      x,
      y,
      leafLength * (0.8 + (i % 3) * 0.1),
      angle + (i % 2 ? -50 : 230),
      i % 2 ? GREEN.light : colour,
    );
    if (i % 4 === 2) out += blossomAt(defs, x, y, leafLength * 0.22, 0, flowers, MARIGOLD.yellow);
  });
  return out;
}

const leavesDecor: Decoration = {
  crown: ({ theme, defs }, x, y, width) =>
    vine(defs, [x - 10, y + 20], [x + width / 2, y + 10], 30, 28, GREEN.leaf, theme.secondary) +
    vine(defs, [x + width / 2, y + 10], [x + width + 10, y + 20], 30, 28, GREEN.leaf, theme.primary),
  base: ({ theme, defs }, cx, y, width) =>
    vine(defs, [cx - width / 2, y - 24], [cx + width / 2, y - 24], -18, 26, GREEN.leaf, theme.primary) +
    emblem(defs, 'leaves', themeColours(theme), { x: cx, y: y - 14, size: 70, anchor: [50, 96] }),
  medallion: ({ theme, defs }, cx, cy, r) =>
    circle(cx, cy, r * 0.78, { fill: tint(theme.accent, 0.82), stroke: theme.accent, 'stroke-width': 2 }) +
    around(cx, cy, 16, (i) => leaf(defs, 0, -r * 0.78, r * 0.36, 70, i % 2 ? GREEN.light : GREEN.leaf)) +
    around(cx, cy, 4, () => blossomAt(defs, 0, -r * 0.78, r * 0.1, 0, theme.primary, theme.accent)) +
    emblem(defs, 'leaves', themeColours(theme), { x: cx, y: cy, size: r * 1.05 }),
  corner: ({ theme, defs }, x, y, size, fx, fy) =>
    mirror(
      fx,
      fy,
      x,
      y,
      vine(defs, [0, size * 1.4], [size * 1.4, 0], size * 0.1, size * 0.32, GREEN.leaf, theme.primary),
    ),
  scatter: (ctx, w, h) =>
    `<g opacity="0.08">${dotsScatter(ctx, w, h, (x, y, i) => leaf(ctx.defs, x, y, 18, i * 37, GREEN.leaf, GREEN.leaf), 22)}</g>`,
};

export const DECORATIONS: Record<Motif, Decoration> = {
  mandala: mandalaDecor,
  marigold: marigoldDecor,
  paisley: paisleyDecor,
  lotus: lotusDecor,
  rangoli: rangoliDecor,
  kalash: kalashDecor,
  peacock: peacockDecor,
  diya: diyaDecor,
  toran: toranDecor,
  balloons: balloonsDecor,
  stars: starsDecor,
  confetti: confettiDecor,
  temple: templeDecor,
  leaves: leavesDecor,
};
