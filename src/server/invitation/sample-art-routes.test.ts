import { afterAll, describe, expect, it } from 'vitest';
import { gunzipSync } from 'node:zlib';
import { createTestApp } from '../testing/test-app';
import { seedLiveSite } from './testing/seed';

const t = await createTestApp();
afterAll(() => t.close());

const open = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });
const decoded = (url: string) => url.replace(/&amp;/g, '&');

describe('GET /invite-art/{scene}/{colours}.svg', () => {
  it('serves the guest page’s sample pictures, drawn in the site’s palette and kept a year by the browser', async () => {
    const site = await seedLiveSite(t.app.ctx.db, { pack: 'luxury' });
    const page = await open(`/invite/${site.slug}`);
    const sources = [...page.body.matchAll(/<img class="media media--art[^>]*src="([^"]+)"/g)].map((m) =>
      decoded(m[1]!),
    );
    expect(sources.length).toBeGreaterThan(5);
    const [first] = sources;
    const art = await open(first!, { 'accept-encoding': 'gzip' });
    expect(art.statusCode).toBe(200);
    expect(art.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
    expect(art.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const svg = gunzipSync(art.rawPayload).toString();
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    // The palette the address names, as the variables the drawing paints with.
    const [bg, primary] = /\/([0-9a-f-]+)\.svg/.exec(first!)![1]!.split('-');
    expect(svg).toContain(`--inv-bg:#${bg}`);
    expect(svg).toContain(`--inv-primary:#${primary}`);

    const again = await open(first!, { 'if-none-match': String(art.headers.etag) });
    expect(again.statusCode).toBe(304);
  });

  it('answers an older version’s address with today’s drawing, kept briefly', async () => {
    const art = await open('/invite-art/couple/fff8ef-9b1c31-c2410c-d4a017.svg?v=old');
    expect(art.statusCode).toBe(200);
    expect(art.headers['cache-control']).toBe('public, max-age=300');
  });

  it('refuses what is no scene or no palette, without drawing anything', async () => {
    expect((await open('/invite-art/nothing/fff8ef-9b1c31-c2410c-d4a017.svg')).statusCode).toBe(404);
    expect((await open('/invite-art/constructor/fff8ef-9b1c31-c2410c-d4a017.svg')).statusCode).toBe(404);
    expect((await open('/invite-art/couple/red-9b1c31-c2410c-d4a017.svg')).statusCode).toBe(400);
    expect((await open('/invite-art/couple/FFF8EF-9b1c31-c2410c-d4a017.svg')).statusCode).toBe(400);
    expect((await open(`/invite-art/${'a'.repeat(80)}/fff8ef-9b1c31-c2410c-d4a017.svg`)).statusCode).toBe(400);
    expect((await open('/invite-art/couple/fff8ef-9b1c31-c2410c-d4a017.svg?v=' + 'x'.repeat(100))).statusCode).toBe(
      400,
    );
  });
});
