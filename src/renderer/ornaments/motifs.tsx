/**
 * Draws a catalogue motif from the shared motif library, painted with the invitation's CSS colour variables so
 * one drawing serves every palette.
 *
 * A page shows its motif a few dozen times (bands, dividers, emblems, corners), and each drawing is some fifty
 * shapes: drawn out every time, that was thousands of SVG elements for a phone to parse, style and lay out
 * before the guest could scroll. Inside a `MotifDefinitions`, the motif is drawn once and every ornament shows
 * it by reference (`<use>`); outside one (a single emblem on its own), it is drawn in place.
 */
import { createContext, createElement, use, useId, type ReactNode } from 'react';
import type { Motif } from '../../shared/catalogue';
import { motifElements, type MotifColours } from '../../shared/motifs';

const PALETTE_VARIABLES: MotifColours = {
  primary: 'var(--inv-primary, #9b1c31)',
  secondary: 'var(--inv-secondary, #c2410c)',
  accent: 'var(--inv-accent, #d4a017)',
  background: 'var(--inv-bg, #fff8ef)',
  text: 'var(--inv-text, #3b1d14)',
};

/** `stroke-width` -> `strokeWidth`: React names SVG attributes in camel case. */
const reactName = (attribute: string) => attribute.replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase());

function MotifShapes({ motif }: { motif: Motif }) {
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

/** The motif drawn once for the page, and the address ornaments show it by. */
const DefinedMotif = createContext<{ motif: Motif; href: string } | null>(null);

/** Draws the motif once, out of sight, for every ornament inside to show by reference. */
export function MotifDefinitions({ motif, children }: { motif: Motif; children: ReactNode }) {
  const id = `motif${useId().replace(/[^\w-]/g, '')}`;
  return (
    <DefinedMotif value={{ motif, href: `#${id}` }}>
      <svg className="orn-definitions" width="0" height="0" aria-hidden="true" focusable="false">
        <defs>
          <g id={id}>
            <MotifShapes motif={motif} />
          </g>
        </defs>
      </svg>
      {children}
    </DefinedMotif>
  );
}

/** The motif in the 0–100 box of its drawing: a reference to the page's copy, or drawn here when there is none. */
export function MotifDrawing({ motif }: { motif: Motif }) {
  const defined = use(DefinedMotif);
  return defined?.motif === motif ? <use href={defined.href} /> : <MotifShapes motif={motif} />;
}
