/** Turns a motif's shapes into SVG elements painted in given colours: as attribute lists, or as markup. */
import type { Motif } from '../catalogue';
import { MOTIF_SHAPES } from './drawings';
import { LINE_WIDTH, type MotifColours, type MotifShape } from './shape';

export interface MotifElement {
  name: MotifShape['element'];
  /** SVG attribute names as written in markup (`stroke-width`, not `strokeWidth`). */
  attributes: Record<string, string | number>;
}

function isRole(fill: string): fill is keyof MotifColours {
  return !fill.startsWith('#');
}

function paint(shape: MotifShape, colours: MotifColours): Record<string, string | number> {
  const { fill, line, opacity } = shape;
  const painted: Record<string, string | number> = line
    ? { fill: 'none', stroke: colours[line], 'stroke-width': LINE_WIDTH, 'stroke-linecap': 'round' }
    : { fill: fill && isRole(fill) ? colours[fill] : (fill ?? 'none') };
  if (opacity !== undefined) painted.opacity = opacity;
  return painted;
}

/** The motif's elements in drawing order, painted with `colours`. */
export function motifElements(motif: Motif, colours: MotifColours): MotifElement[] {
  return MOTIF_SHAPES[motif].map((shape) => ({
    name: shape.element,
    attributes: { ...shape.geometry, ...paint(shape, colours) },
  }));
}

function escapeAttribute(value: string | number): string {
  return String(value).replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}

/** The motif as SVG markup (its elements only, in the 100 x 100 box), for SVG built as text. */
export function motifMarkup(motif: Motif, colours: MotifColours): string {
  return motifElements(motif, colours)
    .map(({ name, attributes }) => {
      const attrs = Object.entries(attributes)
        .map(([key, value]) => ` ${key}="${escapeAttribute(value)}"`)
        .join('');
      return `<${name}${attrs}/>`;
    })
    .join('');
}
