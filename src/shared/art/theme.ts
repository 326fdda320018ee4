/**
 * What the artwork needs from a template's design: colours derived from its palette and type styles for its
 * font pairing. SVG shown through <img> cannot load web fonts, so each pairing names its family first and then
 * falls back to look-alikes, and keeps its character through case, spacing, weight and slant.
 */
import type { Design, FontPairKey, Palette } from '../catalogue';
import { isDark, mix, shade, tint } from './color';

export interface TextStyle {
  family: string;
  weight: number;
  italic: boolean;
  upper: boolean;
  /** Extra letter spacing in em. */
  spacing: number;
  /** Average glyph width in em, for wrapping. */
  width: number;
}

export interface ArtTheme {
  palette: Palette;
  dark: boolean;
  bg: string;
  /** A slightly deeper background for bands and vignettes. */
  bgDeep: string;
  /** Raised surfaces such as cards and form fields. */
  paper: string;
  primary: string;
  secondary: string;
  accent: string;
  text: string;
  /** Secondary text. */
  muted: string;
  /** Hairlines and borders. */
  line: string;
  heading: TextStyle;
  body: TextStyle;
  script: boolean;
}

const SERIF = "Georgia, 'Times New Roman', 'Noto Serif', serif";
const SANS = "'Helvetica Neue', Arial, 'Noto Sans', sans-serif";

const HEADINGS: Record<FontPairKey, TextStyle> = {
  regal: {
    family: `Cinzel, 'Trajan Pro', ${SERIF}`,
    weight: 600,
    italic: false,
    upper: true,
    spacing: 0.12,
    width: 0.72,
  },
  romantic: {
    family: `'Great Vibes', 'Snell Roundhand', 'Apple Chancery', ${SERIF}`,
    weight: 400,
    italic: true,
    upper: false,
    spacing: 0.01,
    width: 0.5,
  },
  elegant: {
    family: `'Playfair Display', Didot, 'Bodoni 72', ${SERIF}`,
    weight: 700,
    italic: false,
    upper: false,
    spacing: 0,
    width: 0.56,
  },
  festive: {
    family: `Marcellus, 'Palatino Linotype', Palatino, 'Book Antiqua', ${SERIF}`,
    weight: 400,
    italic: false,
    upper: true,
    spacing: 0.06,
    width: 0.68,
  },
  playful: {
    family: `'Baloo 2', 'Trebuchet MS', Verdana, ${SANS}`,
    weight: 800,
    italic: false,
    upper: false,
    spacing: 0,
    width: 0.6,
  },
  modern: {
    family: `'Josefin Sans', Futura, 'Century Gothic', ${SANS}`,
    weight: 300,
    italic: false,
    upper: true,
    spacing: 0.16,
    width: 0.7,
  },
};

const BODIES: Record<FontPairKey, TextStyle> = {
  regal: { family: `Lora, ${SERIF}`, weight: 400, italic: false, upper: false, spacing: 0, width: 0.52 },
  romantic: { family: `Lora, ${SERIF}`, weight: 400, italic: false, upper: false, spacing: 0, width: 0.52 },
  elegant: { family: `Poppins, ${SANS}`, weight: 400, italic: false, upper: false, spacing: 0.01, width: 0.54 },
  festive: { family: `Poppins, ${SANS}`, weight: 400, italic: false, upper: false, spacing: 0.01, width: 0.54 },
  playful: { family: `Poppins, ${SANS}`, weight: 500, italic: false, upper: false, spacing: 0, width: 0.55 },
  modern: { family: `Poppins, ${SANS}`, weight: 400, italic: false, upper: false, spacing: 0.02, width: 0.55 },
};

export function themeFor(design: Design): ArtTheme {
  const { palette } = design;
  const dark = isDark(palette.background);
  return {
    palette,
    dark,
    bg: palette.background,
    bgDeep: dark ? tint(palette.background, 0.06) : mix(palette.background, palette.primary, 0.07),
    paper: dark ? tint(palette.background, 0.1) : '#ffffff',
    primary: palette.primary,
    secondary: palette.secondary,
    accent: palette.accent,
    text: palette.text,
    muted: mix(palette.text, palette.background, 0.35),
    line: dark ? tint(palette.background, 0.25) : mix(palette.background, palette.accent, 0.45),
    heading: HEADINGS[design.fonts],
    body: BODIES[design.fonts],
    script: design.fonts === 'romantic',
  };
}

/** A colour that stays readable as a fill on the theme's background. */
export function deep(theme: ArtTheme, colour: string): string {
  return theme.dark ? colour : shade(colour, 0.05);
}
