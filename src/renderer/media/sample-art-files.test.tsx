import { createHash } from 'node:crypto';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { contentSchemas } from '../../generated';
import { findTemplate } from '../../shared/catalogue';
import type { ContentData, ContentSchemaEntry } from '../../shared/content';
import { EMPTY_LOOK, resolveLook } from '../../shared/look';
import { Invitation } from '../Invitation';
import { sampleArtDocument } from './sample-art-document';
import { SAMPLE_ART_VERSION, sampleArtUrl } from './sample-art-files';
import { SCENE_NAMES } from './scenes';

const samples = import.meta.glob<ContentData>('../../../schemas/samples/wedding.json', {
  import: 'default',
  eager: true,
});
const content = samples['../../../schemas/samples/wedding.json']!;
const entry = contentSchemas.wedding as unknown as ContentSchemaEntry;
const template = findTemplate('wed001')!;
const look = resolveLook(template, { ...EMPTY_LOOK, music: { source: 'bundled', track: 'shehnai-dawn' } }, 'luxury');

function page(mode: 'live' | 'preview') {
  return renderToString(
    <Invitation
      design={look.design}
      layout={entry.layout}
      content={content}
      templateName={template.name}
      mode={mode}
      look={look}
      initialLanguage="hi"
    />,
  );
}

const elements = (html: string) => html.match(/<[a-zA-Z]/g)?.length ?? 0;

describe('sample pictures on the guest page', () => {
  it('are images of the drawing the server serves, the cover’s alone drawn inline', () => {
    const html = page('live');
    const images = [...html.matchAll(/<img class="media media--art[^>]*src="([^"]+)"/g)].map((m) => m[1]!);
    expect(images.length).toBeGreaterThan(10);
    const { background, primary, secondary, accent } = look.design.palette;
    const colours = [background, primary, secondary, accent].map((c) => c.slice(1).toLowerCase()).join('-');
    for (const src of images) expect(src).toMatch(new RegExp(`^/invite-art/[a-z-]+/${colours}\\.svg\\?v=`));
    // The cover's picture paints with the HTML, without waiting for a request.
    expect(html.match(/<svg class="media media--art/g)).toHaveLength(1);
    // Drawn inline, the pictures were about 1,800 of the page's 2,400 elements (issue 39: at most 900 in all).
    expect(elements(html)).toBeLessThan(800);
  });

  it('stay drawn inline in a template preview (the web app draws it, live colours and all)', () => {
    const html = page('preview');
    expect(html).not.toContain('<img class="media media--art');
    expect(elements(html)).toBeGreaterThan(1500);
  });

  it('are named by palette only in #rrggbb colours; anything else is drawn inline', () => {
    const palette = { background: '#FFF8EF', primary: '#9b1c31', secondary: '#c2410c', accent: '#d4a017' };
    expect(sampleArtUrl('couple', palette)).toBe(
      `/invite-art/couple/fff8ef-9b1c31-c2410c-d4a017.svg?v=${SAMPLE_ART_VERSION}`,
    );
    expect(sampleArtUrl('couple', { ...palette, accent: 'red' })).toBeNull();
  });

  it('name the drawings’ version: a changed scene changes every address (update SAMPLE_ART_VERSION)', () => {
    const palette = { background: '#fff8ef', primary: '#9b1c31', secondary: '#c2410c', accent: '#d4a017' };
    const drawings = SCENE_NAMES.map((name) => sampleArtDocument(name, palette)).join('\n');
    expect(SAMPLE_ART_VERSION).toBe(createHash('sha256').update(drawings).digest('hex').slice(0, 10));
  });
});
