/**
 * Two app instances on one PostgreSQL database, each keeping the guest page far longer than these tests wait:
 * a buyer's change made through one shows on the other's next page (site changes travel by LISTEN/NOTIFY),
 * also after every connection to the database was cut, and so does a change to a household's personal link. Skipped only when no PostgreSQL answers.
 */
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formDataToComponents } from '../../shared/content';
import { getContentSchema } from '../../generated';
import { saveContent } from '../content/content-store';
import { startSession } from '../account';
import { households, users, wishes } from '../db/schema';
import { SITE_CHANGES_CHANNEL } from '../db/site-changes';
import { publishSite, unpublishSite } from '../live';
import { onPostgresServer, postgresAnswers } from '../testing/postgres-server';
import { seedLiveSite, type SeededSite } from './testing/seed';
import { startTwoInstances, type TwoInstances } from '../testing/two-instances';

const available = await postgresAnswers();
/** Far beyond any wait below: a page that changes was dropped by an announcement, never by running out. */
const KEPT_MS = 10 * 60_000;
const WAIT = { timeout: 15_000 };

describe.skipIf(!available)('the guest page on two instances over one PostgreSQL', () => {
  let instances: TwoInstances;
  let a: FastifyInstance;
  let b: FastifyInstance;

  beforeAll(async () => {
    instances = await startTwoInstances('site_changes', { siteCacheTtlMs: KEPT_MS });
    ({ a, b } = instances);
  });

  afterAll(async () => {
    await instances?.close();
  });

  const pageOn = (app: FastifyInstance, site: SeededSite) => app.inject({ url: `/invite/${site.slug}` });

  async function moveVenue(site: SeededSite, from: string, to: string) {
    const moved = JSON.parse(JSON.stringify(site.content).replaceAll(from, to)) as typeof site.content;
    const layout = getContentSchema(site.template.schema)!.layout;
    const key = { userId: site.userId, templateId: site.template.id, liveId: site.liveId };
    await saveContent(a.ctx, key, formDataToComponents(layout, site.template.id, moved));
  }

  it('shows content submitted through one instance on the next page of the other', async () => {
    const site = await seedLiveSite(a.ctx.db, { wishes: [{ name: 'Meera', message: 'Lovely couple', visflag: null }] });
    expect((await pageOn(b, site)).body).toContain('Sri Krishna Convention Hall');
    // Written straight to the database, announced to no one: the other instance keeps its copy.
    await a.ctx.db.update(wishes).set({ visflag: true }).where(eq(wishes.liveId, site.liveId));
    expect((await pageOn(b, site)).body).not.toContain('Lovely couple');

    await moveVenue(site, 'Sri Krishna Convention Hall', 'Lalbagh Glass House');
    await expect.poll(async () => (await pageOn(b, site)).body, WAIT).toContain('Lalbagh Glass House');
    const page = (await pageOn(b, site)).body;
    expect(page).not.toContain('Sri Krishna Convention Hall');
    expect(page).toContain('Lovely couple');
  });

  it('answers 404 on the other instance once the site is taken down through one, and the page once it is back', async () => {
    const site = await seedLiveSite(a.ctx.db);
    expect((await pageOn(b, site)).statusCode).toBe(200);

    await unpublishSite(a.ctx, site.userId, site.template.id);
    await expect.poll(async () => (await pageOn(b, site)).statusCode, WAIT).toBe(404);

    await publishSite(a.ctx, site.userId, site.template.id, site.slug, { accessCode: 'sangeet25' });
    await expect.poll(async () => (await pageOn(b, site)).body, WAIT).toContain('This invitation is private');
    expect((await pageOn(b, site)).statusCode).toBe(200);
  });

  it('shows a change on the other instance after every connection was cut, as when PostgreSQL restarts', async () => {
    const site = await seedLiveSite(a.ctx.db);
    expect((await pageOn(b, site)).body).toContain('Sri Krishna Convention Hall');
    const cut = await onPostgresServer((client) =>
      client.query<{ listening: boolean }>(
        `select query = $2 as listening, pg_terminate_backend(pid) from pg_stat_activity where datname = $1`,
        [instances.database.name, `LISTEN ${SITE_CHANGES_CHANNEL}`],
      ),
    );
    expect(cut.rows.filter((row) => row.listening)).toHaveLength(2);
    // The pool lets go of its cut connections and opens new ones.
    await expect.poll(() => a.ctx.db.execute(sql`select 1`).then(() => 'answers', String), WAIT).toBe('answers');

    // Sent while the other instance may still be reconnecting: it counts every site as changed once it is back.
    await moveVenue(site, 'Sri Krishna Convention Hall', 'Cubbon Park Bandstand');
    await expect.poll(async () => (await pageOn(b, site)).body, WAIT).toContain('Cubbon Park Bandstand');
  });

  it("shows a change made through one instance on a household's page kept by the other, and its new answer", async () => {
    const site = await seedLiveSite(a.ctx.db);
    const [owner] = await a.ctx.db.select().from(users).where(eq(users.id, site.userId));
    const { token } = await startSession(a.ctx.db, a.ctx.config, owner!, a.ctx.config.now());
    const added = await a.inject({
      method: 'POST',
      url: `/rest/api/private/live/${site.liveId}/households`,
      headers: { authorization: `Bearer ${token}` },
      payload: { name: 'Sharma family', members: [], events: [{ eventKey: 'schedule-2', seats: 3 }] },
    });
    const link = new URL((added.json() as { link: string }).link).pathname;
    expect((await b.inject({ url: link })).body).toContain('Palace Grounds');

    await moveVenue(site, 'Palace Grounds', 'Lalbagh Glass House');
    await expect.poll(async () => (await b.inject({ url: link })).body, WAIT).toContain('Lalbagh Glass House');
    // The household's answer sent through one drops the other's kept copy of the household.
    const posted = await a.inject({
      method: 'POST',
      url: link,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'attending.schedule-2=yes&adults.schedule-2=2',
    });
    expect(posted.statusCode, posted.body).toBe(303);
    await expect.poll(async () => (await b.inject({ url: link })).body, WAIT).toContain('Update my answer');
  });

  it('stops opening a rotated or removed link on the other instance, which kept the household until then', async () => {
    const site = await seedLiveSite(a.ctx.db);
    const [owner] = await a.ctx.db.select().from(users).where(eq(users.id, site.userId));
    const { token } = await startSession(a.ctx.db, a.ctx.config, owner!, a.ctx.config.now());
    const host = (method: 'POST' | 'DELETE', path: string, payload?: object) =>
      a.inject({
        method,
        url: `/rest/api/private/live/${site.liveId}/households${path}`,
        headers: { authorization: `Bearer ${token}` },
        ...(payload ? { payload } : {}),
      });
    const add = async (name: string) => {
      const added = await host('POST', '', { name, members: [], events: [{ eventKey: 'schedule-2', seats: 2 }] });
      return added.json() as { id: number; link: string };
    };
    const rotated = await add('Rao family');
    const removed = await add('Iyer family');
    const path = (household: { link: string }) => new URL(household.link).pathname;
    // The first visit is recorded (a change, announced); the next request reads the household and keeps it.
    for (const household of [rotated, removed, rotated, removed]) {
      expect((await b.inject({ url: path(household) })).statusCode).toBe(200);
    }
    // Renamed straight in the database, announced to no one: the other instance serves the household it kept.
    await a.ctx.db.update(households).set({ name: 'Rao parivar' }).where(eq(households.id, rotated.id));
    expect((await b.inject({ url: path(rotated) })).body).toContain('Rao family');

    const renewed = (await host('POST', `/${rotated.id}/link`)).json() as { link: string };
    await expect.poll(async () => (await b.inject({ url: path(rotated) })).statusCode, WAIT).toBe(404);
    expect((await b.inject({ url: path(renewed) })).body).toContain('Rao parivar');

    expect((await host('DELETE', `/${removed.id}`)).statusCode).toBe(200);
    await expect.poll(async () => (await b.inject({ url: path(removed) })).statusCode, WAIT).toBe(404);
  });
});
