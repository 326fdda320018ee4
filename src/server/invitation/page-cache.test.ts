import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { formDataToComponents } from '../../shared/content';
import { EMPTY_LOOK } from '../../shared/look';
import { paletteChoices } from '../../shared/look/palettes';
import { getContentSchema } from '../../generated';
import { startSession } from '../account';
import { saveContent } from '../content/content-store';
import { guestPhotos, users, wishes } from '../db/schema';
import { writeLook } from '../look/look-service';
import { publishSite, unpublishSite } from '../live';
import { createTestApp } from '../testing/test-app';
import { seedLiveSite, type SeededSite } from './testing/seed';

const t = await createTestApp();
const ctx = t.app.ctx;
afterAll(() => t.close());

const open = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

async function ownerAuthorization(site: SeededSite): Promise<string> {
  const [owner] = await ctx.db.select().from(users).where(eq(users.id, site.userId));
  const { token } = await startSession(ctx.db, t.config, owner!, t.clock.now());
  return `Bearer ${token}`;
}

describe('the guest page kept for a few seconds', () => {
  it('serves a site opened again from the drawn page until the copy runs out (a change by another instance)', async () => {
    const site = await seedLiveSite(ctx.db, { wishes: [{ name: 'Meera', message: 'Lovely couple', visflag: null }] });
    expect((await open(`/invite/${site.slug}`)).body).not.toContain('Lovely couple');
    // Written straight to the database, as another instance would: nothing in this process hears of it.
    await ctx.db.update(wishes).set({ visflag: true }).where(eq(wishes.liveId, site.liveId));
    expect((await open(`/invite/${site.slug}`)).body).not.toContain('Lovely couple');
    t.clock.advance(t.config.siteCacheTtlMs);
    expect((await open(`/invite/${site.slug}`)).body).toContain('Lovely couple');
  });

  it('answers many guests at once from one drawing, the same page to each', async () => {
    const site = await seedLiveSite(ctx.db);
    const pages = await Promise.all(Array.from({ length: 8 }, () => open(`/invite/${site.slug}`)));
    expect(new Set(pages.map((page) => page.statusCode))).toEqual(new Set([200]));
    expect(new Set(pages.map((page) => page.body)).size).toBe(1);
    expect(pages[0]!.body).toContain('Ananya');
  });

  it("shows the buyer's moderation on the next request", async () => {
    const site = await seedLiveSite(ctx.db, {
      wishes: [{ name: 'Lata', message: 'Blessings to you both', visflag: null }],
      photos: [{ name: 'Ravi', visflag: null }],
    });
    const authorization = await ownerAuthorization(site);
    const moderate = (path: string) => t.app.inject({ method: 'GET', url: path, headers: { authorization } });
    const [wish] = await ctx.db.select().from(wishes).where(eq(wishes.liveId, site.liveId));
    const [photo] = await ctx.db.select().from(guestPhotos).where(eq(guestPhotos.liveId, site.liveId));
    const before = (await open(`/invite/${site.slug}`)).body;
    expect(before).not.toContain('Blessings to you both');
    expect(before).not.toContain('Shared by Ravi');

    expect((await moderate(`/rest/api/private/modify_wish_message/${site.liveId}/${wish!.id}/true`)).statusCode).toBe(
      200,
    );
    expect((await moderate(`/rest/api/private/modify_gallery_image/${site.liveId}/${photo!.id}/true`)).statusCode).toBe(
      200,
    );
    const shown = (await open(`/invite/${site.slug}`)).body;
    expect(shown).toContain('Blessings to you both');
    expect(shown).toContain('Shared by Ravi');

    await moderate(`/rest/api/private/modify_wish_message/${site.liveId}/${wish!.id}/false`);
    const hidden = (await open(`/invite/${site.slug}`)).body;
    expect(hidden).not.toContain('Blessings to you both');
    expect(hidden).toContain('Shared by Ravi');
  });

  it('shows submitted content and a changed look on the next request', async () => {
    const site = await seedLiveSite(ctx.db, { pack: 'basic' });
    expect((await open(`/invite/${site.slug}`)).body).toContain('Sri Krishna Convention Hall');

    const moved = JSON.parse(
      JSON.stringify(site.content).replaceAll('Sri Krishna Convention Hall', 'Lalbagh Glass House'),
    ) as typeof site.content;
    const layout = getContentSchema(site.template.schema)!.layout;
    const key = { userId: site.userId, templateId: site.template.id, liveId: site.liveId };
    await saveContent(ctx, key, formDataToComponents(layout, site.template.id, moved));
    const changed = (await open(`/invite/${site.slug}`)).body;
    expect(changed).toContain('Lalbagh Glass House');
    expect(changed).not.toContain('Sri Krishna Convention Hall');

    const palette = paletteChoices(site.template).at(-1)!;
    await writeLook(ctx, site.userId, site.template.id, { ...EMPTY_LOOK, palette: palette.name });
    expect((await open(`/invite/${site.slug}`)).body).toContain(
      `<meta name="theme-color" content="${palette.primary}">`,
    );
  });

  it('answers 404 right after the site is taken down, and the page again once it is republished', async () => {
    const site = await seedLiveSite(ctx.db);
    expect((await open(`/invite/${site.slug}`)).statusCode).toBe(200);
    await unpublishSite(ctx, site.userId, site.template.id);
    const gone = await open(`/invite/${site.slug}`);
    expect(gone.statusCode).toBe(404);
    expect(gone.body).not.toContain('Ananya');

    await publishSite(ctx, site.userId, site.template.id, site.slug, { accessCode: 'sangeet25' });
    const gated = await open(`/invite/${site.slug}`);
    expect(gated.statusCode).toBe(200);
    expect(gated.body).toContain('This invitation is private');
    expect(gated.body).not.toContain('Ananya');
  });

  it('greets each personal link by its own name from one drawn page, in the text and the language links', async () => {
    const site = await seedLiveSite(ctx.db, { pack: 'luxury' });
    const hostile = `O'Brien & "Sons" <b>+ 100%</b>`;
    const sharma = await open(`/invite/${site.slug}?to=Sharma%20family&lang=hi`);
    const brien = await open(`/invite/${site.slug}?to=${encodeURIComponent(hostile)}&lang=hi`);
    const plain = await open(`/invite/${site.slug}?lang=hi`);

    expect(sharma.body).toContain('Sharma family');
    expect(sharma.body).toContain('href="?lang=kn&amp;to=Sharma+family"');
    expect(sharma.body).not.toContain('Brien');
    expect(brien.body).toContain('O&#x27;Brien &amp; &quot;Sons&quot; &lt;b&gt;+ 100%&lt;/b&gt;');
    expect(brien.body).toContain(
      `href="?lang=kn&amp;to=${new URLSearchParams({ to: hostile }).toString().slice(3).replaceAll('&', '&amp;')}"`,
    );
    expect(brien.body).not.toContain('<b>+');
    expect(brien.body).not.toContain('Sharma family');
    expect(plain.body).not.toContain('live-greeting');
    // The mark the page is drawn with never reaches a guest.
    for (const page of [sharma, brien, plain]) expect(page.body).not.toMatch(/guest[0-9a-f]{24}/);
  });

  it('sends a personal page as gzip joined around the name, the same page a browser without compression gets', async () => {
    const site = await seedLiveSite(ctx.db, { pack: 'luxury' });
    const url = `/invite/${site.slug}?lang=kn&to=${encodeURIComponent('ಶರ್ಮಾ & "Family" <3')}`;
    const plain = await open(url);
    const gzipped = await open(url, { 'accept-encoding': 'gzip, deflate, br' });
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzipped.rawPayload).toString('utf8')).toBe(plain.body);
    const brotli = await open(url, { 'accept-encoding': 'br' });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(brotli.rawPayload).toString('utf8')).toBe(plain.body);
    expect(plain.body).toContain('ಶರ್ಮಾ &amp; &quot;Family&quot; &lt;3');
    // The shared page stays brotli, compressed once.
    const shared = await open(`/invite/${site.slug}`, { 'accept-encoding': 'gzip, deflate, br' });
    expect(shared.headers['content-encoding']).toBe('br');
  });
});
