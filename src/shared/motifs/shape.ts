/**
 * A motif drawing is a list of plain SVG shapes in a 100 x 100 box around (50, 50), painted by role (the
 * palette's colours) rather than by colour, so one drawing serves every palette and every consumer: the
 * invitation's React ornaments paint the roles with CSS variables, the artwork with the template's colours.
 */

/** The palette colours a drawing paints with. */
export type MotifRole = 'primary' | 'secondary' | 'accent' | 'background' | 'text';

/** What each role is painted with: a colour, or a CSS `var(...)` on the web. */
export type MotifColours = Readonly<Record<MotifRole, string>>;

/** Colours of things that are that colour whatever the palette: leaves are green, flames are gold. */
export const FIXED = { leaf: '#4d7c0f', flame: '#f59e0b', flameCore: '#fde68a' } as const;

type FixedColour = (typeof FIXED)[keyof typeof FIXED];

export interface MotifShape {
  element: 'path' | 'circle' | 'ellipse' | 'rect';
  /** Geometry and placement: d, cx, cy, r, rx, ry, x, y, width, height, transform. */
  geometry: Readonly<Record<string, string | number>>;
  /** A filled area, in a palette role or a fixed colour ... */
  fill?: MotifRole | FixedColour;
  /** ... or an open line stroked in a palette role. */
  line?: MotifRole;
  opacity?: number;
}

/** Lines are drawn this wide in the 100-unit box, with round ends. */
export const LINE_WIDTH = 2.5;

/** One decimal keeps computed coordinates tidy in both renderers' output. */
export function n(value: number): number {
  return Math.round(value * 10) / 10;
}

type Paint = { fill: MotifShape['fill'] } | { line: MotifRole };
type Extra = { transform?: string; opacity?: number };

function shape(element: MotifShape['element'], geometry: MotifShape['geometry'], paint: Paint, extra: Extra) {
  const { opacity, transform } = extra;
  return {
    element,
    geometry: transform ? { ...geometry, transform } : geometry,
    ...paint,
    ...(opacity === undefined ? {} : { opacity }),
  } as MotifShape;
}

export const path = (d: string, fill: MotifShape['fill'], extra: Extra = {}) => shape('path', { d }, { fill }, extra);

export const line = (d: string, role: MotifRole) => shape('path', { d }, { line: role }, {});

export const circle = (cx: number, cy: number, r: number, fill: MotifShape['fill'], extra: Extra = {}) =>
  shape('circle', { cx: n(cx), cy: n(cy), r }, { fill }, extra);

export const ellipse = (cx: number, cy: number, rx: number, ry: number, fill: MotifShape['fill'], extra: Extra = {}) =>
  shape('ellipse', { cx, cy, rx, ry }, { fill }, extra);

export const rect = (
  x: number,
  y: number,
  width: number,
  height: number,
  fill: MotifShape['fill'],
  extra: Extra & { rx?: number } = {},
) =>
  shape(
    'rect',
    extra.rx === undefined ? { x, y, width, height } : { x, y, width, height, rx: extra.rx },
    { fill },
    extra,
  );

/** `count` copies of a shape turned evenly around the box's centre. */
export const ring = (count: number, draw: (angle: number, index: number) => MotifShape) =>
  Array.from({ length: count }, (_, index) => draw((index * 360) / count, index));

/** A petal pointing up from the centre. */
export const petal = (length: number, width: number) =>
  `M50 50 Q${50 - width} ${50 - length / 2} 50 ${50 - length} Q${50 + width} ${50 - length / 2} 50 50 Z`;

export const turn = (angle: number, cx = 50, cy = 50) => `rotate(${n(angle)} ${cx} ${cy})`;
