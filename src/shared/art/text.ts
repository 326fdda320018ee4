/** Text in SVG: sized to fit and wrapped by estimated glyph width (no layout engine on the server). */
import type { TextStyle } from './theme';
import { esc, n } from './svg';

export interface TextOptions {
  size: number;
  fill: string;
  anchor?: 'start' | 'middle' | 'end';
  weight?: number;
  opacity?: number;
  /** Overrides the style's letter spacing (em). */
  spacing?: number;
  upper?: boolean;
  italic?: boolean;
}

function shown(content: string, style: TextStyle, upper?: boolean): string {
  return (upper ?? style.upper) ? content.toUpperCase() : content;
}

/** Estimated rendered width of a line. */
export function textWidth(content: string, style: TextStyle, size: number, upper?: boolean): number {
  const isUpper = upper ?? style.upper;
  const perChar = style.width * (isUpper ? 1.12 : 1) + style.spacing;
  return shown(content, style, upper).length * perChar * size;
}

/** Devanagari to Malayalam (and Sinhala): the scripts whose letters join into clusters. */
const INDIAN_SCRIPTS = /[\u0900-\u0DFF]/;

/**
 * The faces of those scripts (Debian's fonts-noto-core), named before the style's generic family: left to the
 * generic one, the rasteriser's fallback may take a vowel sign from another face than its letter (Tamil's பு was
 * drawn on a dotted circle).
 */
const INDIAN_FACES = ['Devanagari', 'Bengali', 'Gurmukhi', 'Gujarati', 'Tamil', 'Telugu', 'Kannada', 'Malayalam']
  .map((script) => `Noto Sans ${script}`)
  .join(', ');

function familyFor(content: string, family: string): string {
  if (!INDIAN_SCRIPTS.test(content)) return family;
  const generic = /,\s*(serif|sans-serif|cursive|monospace)\s*$/.exec(family);
  return generic ? `${family.slice(0, generic.index)}, ${INDIAN_FACES}${generic[0]}` : `${family}, ${INDIAN_FACES}`;
}

export function text(x: number, y: number, content: string, style: TextStyle, options: TextOptions): string {
  const spacing = options.spacing ?? style.spacing;
  const italic = options.italic ?? style.italic;
  const attrs = [
    `x="${n(x)}"`,
    `y="${n(y)}"`,
    `font-family="${esc(familyFor(content, style.family))}"`,
    `font-size="${n(options.size)}"`,
    `font-weight="${options.weight ?? style.weight}"`,
    `fill="${options.fill}"`,
    `text-anchor="${options.anchor ?? 'middle'}"`,
  ];
  if (italic) attrs.push('font-style="italic"');
  // Spacing letters apart breaks the shaping of Indian scripts (a vowel sign drawn on a dotted circle).
  if (spacing && !INDIAN_SCRIPTS.test(content)) attrs.push(`letter-spacing="${n(spacing * options.size)}"`);
  if (options.opacity !== undefined) attrs.push(`opacity="${options.opacity}"`);
  return `<text ${attrs.join(' ')}>${esc(shown(content, style, options.upper))}</text>`;
}

/** Greedy word wrap into at most maxLines lines (the last line keeps the rest). */
export function wrap(
  content: string,
  style: TextStyle,
  size: number,
  maxWidth: number,
  maxLines: number,
  upper?: boolean,
): string[] {
  const words = content.split(/\s+/).filter(Boolean);
  const lines: string[] = [];
  let current = '';
  for (const word of words) {
    const candidate = current ? `${current} ${word}` : word;
    if (current && textWidth(candidate, style, size, upper) > maxWidth && lines.length < maxLines - 1) {
      lines.push(current);
      current = word;
    } else {
      current = candidate;
    }
  }
  if (current) lines.push(current);
  return lines;
}

/** The largest size (down to min) at which the text fits in maxLines lines of maxWidth. */
export function fit(
  content: string,
  style: TextStyle,
  maxWidth: number,
  maxSize: number,
  minSize: number,
  maxLines: number,
  upper?: boolean,
): { size: number; lines: string[] } {
  for (let size = maxSize; size > minSize; size -= 2) {
    const lines = wrap(content, style, size, maxWidth, maxLines, upper);
    if (lines.every((l) => textWidth(l, style, size, upper) <= maxWidth)) return { size, lines };
  }
  return { size: minSize, lines: wrap(content, style, minSize, maxWidth, maxLines, upper) };
}

/** Several lines centred on (x, firstBaseline), returning the markup and the baseline after the block. */
export function block(
  x: number,
  y: number,
  lines: string[],
  style: TextStyle,
  options: TextOptions & { leading?: number },
): { svg: string; bottom: number } {
  const leading = options.leading ?? 1.2;
  let svg = '';
  lines.forEach((l, i) => {
    svg += text(x, y + i * options.size * leading, l, style, options);
  });
  return { svg, bottom: y + (lines.length - 1) * options.size * leading };
}
