/**
 * The sitemap drops an invitation the moment it stops being public (private, unlisted, taken down), on this
 * instance and on the others over one PostgreSQL, and no cache keeps the older list.
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { announceSiteChange } from '../db/site-changes';
import { seedLiveSite, type SeededSite } from '../invitation/testing/seed';
import { publishSite, unpublishSite } from '../live';
import { postgresAnswers } from '../testing/postgres-server';
import { createTestApp, type TestApp } from '../testing/test-app';
import { startTwoInstances, type TwoInstances } from '../testing/two-instances';

const sitemap = (app: FastifyInstance, headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url: '/sitemap.xml', headers });
const listed = async (app: FastifyInstance, site: SeededSite) =>
  (await sitemap(app)).body.includes(`/invite/${site.slug}</loc>`);

describe('sitemap.xml', () => {
  let t: TestApp;
  beforeAll(async () => {
    // The built list is kept far longer than the test: only the announced change may drop it.
    t = await createTestApp({ overrides: { siteCacheTtlMs: 10 * 60_000 } });
  });
  afterAll(() => t.close());

  it('drops a site the moment it becomes private, unlisted or unpublished', async () => {
    const { ctx } = t.app;
    const secret = await seedLiveSite(ctx.db, { indexable: true });
    const unlisted = await seedLiveSite(ctx.db, { indexable: true });
    const down = await seedLiveSite(ctx.db, { indexable: true });
    for (const site of [secret, unlisted, down]) expect(await listed(t.app, site)).toBe(true);

    await publishSite(ctx, secret.userId, secret.template.id, secret.slug, { accessCode: 'sangeet25' });
    expect(await listed(t.app, secret)).toBe(false);
    await publishSite(ctx, unlisted.userId, unlisted.template.id, unlisted.slug, { indexable: false });
    expect(await listed(t.app, unlisted)).toBe(false);
    await unpublishSite(ctx, down.userId, down.template.id);
    expect(await listed(t.app, down)).toBe(false);

    // Made public again, it is back at once.
    await publishSite(ctx, secret.userId, secret.template.id, secret.slug, { accessCode: '', indexable: true });
    expect(await listed(t.app, secret)).toBe(true);
  });

  it('lets caches keep it only to ask again: no-cache with an ETag, 304 while the list is the same', async () => {
    const site = await seedLiveSite(t.app.ctx.db, { indexable: true });
    // Seeded straight into the database: told as publishing tells it.
    await announceSiteChange(t.app.ctx.db, { liveId: site.liveId });
    const first = await sitemap(t.app);
    expect(first.statusCode).toBe(200);
    expect(first.body).toContain(`/invite/${site.slug}</loc>`);
    const cacheControl = String(first.headers['cache-control']);
    expect(cacheControl).toContain('no-cache');
    expect(cacheControl).not.toMatch(/max-age=[1-9]/);
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^"[^"]+"$/);

    const again = await sitemap(t.app, { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');

    await publishSite(t.app.ctx, site.userId, site.template.id, site.slug, { accessCode: 'mehendi24' });
    const changed = await sitemap(t.app, { 'if-none-match': etag });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
    expect(changed.body).not.toContain(`/invite/${site.slug}</loc>`);
  });
});

const available = await postgresAnswers();

describe.skipIf(!available)('sitemap.xml on two instances over one PostgreSQL', () => {
  let instances: TwoInstances;
  beforeAll(async () => {
    instances = await startTwoInstances('sitemap', { siteCacheTtlMs: 10 * 60_000 });
  });
  afterAll(async () => {
    await instances?.close();
  });

  it('drops a site made private through one instance from the other’s next sitemap', async () => {
    const { a, b } = instances;
    const site = await seedLiveSite(a.ctx.db, { indexable: true });
    expect(await listed(b, site)).toBe(true);
    await publishSite(a.ctx, site.userId, site.template.id, site.slug, { accessCode: 'sangeet25' });
    await expect.poll(() => listed(b, site), { timeout: 15_000 }).toBe(false);
  });
});
