/**
 * Draws a catalogue motif from the shared motif library, painted with the invitation's CSS colour variables so
 * one drawing serves every palette.
 */
import { createElement } from 'react';
import type { Motif } from '../../../shared/catalogue';
import { motifElements, type MotifColours } from '../../../shared/motifs';

const PALETTE_VARIABLES: MotifColours = {
  primary: 'var(--inv-primary, #9b1c31)',
  secondary: 'var(--inv-secondary, #c2410c)',
  accent: 'var(--inv-accent, #d4a017)',
  background: 'var(--inv-bg, #fff8ef)',
  text: 'var(--inv-text, #3b1d14)',
};

/** `stroke-width` -> `strokeWidth`: React names SVG attributes in camel case. */
const reactName = (attribute: string) => attribute.replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase());

export function MotifDrawing({ motif }: { motif: Motif }) {
  return (
    <>
      {motifElements(motif, PALETTE_VARIABLES).map(({ name, attributes }, index) =>
        createElement(
          name,
          Object.fromEntries([['key', index], ...Object.entries(attributes).map(([k, v]) => [reactName(k), v])]),
        ),
      )}
    </>
  );
}
