/**
 * The link preview is rasterised by sharp (librsvg), which draws an <image> of SVG otherwise than a browser: the
 * garland's leaves of a cover drawn for browsers came out cut. Its cover places live shapes instead.
 */
import { describe, expect, it } from 'vitest';
import { coverSvg } from '../../shared/art';
import { findTemplate } from '../../shared/catalogue';
import { previewSvg } from './og-image';

const NESTED_PICTURE = /<image[^>]*href="data:image\/svg\+xml/;
const words = { title: 'Ananya & Rohan', subtitle: 'You are invited', date: '14 Feb 2027', place: 'Jaipur' };

describe('the link preview’s cover', () => {
  it.each(['wed001', 'eng001'])(
    'draws %s’s repeated ornaments as shapes, where the browser’s cover has pictures',
    (id) => {
      const template = findTemplate(id)!;
      expect(coverSvg(template)).toMatch(NESTED_PICTURE);
      const preview = previewSvg(template, words);
      expect(preview).not.toMatch(NESTED_PICTURE);
      expect(preview).toContain('<use href="#');
      expect(preview.toUpperCase()).toContain('ANANYA');
    },
  );
});
