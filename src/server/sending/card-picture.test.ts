/**
 * The household's own card as the message's picture: drawn (Debian's Chromium) before the Cloud API call, given
 * to Meta as the image header by an address that answers the card itself, the same in the e-mail; a card that
 * cannot be drawn costs the picture, never the message.
 */
import { eq } from 'drizzle-orm';
import jsQR from 'jsqr';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Household } from '../../shared/api/guests';
import type { SendBatch } from '../../shared/api/sending';
import { liveSites } from '../db/schema';
import { hostSite, type HostSite } from '../guests/testing/fixtures';
import { escapeHtml } from '../http/html';
import type { Mail, Mailer } from '../mail';
import { createTestApp, FAST_JOBS, type TestApp } from '../testing/test-app';
import { messagePictures } from './card-picture';
import { startFakeGraphApi, type FakeGraphApi } from './testing/fake-graph-api';

const mails: Mail[] = [];
const mailer: Mailer = { kind: 'outbox', send: async (mail) => void mails.push(mail), close: async () => {} };
let t: TestApp;
let fake: FakeGraphApi;
let site: HostSite;

beforeAll(async () => {
  fake = await startFakeGraphApi();
  t = await createTestApp({
    mailer,
    env: {
      WHATSAPP_PROVIDER: 'cloud',
      WHATSAPP_API_BASE: fake.apiBase,
      WHATSAPP_PHONE_NUMBER_ID: fake.phoneNumberId,
      WHATSAPP_ACCESS_TOKEN: fake.accessToken,
      WHATSAPP_APP_SECRET: 'meta-app-secret-for-card-tests',
      WHATSAPP_PER_SECOND: '100',
    },
    jobTimings: FAST_JOBS,
  });
  site = await hostSite(t);
}, 180_000);
afterAll(async () => {
  await t.close();
  await fake.close();
});

const base = () => `/rest/api/private/live/${site.liveId}`;
const call = (method: 'GET' | 'POST', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: { authorization: site.owner.authorization }, ...(payload ? { payload } : {}) });

