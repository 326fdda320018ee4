/**
 * A household's RSVP from its personal link, sent by the page's script (Accept: application/json): the form's
 * box comes back drawn again (the thanks and the saved answer, or the reason it was refused), to take the old
 * box's place without a reload. The page marks the form for the script; without it the form posts as before.
 */
import { afterAll, describe, expect, it } from 'vitest';
import type { Household } from '../../shared/api/guests';
import { hostSite } from '../guests/testing/fixtures';
import { createTestApp } from '../testing/test-app';

const t = await createTestApp();
afterAll(() => t.close());

describe('the household’s form sent by the page’s script', () => {
  it('answers the form’s box drawn again, saved or refused', async () => {
    const site = await hostSite(t);
    const added = await t.app.inject({
      method: 'POST',
      url: `/rest/api/private/live/${site.liveId}/households`,
      headers: { authorization: site.owner.authorization },
      payload: { name: 'Rao family', members: [], events: [{ eventKey: 'schedule-2', seats: 2 }] },
    });
    expect(added.statusCode, added.body).toBe(200);
    const path = new URL((added.json() as Household).link).pathname;

    const page = await t.app.inject({ method: 'GET', url: path });
    expect(page.body).toMatch(/<div class="live-form-block"><form[^>]*data-live-form="household"/);

    const send = (fields: Record<string, string>) =>
      t.app.inject({
        method: 'POST',
        url: path,
        headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
        payload: new URLSearchParams(fields).toString(),
      });
    const saved = await send({ 'attending.schedule-2': 'yes', 'adults.schedule-2': '2' });
    expect(saved.statusCode, saved.body).toBe(200);
    const { html } = saved.json() as { html: string };
    expect(html).toMatch(/^<div class="live-form-block"><form/);
    expect(html).toContain('role="status"');
    expect(html).toMatch(/name="adults\.schedule-2"[^>]*value="2"|value="2"[^>]*name="adults\.schedule-2"/);

    const tooMany = await send({ 'attending.schedule-2': 'yes', 'adults.schedule-2': '3' });
    expect(tooMany.statusCode).toBe(422);
    expect((tooMany.json() as { html: string }).html).toContain('role="alert"');
  });
});
