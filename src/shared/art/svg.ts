/** Minimal SVG string building: numbers rounded to keep files small, text always escaped. */

export type Attrs = Record<string, string | number | undefined | null | false>;

/** One decimal is plenty at the sizes we draw and keeps the files small. */
export function n(value: number): string {
  const rounded = Math.round(value * 10) / 10;
  return Object.is(rounded, -0) ? '0' : String(rounded);
}

export function esc(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

function attrString(attrs: Attrs): string {
  let out = '';
  for (const [key, value] of Object.entries(attrs)) {
    if (value === undefined || value === null || value === false) continue;
    out += ` ${key}="${typeof value === 'number' ? n(value) : esc(value)}"`;
  }
  return out;
}

export function tag(name: string, attrs: Attrs = {}, ...children: string[]): string {
  const body = children.join('');
  return body ? `<${name}${attrString(attrs)}>${body}</${name}>` : `<${name}${attrString(attrs)}/>`;
}

export function group(attrs: Attrs, ...children: string[]): string {
  return tag('g', attrs, ...children);
}

/** Draws children around (x, y) as their origin, optionally rotated and scaled. */
export function at(x: number, y: number, children: string, rotate = 0, scale = 1): string {
  const parts = [`translate(${n(x)} ${n(y)})`];
  if (rotate) parts.push(`rotate(${n(rotate)})`);
  if (scale !== 1) parts.push(`scale(${Math.round(scale * 1000) / 1000})`);
  return `<g transform="${parts.join(' ')}">${children}</g>`;
}

/** Repeats a drawing around a centre: `count` copies rotated evenly, starting at `offset` degrees. */
export function around(cx: number, cy: number, count: number, draw: (index: number) => string, offset = 0): string {
  let out = '';
  for (let i = 0; i < count; i++)
    out += `<g transform="translate(${n(cx)} ${n(cy)}) rotate(${n(offset + (360 / count) * i)})">${draw(i)}</g>`;
  return out;
}

export function path(d: string, attrs: Attrs = {}): string {
  return tag('path', { d, ...attrs });
}

export function circle(cx: number, cy: number, r: number, attrs: Attrs = {}): string {
  return tag('circle', { cx, cy, r, ...attrs });
}

export function ellipse(cx: number, cy: number, rx: number, ry: number, attrs: Attrs = {}): string {
  return tag('ellipse', { cx, cy, rx, ry, ...attrs });
}

export function rect(x: number, y: number, width: number, height: number, attrs: Attrs = {}): string {
  return tag('rect', { x, y, width, height, ...attrs });
}

export function line(x1: number, y1: number, x2: number, y2: number, attrs: Attrs = {}): string {
  return tag('line', { x1, y1, x2, y2, ...attrs });
}

/** A petal or leaf pointing up from the origin: width w, length l. */
export function petalPath(w: number, l: number): string {
  return `M0 0C${n(w)} ${n(-l * 0.3)} ${n(w * 0.6)} ${n(-l * 0.85)} 0 ${n(-l)}C${n(-w * 0.6)} ${n(-l * 0.85)} ${n(-w)} ${n(-l * 0.3)} 0 0Z`;
}

/** A regular star with `points` tips. */
export function starPath(r: number, points = 5, inner = 0.45): string {
  let d = '';
  for (let i = 0; i < points * 2; i++) {
    const radius = i % 2 === 0 ? r : r * inner;
    const angle = (Math.PI / points) * i - Math.PI / 2;
    d += `${i === 0 ? 'M' : 'L'}${n(Math.cos(angle) * radius)} ${n(Math.sin(angle) * radius)}`;
  }
  return `${d}Z`;
}

/** A four-point twinkle with curved sides. */
export function sparklePath(r: number): string {
  const k = r * 0.18;
  return `M0 ${n(-r)}Q${n(k)} ${n(-k)} ${n(r)} 0Q${n(k)} ${n(k)} 0 ${n(r)}Q${n(-k)} ${n(k)} ${n(-r)} 0Q${n(-k)} ${n(-k)} 0 ${n(-r)}Z`;
}