let count = 0;
async function household(fields: Record<string, unknown> = {}): Promise<Household> {
  count += 1;
  const response = await call('POST', `${base()}/households`, {
    name: `Family ${count}`,
    members: [],
    phone: `98451${String(count).padStart(5, '0')}`,
    email: `family${count}@example.in`,
    events: [
      { eventKey: 'schedule-2', seats: 2 },
      { eventKey: 'schedule-3', seats: 2 },
    ],
    ...fields,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as Household;
}

/** Sends and waits until the batch is done (a card drawn per message on a busy machine takes seconds). */
async function sent(body: Record<string, unknown>): Promise<SendBatch> {
  const started = await call('POST', `${base()}/sends`, { kind: 'invitation', ...body });
  expect(started.statusCode, started.body).toBe(202);
  const { id } = started.json() as { id: number };
  let batch: SendBatch | undefined;
  await vi.waitFor(
    async () => {
      batch = (await call('GET', `${base()}/sends/${id}`)).json() as SendBatch;
      expect(batch.state).toBe('done');
    },
    { timeout: 60_000, interval: 100 },
  );
  return batch!;
}

type Components = Array<{ type: string; parameters: Array<{ type: string; image?: { link: string } }> }>;
const headerOf = (phone: string) => {
  const message = fake.messages.find((m) => m.to === phone.replace(/^\+/, ''));
  const components = (message?.body.template as { components: Components } | undefined)?.components;
  return components?.find((c) => c.type === 'header')?.parameters[0]?.image?.link;
};

async function qrOf(png: Buffer): Promise<string | undefined> {
  const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return jsQR(new Uint8ClampedArray(data.buffer, data.byteOffset, data.length), info.width, info.height)?.data;
}

describe("the household's card as the message's picture", () => {
  it('is the image header Meta is given: its address answers the 1080 x 1350 card, drawn before the call', async () => {
    const guest = await household({ language: 'hi' });
    expect(await sent({ channel: 'whatsapp', eventKey: 'schedule-3', householdIds: [guest.id] })).toMatchObject({
      sent: 1,
    });
    const link = headerOf(guest.phone!)!;
    expect(link).toMatch(new RegExp(`^${t.config.publicUrl}/rest/api/public/live/${site.slug}/g/[^/]+/media\\?`));
    expect(Object.fromEntries(new URL(link).searchParams)).toEqual({
      kind: 'card',
      eventKey: 'schedule-3',
      lang: 'hi',
    });
    // The address needs no account (its token is the household's), and the card was kept before the call.
    const file = await t.app.inject({ method: 'GET', url: link.slice(t.config.publicUrl.length) });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/png');
    expect(await sharp(file.rawPayload).metadata()).toMatchObject({ format: 'png', width: 1080, height: 1350 });
    expect(await qrOf(file.rawPayload)).toBe(guest.link);
    // The very card the host makes of that household and function: asked for, it is done already.
    const asked = await call('POST', `${base()}/media`, {
      kind: 'card',
      eventKey: 'schedule-3',
      lang: 'hi',
      householdId: guest.id,
    });
    expect(asked.statusCode, asked.body).toBe(202);
    const status = await call('GET', `${base()}/media/${(asked.json() as { id: string }).id}`);
    expect(status.json()).toMatchObject({ state: 'done' });

    // The e-mail of the same function carries the same card.
    expect(await sent({ channel: 'email', eventKey: 'schedule-3', householdIds: [guest.id] })).toMatchObject({
      sent: 1,
    });
    const mail = mails.find((m) => m.to === guest.email)!;
    expect(mail.html).toContain(`<img src="${escapeHtml(link)}"`);
  }, 180_000); // a Chromium run on a busy two-core machine

  it('of a message about all its functions is the card of the first it names, whose date the message gives', async () => {
    const guest = await household();
    expect(await sent({ channel: 'whatsapp', householdIds: [guest.id] })).toMatchObject({ sent: 1 });
    expect(new URL(headerOf(guest.phone!)!).searchParams.get('eventKey')).toBe('schedule-2');
  }, 180_000);

  it('that cannot be drawn costs the picture, not the message, and the reason is logged', async () => {
    const warnings: Array<Record<string, unknown>> = [];
    const log = { warn: (object: object) => void warnings.push(object as Record<string, unknown>) };
    const [row] = await t.app.ctx.db.select().from(liveSites).where(eq(liveSites.id, site.liveId));
    const guest = await household();
    const request = {
      site: row!,
      household: { id: guest.id, linkNonce: 'unused-here' },
      eventKey: 'schedule-2',
      lang: 'kn' as const,
    };
    // Too slow: the drawing is stopped at its limit.
    expect(await messagePictures(t.app.ctx, log, 1)(request, new AbortController().signal)).toBeNull();
    expect(warnings.at(-1)).toMatchObject({
      householdId: guest.id,
      reason: 'the card took longer than 0.001 s to draw',
    });

    // No Chromium on this server: both channels still send, WhatsApp with the link-preview picture Meta's
    // template requires, the e-mail without a picture.
    const chromium = t.config.keepsake.chromiumPath;
    t.config.keepsake.chromiumPath = '/nonexistent/chromium';
    try {
      expect(await messagePictures(t.app.ctx, log)(request, new AbortController().signal)).toBeNull();
      expect(warnings.at(-1)).toMatchObject({ reason: 'no Chromium at /nonexistent/chromium' });
      const batch = await sent({ channel: 'whatsapp', eventKey: 'schedule-2', householdIds: [guest.id] });
      expect(batch).toMatchObject({ sent: 1, failed: 0 });
      expect(headerOf(guest.phone!)).toMatch(/\/g\/[^/]+\/og\.png$/);
      expect(await sent({ channel: 'email', eventKey: 'schedule-2', householdIds: [guest.id] })).toMatchObject({
        sent: 1,
      });
      const mail = mails.find((m) => m.to === guest.email)!;
      expect(mail.html).not.toContain('<img');
      expect(mail.html).toContain(guest.link);
    } finally {
      t.config.keepsake.chromiumPath = chromium;
    }
  });
});
