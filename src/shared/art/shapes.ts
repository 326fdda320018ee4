/**
 * Ornament primitives drawn around their own origin. Each is a small, recognisable piece of Indian festive
 * decoration; the motif decorations compose them.
 */
import { mix, shade, tint } from './color';
import type { Defs } from './defs';
import { around, at, circle, ellipse, n, path, petalPath, rect, sparklePath, starPath } from './svg';

export const MARIGOLD = { orange: '#f28c18', deep: '#d9620b', yellow: '#fbbf24', gold: '#f5a524' };
export const GREEN = { leaf: '#3f8f3a', dark: '#2a6b2d', light: '#6fae4f' };

/** A pom-pom marigold. */
export function marigold(x: number, y: number, r: number, colour = MARIGOLD.orange): string {
  const dark = shade(colour, 0.18);
  const light = mix(colour, MARIGOLD.yellow, 0.45);
  return (
    circle(x, y, r, { fill: dark }) +
    around(x, y, 11, () => circle(0, -r * 0.58, r * 0.44, { fill: colour, stroke: dark, 'stroke-width': r * 0.06 })) +
    around(
      x,
      y,
      7,
      () => circle(0, -r * 0.3, r * 0.32, { fill: light, stroke: colour, 'stroke-width': r * 0.05 }),
      25,
    ) +
    circle(x, y, r * 0.2, { fill: shade(colour, 0.3) })
  );
}

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

/** A stylised mandala: petal rings around a flower. Colours: [outer, ring, petals, centre]. */
export function mandala(
  cx: number,
  cy: number,
  r: number,
  c: { ground: string; line: string; a: string; b: string; c: string },
): string {
  return (
    circle(cx, cy, r, { fill: c.ground, stroke: c.line, 'stroke-width': r * 0.02 }) +
    around(cx, cy, 32, () => circle(0, -r * 0.92, r * 0.035, { fill: c.line })) +
    around(cx, cy, 16, () =>
      at(0, -r * 0.55, path(petalPath(r * 0.11, r * 0.3), { fill: c.c, stroke: c.line, 'stroke-width': r * 0.01 })),
    ) +
    circle(cx, cy, r * 0.56, { fill: 'none', stroke: c.line, 'stroke-width': r * 0.015 }) +
    around(cx, cy, 12, () =>
      at(0, -r * 0.12, path(petalPath(r * 0.15, r * 0.42), { fill: c.a, stroke: c.line, 'stroke-width': r * 0.012 })),
    ) +
    around(cx, cy, 12, () => at(0, -r * 0.1, path(petalPath(r * 0.08, r * 0.26), { fill: c.b })), 15) +
    circle(cx, cy, r * 0.17, { fill: c.line }) +
    around(cx, cy, 8, () => circle(0, -r * 0.1, r * 0.05, { fill: c.ground })) +
    circle(cx, cy, r * 0.06, { fill: c.a })
  );
}

/** The paisley (mango buta), belly at the origin, tail curling up to the right. */
export function paisley(size: number, fill: string, inner: string, line: string): string {
  const s = size;
  const outline = (k: number) =>
    `M0 ${n(s * k)}C${n(-s * 0.8 * k)} ${n(s * k)} ${n(-s * 1.05 * k)} ${n(s * 0.2 * k)} ${n(-s * 0.8 * k)} ${n(-s * 0.35 * k)}C${n(-s * 0.5 * k)} ${n(-s * 0.95 * k)} ${n(s * 0.25 * k)} ${n(-s * 1.15 * k)} ${n(s * 0.55 * k)} ${n(-s * 1.85 * k)}C${n(s * 0.65 * k)} ${n(-s * 2.05 * k)} ${n(s * 0.9 * k)} ${n(-s * 1.95 * k)} ${n(s * 0.85 * k)} ${n(-s * 1.7 * k)}C${n(s * 0.8 * k)} ${n(-s * 1.45 * k)} ${n(s * 1.05 * k)} ${n(-s * 0.9 * k)} ${n(s * 0.95 * k)} ${n(-s * 0.35 * k)}C${n(s * 0.85 * k)} ${n(s * 0.45 * k)} ${n(s * 0.55 * k)} ${n(s * k)} 0 ${n(s * k)}Z`;
  let dots = '';
  for (let i = 0; i < 14; i++) {
    const a = Math.PI * 0.15 + (i / 13) * Math.PI * 1.55;
    dots += circle(Math.cos(a) * s * 1.18, Math.sin(a) * s * 1.12 - s * 0.02, s * 0.06, { fill: line });
  }
  return (
    dots +
    path(outline(1), { fill, stroke: line, 'stroke-width': s * 0.05 }) +
    at(0, s * 0.12, path(outline(0.62), { fill: inner, stroke: line, 'stroke-width': s * 0.04 })) +
    around(0, s * 0.08, 6, () => at(0, -s * 0.06, path(petalPath(s * 0.07, s * 0.2), { fill })), 0) +
    circle(0, s * 0.08, s * 0.07, { fill: line })
  );
}

