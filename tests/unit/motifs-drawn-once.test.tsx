/**
 * Each motif is drawn once, in the shared motif library: the invitation's ornaments and the template artwork
 * must both show exactly the library's shapes (same elements, same geometry), only painted differently.
 */
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { renderArt } from '../../src/shared/art';
import { LAYOUTS, MOTIFS, TEMPLATES, type Motif } from '../../src/shared/catalogue';
import { MOTIF_SHAPES } from '../../src/shared/motifs';
import { MotifDefinitions } from '../../src/renderer/ornaments/motifs';
import { Divider, Emblem, MotifBand } from '../../src/renderer/ornaments/Ornaments';

const GEOMETRY = ['d', 'cx', 'cy', 'r', 'rx', 'ry', 'x', 'y', 'width', 'height', 'transform'];

/** One shape as its element name and geometry, leaving out how it is painted. */
function signature(name: string, attributes: [string, string | number][]): string {
  const geometry = attributes
    .filter(([key]) => GEOMETRY.includes(key))
    .sort(([a], [b]) => GEOMETRY.indexOf(a) - GEOMETRY.indexOf(b))
    .map(([key, value]) => `${key}=${value}`);
  return `${name} ${geometry.join(' ')}`;
}

/**
 * The markup with each picture it shows as a data: SVG opened in place after its tag: the artwork draws a
 * repeated ornament once, as such a picture (Defs.use), and places copies of it.
 */
function withPictures(markup: string): string {
  return markup.replace(
    /href="data:image\/svg\+xml,([^"]*)"[^>]*>/g,
    (tag, data: string) => tag + decodeURIComponent(data),
  );
}

/** Each path, circle, ellipse and rect of some markup (pictures it shows included), in order. */
function shapesOf(markup: string): string[] {
  return [...withPictures(markup).matchAll(/<(path|circle|ellipse|rect)\b([^>]*?)\/?>/g)].map(([, name, attributes]) =>
    signature(
      name,
      [...attributes.matchAll(/([\w-]+)="([^"]*)"/g)].map(([, key, value]) => [key, value]),
    ),
  );
}

function libraryShapes(motif: Motif): string[] {
  return MOTIF_SHAPES[motif].map(({ element, geometry }) => signature(element, Object.entries(geometry)));
}

/** Whether `run` appears in `list` as consecutive items. */
function containsRun(list: string[], run: string[]): boolean {
  return list.some((_, start) => run.every((item, k) => list[start + k] === item));
}

function templateWith(motif: Motif) {
  const template = TEMPLATES.find((t) => t.design.motif === motif) ?? TEMPLATES[0]!;
  return { ...template, design: { ...template.design, motif } };
}

describe('each motif is drawn once', () => {
  it('has a drawing in the library for every motif of the catalogue, and no two alike', () => {
    expect(Object.keys(MOTIF_SHAPES).sort()).toEqual([...MOTIFS].sort());
    const drawings = MOTIFS.map((motif) => libraryShapes(motif).join('\n'));
    expect(new Set(drawings).size).toBe(MOTIFS.length);
  });

  it.each([...MOTIFS])('the invitation ornaments draw %s from the library', (motif) => {
    const emblem = shapesOf(renderToStaticMarkup(<Emblem motif={motif} />));
    expect(emblem).toEqual(libraryShapes(motif));
    // The band repeats the same drawing after its own curve.
    const band = shapesOf(renderToStaticMarkup(<MotifBand motif={motif} count={3} />));
    expect(band.slice(1)).toEqual([...libraryShapes(motif), ...libraryShapes(motif), ...libraryShapes(motif)]);
  });

  it('draws the motif once on a page: every ornament inside shows that drawing by reference', () => {
    const motif = MOTIFS[0];
    const markup = renderToStaticMarkup(
      <MotifDefinitions motif={motif}>
        <Emblem motif={motif} />
        <Divider motif={motif} />
        <MotifBand motif={motif} count={5} />
      </MotifDefinitions>,
    );
    // The band's own curve is the only shape besides the one drawing.
    expect(shapesOf(markup)).toEqual([...libraryShapes(motif), 'path d=M0 10 Q250 60 500 10']);
    const id = /<g id="([^"]+)">/.exec(markup)?.[1];
    const references = [...markup.matchAll(/<use href="#([^"]+)"/g)].map(([, href]) => href);
    expect(references).toEqual(Array.from({ length: 7 }, () => id));
    // Another motif on the same page (never the case today) is still drawn in full.
    const other = renderToStaticMarkup(
      <MotifDefinitions motif={motif}>
        <Emblem motif={MOTIFS[1]} />
      </MotifDefinitions>,
    );
    expect(containsRun(shapesOf(other).slice(libraryShapes(motif).length), libraryShapes(MOTIFS[1]))).toBe(true);
  });

  it.each([...MOTIFS])('the artwork draws %s from the library on the cover, in every layout', (motif) => {
    const template = templateWith(motif);
    expect(containsRun(shapesOf(renderArt(template, 'cover')), libraryShapes(motif))).toBe(true);
    for (const layout of LAYOUTS) {
      const thumbnail = renderArt({ ...template, design: { ...template.design, layout } }, 'thumbnail');
      expect(containsRun(shapesOf(thumbnail), libraryShapes(motif)), `${template.id} ${layout}`).toBe(true);
    }
  });

  it('shows every template its own motif from the library on its thumbnail', () => {
    for (const template of TEMPLATES) {
      const thumbnail = shapesOf(renderArt(template, 'thumbnail'));
      expect(containsRun(thumbnail, libraryShapes(template.design.motif)), template.id).toBe(true);
    }
  });
});
