/**
 * Sending through the WhatsApp Cloud API, against a fake Graph API that checks Meta's documented shapes: the
 * payload, retries of 429/5xx, permanent refusals, signed/unsigned/replayed webhooks, quick replies, STOP.
 */
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Household } from '../../shared/api/guests';
import type { SendBatch } from '../../shared/api/sending';
import { households } from '../db/schema';
import { hostSite, type HostSite } from '../guests/testing/fixtures';
import { createTestApp, FAST_JOBS, type TestApp } from '../testing/test-app';
import { readQuickReply } from './message';
import { TEMPLATE_LANGUAGES, WORDS } from './texts';
import { signedDelivery, startFakeGraphApi, type FakeGraphApi } from './testing/fake-graph-api';

const APP_SECRET = 'meta-app-secret-for-tests';
let t: TestApp;
let fake: FakeGraphApi;
let site: HostSite;

beforeAll(async () => {
  fake = await startFakeGraphApi();
  t = await createTestApp({
    env: {
      WHATSAPP_PROVIDER: 'cloud',
      WHATSAPP_API_BASE: fake.apiBase,
      WHATSAPP_PHONE_NUMBER_ID: fake.phoneNumberId,
      WHATSAPP_ACCESS_TOKEN: fake.accessToken,
      WHATSAPP_APP_SECRET: APP_SECRET,
      WHATSAPP_VERIFY_TOKEN: 'verify-me',
      WHATSAPP_RETRY_DELAY_S: '1',
      WHATSAPP_PER_SECOND: '100',
      // No cards drawn here (a Chromium run each): card-picture.test.ts covers them; messages carry the link preview.
      CHROMIUM_PATH: '/nonexistent/chromium',
    },
    jobTimings: FAST_JOBS,
  });
  site = await hostSite(t);
});
afterAll(async () => {
  await t.close();
  await fake.close();
});

const base = () => `/rest/api/private/live/${site.liveId}`;
const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: { authorization: site.owner.authorization }, ...(payload ? { payload } : {}) });

