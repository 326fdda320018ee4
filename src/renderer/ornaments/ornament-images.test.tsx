import { renderToStaticMarkup, renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { contentSchemas } from '../../generated';
import { LAYOUTS, TEMPLATES, type Design } from '../../shared/catalogue';
import type { ContentData, ContentSchemaEntry } from '../../shared/content';
import { MOTIF_SHAPES } from '../../shared/motifs';
import { Invitation } from '../Invitation';
import { COVER_BANDS, Corner, Emblem, MotifBand, MotifPattern, ORNAMENT_IMAGE } from './Ornaments';
import { ornamentImagesCss } from './ornament-images';

const samples = import.meta.glob<ContentData>('../../../schemas/samples/wedding.json', {
  import: 'default',
  eager: true,
});
const content = samples['../../../schemas/samples/wedding.json']!;
const entry = contentSchemas.wedding as unknown as ContentSchemaEntry;
const template = TEMPLATES.find((t) => t.schema === 'wedding')!;

function guestPage(design: Design, ornamentImages?: string) {
  return renderToString(
    <Invitation
      design={design}
      layout={entry.layout}
      content={content}
      templateName={template.name}
      mode="live"
      extras={{ ornamentImages }}
    />,
  );
}

/** Each image of the stylesheet, by its class, decoded back to its SVG. */
function imagesOf(css: string): Map<string, string> {
  return new Map(
    [...css.matchAll(/\.([\w-]+)\{--orn-image:url\("data:image\/svg\+xml,([^"]*)"\)\}/g)].map(([, kind, svg]) => [
      kind!,
      decodeURIComponent(svg!),
    ]),
  );
}

/** The classes that ask for an ornament image on a page. */
const askedFor = (html: string) => new Set([...html.matchAll(/\b(orn-img--[\w-]+)/g)].map(([, kind]) => kind!));

describe('the guest page’s ornaments, drawn once each as images', () => {
  it.each([...LAYOUTS])('%s: no ornament is inline SVG; each shows an image the page’s stylesheet draws', (layout) => {
    const design = { ...template.design, layout };
    const css = ornamentImagesCss(design);
    const html = guestPage(design, css);
    expect(html).not.toContain('<use');
    expect(html).not.toContain('class="orn-definitions"');
    expect(html).not.toMatch(/<svg[^>]*class="orn[ "]/);
    // The stylesheet is on the page, and draws exactly the ornaments the page shows.
    expect(html).toContain(`<style>${css}</style>`);
    expect([...imagesOf(css).keys()].sort()).toEqual([...askedFor(html)].sort());
  });

  it('draws each image as the previews draw that ornament inline, in the design’s colours, the motif once', () => {
    const classic: Design = { ...template.design, layout: 'classic' };
    const framed: Design = { ...template.design, layout: 'framed' };
    const { motif } = classic;
    const cases: [Design, string, string][] = [
      [classic, ORNAMENT_IMAGE.emblem, renderToStaticMarkup(<Emblem motif={motif} size={108} />)],
      [classic, ORNAMENT_IMAGE.pattern, renderToStaticMarkup(<MotifPattern motif={motif} opacity={1} />)],
      ...Object.values(COVER_BANDS).map((count): [Design, string, string] => [
        classic,
        ORNAMENT_IMAGE.band(count),
        renderToStaticMarkup(<MotifBand motif={motif} count={count} />),
      ]),
      [framed, ORNAMENT_IMAGE.corner, renderToStaticMarkup(<Corner motif={motif} position="tl" />)],
    ];
    const shapesIn = (svg: string) => svg.match(/<(path|circle|ellipse|rect)\b/g)?.length ?? 0;
    const motifShapes = MOTIF_SHAPES[motif].length;
    for (const [design, kind, inline] of cases) {
      const svg = imagesOf(ornamentImagesCss(design)).get(kind)!;
      expect(svg, kind).toMatch(/^<svg xmlns='http:\/\/www.w3.org\/2000\/svg'/);
      expect(svg, kind).toContain(`--inv-primary:${design.palette.primary}`);
      // The inline ornament itself, its own frame and every copy of the motif, drawn once and shown by reference.
      expect(svg, kind).toContain(/^<svg[^>]*>/.exec(inline)![0].replace(/"/g, "'"));
      const copies = svg.match(/<use\b/g)?.length ?? 0;
      expect(shapesIn(svg) + (copies - 1) * motifShapes, kind).toBe(shapesIn(inline));
    }
  });

  it('keeps the previews’ inline drawing where no images are given', () => {
    const html = guestPage(template.design);
    expect(html).toContain('class="orn-definitions"');
    expect(html).toContain('<use');
    expect(html).not.toContain('orn-img');
  });
});
