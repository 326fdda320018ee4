import { describe, expect, it } from 'vitest';
import { TEMPLATES, findTemplate } from '../catalogue';
import { ART_KINDS, artUrl, renderArt, screenshotCaptions, screenshotUrls, SCREENSHOT_COUNT } from './index';

/** Tags open and close in order, and nothing is left open: enough to catch broken markup from string building. */
function assertWellFormed(svg: string): void {
  const stack: string[] = [];
  for (const match of svg.matchAll(/<(\/?)([a-zA-Z][\w:-]*)[^>]*?(\/?)>/g)) {
    const [, closing, name, selfClosing] = match;
    if (selfClosing) continue;
    if (closing) expect(stack.pop(), `closing </${name}>`).toBe(name);
    else stack.push(name);
  }
  expect(stack).toEqual([]);
}

function assertReferencesResolve(svg: string): void {
  const ids = new Set([...svg.matchAll(/\bid="([^"]+)"/g)].map((m) => m[1]));
  const refs = [...svg.matchAll(/url\(#([^)]+)\)|href="#([^"]+)"/g)].map((m) => m[1] ?? m[2]);
  for (const ref of refs) expect(ids.has(ref), `#${ref} is defined`).toBe(true);
}

describe('template artwork', () => {
  it('renders every kind for every template as well-formed SVG with numbers only', () => {
    for (const template of TEMPLATES) {
      for (const kind of ART_KINDS) {
        const svg = renderArt(template, kind);
        expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"'), `${template.id} ${kind}`).toBe(true);
        expect(svg).not.toMatch(/NaN|undefined|Infinity|\[object/);
        assertWellFormed(svg);
        assertReferencesResolve(svg);
        // Small enough to load fast on a phone (served uncompressed in the worst case).
        expect(svg.length, `${template.id} ${kind} size`).toBeLessThan(80_000);
      }
    }
  });

  it('gives every template its own thumbnail, drawn in its palette', () => {
    const thumbnails = TEMPLATES.map((t) => renderArt(t, 'thumbnail'));
    expect(new Set(thumbnails).size).toBe(TEMPLATES.length);
    TEMPLATES.forEach((t, i) => {
      expect(thumbnails[i]).toContain(t.design.palette.primary);
      expect(thumbnails[i]).toContain(`<title>${t.name.replace(/&/g, '&amp;')}: ${t.category} invitation</title>`);
    });
  });

  it('is deterministic, so caches and ETags stay valid', () => {
    const template = findTemplate('par003')!;
    for (const kind of ART_KINDS) expect(renderArt(template, kind)).toBe(renderArt(template, kind));
  });

  it('draws the template design: the same sample content looks different under another design', () => {
    const wedding = findTemplate('wed001')!;
    const redesigned = { ...wedding, design: findTemplate('wed002')!.design };
    expect(renderArt(redesigned, 'thumbnail')).not.toBe(renderArt(wedding, 'thumbnail'));
  });

  it('places a repeated ornament as one picture, so the browser styles and lays it out once for all its copies', () => {
    // wed001's marigold garlands repeat one flower and one leaf 177 times.
    const svg = renderArt(findTemplate('wed001')!, 'thumbnail');
    const images = new Map(
      [...svg.matchAll(/<image id="([^"]+)"[^>]* href="data:image\/svg\+xml,([^"]+)"\/>/g)].map((m) => [m[1], m[2]]),
    );
    const uses = [...svg.matchAll(/<use href="#([^"]+)"/g)].map((m) => m[1]);
    expect(uses.length).toBeGreaterThan(100);
    for (const id of uses) expect(images.has(id), `#${id} is a picture`).toBe(true);
    for (const picture of images.values()) {
      const markup = decodeURIComponent(picture);
      expect(markup.startsWith('<svg xmlns="http://www.w3.org/2000/svg" viewBox="')).toBe(true);
      assertWellFormed(markup);
    }
    // What the browser builds: each element, and each <use> a copy of what it points at (one <image>).
    const elements = (markup: string) => markup.match(/<[a-zA-Z]/g)?.length ?? 0;
    expect(elements(svg) + uses.length).toBeLessThan(600);
  });

  it('draws eight different screenshots per template', () => {
    const template = findTemplate('sch009')!;
    const shots = Array.from({ length: SCREENSHOT_COUNT }, (_, i) =>
      renderArt(template, `screenshot-${i + 1}` as (typeof ART_KINDS)[number]),
    );
    expect(new Set(shots).size).toBe(SCREENSHOT_COUNT);
  });
});

describe('screenshot captions and addresses', () => {
  it('gives eight distinct, non-empty captions per template', () => {
    for (const template of TEMPLATES) {
      const captions = screenshotCaptions(template);
      expect(captions).toHaveLength(8);
      expect(new Set(captions).size).toBe(8);
      for (const caption of captions) expect(caption.trim().length).toBeGreaterThan(10);
      expect(captions[0]).toContain(template.design.palette.name);
    }
  });

  it('speaks the category’s language', () => {
    expect(screenshotCaptions(findTemplate('wed001')!).join(' ')).toMatch(/Muhurtham/);
    expect(screenshotCaptions(findTemplate('bir001')!).join(' ')).toMatch(/birthday star/);
    expect(screenshotCaptions(findTemplate('sch001')!).join(' ')).toMatch(/students and parents/);
  });

  it('addresses the art where the catalogue says the thumbnail is', () => {
    for (const template of TEMPLATES) expect(artUrl(template.id, 'thumbnail')).toBe(template.tumbnail_url);
    expect(screenshotUrls('wed001')).toEqual(
      Array.from({ length: 8 }, (_, i) => `/rest/api/public/art/wed001/screenshot-${i + 1}.svg`),
    );
  });
});