/** A lotus in bloom, its base at the origin. */
export function lotus(size: number, petal: string, line: string): string {
  const s = size;
  const p = (angle: number, w: number, l: number, fill: string) =>
    at(0, 0, path(petalPath(s * w, s * l), { fill, stroke: line, 'stroke-width': s * 0.015 }), angle);
  return (
    p(-72, 0.22, 0.62, tint(petal, 0.55)) +
    p(72, 0.22, 0.62, tint(petal, 0.55)) +
    p(-45, 0.26, 0.82, tint(petal, 0.35)) +
    p(45, 0.26, 0.82, tint(petal, 0.35)) +
    p(-20, 0.26, 0.9, tint(petal, 0.15)) +
    p(20, 0.26, 0.9, tint(petal, 0.15)) +
    p(0, 0.3, 1, petal) +
    path(
      `M${n(-s * 0.55)} ${n(s * 0.02)}Q0 ${n(s * 0.22)} ${n(s * 0.55)} ${n(s * 0.02)}Q0 ${n(s * 0.1)} ${n(-s * 0.55)} ${n(s * 0.02)}Z`,
      { fill: GREEN.leaf },
    )
  );
}

/** A colourful rangoli with a ring of kolam dots. */
export function rangoli(cx: number, cy: number, r: number, colours: string[]): string {
  const [a, b, c, d] = colours;
  return (
    around(cx, cy, 24, () => circle(0, -r * 1.08, r * 0.03, { fill: a })) +
    around(cx, cy, 16, () => circle(0, -r * 0.86, r * 0.14, { fill: b })) +
    circle(cx, cy, r * 0.84, { fill: tint(c, 0.75) }) +
    around(cx, cy, 8, () => path(petalPath(r * 0.26, r * 0.8), { fill: c })) +
    around(cx, cy, 8, () => path(petalPath(r * 0.16, r * 0.6), { fill: d }), 22.5) +
    around(cx, cy, 8, () => path(petalPath(r * 0.1, r * 0.5), { fill: tint(b, 0.4) })) +
    at(cx, cy, path(starPath(r * 0.34, 8, 0.6), { fill: a })) +
    circle(cx, cy, r * 0.16, { fill: tint(d, 0.6) }) +
    circle(cx, cy, r * 0.08, { fill: b })
  );
}

/** A kalash with mango leaves and a coconut, standing on the origin. */
export function kalash(size: number, body: string, band: string): string {
  const s = size;
  const leaves = [-62, -32, 0, 32, 62]
    .map((a, i) => at(0, -s * 0.8, mangoLeaf(s * 0.48, i % 2 ? GREEN.light : GREEN.leaf), a))
    .join('');
  const dots = [-0.3, -0.15, 0, 0.15, 0.3].map((x) => circle(s * x, -s * 0.36, s * 0.025, { fill: band })).join('');
  return (
    leaves +
    ellipse(0, -s * 0.98, s * 0.2, s * 0.24, { fill: '#9a6232' }) +
    path(`M${n(-s * 0.12)} ${n(-s * 1.1)}Q0 ${n(-s * 1.28)} ${n(s * 0.12)} ${n(-s * 1.1)}`, {
      stroke: '#6f4320',
      'stroke-width': s * 0.03,
      fill: 'none',
    }) +
    path(
      `M${n(-s * 0.2)} ${n(-s * 0.8)}C${n(-s * 0.64)} ${n(-s * 0.7)} ${n(-s * 0.64)} ${n(-s * 0.08)} ${n(-s * 0.26)} 0L${n(s * 0.26)} 0C${n(s * 0.64)} ${n(-s * 0.08)} ${n(s * 0.64)} ${n(-s * 0.7)} ${n(s * 0.2)} ${n(-s * 0.8)}Z`,
      { fill: body, stroke: shade(body, 0.25), 'stroke-width': s * 0.02 },
    ) +
    ellipse(-s * 0.2, -s * 0.5, s * 0.07, s * 0.16, { fill: '#ffffff', opacity: 0.25 }) +
    rect(-s * 0.27, -s * 0.86, s * 0.54, s * 0.08, { rx: s * 0.04, fill: shade(body, 0.15) }) +
    path(
      `M${n(-s * 0.5)} ${n(-s * 0.42)}Q0 ${n(-s * 0.3)} ${n(s * 0.5)} ${n(-s * 0.42)}L${n(s * 0.48)} ${n(-s * 0.3)}Q0 ${n(-s * 0.18)} ${n(-s * 0.48)} ${n(-s * 0.3)}Z`,
      { fill: band },
    ) +
    dots +
    ellipse(0, 0, s * 0.32, s * 0.05, { fill: shade(body, 0.3) })
  );
}

