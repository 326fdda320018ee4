import { describe, expect, it } from 'vitest';
import { MOTIFS } from '../catalogue';
import { FIXED, LINE_WIDTH, MOTIF_SHAPES, motifElements, motifMarkup, type MotifColours } from './index';

const COLOURS: MotifColours = {
  primary: '#111111',
  secondary: '#222222',
  accent: '#333333',
  background: '#444444',
  text: '#555555',
};

describe('motif library', () => {
  it('paints each shape in the colour of its role, lines as round strokes without fill', () => {
    for (const motif of MOTIFS) {
      const elements = motifElements(motif, COLOURS);
      expect(elements).toHaveLength(MOTIF_SHAPES[motif].length);
      MOTIF_SHAPES[motif].forEach((shape, i) => {
        const { attributes } = elements[i]!;
        if (shape.line) {
          expect(attributes).toMatchObject({
            fill: 'none',
            stroke: COLOURS[shape.line],
            'stroke-width': LINE_WIDTH,
            'stroke-linecap': 'round',
          });
        } else if (shape.fill?.startsWith('#')) {
          expect(attributes.fill, `${motif} keeps its fixed colour`).toBe(shape.fill);
        } else {
          expect(attributes.fill).toBe(COLOURS[shape.fill as keyof MotifColours]);
        }
      });
    }
  });

  it('keeps leaves and flames their own colour whatever the palette', () => {
    expect(motifMarkup('kalash', COLOURS)).toContain(`fill="${FIXED.leaf}"`);
    expect(motifMarkup('diya', COLOURS)).toContain(`fill="${FIXED.flame}"`);
  });

  it('writes well-formed, self-closing SVG elements with escaped attributes', () => {
    const markup = motifMarkup('mandala', { ...COLOURS, primary: 'url(#a"b)' });
    expect(markup).toMatch(/^(<(path|circle|ellipse|rect)( [\w-]+="[^"]*")+\/>)+$/);
    expect(markup).toContain('fill="url(#a&quot;b)"');
  });
});
