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

/**
 * The motif drawn once for the page, and how ornaments show it: by reference to the drawing, or, given the
 * ornaments' images, as those images.
 */
const DefinedMotif = createContext<{ motif: Motif; href: string; images: boolean } | null>(null);

/**
 * Draws the motif once, out of sight, for every ornament inside to show by reference. Given `images` (the
 * guest page: a stylesheet of the ornaments drawn once each, see ornament-images.tsx), it puts that on the
 * page instead, and every ornament inside shows its image.
 */
export function MotifDefinitions({ motif, images, children }: { motif: Motif; images?: string; children: ReactNode }) {
  const id = `motif${useId().replace(/[^\w-]/g, '')}`;
  if (images) {
    return (
      <DefinedMotif value={{ motif, href: '', images: true }}>
        <style>{images}</style>
        {children}
      </DefinedMotif>
    );
  }
  return (
    <DefinedMotif value={{ motif, href: `#${id}`, images: false }}>
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

/** Whether ornaments of this motif show as the page's images of them. */
export function useOrnamentImages(motif: Motif): boolean {
  const defined = use(DefinedMotif);
  return defined?.images === true && defined.motif === motif;
}

/** The motif in the 0–100 box of its drawing: a reference to the page's copy, or drawn here when there is none. */
export function MotifDrawing({ motif }: { motif: Motif }) {
  const defined = use(DefinedMotif);
  return defined?.motif === motif && !defined.images ? <use href={defined.href} /> : <MotifShapes motif={motif} />;
}