/** A peacock feather pointing up from the origin. */
export function peacockFeather(length: number, defs: Defs): string {
  const l = length;
  const vane = defs.linear(
    [
      { offset: 0, colour: '#1b7a5a', opacity: 0 },
      { offset: 0.35, colour: '#1f8a63', opacity: 0.75 },
      { offset: 1, colour: '#2c9c6a', opacity: 0.95 },
    ],
    270,
  );
  let barbs = '';
  for (let i = 0; i < 9; i++) {
    const y = -l * (0.3 + i * 0.07);
    const w = l * (0.07 + Math.sin((i / 8) * Math.PI) * 0.08);
    barbs += path(
      `M0 ${n(y)}Q${n(w * 0.7)} ${n(y - l * 0.05)} ${n(w)} ${n(y - l * 0.1)}M0 ${n(y)}Q${n(-w * 0.7)} ${n(y - l * 0.05)} ${n(-w)} ${n(y - l * 0.1)}`,
      { stroke: '#2c9c6a', 'stroke-width': l * 0.008, fill: 'none', opacity: 0.8 },
    );
  }
  return (
    at(0, -l * 0.18, path(petalPath(l * 0.2, l * 0.8), { fill: vane })) +
    barbs +
    path(`M0 0Q${n(l * 0.03)} ${n(-l * 0.5)} 0 ${n(-l * 0.95)}`, {
      stroke: '#7c5e2a',
      'stroke-width': l * 0.012,
      fill: 'none',
    }) +
    ellipse(0, -l * 0.8, l * 0.12, l * 0.15, { fill: '#c9a227' }) +
    ellipse(0, -l * 0.79, l * 0.095, l * 0.12, { fill: '#2f9e57' }) +
    ellipse(0, -l * 0.775, l * 0.065, l * 0.085, { fill: '#1769aa' }) +
    ellipse(0, -l * 0.765, l * 0.035, l * 0.048, { fill: '#0b2559' })
  );
}

/** A clay diya with its flame and glow; the bowl's rim centre is the origin. */
export function diya(size: number, body: string, defs: Defs, glow = true): string {
  const s = size;
  const flame = defs.linear(
    [
      { offset: 0, colour: '#fff7c2' },
      { offset: 0.45, colour: '#fbbf24' },
      { offset: 1, colour: '#ea580c' },
    ],
    270,
  );
  const halo = defs.radial([
    { offset: 0, colour: '#fde68a', opacity: 0.75 },
    { offset: 1, colour: '#fde68a', opacity: 0 },
  ]);
  return (
    (glow ? circle(s * 0.3, -s * 0.45, s * 0.7, { fill: halo }) : '') +
    path(
      `M${n(-s * 0.55)} ${n(-s * 0.06)}C${n(-s * 0.5)} ${n(s * 0.34)} ${n(s * 0.3)} ${n(s * 0.38)} ${n(s * 0.66)} ${n(-s * 0.14)}C${n(s * 0.3)} ${n(s * 0.03)} ${n(-s * 0.2)} ${n(s * 0.03)} ${n(-s * 0.55)} ${n(-s * 0.06)}Z`,
      { fill: body, stroke: shade(body, 0.3), 'stroke-width': s * 0.025 },
    ) +
    path(`M${n(-s * 0.4)} ${n(s * 0.1)}Q${n(s * 0.05)} ${n(s * 0.2)} ${n(s * 0.45)} ${n(s * 0.03)}`, {
      stroke: tint(body, 0.5),
      'stroke-width': s * 0.035,
      fill: 'none',
      'stroke-dasharray': `${n(s * 0.04)} ${n(s * 0.06)}`,
    }) +
    ellipse(-s * 0.02, -s * 0.05, s * 0.45, s * 0.07, { fill: shade(body, 0.4) }) +
    at(s * 0.4, -s * 0.1, path(petalPath(s * 0.12, s * 0.5), { fill: flame }), 12)
  );
}

