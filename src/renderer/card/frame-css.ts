import { ORNAMENT_STROKES } from '../ornaments/ornament-strokes';

/** The sizes in which a card or a film still draws the look's ornament frame, in CSS pixels. */
export interface FrameSizes {
  /** The root element's class, whose `lang` decides whether headings are tracked. */
  root: string;
  corner: number;
  /** The corners' distance from the edges. */
  inset: number;
  dividerGap: number;
  /** The divider's margin above and below. */
  dividerMargin: [number, number];
  dividerLine: number;
}

/**
 * The ornament frame shared by the card and the film's stills: the look's corners, the divider and the headings
 * (colours and fonts from the design's custom properties, as on the invitation), in each one's own sizes.
 */
export function ornamentFrameCss(sizes: FrameSizes): string {
  return `${frameOrnamentsCss(sizes)}
${frameHeadingsCss(sizes.root)}`;
}

function frameOrnamentsCss(sizes: FrameSizes): string {
  const { corner, inset, dividerGap, dividerLine } = sizes;
  const [above, below] = sizes.dividerMargin;
  return `${ORNAMENT_STROKES}
.orn-corner { position: absolute; width: ${corner}px; height: auto; }
.orn-corner--tl { top: ${inset}px; left: ${inset}px; }
.orn-corner--tr { top: ${inset}px; right: ${inset}px; transform: scaleX(-1); }
.orn-corner--bl { bottom: ${inset}px; left: ${inset}px; transform: scaleY(-1); }
.orn-corner--br { bottom: ${inset}px; right: ${inset}px; transform: scale(-1, -1); }
.orn-divider { display: flex; align-items: center; justify-content: center; gap: ${dividerGap}px; margin: ${above}px auto ${below}px;
  max-width: 70%; }
.orn-divider__line { flex: 1; height: ${dividerLine}px; background: var(--inv-accent); }`;
}

/** Headings in the look's heading face; spaced letters only in Latin (see the rule's comment). */
function frameHeadingsCss(root: string): string {
  return `h1, h2 { font-family: var(--inv-heading-font); font-weight: var(--inv-heading-weight); color: var(--inv-primary);
  margin: 0; }
/* Spaced letters break Devanagari's headstroke and the joined forms of every Indian script: tracking is Latin's. */
.${root}:lang(en) h1, .${root}:lang(en) h2 { text-transform: var(--inv-heading-transform);
  letter-spacing: var(--inv-heading-tracking); }`;
}
