/** The shared motifs placed at the sizes the decorations were laid out for. */
import type { MotifColours } from '../../motifs';
import { mix, shade, tint } from '../color';
import type { Defs } from '../defs';
import { emblem, themeColours } from '../emblem';
import { blossom, GREEN, mangoLeaf, MARIGOLD, PEACOCK } from '../shapes';
import type { ArtTheme } from '../theme';

/*
 * The motifs themselves come from the shared motif library (see emblem.ts); these place them at the sizes each
 * motif's compositions were laid out for: a flower by its radius, a pot or a tower standing on a point.
 */
/** A marigold of the garlands, in a flower's own colours whatever the palette; r is its radius. */
export function mg(defs: Defs, x: number, y: number, r: number, colour: string = MARIGOLD.orange): string {
  const colours = { primary: shade(colour, 0.35), secondary: colour, accent: mix(colour, MARIGOLD.deep, 0.4) };
  return emblem(defs, 'marigold', { ...colours, background: colour, text: colour }, { x, y, size: r * 2.4 });
}

/** The 50-long mango leaf's picture: it points up from its stalk, 11 wide each side, with room for its edges. */
const LEAF_BOX = { x: -16, y: -54, width: 32, height: 58 };
/** The blossom of radius 10, with room for its edges. */
const BLOSSOM_BOX = { x: -12, y: -12, width: 24, height: 24 };

export function leaf(
  defs: Defs,
  x: number,
  y: number,
  length: number,
  rotate: number,
  fill: string = GREEN.leaf,
  vein: string = GREEN.dark,
): string {
  return defs.use(`lf${fill}${vein}`, () => mangoLeaf(50, fill, vein), LEAF_BOX, x, y, length / 50, rotate);
}

/** A mandala of radius r (its outer petal tips). */
export function mandalaAt(defs: Defs, cx: number, cy: number, r: number, colours: MotifColours): string {
  return emblem(defs, 'mandala', colours, { x: cx, y: cy, size: r * 2.15 });
}

/** A paisley held at its belly, about 3 x size tall. */
export function paisleyAt(
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

export function blossomAt(
  defs: Defs,
  x: number,
  y: number,
  r: number,
  rotate: number,
  petal: string,
  centre: string,
): string {
  return defs.use(`bl${petal}${centre}`, () => blossom(10, petal, centre), BLOSSOM_BOX, x, y, r / 10, rotate);
}

/** A rangoli of radius r in four colours. */
export function rangoliAt(defs: Defs, cx: number, cy: number, r: number, colours: string[]): string {
  const [a, b, c, d] = colours;
  const paint = { primary: a, secondary: b, accent: c, background: tint(d, 0.6), text: d };
  return emblem(defs, 'rangoli', paint, { x: cx, y: cy, size: r * 2.1 });
}

/** A peacock feather of the given length, in a peacock's own colours, growing from (x, y). */
export function featherAt(defs: Defs, x: number, y: number, length: number, rotate: number): string {
  return emblem(defs, 'peacock', PEACOCK, { x, y, size: length * 1.1, rotate, anchor: [50, 98] });
}

/** A lotus `size` tall, standing on (x, y). */
export function lotusAt(
  defs: Defs,
  x: number,
  y: number,
  size: number,
  rotate: number,
  petal: string,
  line: string,
): string {
  const colours = { primary: petal, secondary: tint(petal, 0.35), accent: line, background: tint(petal, 0.7) };
  return emblem(defs, 'lotus', { ...colours, text: line }, { x, y, size: size * 1.25, rotate, anchor: [50, 90] });
}

/** A clay diya whose bowl is about 1.2 x size wide, its rim centred on (x, y). */
export function diyaAt(defs: Defs, theme: ArtTheme, x: number, y: number, size: number): string {
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
export function balloonsAt(defs: Defs, colours: MotifColours, x: number, y: number, size: number, rotate = 0): string {
  return emblem(defs, 'balloons', colours, { x, y, size, rotate, anchor: [50, 96] });
}