/** A balloon with highlight, knot and string; the knot is at the origin. */
export function balloon(r: number, colour: string, stringLength: number): string {
  return (
    path(`M0 0q${n(-r * 0.25)} ${n(stringLength * 0.25)} 0 ${n(stringLength * 0.5)}t0 ${n(stringLength * 0.5)}`, {
      stroke: mix(colour, '#666666', 0.5),
      'stroke-width': 1.2,
      fill: 'none',
    }) +
    path(`M0 ${n(-r * 0.05)}l${n(-r * 0.12)} ${n(r * 0.14)}h${n(r * 0.24)}Z`, { fill: shade(colour, 0.2) }) +
    ellipse(0, -r * 1.12, r * 0.9, r * 1.1, { fill: colour }) +
    ellipse(-r * 0.34, -r * 1.5, r * 0.2, r * 0.34, {
      fill: '#ffffff',
      opacity: 0.38,
      transform: `rotate(25 ${n(-r * 0.34)} ${n(-r * 1.5)})`,
    })
  );
}

export function star(r: number, fill: string, points = 5): string {
  return path(starPath(r, points), { fill });
}

export function sparkle(r: number, fill: string): string {
  return path(sparklePath(r), { fill });
}

/** A south Indian temple tower (gopuram) standing on the origin. */
export function gopuram(width: number, height: number, body: string, trim: string): string {
  const tiers = 5;
  const baseH = height * 0.3;
  const tierH = (height * 0.55) / tiers;
  let out = rect(-width / 2, -baseH, width, baseH, { fill: body });
  out += path(
    `M${n(-width * 0.14)} 0V${n(-baseH * 0.55)}Q0 ${n(-baseH * 0.95)} ${n(width * 0.14)} ${n(-baseH * 0.55)}V0Z`,
    { fill: shade(body, 0.45) },
  );
  for (let i = 0; i < tiers; i++) {
    const w0 = width * (0.92 - i * 0.14);
    const w1 = width * (0.92 - (i + 1) * 0.14);
    const y0 = -baseH - i * tierH;
    const y1 = y0 - tierH;
    out += path(`M${n(-w0 / 2)} ${n(y0)}L${n(-w1 / 2)} ${n(y1)}H${n(w1 / 2)}L${n(w0 / 2)} ${n(y0)}Z`, {
      fill: i % 2 ? shade(body, 0.12) : body,
    });
    out += rect(-w0 / 2, y0 - tierH * 0.16, w0, tierH * 0.14, { fill: trim });
    const windows = Math.max(1, 4 - i);
    for (let k = 0; k < windows; k++) {
      const x = ((k + 0.5) / windows - 0.5) * w1 * 0.8;
      out += path(
        `M${n(x - tierH * 0.14)} ${n(y0 - tierH * 0.22)}v${n(-tierH * 0.32)}q${n(tierH * 0.14)} ${n(-tierH * 0.24)} ${n(tierH * 0.28)} 0v${n(tierH * 0.32)}Z`,
        { fill: shade(body, 0.5) },
      );
    }
  }
  const topY = -baseH - tiers * tierH;
  const topW = width * (0.92 - tiers * 0.14);
  out += rect(-topW * 0.75, topY - height * 0.09, topW * 1.5, height * 0.09, { rx: height * 0.045, fill: body });
  for (const x of [-0.5, 0, 0.5])
    out += at(topW * x, topY - height * 0.09, path(petalPath(height * 0.03, height * 0.07), { fill: trim }));
  return out;
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
