/** Colour arithmetic on #rrggbb strings, for tints and shades of a palette. */

function parse(hex: string): [number, number, number] {
  const value = hex.replace('#', '');
  const full =
    value.length === 3
      ? value
          .split('')
          .map((c) => c + c)
          .join('')
      : value;
  return [0, 2, 4].map((i) => parseInt(full.slice(i, i + 2), 16)) as [number, number, number];
}

function format([r, g, b]: number[]): string {
  return `#${[r, g, b]
    .map((c) =>
      Math.round(Math.max(0, Math.min(255, c)))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}

/** Mixes a toward b; t = 0 gives a, 1 gives b. */
export function mix(a: string, b: string, t: number): string {
  const ca = parse(a);
  const cb = parse(b);
  return format(ca.map((c, i) => c + (cb[i] - c) * t));
}

export const tint = (hex: string, amount: number) => mix(hex, '#ffffff', amount);
export const shade = (hex: string, amount: number) => mix(hex, '#000000', amount);

/** Relative luminance (WCAG). */
export function luminance(hex: string): number {
  const [r, g, b] = parse(hex).map((c) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

export const isDark = (hex: string) => luminance(hex) < 0.2;

/** Black or white, whichever reads better on the colour. */
export const onColour = (hex: string) => (luminance(hex) > 0.4 ? '#1f140e' : '#ffffff');
