import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactMessages } from '../db/schema';
import { createTestApp, createUserWithToken, type TestApp } from '../testing/test-app';
import { unstorableText } from './input-guard';

describe('unstorableText', () => {
  it('names the first string with a NUL or half a surrogate pair, wherever it is', () => {
    expect(unstorableText({ a: 'fine', list: [{ b: 'x\u0000y' }] }, 'body')).toBe(
      'body.list.0.b must not contain NUL characters',
    );
    expect(unstorableText({ name: 'cut emoji \uD83D' }, 'body')).toMatch(/^body\.name contains half of a character/);
    expect(unstorableText({ ['a\u0000']: 1 }, 'body')).toBe('body has a field name that is not valid text');
    expect(unstorableText({ name: 'ಕನ್ನಡ 🙏🏽 👩‍👩‍👧', n: 1, ok: true, none: null }, 'body')).toBeNull();
    expect(unstorableText(Buffer.from([0, 0, 0]), 'body')).toBeNull();
  });

  it('walks a deeply nested body without overflowing the stack', () => {
    const deep = JSON.parse(`${'['.repeat(100_000)}"\\u0000"${']'.repeat(100_000)}`);
    expect(unstorableText(deep, 'body')).toMatch(/ must not contain NUL characters$/);
  });
});

describe('bad input the database cannot hold, and errors raised before routing', () => {
  let t: TestApp;
  let authorization: string;
  beforeAll(async () => {
    t = await createTestApp();
    authorization = (await createUserWithToken(t)).authorization;
  });
  afterAll(() => t.close());

  it('refuses NUL and broken characters in bodies, queries and paths with a 400 naming the field, storing nothing', async () => {
    const contact = await t.app.inject({
      method: 'POST',
      url: '/rest/api/public/contact-us',
      payload: { name: 'Asha\u0000', phone: '9876543210', email: 'asha@example.in' },
    });
    expect(contact.statusCode).toBe(400);
    expect(contact.json()).toEqual({
      error: 'Bad Request',
      message: 'body.name must not contain NUL characters',
      responce: 'body.name must not contain NUL characters',
      requestId: expect.any(String),
    });
    expect((await t.app.ctx.db.select({ n: count() }).from(contactMessages))[0].n).toBe(0);

    const cases = [
      {
        method: 'POST' as const,
        url: '/rest/api/login',
        payload: { email: 'a\u0000@example.in', password: 'x' },
        mentions: 'body.email',
      },
      {
        method: 'PUT' as const,
        url: '/rest/api/update_user',
        payload: { firstName: 'A\u0000', email: 'x@example.in', phoneNumber: '9876543210' },
        mentions: 'body.firstName',
      },
      {
        method: 'GET' as const,
        url: '/rest/api/public/checkpaymentstatus?orderId=%00',
        mentions: 'querystring.orderId',
      },
      { method: 'GET' as const, url: '/rest/api/public/sandbox-checkout/ord%00', mentions: 'params.orderId' },
      {
        method: 'POST' as const,
        url: '/rest/api/private/createuserdata',
        payload: JSON.parse(
          '{"baseTempID":"wed001","components":[{"comp_id":"wed001-BrideName","comp_value":"\\ud83d"}]}',
        ),
        mentions: 'body.components.0.comp_value contains half of a character',
      },
    ];
    for (const c of cases) {
      const response = await t.app.inject({
        method: c.method,
        url: c.url,
        payload: c.payload,
        headers: { authorization },
      });
      expect(response.statusCode, c.url).toBe(400);
      expect(response.json().message, c.url).toContain(c.mentions);
    }
  });

  it('answers a broken %-escape and an overlong path segment in the usual shape, without echoing the address', async () => {
    const broken = await t.app.inject('/rest/api/public/art/%E0%A4%A/thumbnail.svg');
    expect(broken.statusCode).toBe(400);
    expect(broken.json()).toEqual({
      error: 'Bad Request',
      message: 'The address is not valid: it has a broken %-escape.',
      responce: 'The address is not valid: it has a broken %-escape.',
      requestId: expect.any(String),
    });

    const long = await t.app.inject(`/rest/api/public/increment_analytics/${'x'.repeat(5000)}`);
    expect(long.statusCode).toBe(414);
    expect(long.json()).toMatchObject({ error: 'URI Too Long', message: 'A part of the address is too long.' });

    const unknown = await t.app.inject(`/rest/api/${'y'.repeat(5000)}`);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message.length).toBeLessThan(200);
  });

  it("names Fastify's own refusals by their status, and says what content type to send", async () => {
    const form = await t.app.inject({
      method: 'POST',
      url: '/rest/api/login',
      payload: 'email=a',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(form.statusCode).toBe(415);
    expect(form.json()).toMatchObject({
      error: 'Unsupported Media Type',
      message: expect.stringContaining('application/json'),
    });

    const malformed = await t.app.inject({
      method: 'POST',
      url: '/rest/api/login',
      payload: '{"email": ',
      headers: { 'content-type': 'application/json' },
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().error).toBe('Bad Request');
  });
});

describe('types in JSON bodies', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('refuses a number where a JSON body needs text, instead of turning it into text', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/rest/api/public/contact-us',
      payload: { name: 'Asha', phone: 9876543210, email: 'asha@example.in', message: '' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('body.phone must be string');
    expect((await t.app.ctx.db.select({ n: count() }).from(contactMessages))[0].n).toBe(0);
  });
});
