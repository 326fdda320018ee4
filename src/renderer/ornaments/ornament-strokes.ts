/**
 * The ornaments' fills and strokes in the look's colours, for pages drawn outside the guest page's stylesheet
 * (the printed keepsake book, the invitation card): one set of rules, so an ornament reads the same in each.
 */
export const ORNAMENT_STROKES = `.orn { display: block; overflow: visible; }
.orn .orn-a { fill: var(--inv-accent); }
.orn .orn-line-p, .orn .orn-line-s, .orn .orn-line-a { fill: none; stroke-width: 2.5; stroke-linecap: round; }
.orn .orn-line-p { stroke: var(--inv-primary); }
.orn .orn-line-s { stroke: var(--inv-secondary); }
.orn .orn-line-a { stroke: var(--inv-accent); }
.orn .orn-thick { stroke-width: 4; }
.orn-pattern { position: absolute; inset: 0; width: 100%; height: 100%; }`;