let phones = 0;
async function household(fields: Record<string, unknown> = {}): Promise<Household> {
  phones += 1;
  const response = await call('POST', `${base()}/households`, {
    name: `Family ${phones}`,
    members: [],
    phone: `98450${String(phones).padStart(5, '0')}`,
    events: [{ eventKey: 'schedule-2', seats: 3 }],
    ...fields,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as Household;
}

async function send(householdIds: number[], extra: Record<string, unknown> = {}) {
  const response = await call('POST', `${base()}/sends`, {
    channel: 'whatsapp',
    kind: 'invitation',
    householdIds,
    eventKey: 'schedule-2',
    ...extra,
  });
  expect(response.statusCode, response.body).toBe(202);
  return response.json() as { id: number; total: number };
}

async function settled(id: number): Promise<SendBatch> {
  let batch: SendBatch | undefined;
  await vi.waitFor(
    async () => {
      batch = (await call('GET', `${base()}/sends/${id}`)).json() as SendBatch;
      expect(batch.state).toBe('done');
    },
    { timeout: 15_000, interval: 100 },
  );
  return batch!;
}

const householdOf = async (id: number) =>
  ((await call('GET', `${base()}/households`)).json() as Household[]).find((h) => h.id === id)!;

const deliveryOf = (body: unknown) => signedDelivery(APP_SECRET, body);
const webhook = (delivery: { payload: string; headers: Record<string, string> }) =>
  t.app.inject({ method: 'POST', url: '/rest/api/webhooks/whatsapp', ...delivery });
const statusBody = (id: string, status: string) => ({
  object: 'whatsapp_business_account',
  entry: [
    { id: 'waba', changes: [{ field: 'messages', value: { statuses: [{ id, status, timestamp: '1800000000' }] } }] },
  ],
});
const replyBody = (messageId: string, message: Record<string, unknown>) => ({
  object: 'whatsapp_business_account',
  entry: [
    {
      id: 'waba',
      changes: [
        {
          field: 'messages',
          value: { messages: [{ from: '919845000001', id: messageId, timestamp: '1800000000', ...message }] },
        },
      ],
    },
  ],
});

describe('sending invitations through the Cloud API', () => {
  it("posts Meta's template shape once per household: card, name, function and date, link, two signed quick replies", async () => {
    const [english, hindi, noPhone] = [
      await household(),
      await household({ language: 'hi' }),
      await household({ phone: '' }),
    ];
    const batch = await send([english.id, hindi.id, noPhone.id]);
    expect(batch.total).toBe(3);
    const done = await settled(batch.id);
    expect(done).toMatchObject({ total: 3, sent: 2, failed: 0, queued: 0 });
    expect(done.households.find((h) => h.householdId === noPhone.id)).toMatchObject({
      status: 'skipped',
      failure: 'No phone number',
    });
    expect(fake.messages).toHaveLength(2);
    const sent = fake.messages.find((m) => m.to === english.phone!.slice(1))!.body as {
      template: { name: string; language: { code: string }; components: Array<Record<string, unknown>> };
    };
    expect(sent.template.name).toBe('utsav_invitation');
    expect(sent.template.language.code).toBe('en');
    const [header, body, url, coming, notComing] = sent.template.components;
    expect(header).toMatchObject({ type: 'header', parameters: [{ type: 'image' }] });
    expect(body).toMatchObject({
      type: 'body',
      parameters: [{ text: english.name }, { type: 'text' }, { type: 'text' }],
    });
    expect(url).toMatchObject({
      sub_type: 'url',
      index: '0',
      parameters: [{ text: new URL(english.link).pathname.slice(1) }],
    });
    const payload = (coming!.parameters as Array<{ payload: string }>)[0]!.payload;
    expect(coming).toMatchObject({ sub_type: 'quick_reply', index: '1' });
    expect(notComing).toMatchObject({ sub_type: 'quick_reply', index: '2' });
    expect(readQuickReply(APP_SECRET, payload)).toEqual({
      householdId: english.id,
      eventKey: 'schedule-2',
      coming: true,
    });
    expect(fake.messages.find((m) => m.to === hindi.phone!.slice(1))!.body).toMatchObject({
      template: { language: { code: 'hi' } },
    });
    expect((await householdOf(english.id)).status.sentAt).not.toBeNull();

    // The same invitation again: skipped, no second message.
    const again = await settled((await send([english.id])).id);
    expect(again.households).toEqual([
      { householdId: english.id, name: english.name, status: 'skipped', failure: 'Already sent' },
    ]);
    expect(fake.messages).toHaveLength(2);
  });

  it('tries again after 429 and 503 and sends once; a permanent refusal fails that household with the reason', async () => {
    const retried = await household();
    fake.script({ status: 429, code: 130429, message: 'Rate limit hit' }, { status: 503, message: 'Service down' });
    const before = fake.requests;
    const first = await settled((await send([retried.id])).id);
    expect(first).toMatchObject({ sent: 1, failed: 0 });
    expect(fake.requests - before).toBe(3);
    expect(fake.messages.filter((m) => m.to === retried.phone!.slice(1))).toHaveLength(1);

    const refused = await household();
    fake.script({
      status: 400,
      code: 131026,
      message: 'Message undeliverable',
      details: 'The recipient is not a WhatsApp user',
    });
    const second = await settled((await send([refused.id])).id);
    expect(second).toMatchObject({ sent: 0, failed: 1 });
    expect(second.households[0]!.failure).toContain('not a WhatsApp user');
    expect((await householdOf(refused.id)).status.failure).toContain('not a WhatsApp user');
  });

  it('reads only signed webhooks; statuses, a quick reply and STOP change the list once, replays nothing', async () => {
    const guest = await household();
    await settled((await send([guest.id])).id);
    const wamid = fake.messages.find((m) => m.to === guest.phone!.slice(1))!.id;

    const delivered = deliveryOf(statusBody(wamid, 'delivered'));
    expect(
      (await webhook({ payload: delivered.payload, headers: { 'content-type': 'application/json' } })).statusCode,
    ).toBe(401);
    const forged = {
      ...delivered,
      headers: { ...delivered.headers, 'x-hub-signature-256': `sha256=${'0'.repeat(64)}` },
    };
    expect((await webhook(forged)).statusCode).toBe(401);
    expect((await householdOf(guest.id)).status.deliveredAt).toBeNull();

    expect((await webhook(delivered)).statusCode).toBe(200);
    expect((await webhook(deliveryOf(statusBody(wamid, 'read')))).statusCode).toBe(200);
    const seen = await householdOf(guest.id);
    expect(seen.status.deliveredAt).not.toBeNull();
    expect(seen.status.readAt).not.toBeNull();

    // A forged payload (not signed by the server) answers nothing.
    await webhook(
      deliveryOf(
        replyBody('wamid.forged', {
          type: 'button',
          button: { payload: `rsvp.${guest.id}.schedule-2.y.${'A'.repeat(22)}` },
        }),
      ),
    );
    expect((await householdOf(guest.id)).status.answeredAt).toBeNull();

    const sent = fake.messages.find((m) => m.id === wamid)!.body as {
      template: { components: Array<{ parameters: Array<{ payload?: string }> }> };
    };
    const coming = sent.template.components.at(-2)!.parameters[0]!.payload!;
    const reply = deliveryOf(
      replyBody('wamid.reply-1', { type: 'button', button: { payload: coming, text: 'Coming' } }),
    );
    expect((await webhook(reply)).statusCode).toBe(200);
    const answered = await householdOf(guest.id);
    expect(answered.events[0]!.answer).toMatchObject({ attending: true, adults: 3 });

    // The guest refines the headcount on the link; Meta delivering the reply again changes nothing.
    await t.app.ctx.db.update(households).set({ travel: null }).where(eq(households.id, guest.id));
    const { householdEvents } = await import('../db/schema');
    await t.app.ctx.db.update(householdEvents).set({ adults: 2 }).where(eq(householdEvents.householdId, guest.id));
    expect((await webhook(reply)).statusCode).toBe(200);
    expect((await householdOf(guest.id)).events[0]!.answer).toMatchObject({ adults: 2 });

    // STOP (in Kannada) opts the household out: the next message skips it.
    const stop = deliveryOf(
      replyBody('wamid.reply-2', { type: 'text', text: { body: ' ನಿಲ್ಲಿಸಿ ' }, context: { id: wamid } }),
    );
    expect((await webhook(stop)).statusCode).toBe(200);
    const [row] = await t.app.ctx.db.select().from(households).where(eq(households.id, guest.id));
    expect(row!.optedOutAt).not.toBeNull();
    const thanks = await settled((await send([guest.id], { kind: 'thank-you' })).id);
    expect(thanks.households[0]).toMatchObject({ status: 'skipped', failure: 'Asked not to get these messages' });
  });

  it('STOP typed in any of the ten languages opts that number out', async () => {
    const guests = await Promise.all(TEMPLATE_LANGUAGES.map((language) => household({ language })));
    for (const [index, lang] of TEMPLATE_LANGUAGES.entries()) {
      const from = guests[index]!.phone!.slice(1);
      const body = replyBody(`wamid.stop-${lang}`, { type: 'text', text: { body: ` ${WORDS[lang].stop[0]} ` } });
      const message = body.entry[0]!.changes[0]!.value.messages[0]!;
      message.from = from;
      expect((await webhook(deliveryOf(body))).statusCode).toBe(200);
    }
    const rows = await t.app.ctx.db
      .select({ id: households.id, optedOutAt: households.optedOutAt })
      .from(households)
      .where(
        inArray(
          households.id,
          guests.map((guest) => guest.id),
        ),
      );
    expect(rows.filter((row) => row.optedOutAt === null)).toEqual([]);
    expect(rows).toHaveLength(TEMPLATE_LANGUAGES.length);
  });

  it("answers Meta's verification handshake only with the verify token", async () => {
    const ok = await t.app.inject({
      method: 'GET',
      url: '/rest/api/webhooks/whatsapp?hub.mode=subscribe&hub.verify_token=verify-me&hub.challenge=1158201444',
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.body).toBe('1158201444');
    const wrong = await t.app.inject({
      method: 'GET',
      url: '/rest/api/webhooks/whatsapp?hub.mode=subscribe&hub.verify_token=guess&hub.challenge=1',
    });
    expect(wrong.statusCode).toBe(403);
  });
});

describe('allowance', () => {
  it('refuses a batch over the messages left before it starts (402), and e-mail costs nothing', async () => {
    const basic = await hostSite(t, { pack: 'basic' });
    const add = await t.app.inject({
      method: 'POST',
      url: `/rest/api/private/live/${basic.liveId}/households`,
      headers: { authorization: basic.owner.authorization },
      payload: {
        name: 'Rao',
        members: [],
        phone: '9845099999',
        email: 'rao@example.in',
        events: [{ eventKey: 'schedule-2', seats: 2 }],
      },
    });
    const id = (add.json() as Household).id;
    const requests = fake.requests;
    const refused = await t.app.inject({
      method: 'POST',
      url: `/rest/api/private/live/${basic.liveId}/sends`,
      headers: { authorization: basic.owner.authorization },
      payload: { channel: 'whatsapp', kind: 'invitation', householdIds: [id] },
    });
    expect(refused.statusCode).toBe(402);
    expect(refused.json()).toMatchObject({ error: 'ALLOWANCE', needed: 1, left: 0 });
    const allowance = await t.app.inject({
      method: 'GET',
      url: `/rest/api/private/live/${basic.liveId}/sends/allowance`,
      headers: { authorization: basic.owner.authorization },
    });
    expect(allowance.json()).toEqual({ included: 0, bought: 0, used: 0, left: 0 });
    const byMail = await t.app.inject({
      method: 'POST',
      url: `/rest/api/private/live/${basic.liveId}/sends`,
      headers: { authorization: basic.owner.authorization },
      payload: { channel: 'email', kind: 'invitation', householdIds: [id] },
    });
    expect(byMail.statusCode).toBe(202);
    expect(fake.requests).toBe(requests);
  });

  it("answers another host's site as unknown and changes nothing", async () => {
    const other = await hostSite(t);
    const response = await t.app.inject({
      method: 'POST',
      url: `/rest/api/private/live/${site.liveId}/sends`,
      headers: { authorization: other.owner.authorization },
      payload: { channel: 'whatsapp', kind: 'invitation', householdIds: [1] },
    });
    expect(response.statusCode).toBe(404);
  });
});
