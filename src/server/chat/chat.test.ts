/**
 * The help chat against a real app: the HTTP calls' access rules, and the live channel over a real
 * WebSocket (the `ws` package as client): refused tokens and origins, who may subscribe to what, live
 * delivery, SEND with a receipt, and the replay a reconnecting client asks for.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHAT_DESTINATIONS, conversationTopic } from '../../shared/chat';
import { issueAccessToken } from '../account/tokens';
import { createTestApp, createUserWithToken, type TestApp } from '../testing/test-app';
import { connectAs, openSocket, type TestStompClient } from './testing/stomp-test-client';

let t: TestApp;
let url: string;
let admin: Awaited<ReturnType<typeof createUserWithToken>>;
let asha: Awaited<ReturnType<typeof createUserWithToken>>;
let ravi: Awaited<ReturnType<typeof createUserWithToken>>;
const open: TestStompClient[] = [];

beforeAll(async () => {
  t = await createTestApp();
  const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
  url = `${address.replace(/^http/, 'ws')}/rest/api/chat-websocket`;
  admin = await createUserWithToken(t, { email: t.config.adminEmail, role: 'admin', fullName: 'Support' });
  asha = await createUserWithToken(t, { email: 'asha.chat@example.in', fullName: 'Asha Rao' });
  ravi = await createUserWithToken(t, { email: 'ravi.chat@example.in', fullName: 'Ravi Kumar' });
});
afterAll(async () => {
  for (const client of open) client.close();
  await t.close();
});

async function connect(token: string | null, extra: Record<string, string> = {}) {
  const result = await connectAs(url, token, extra);
  open.push(result.client);
  return result;
}

const post = (as: { authorization: string }, user: string, payload: Record<string, unknown>) =>
  t.app.inject({
    method: 'POST',
    url: `/rest/api/chatuser?user=${encodeURIComponent(user)}`,
    headers: { authorization: as.authorization },
    payload,
  });
const history = (as: { authorization: string }, user: string) =>
  t.app.inject({
    method: 'GET',
    url: `/rest/api/getchatuser?user=${encodeURIComponent(user)}&admin=${encodeURIComponent(t.config.adminEmail)}`,
    headers: { authorization: as.authorization },
  });

describe('HTTP calls', () => {
  it('a buyer sends to support and reads their conversation; the answer is the stored message', async () => {
    const sent = await post(asha, asha.email, { from: asha.email, to: t.config.adminEmail, message: '  Hello!  ' });
    expect(sent.statusCode).toBe(200);
    expect(sent.json().responceId).toMatchObject({ message: 'Hello!', from: asha.email, to: t.config.adminEmail });
    expect(sent.json().responceId.id).toBeGreaterThan(0);
    const list = (await history(asha, asha.email)).json().responceId.chatDTOList;
    expect(list.map((m: { message: string }) => m.message)).toContain('Hello!');
    expect(list[0]).toHaveProperty('dateOfCreation');
    expect((await history(asha, asha.email)).json().responceId.admin).toBe(t.config.adminEmail);
  });

  it("refuses another buyer's conversation, writing as someone else, and writing to anyone but support", async () => {
    expect((await history(ravi, asha.email)).statusCode).toBe(403);
    expect((await post(ravi, asha.email, { from: asha.email, to: t.config.adminEmail, message: 'x' })).statusCode).toBe(
      403,
    );
    expect((await post(ravi, ravi.email, { from: asha.email, to: t.config.adminEmail, message: 'x' })).statusCode).toBe(
      403,
    );
    expect((await post(ravi, ravi.email, { from: ravi.email, to: asha.email, message: 'x' })).statusCode).toBe(403);
    expect(JSON.stringify((await history(ravi, ravi.email)).json())).not.toContain('Hello!');
  });

  it('does not store an empty or blank message, or an attachment that is not the sender’s upload', async () => {
    for (const message of ['', '   ', '\n\t'])
      expect((await post(asha, asha.email, { from: asha.email, to: t.config.adminEmail, message })).statusCode).toBe(
        400,
      );
    const attached = await post(asha, asha.email, {
      from: asha.email,
      to: t.config.adminEmail,
      message: 'see',
      attachment: 'not-mine.jpg',
    });
    expect(attached.statusCode).toBe(400);
    expect(attached.json().message).toMatch(/attachment/);
  });

  it('the admin lists conversations newest first with unread counts, opens one, and answers', async () => {
    await post(ravi, ravi.email, { from: ravi.email, to: t.config.adminEmail, message: 'Is RSVP included?' });
    const listed = await t.app.inject({
      method: 'GET',
      url: '/rest/api/admin/chat/conversations',
      headers: { authorization: admin.authorization },
    });
    expect(listed.statusCode).toBe(200);
    const conversations = listed.json().conversations;
    expect(conversations[0]).toMatchObject({ user: ravi.email, fullName: 'Ravi Kumar', unread: 1 });
    expect(conversations[0].lastMessage.message).toBe('Is RSVP included?');
    expect(conversations.map((c: { user: string }) => c.user)).toContain(asha.email);

    const searched = await t.app.inject({
      method: 'GET',
      url: '/rest/api/admin/chat/conversations?search=ASHA',
      headers: { authorization: admin.authorization },
    });
    expect(searched.json().conversations.map((c: { user: string }) => c.user)).toEqual([asha.email]);

    const read = await t.app.inject({
      method: 'POST',
      url: '/rest/api/admin/chat/read',
      headers: { authorization: admin.authorization },
      payload: { user: ravi.email },
    });
    expect(read.json()).toEqual({ marked: 1 });
    const after = await t.app.inject({
      method: 'GET',
      url: '/rest/api/admin/chat/conversations',
      headers: { authorization: admin.authorization },
    });
    expect(after.json().conversations.find((c: { user: string }) => c.user === ravi.email).unread).toBe(0);

    const reply = await post(admin, ravi.email, { from: admin.email, to: ravi.email, message: 'Yes, in Premium.' });
    expect(reply.statusCode).toBe(200);
    expect((await history(ravi, ravi.email)).json().responceId.chatDTOList.at(-1)).toMatchObject({
      from: t.config.adminEmail,
      message: 'Yes, in Premium.',
    });
  });

  it('answers 403 to a buyer on the admin calls', async () => {
    for (const [method, path, payload] of [
      ['GET', '/rest/api/admin/chat/conversations', undefined],
      ['POST', '/rest/api/admin/chat/read', { user: asha.email }],
    ] as const) {
      const response = await t.app.inject({
        method,
        url: path,
        payload,
        headers: { authorization: asha.authorization },
      });
      expect(response.statusCode).toBe(403);
    }
  });
});

describe('the live channel', () => {
  it('refuses CONNECT without a token, with an invalid one and with an expired one: ERROR, then close', async () => {
    const expired = await issueAccessToken(
      t.config.jwtSecret,
      { id: asha.id, email: asha.email, role: 'user' },
      new Date(t.clock.now().getTime() - 11 * 60_000),
    );
    for (const token of [null, 'not-a-token', expired.token]) {
      const { client, reply } = await connect(token);
      expect(reply.command).toBe('ERROR');
      expect(reply.headers.message).toMatch(/Authorization|token/);
      await client.closed;
    }
  });

  it('refuses a page of another site (Origin) before upgrading, and accepts its own', async () => {
    await expect(openSocket(url, { Origin: 'https://evil.example' })).rejects.toThrow(/403/);
    const own = await openSocket(url, { Origin: new URL(url.replace(/^ws/, 'http')).origin });
    open.push(own);
    expect(own.socket.readyState).toBe(own.socket.OPEN);
  });

  it('answers a plain request with 426', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/rest/api/chat-websocket' });
    expect(response.statusCode).toBe(426);
    expect(response.json().message).toMatch(/WebSocket/);
  });

  it('negotiates STOMP 1.2 and heart-beats, and refuses other versions', async () => {
    const { reply } = await connect(asha.token, { 'heart-beat': '0,20000' });
    expect(reply.command).toBe('CONNECTED');
    expect(reply.headers.version).toBe('1.2');
    expect(reply.headers['heart-beat']).toBe('10000,10000');
    const old = await connect(asha.token, { 'accept-version': '1.0,1.1' });
    expect(old.reply.command).toBe('ERROR');
    expect(old.reply.headers.version).toBe('1.2');
  });

  it("lets a buyer subscribe to their own conversation only, not another buyer's or the admin's topic", async () => {
    for (const destination of [CHAT_DESTINATIONS.adminTopic, conversationTopic(asha.email), '/queue/anything']) {
      const { client } = await connect(ravi.token);
      client.send('SUBSCRIBE', { id: 's1', destination, receipt: 'r1' });
      const answer = await client.waitFor((f) => f.command === 'ERROR' || f.command === 'RECEIPT');
      expect(answer.command, destination).toBe('ERROR');
      await client.closed;
    }
    const { client } = await connect(ravi.token);
    client.send('SUBSCRIBE', { id: 's1', destination: conversationTopic(ravi.email), receipt: 'r1' });
    expect((await client.waitFor((f) => f.command !== 'CONNECTED')).command).toBe('RECEIPT');
  });

  it('delivers a stored message live to the buyer and the admin, and to nobody else', async () => {
    const buyer = (await connect(asha.token)).client;
    const other = (await connect(ravi.token)).client;
    const support = (await connect(admin.token)).client;
    buyer.send('SUBSCRIBE', { id: 'mine', destination: CHAT_DESTINATIONS.ownQueue, receipt: 'a' });
    other.send('SUBSCRIBE', { id: 'mine', destination: CHAT_DESTINATIONS.ownQueue, receipt: 'b' });
    support.send('SUBSCRIBE', { id: 'all', destination: CHAT_DESTINATIONS.adminTopic, receipt: 'c' });
    await Promise.all([
      buyer.waitFor((f) => f.command === 'RECEIPT'),
      other.waitFor((f) => f.command === 'RECEIPT'),
      support.waitFor((f) => f.command === 'RECEIPT'),
    ]);

    await post(asha, asha.email, { from: asha.email, to: t.config.adminEmail, message: 'Live one' });
    const atAdmin = await support.waitFor((f) => f.command === 'MESSAGE' && f.body.includes('Live one'));
    expect(atAdmin.headers).toMatchObject({ subscription: 'all', destination: CHAT_DESTINATIONS.adminTopic });
    expect(JSON.parse(atAdmin.body)).toMatchObject({ from: asha.email, message: 'Live one' });
    await buyer.waitFor((f) => f.command === 'MESSAGE' && f.body.includes('Live one'));

    // The admin answers over the socket itself; the receipt comes once it is stored.
    support.send(
      'SEND',
      { destination: CHAT_DESTINATIONS.send, receipt: 'sent-1', 'content-type': 'application/json' },
      JSON.stringify({ to: asha.email, message: 'Live reply: ok' }),
    );
    await support.waitFor((f) => f.command === 'RECEIPT' && f.headers['receipt-id'] === 'sent-1');
    await buyer.waitFor((f) => f.command === 'MESSAGE' && f.body.includes('Live reply: ok'));

    // Ravi hears only his own conversation: a message to him arrives, Asha's never did.
    await post(admin, ravi.email, { from: admin.email, to: ravi.email, message: 'For Ravi' });
    await other.waitFor((f) => f.command === 'MESSAGE' && f.body.includes('For Ravi'));
    expect(other.frames.some((f) => f.body.includes('Live one') || f.body.includes('Live reply'))).toBe(false);
  });

  it('replays what a reconnecting client missed, after the last id it saw', async () => {
    const first = await post(asha, asha.email, { from: asha.email, to: t.config.adminEmail, message: 'Before drop' });
    const lastSeen = first.json().responceId.id;
    await post(admin, asha.email, { from: admin.email, to: asha.email, message: 'While away 1' });
    await post(admin, asha.email, { from: admin.email, to: asha.email, message: 'While away 2' });

    const { client } = await connect(asha.token);
    client.send('SUBSCRIBE', {
      id: 'again',
      destination: CHAT_DESTINATIONS.ownQueue,
      [CHAT_DESTINATIONS.lastSeenIdHeader]: String(lastSeen),
    });
    await client.waitFor((f) => f.command === 'MESSAGE' && f.body.includes('While away 2'));
    const replayed = client.frames.filter((f) => f.command === 'MESSAGE').map((f) => JSON.parse(f.body).message);
    expect(replayed).toEqual(['While away 1', 'While away 2']);
  });

  it('answers malformed frames, unknown commands and bad SEND bodies with ERROR and a close', async () => {
    const cases: [string, (client: TestStompClient) => void][] = [
      ['a header without a colon', (c) => c.raw('SUBSCRIBE\nno-colon-here\nid:1\n\n\0')],
      ['an undefined escape', (c) => c.raw('SUBSCRIBE\nid:a\\tb\n\n\0')],
      ['an unknown command', (c) => c.send('FLY', {})],
      ['SUBSCRIBE without an id', (c) => c.send('SUBSCRIBE', { destination: CHAT_DESTINATIONS.ownQueue })],
      ['SEND with no JSON', (c) => c.send('SEND', { destination: CHAT_DESTINATIONS.send }, 'hello')],
      [
        'SEND with an unknown field',
        (c) =>
          c.send(
            'SEND',
            { destination: CHAT_DESTINATIONS.send },
            JSON.stringify({ to: t.config.adminEmail, message: 'x', admin: true }),
          ),
      ],
      [
        'SEND of a blank message',
        (c) =>
          c.send(
            'SEND',
            { destination: CHAT_DESTINATIONS.send },
            JSON.stringify({ to: t.config.adminEmail, message: ' ' }),
          ),
      ],
    ];
    for (const [what, act] of cases) {
      const { client } = await connect(asha.token);
      act(client);
      const error = await client.waitFor((f) => f.command === 'ERROR');
      expect(error.headers.message, what).toBeTruthy();
      await client.closed;
    }
  });

  it('frames before CONNECT are refused; DISCONNECT is answered with its receipt', async () => {
    const early = await openSocket(url);
    open.push(early);
    early.send('SUBSCRIBE', { id: '1', destination: CHAT_DESTINATIONS.ownQueue });
    expect((await early.waitFor((f) => f.command === 'ERROR')).headers.message).toMatch(/CONNECT/);

    const { client } = await connect(asha.token);
    client.send('DISCONNECT', { receipt: 'bye' });
    expect((await client.waitFor((f) => f.command === 'RECEIPT')).headers['receipt-id']).toBe('bye');
    await client.closed;
  });

  it('reads frames joined in one WebSocket message and split over several', async () => {
    const client = await openSocket(url);
    open.push(client);
    const connectFrame = `CONNECT\naccept-version:1.2\nhost:localhost\nAuthorization:Bearer ${asha.token}\n\n\0`;
    const subscribe = `SUBSCRIBE\nid:x\ndestination:${CHAT_DESTINATIONS.ownQueue}\nreceipt:joined\n\n\0`;
    const all = connectFrame + subscribe;
    client.raw(all.slice(0, 20));
    client.raw(all.slice(20, connectFrame.length + 5));
    client.raw(all.slice(connectFrame.length + 5));
    await client.waitFor((f) => f.command === 'RECEIPT' && f.headers['receipt-id'] === 'joined');
    expect(client.frames[0].command).toBe('CONNECTED');
  });
});
