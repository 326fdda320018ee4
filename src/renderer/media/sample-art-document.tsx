/**
 * A sample picture as a standalone SVG file in one palette (for the server's /invite-art route): the same
 * drawing the page draws inline, with the palette's colours set as the CSS variables it paints with.
 * Imported by the server only (react-dom/server).
 */
import type { CSSProperties } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { SampleArtDrawing } from './SampleArt';
import { sceneKey, SCENE_NAMES } from './scenes';
import type { SampleArtPalette } from './sample-art-files';

export function sampleArtDocument(subject: string, palette: SampleArtPalette): string {
  const style = {
    '--inv-bg': palette.background,
    '--inv-primary': palette.primary,
    '--inv-secondary': palette.secondary,
    '--inv-accent': palette.accent,
  } as CSSProperties;
  return renderToStaticMarkup(
    <svg
      xmlns="http://www.w3.org/2000/svg"
      viewBox="0 0 400 300"
      width="400"
      height="300"
      preserveAspectRatio="xMidYMid slice"
      style={style}
    >
      <SampleArtDrawing subject={subject} gradientId="g" />
    </svg>,
  );
}

/** The scenes the route draws, by their own names. */
export function isSampleScene(name: string): boolean {
  return SCENE_NAMES.includes(name) && sceneKey(name) === name;
}
