/**
 * A template's design: what makes 100+ templates really different while one renderer draws them all.
 */
export const MOTIFS = [
  'mandala',
  'marigold',
  'paisley',
  'lotus',
  'rangoli',
  'kalash',
  'peacock',
  'diya',
  'toran',
  'balloons',
  'stars',
  'confetti',
  'temple',
  'leaves',
] as const;
export type Motif = (typeof MOTIFS)[number];

export const LAYOUTS = ['classic', 'split', 'framed', 'scroll'] as const;
export type Layout = (typeof LAYOUTS)[number];

/** Font pairings: keys the renderer maps to self-hosted font families. */
export const FONT_PAIRS = {
  regal: { heading: 'Cinzel', body: 'Lora' },
  romantic: { heading: 'Great Vibes', body: 'Lora' },
  elegant: { heading: 'Playfair Display', body: 'Poppins' },
  festive: { heading: 'Marcellus', body: 'Poppins' },
  playful: { heading: 'Baloo 2', body: 'Poppins' },
  modern: { heading: 'Josefin Sans', body: 'Poppins' },
} as const;
export type FontPairKey = keyof typeof FONT_PAIRS;

export interface Palette {
  name: string;
  /** Page background. */
  background: string;
  /** Main colour for headings and ornaments. */
  primary: string;
  /** Second colour for bands and buttons. */
  secondary: string;
  /** Highlights (gold leaf, borders). */
  accent: string;
  /** Body text, readable on the background. */
  text: string;
}

export const PALETTES: Palette[] = [
  {
    name: 'Kumkum & Gold',
    background: '#fff8ef',
    primary: '#9b1c31',
    secondary: '#c2410c',
    accent: '#d4a017',
    text: '#3b1d14',
  },
  {
    name: 'Royal Peacock',
    background: '#f3fbfa',
    primary: '#0f5257',
    secondary: '#1d4ed8',
    accent: '#c9a227',
    text: '#10302f',
  },
  {
    name: 'Marigold Morning',
    background: '#fffbeb',
    primary: '#b45309',
    secondary: '#ea580c',
    accent: '#15803d',
    text: '#422006',
  },
  {
    name: 'Lotus Blush',
    background: '#fff5f7',
    primary: '#be185d',
    secondary: '#9d174d',
    accent: '#e0a96d',
    text: '#4a1d2f',
  },
  {
    name: 'Mehendi Green',
    background: '#f7faf2',
    primary: '#3f6212',
    secondary: '#65a30d',
    accent: '#b7791f',
    text: '#1f2d0b',
  },
  {
    name: 'Midnight Sangeet',
    background: '#141b34',
    primary: '#f5c451',
    secondary: '#a78bfa',
    accent: '#f59e0b',
    text: '#f1f5f9',
  },
  {
    name: 'Temple Sandstone',
    background: '#fbf4e8',
    primary: '#7c2d12',
    secondary: '#a16207',
    accent: '#b91c1c',
    text: '#3f2a1d',
  },
  {
    name: 'Monsoon Indigo',
    background: '#f4f6fd',
    primary: '#312e81',
    secondary: '#4338ca',
    accent: '#db2777',
    text: '#1e1b4b',
  },
  {
    name: 'Rose Quartz',
    background: '#fdf2f4',
    primary: '#9f1239',
    secondary: '#e11d48',
    accent: '#a3a3a3',
    text: '#3f1d25',
  },
  {
    name: 'Haldi Sunshine',
    background: '#fefce8',
    primary: '#a16207',
    secondary: '#ca8a04',
    accent: '#dc2626',
    text: '#3d2c05',
  },
  {
    name: 'Ocean Coral',
    background: '#f0fbff',
    primary: '#0e7490',
    secondary: '#f97316',
    accent: '#0891b2',
    text: '#0c2a33',
  },
  {
    name: 'Karnataka Flag',
    background: '#fffdf3',
    primary: '#b91c1c',
    secondary: '#eab308',
    accent: '#92400e',
    text: '#3a1a0a',
  },
  {
    name: 'Confetti Pop',
    background: '#fdf8ff',
    primary: '#7e22ce',
    secondary: '#ec4899',
    accent: '#06b6d4',
    text: '#2e1065',
  },
  {
    name: 'Classroom Chalk',
    background: '#f5faf6',
    primary: '#166534',
    secondary: '#1d4ed8',
    accent: '#f59e0b',
    text: '#132a1c',
  },
  {
    name: 'Tricolour',
    background: '#fffdf8',
    primary: '#ea580c',
    secondary: '#15803d',
    accent: '#1e3a8a',
    text: '#1f2937',
  },
  {
    name: 'Saffron Dusk',
    background: '#fff7ed',
    primary: '#c2410c',
    secondary: '#7c2d12',
    accent: '#facc15',
    text: '#431407',
  },
];

export interface Design {
  palette: Palette;
  fonts: FontPairKey;
  motif: Motif;
  layout: Layout;
}
