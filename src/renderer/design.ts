import type { CSSProperties } from 'react';
import { FONT_PAIRS, type Design, type FontPairKey } from '../shared/catalogue';

/** How each pairing's heading face wants to be set: script faces run larger, capitals want air. */
const HEADING_STYLE: Record<
  FontPairKey,
  { scale: number; transform: 'none' | 'uppercase'; tracking: string; weight: number }
> = {
  regal: { scale: 0.92, transform: 'uppercase', tracking: '0.06em', weight: 700 },
  romantic: { scale: 1.45, transform: 'none', tracking: '0', weight: 400 },
  elegant: { scale: 1, transform: 'none', tracking: '0', weight: 700 },
  festive: { scale: 1, transform: 'none', tracking: '0.02em', weight: 400 },
  playful: { scale: 1.05, transform: 'none', tracking: '0', weight: 700 },
  modern: { scale: 0.9, transform: 'uppercase', tracking: '0.12em', weight: 600 },
};

const FALLBACK_SERIF = "Georgia, 'Noto Serif', serif";
const FALLBACK_SANS = "system-ui, -apple-system, 'Segoe UI', Roboto, 'Noto Sans', sans-serif";
const SERIF_FAMILIES = new Set(['Cinzel', 'Lora', 'Playfair Display', 'Marcellus']);

/**
 * A font stack; `script` (a Devanagari or Kannada face) sits right after the Latin face, so names typed in
 * English keep the design's font and Indian-script text gets a face made for it.
 */
function stack(family: string, script?: string): string {
  const extra = script ? `${script}, ` : '';
  if (family === 'Great Vibes') return `'Great Vibes', ${extra}'Segoe Script', cursive`;
  return `'${family}', ${extra}${SERIF_FAMILIES.has(family) ? FALLBACK_SERIF : FALLBACK_SANS}`;
}

/** Relative luminance of a #rrggbb colour (0 dark .. 1 light). */
export function luminance(hex: string): number {
  const match = /^#?([0-9a-f]{6})$/i.exec(hex);
  if (!match) return 1;
  const value = parseInt(match[1]!, 16);
  const channel = (shift: number) => {
    const c = ((value >> shift) & 255) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(16) + 0.7152 * channel(8) + 0.0722 * channel(0);
}

/** The design as CSS custom properties on the invitation's root; every rule in invitation.css reads these. */
export function designStyle(design: Design, scriptFamily?: string): CSSProperties {
  const { palette } = design;
  const fonts = FONT_PAIRS[design.fonts];
  const heading = HEADING_STYLE[design.fonts];
  const dark = luminance(palette.background) < 0.2;
  return {
    '--inv-bg': palette.background,
    '--inv-primary': palette.primary,
    '--inv-secondary': palette.secondary,
    '--inv-accent': palette.accent,
    '--inv-text': palette.text,
    // Text on a primary-coloured band: white on deep colours, the page ink on light ones (dark palettes).
    '--inv-on-primary': luminance(palette.primary) > 0.45 ? palette.background : '#ffffff',
    '--inv-heading-font': stack(fonts.heading, scriptFamily),
    '--inv-body-font': stack(fonts.body, scriptFamily),
    '--inv-heading-scale': String(heading.scale),
    '--inv-heading-transform': heading.transform,
    '--inv-heading-tracking': heading.tracking,
    '--inv-heading-weight': String(heading.weight),
    '--inv-shade': dark ? '#000000' : palette.text,
    '--inv-glow': dark ? palette.text : '#ffffff',
    colorScheme: dark ? 'dark' : 'light',
  } as CSSProperties;
}
