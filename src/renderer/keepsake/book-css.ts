import { ORNAMENT_STROKES } from '../ornaments/ornament-strokes';
/**
 * The book's print styles, inlined into its document (the server's Chromium reads no stylesheet from the web
 * app's build). Sizes are in millimetres and points: the page is paper, not a screen. Colours and fonts come from
 * the design's custom properties (designStyle), as on the invitation.
 */
export function bookCss(size: 'A5' | 'A4'): string {
  const a4 = size === 'A4';
  return `
@page { size: ${size}; margin: ${a4 ? '18mm 16mm' : '14mm 12mm'}; }
@page :first { margin: 0; }
* { box-sizing: border-box; }
html, body { margin: 0; padding: 0; }
body { -webkit-print-color-adjust: exact; print-color-adjust: exact; }
.kb { font-family: var(--inv-body-font); color: var(--inv-text); font-size: ${a4 ? '11pt' : '9.5pt'}; line-height: 1.5; }
.kb [lang]:not([lang='en']) { line-height: 1.7; }
/* Spaced letters break Devanagari's headstroke and the joined forms of every Indian script: tracking is for Latin. */
.kb h1 [lang]:not([lang='en']), .kb h2 [lang]:not([lang='en']), .kb h3 [lang]:not([lang='en']),
.kb p[lang]:not([lang='en']) { letter-spacing: 0; }
${ORNAMENT_STROKES}
.orn-corner { position: absolute; width: ${a4 ? '34mm' : '26mm'}; height: auto; }
.orn-corner--tl { top: 6mm; left: 6mm; }
.orn-corner--tr { top: 6mm; right: 6mm; transform: scaleX(-1); }
.orn-corner--bl { bottom: 6mm; left: 6mm; transform: scaleY(-1); }
.orn-corner--br { bottom: 6mm; right: 6mm; transform: scale(-1, -1); }
.orn-divider { display: flex; align-items: center; justify-content: center; gap: 4mm; margin: 3mm auto 5mm; max-width: 70%; }
.orn-divider__line { flex: 1; height: 0.5mm; background: var(--inv-accent); }
.kb-cover {
  position: relative; overflow: hidden; width: ${a4 ? '210mm' : '148mm'}; height: ${a4 ? '296.5mm' : '209.5mm'};
  background: var(--inv-bg); display: flex; align-items: center; justify-content: center; text-align: center;
  break-after: page;
}
.kb-cover__inner { position: relative; padding: 0 ${a4 ? '30mm' : '22mm'}; }
.kb-cover__emblem { margin: 0 auto 6mm; }
.kb-cover__picture { width: ${a4 ? '96mm' : '70mm'}; aspect-ratio: 4 / 3; margin: 0 auto 6mm; overflow: hidden;
  border-radius: 3mm; border: 1.2mm solid var(--inv-accent); }
.kb-cover__picture img, .kb-cover__picture svg { display: block; width: 100%; height: 100%; object-fit: cover; }
.kb-cover__kicker { margin: 0 0 4mm; color: var(--inv-secondary); letter-spacing: 0.04em; }
.kb-word { display: block; }
.kb-word--other { font-size: 0.9em; opacity: 0.9; }
h1, h2, h3 { font-family: var(--inv-heading-font); font-weight: var(--inv-heading-weight); color: var(--inv-primary);
  text-transform: var(--inv-heading-transform); letter-spacing: var(--inv-heading-tracking); }
.kb-cover__names { margin: 0; font-size: calc(${a4 ? '34pt' : '26pt'} * var(--inv-heading-scale)); line-height: 1.25; }
.kb-cover__names-other { margin: 2mm 0 0; font-size: ${a4 ? '20pt' : '15pt'}; color: var(--inv-primary); }
.kb-cover__date { margin: 0; font-size: ${a4 ? '13pt' : '11pt'}; }
.kb-cover__date span { display: block; }
.kb-cover__place { margin: 3mm 0 0; }
.kb-cover__count { margin: 8mm 0 0; font-size: 0.9em; color: var(--inv-secondary); }
.kb-chapter { break-before: page; }
.kb-chapter:first-of-type { break-before: auto; }
.kb-chapter__head { text-align: center; margin-bottom: 6mm; }
.kb-chapter__head .orn { margin: 0 auto 2mm; }
.kb-chapter__title { margin: 0; font-size: calc(${a4 ? '22pt' : '17pt'} * var(--inv-heading-scale)); }
.kb-chapter__title .kb-word--other { font-size: 0.6em; }
.kb-chapter__date { margin: 1mm 0 0; color: var(--inv-secondary); }
.kb-chapter__date span + span::before { content: ' · '; }
.kb-part { font-size: ${a4 ? '13pt' : '11pt'}; margin: 6mm 0 3mm; border-bottom: 0.3mm solid var(--inv-accent); padding-bottom: 1mm; break-after: avoid; }
.kb-part .kb-word { display: inline; }
.kb-part .kb-word + .kb-word::before { content: ' · '; }
.kb-wishes { columns: ${a4 ? 2 : 1}; column-gap: 8mm; }
.kb-wish { margin: 0 0 4mm; padding: 3mm 4mm; border-left: 0.8mm solid var(--inv-accent); background: rgba(0, 0, 0, 0.025);
  break-inside: avoid; }
.kb-wish__message { margin: 0; white-space: pre-wrap; overflow-wrap: anywhere; }
.kb-wish__name { margin-top: 1.5mm; font-weight: 600; color: var(--inv-primary); }
.kb-photos { display: grid; grid-template-columns: repeat(${a4 ? 3 : 2}, 1fr); gap: 4mm; }
.kb-photo { margin: 0; break-inside: avoid; }
.kb-photo img { display: block; width: 100%; height: ${a4 ? '48mm' : '44mm'}; object-fit: cover; border-radius: 1mm; }
.kb-photo figcaption { font-size: 0.85em; margin-top: 1mm; overflow-wrap: anywhere; }
`;
}
