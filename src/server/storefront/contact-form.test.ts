import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTACT_FORM_OUTCOME_IDS } from '../../shared/contact';
import { contactMessages } from '../db/schema';
import { createTestApp, type TestApp } from '../testing/test-app';
import { CONTACT_RATE_LIMIT } from './contact';

const FORM_URL = '/rest/api/public/contact-us/form';
const FORM_TYPE = { 'content-type': 'application/x-www-form-urlencoded' };
const fields = { name: 'Meera Iyer', phone: '9845012345', email: 'meera@example.in', message: 'A demo, please.' };

/** What a browser without script posts from the contact form. */
function post(t: TestApp, body: Record<string, string> | string, headers: Record<string, string> = {}) {
  return t.app.inject({
    method: 'POST',
    url: FORM_URL,
    headers: { ...FORM_TYPE, host: 'shop.example', ...headers },
    payload: typeof body === 'string' ? body : new URLSearchParams(body).toString(),
  });
}

describe('POST /rest/api/public/contact-us/form (the contact form without script)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('stores the message and sends the visitor back to the page they wrote from, at the confirmation', async () => {
    const res = await post(t, fields, { referer: 'http://shop.example/tempdetails/wed001?x=1' });
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe(`/tempdetails/wed001#${CONTACT_FORM_OUTCOME_IDS.sent}`);
    const [stored] = await t.app.ctx.db
      .select()
      .from(contactMessages)
      .where(eq(contactMessages.email, 'meera@example.in'));
    expect(stored).toMatchObject({ name: 'Meera Iyer', phone: '9845012345', message: 'A demo, please.' });
  });

  it('refuses bad fields with the failure notice, stores nothing, and never answers 5xx', async () => {
    const before = (await t.app.ctx.db.select().from(contactMessages)).length;
    for (const body of [
      { ...fields, phone: '98450' },
      { ...fields, email: 'not-an-address' },
      { ...fields, name: '   ' },
      { ...fields, extra: 'field' },
      'name=%E0%A4',
      '',
    ]) {
      const res = await post(t, body, { referer: 'http://shop.example/' });
      expect(res.statusCode).toBe(303);
      expect(res.headers.location).toBe(`/#${CONTACT_FORM_OUTCOME_IDS.failed}`);
    }
    const tooLarge = await post(t, { ...fields, message: 'x'.repeat(20_000) });
    expect(tooLarge.statusCode).toBe(303);
    expect(tooLarge.headers.location).toBe(`/#${CONTACT_FORM_OUTCOME_IDS.failed}`);
    expect(await t.app.ctx.db.select().from(contactMessages)).toHaveLength(before);
  });

  it('sends a visitor from another site, or with a crafted Referer, only to a page of this one', async () => {
    // Each from its own sender, so the sender's limit stays out of the way.
    const senders = ['https://elsewhere.example/phish', 'http://shop.example//elsewhere.example/x', 'nonsense'];
    for (const [i, referer] of senders.entries()) {
      const sender = { email: `referer${i}@example.in`, phone: `970000000${i}` };
      const res = await post(t, { ...fields, ...sender }, { referer });
      expect(res.statusCode).toBe(303);
      expect(res.headers.location).toMatch(/^\/(?!\/)/);
      expect(res.headers.location).not.toContain('elsewhere.example/phish');
    }
    const crafted = await post(
      t,
      { ...fields, email: 'crafted@example.in', phone: '9700000009' },
      {
        referer: 'http://shop.example//elsewhere.example/x',
      },
    );
    expect(crafted.headers.location).toBe(`/elsewhere.example/x#${CONTACT_FORM_OUTCOME_IDS.sent}`);
  });

  it("keeps the sender's limit: past it the visitor is told on the page", async () => {
    const own = await createTestApp();
    try {
      const send = () => post(own, { ...fields, email: 'often@example.in' }, { referer: 'http://shop.example/' });
      for (let i = 0; i < CONTACT_RATE_LIMIT.perSender; i++)
        expect((await send()).headers.location).toBe(`/#${CONTACT_FORM_OUTCOME_IDS.sent}`);
      expect((await send()).headers.location).toBe(`/#${CONTACT_FORM_OUTCOME_IDS.failed}`);
      expect(await own.app.ctx.db.select().from(contactMessages)).toHaveLength(CONTACT_RATE_LIMIT.perSender);
    } finally {
      await own.close();
    }
  });

  it('leaves the JSON route as it was: url-encoded bodies are not its type, and bad JSON is a 400', async () => {
    const encoded = await t.app.inject({
      method: 'POST',
      url: '/rest/api/public/contact-us',
      headers: FORM_TYPE,
      payload: new URLSearchParams(fields).toString(),
    });
    expect(encoded.statusCode).toBe(415);
    const bad = await t.app.inject({
      method: 'POST',
      url: '/rest/api/public/contact-us',
      payload: { ...fields, phone: '12' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBeTruthy();
  });
});
