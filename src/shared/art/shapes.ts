/**
 * Small pieces the motif decorations compose with the motifs themselves (which come from the shared motif
 * library): leaves, bells, blossoms and stars, drawn around their own origin.
 */
import { shade } from './color';
import { around, circle, n, path, petalPath, sparklePath, starPath } from './svg';

export const MARIGOLD = { orange: '#f28c18', deep: '#d9620b', yellow: '#fbbf24', gold: '#f5a524' };
export const GREEN = { leaf: '#3f8f3a', dark: '#2a6b2d', light: '#6fae4f' };
/** A peacock's own colours, for its feathers whatever the palette (the motif's roles: eye, vane, rim ...). */
export const PEACOCK = {
  primary: '#1769aa',
  secondary: '#2f9e57',
  accent: '#c9a227',
  background: '#2c9c6a',
  text: '#0b2559',
};

/** A mango leaf pointing up from its stalk at the origin. */
export function mangoLeaf(length: number, fill = GREEN.leaf, vein = GREEN.dark): string {
  const w = length * 0.22;
  return (
    path(
      `M0 0C${n(w * 1.2)} ${n(-length * 0.25)} ${n(w)} ${n(-length * 0.75)} ${n(w * 0.15)} ${n(-length)}C${n(-w * 0.4)} ${n(-length * 0.8)} ${n(-w * 1.15)} ${n(-length * 0.35)} 0 0Z`,
      { fill },
    ) +
    path(`M0 0Q${n(w * 0.15)} ${n(-length * 0.5)} ${n(w * 0.15)} ${n(-length * 0.97)}`, {
      stroke: vein,
      'stroke-width': Math.max(0.8, length * 0.025),
      fill: 'none',
      opacity: 0.7,
    })
  );
}

export function star(r: number, fill: string, points = 5): string {
  return path(starPath(r, points), { fill });
}

export function sparkle(r: number, fill: string): string {
  return path(sparklePath(r), { fill });
}

/** A small bell on a short chain, hanging from the origin. */
export function bell(size: number, colour: string): string {
  const s = size;
  return (
    path(`M0 0V${n(s * 0.4)}`, { stroke: shade(colour, 0.3), 'stroke-width': s * 0.06 }) +
    path(
      `M${n(-s * 0.3)} ${n(s * 0.95)}C${n(-s * 0.3)} ${n(s * 0.5)} ${n(-s * 0.15)} ${n(s * 0.4)} 0 ${n(s * 0.4)}C${n(s * 0.15)} ${n(s * 0.4)} ${n(s * 0.3)} ${n(s * 0.5)} ${n(s * 0.3)} ${n(s * 0.95)}Z`,
      { fill: colour, stroke: shade(colour, 0.3), 'stroke-width': s * 0.04 },
    ) +
    circle(0, s * 1.02, s * 0.09, { fill: shade(colour, 0.35) })
  );
}

/** A small five-petal flower. */
export function blossom(r: number, petal: string, centre: string): string {
  return (
    around(0, 0, 5, () => path(petalPath(r * 0.45, r), { fill: petal })) + circle(0, 0, r * 0.25, { fill: centre })
  );
}
