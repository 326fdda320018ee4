/**
 * The sandbox (the default: nothing leaves the machine), e-mail, reminders and the per-message work's
 * exactly-once rules, on PGlite.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Household } from '../../shared/api/guests';
import type { Outbox, SendBatch, SendPreview } from '../../shared/api/sending';
import { guestSettings, sendMessages } from '../db/schema';
import { hostSite, type HostSite } from '../guests/testing/fixtures';
import { RecipientRefused, type Mail, type Mailer } from '../mail';
import { createTestApp, FAST_JOBS, type TestApp } from '../testing/test-app';
import { deliverSlice, INTERRUPTED, type DeliverDeps } from './deliver';
import { sendDueReminders } from './reminders';

const mails: Mail[] = [];
const refusedAddress = 'nobody@refused.example';
const mailer: Mailer = {
  kind: 'outbox',
  async send(mail) {
    if (mail.to === refusedAddress) throw new RecipientRefused(550, '550 No such user');
    mails.push(mail);
  },
  async close() {},
};

let t: TestApp;
let site: HostSite;

beforeAll(async () => {
  // No cards drawn for the e-mails here (a Chromium run each): card-picture.test.ts covers them.
  t = await createTestApp({ mailer, jobTimings: FAST_JOBS, env: { CHROMIUM_PATH: '/nonexistent/chromium' } });
  site = await hostSite(t);
}, 180_000);
afterAll(() => t.close());

const base = () => `/rest/api/private/live/${site.liveId}`;
const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: { authorization: site.owner.authorization }, ...(payload ? { payload } : {}) });

let count = 0;
async function household(fields: Record<string, unknown> = {}): Promise<Household> {
  count += 1;
  const response = await call('POST', `${base()}/households`, {
    name: `Guest ${count}`,
    members: [],
    phone: `97400${String(count).padStart(5, '0')}`,
    email: `guest${count}@example.in`,
    events: [{ eventKey: 'schedule-2', seats: 2 }],
    ...fields,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as Household;
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

async function send(body: Record<string, unknown>) {
  const response = await call('POST', `${base()}/sends`, { kind: 'invitation', eventKey: 'schedule-2', ...body });
  expect(response.statusCode, response.body).toBe(202);
  return (response.json() as { id: number }).id;
}

describe('the sandbox outbox', () => {
  it('keeps each message for the host; simulated delivered, read and "coming" change the list', async () => {
    const guest = await household();
    const batch = await settled(await send({ channel: 'whatsapp', householdIds: [guest.id] }));
    expect(batch).toMatchObject({ sent: 1, state: 'done' });
    const outbox = (await call('GET', `/rest/api/dev/whatsapp/outbox?liveId=${site.liveId}`)).json() as Outbox;
    const message = outbox.messages.find((m) => m.householdId === guest.id)!;
    expect(message).toMatchObject({
      to: guest.phone!.slice(1),
      template: 'utsav_invitation',
      lang: 'en',
      status: 'sent',
    });
    expect(message.parameters[0]).toBe(guest.name);

    for (const event of ['delivered', 'read', 'coming'] as const) {
      const simulated = await call('POST', `/rest/api/dev/whatsapp/outbox/${message.id}/simulate`, { event });
      expect(simulated.statusCode, simulated.body).toBe(204);
    }
    const list = (await call('GET', `${base()}/households`)).json() as Household[];
    const after = list.find((h) => h.id === guest.id)!;
    expect(after.status.deliveredAt).not.toBeNull();
    expect(after.status.readAt).not.toBeNull();
    expect(after.events[0]!.answer).toMatchObject({ attending: true, adults: 2 });
    const progress = (await call('GET', `${base()}/sends/${batch.id}`)).json() as SendBatch;
    expect(progress).toMatchObject({ sent: 1, delivered: 1, read: 1, answered: 1 });

    // Another host cannot read or drive this outbox.
    const other = await hostSite(t);
    const stranger = await t.app.inject({
      method: 'POST',
      url: `/rest/api/dev/whatsapp/outbox/${message.id}/simulate`,
      headers: { authorization: other.owner.authorization },
      payload: { event: 'stop' },
    });
    expect(stranger.statusCode).toBe(404);
  });

  it('previews the body per language of the chosen households', async () => {
    const hindi = await household({ language: 'hi', name: 'Verma parivar' });
    const english = await household();
    const tamil = await household({ language: 'ta', name: 'Iyer kudumbam' });
    const response = await call('POST', `${base()}/sends/preview`, {
      channel: 'whatsapp',
      kind: 'reminder',
      eventKey: 'schedule-2',
      householdIds: [english.id, hindi.id, tamil.id],
    });
    const preview = response.json() as SendPreview;
    expect(preview.languages.map((l) => [l.lang, l.households])).toEqual([
      ['en', 1],
      ['hi', 1],
      ['ta', 1],
    ]);
    expect(preview.languages[1]!.text).toContain('Verma parivar');
    expect(preview.languages[1]!.text).toContain('विनम्र');
    expect(preview.languages[2]!.text).toContain('Iyer kudumbam');
    expect(preview.languages[2]!.text).toContain('நினைவூட்டல்');
  });
});

describe("a batch in the host's hands", () => {
  it('is scheduled, paused, resumed and cancelled; a cancelled one sends nothing and stays cancelled', async () => {
    const guest = await household();
    const id = await send({ channel: 'whatsapp', householdIds: [guest.id], at: '2027-01-20T05:00:00Z' });
    const state = async (action?: string) =>
      action
        ? ((await call('POST', `${base()}/sends/${id}/${action}`)).json() as SendBatch)
        : ((await call('GET', `${base()}/sends/${id}`)).json() as SendBatch);
    expect(await state()).toMatchObject({ state: 'scheduled', queued: 1, at: '2027-01-20T05:00:00.000Z' });
    expect(await state('pause')).toMatchObject({ state: 'paused' });
    expect(await state('resume')).toMatchObject({ state: 'scheduled' });
    expect(await state('cancel')).toMatchObject({ state: 'cancelled', queued: 0 });
    expect((await state()).households[0]).toMatchObject({ status: 'skipped', failure: 'Cancelled' });
    expect((await call('POST', `${base()}/sends/${id}/resume`)).statusCode).toBe(409);
    const list = (await call('GET', `${base()}/sends`)).json() as { batches: Array<{ id: number }> };
    expect(list.batches[0]!.id).toBe(id);
    // The household can be sent the invitation later: the cancelled row does not hold its once-only key.
    const later = await settled(await send({ channel: 'whatsapp', householdIds: [guest.id] }));
    expect(later).toMatchObject({ sent: 1 });
  });
});

describe('e-mail', () => {
  it('sends per-language HTML and text with the link and List-Unsubscribe; a refused address fails with the reason', async () => {
    const reader = await household({ language: 'kn' });
    const refused = await household({ email: refusedAddress });
    const batch = await settled(await send({ channel: 'email', householdIds: [reader.id, refused.id] }));
    expect(batch).toMatchObject({ sent: 1, failed: 1 });
    expect(batch.households.find((h) => h.householdId === refused.id)!.failure).toContain('550 No such user');
    const mail = mails.find((m) => m.to === reader.email)!;
    expect(mail.text).toContain(reader.link);
    expect(mail.html).toContain(reader.link);
    expect(mail.subject).toContain('ಆಹ್ವಾನ');
    const unsubscribe = /<(.+)>/.exec(mail.headers!['List-Unsubscribe']!)![1]!;
    expect(mail.headers!['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    const done = await t.app.inject({
      method: 'POST',
      url: unsubscribe.replace(t.config.publicUrl, ''),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(done.statusCode).toBe(200);
    const again = await settled(await send({ channel: 'email', kind: 'thank-you', householdIds: [reader.id] }));
    expect(again.households[0]).toMatchObject({ status: 'skipped', failure: 'Asked not to get these messages' });
  });
});

describe('reminders', () => {
  it('go at the chosen days before the deadline, once, only to the invited who have not answered', async () => {
    const own = await hostSite(t);
    const add = async (name: string, events: object[]) =>
      (
        (
          await t.app.inject({
            method: 'POST',
            url: `/rest/api/private/live/${own.liveId}/households`,
            headers: { authorization: own.owner.authorization },
            payload: { name, members: [], email: `${name}@example.in`, events },
          })
        ).json() as Household
      ).id;
    const silent = await add('silent', [{ eventKey: 'schedule-3', seats: 2 }]);
    const answered = await add('answered', [{ eventKey: 'schedule-3', seats: 2 }]);
    await add('elsewhere', [{ eventKey: 'schedule-1', seats: 2 }]);
    const { householdEvents } = await import('../db/schema');
    await t.app.ctx.db
      .update(householdEvents)
      .set({ attending: false })
      .where(eq(householdEvents.householdId, answered));
    await t.app.ctx.db.insert(guestSettings).values({
      liveId: own.liveId,
      settings: { deadlines: { 'schedule-3': '2027-01-20' } },
    });
    const put = await t.app.inject({
      method: 'PUT',
      url: `/rest/api/private/live/${own.liveId}/reminders`,
      headers: { authorization: own.owner.authorization },
      payload: { rules: [{ eventKey: 'schedule-3', daysBefore: [3], channel: 'email' }] },
    });
    expect(put.statusCode, put.body).toBe(200);

    const queued: number[] = [];
    const queue = async (ids: number[]) => void queued.push(...ids);
    t.clock.set('2027-01-15T10:00:00Z'); // five days before: not yet
    expect(await sendDueReminders(t.app.ctx, queue)).toBe(0);
    t.clock.set('2027-01-17T04:00:00Z'); // three days before (India)
    expect(await sendDueReminders(t.app.ctx, queue)).toBe(1);
    expect(await sendDueReminders(t.app.ctx, queue)).toBe(0); // a second tick (another instance) adds nothing
    const rows = await t.app.ctx.db.select().from(sendMessages).where(eq(sendMessages.occasion, 'rule-schedule-3-3d'));
    expect(rows.map((row) => row.householdId)).toEqual([silent]);
    expect(queued).toEqual([rows[0]!.id]);
    t.clock.set('2027-01-15T10:00:00Z');
  });
});

describe('one message, once', () => {
  const deliver = async (deps: DeliverDeps, messageId: number, signal: AbortSignal) =>
    (await deliverSlice(deps, [messageId], signal)).get(messageId);
  const deps = (post: DeliverDeps['postWhatsApp']): DeliverDeps => ({
    ctx: t.app.ctx,
    mailer,
    postWhatsApp: post,
    pace: async () => {},
    deferTo: async () => {},
  });

  async function queuedRow(): Promise<number> {
    const guest = await household();
    const scheduled = await call('POST', `${base()}/sends`, {
      channel: 'whatsapp',
      kind: 'invitation',
      eventKey: 'schedule-2',
      householdIds: [guest.id],
      at: '2027-03-01T00:00:00Z',
    });
    const { id } = scheduled.json() as { id: number };
    const [row] = await t.app.ctx.db.select().from(sendMessages).where(eq(sendMessages.batchId, id));
    return row!.id;
  }

  it('two tries of the same message at once (a slow API, a retried job, two instances) call the API once', async () => {
    const messageId = await queuedRow();
    let calls = 0;
    let release!: () => void;
    const slow = deps(async () => {
      calls += 1;
      await new Promise<void>((resolve) => (release = resolve));
      return 'wamid.slow';
    });
    const first = deliver(slow, messageId, new AbortController().signal);
    await vi.waitFor(() => expect(calls).toBe(1));
    expect(await deliver(slow, messageId, new AbortController().signal)).toBe('failed');
    release();
    expect(await first).toBe('sent');
    expect(calls).toBe(1);
    const [row] = await t.app.ctx.db.select().from(sendMessages).where(eq(sendMessages.id, messageId));
    // The slow try's answer wins over the overtaking try's "may not have arrived".
    expect(row).toMatchObject({ status: 'sent', providerMessageId: 'wamid.slow', failure: null });
    expect(await deliver(slow, messageId, new AbortController().signal)).toBe('none');
    expect(calls).toBe(1);
  });

  it('a row left "sending" by a crash is not sent again: it is marked failed for the host to resend', async () => {
    const messageId = await queuedRow();
    await t.app.ctx.db.update(sendMessages).set({ status: 'sending' }).where(eq(sendMessages.id, messageId));
    let calls = 0;
    const outcome = await deliver(
      deps(async () => {
        calls += 1;
        return 'wamid.x';
      }),
      messageId,
      new AbortController().signal,
    );
    expect(outcome).toBe('failed');
    expect(calls).toBe(0);
    const [row] = await t.app.ctx.db.select().from(sendMessages).where(eq(sendMessages.id, messageId));
    expect(row).toMatchObject({ status: 'failed', failure: INTERRUPTED });
  });

  it('the daily limit defers a message to the next day instead of sending it', async () => {
    const messageId = await queuedRow();
    const limited = { ...t.app.ctx, config: { ...t.config, whatsapp: { ...t.config.whatsapp, dailyLimit: 0 } } };
    const deferred: Date[] = [];
    const outcome = await deliver(
      {
        ...deps(async () => 'wamid.never'),
        ctx: limited,
        deferTo: async (_ids, at) => void deferred.push(at),
      },
      messageId,
      new AbortController().signal,
    );
    expect(outcome).toBe('deferred');
    expect(deferred[0]!.toISOString()).toBe('2027-01-16T00:00:00.000Z');
    const [row] = await t.app.ctx.db.select().from(sendMessages).where(eq(sendMessages.id, messageId));
    expect(row!.status).toBe('queued');
    // Not a stranded row for the sweep until its day comes.
    expect(row!.updatedAt.toISOString()).toBe('2027-01-16T00:00:00.000Z');
  });
});
