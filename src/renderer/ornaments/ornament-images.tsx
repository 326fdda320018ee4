/**
 * The guest page's ornaments drawn once each, as images: a stylesheet whose rules carry each ornament (the
 * emblem, the cover's corners, bands and faint pattern tile) as an SVG data address, in the page's palette.
 * Every ornament on the page then shows its image as a CSS background (Ornaments.tsx): as inline SVG, each of
 * the page's dozens of ornaments cloned the motif's fifty-odd shapes for the phone to style and lay out again
 * whenever a font arrived. The images are the very components the previews draw inline, so they look the same.
 * Imported by the server only (react-dom/server).
 */
import type { CSSProperties, ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { Design } from '../../shared/catalogue';
import {
  BAND_BLEED,
  COVER_BANDS,
  Corner,
  Emblem,
  MotifBand,
  MotifPattern,
  ORNAMENT_IMAGE,
  PATTERN_TILE,
} from './Ornaments';
import { MotifDefinitions } from './motifs';
import { ORNAMENT_STROKES } from './ornament-strokes';

/** Stylesheets already drawn, by motif, layout and palette; bounded, as any palette may be asked for. */
const drawn = new Map<string, string>();
const DRAWN_LIMIT = 200;

/** One ornament as a standalone SVG document painted in the design's palette. */
function svgDocument(design: Design, viewBox: string, drawing: ReactNode): string {
  const { palette } = design;
  const style = {
    '--inv-bg': palette.background,
    '--inv-primary': palette.primary,
    '--inv-secondary': palette.secondary,
    '--inv-accent': palette.accent,
    '--inv-text': palette.text,
  } as CSSProperties;
  return renderToStaticMarkup(
    <svg xmlns="http://www.w3.org/2000/svg" viewBox={viewBox} className="orn" style={style}>
      <style>{ORNAMENT_STROKES}</style>
      {/* The motif once in the image too: a band or pattern shows its copies by reference. */}
      <MotifDefinitions motif={design.motif}>{drawing}</MotifDefinitions>
    </svg>,
  );
}

/** An SVG document as a CSS url(): percent-encoded where a data address or a stylesheet needs it. */
function cssUrl(svg: string): string {
  const encoded = svg.replace(/"/g, "'").replace(/[%#<>\n]/g, (c) => encodeURIComponent(c));
  return `url("data:image/svg+xml,${encoded}")`;
}

/** The images the page's layout shows: every page the emblem and the pattern, framed pages corners, classic bands. */
function images(design: Design): [kind: string, svg: string][] {
  const { motif, layout } = design;
  const list: [string, string][] = [
    [ORNAMENT_IMAGE.emblem, svgDocument(design, '0 0 108 108', <Emblem motif={motif} size={108} />)],
    [
      ORNAMENT_IMAGE.pattern,
      svgDocument(design, `0 0 ${PATTERN_TILE} ${PATTERN_TILE}`, <MotifPattern motif={motif} opacity={1} />),
    ],
  ];
  if (layout === 'framed') {
    list.push([ORNAMENT_IMAGE.corner, svgDocument(design, '0 0 120 120', <Corner motif={motif} position="tl" />)]);
  }
  if (layout === 'classic') {
    for (const count of Object.values(COVER_BANDS)) {
      // The band's lower motifs reach below its box (drawn with overflow showing): the image is that much taller.
      const height = 100 * (1 + BAND_BLEED);
      list.push([
        ORNAMENT_IMAGE.band(count),
        svgDocument(design, `0 0 ${count * 100} ${height}`, <MotifBand motif={motif} count={count} />),
      ]);
    }
  }
  return list;
}

/** The stylesheet giving each of the design's ornaments its image (`--orn-image`, see ornaments.css). */
export function ornamentImagesCss(design: Design): string {
  const { palette } = design;
  const key = [
    design.motif,
    design.layout,
    palette.background,
    palette.primary,
    palette.secondary,
    palette.accent,
    palette.text,
  ].join('|');
  let css = drawn.get(key);
  if (css === undefined) {
    css = images(design)
      .map(([kind, svg]) => `.${kind}{--orn-image:${cssUrl(svg)}}`)
      .join('');
    if (drawn.size >= DRAWN_LIMIT) drawn.delete(drawn.keys().next().value!);
    drawn.set(key, css);
  }
  return css;
}
