/**
 * What a signed-in client can make one chat connection cost, against a real app and real sockets: the socket
 * ends with the session behind it (logout, the admin disabling the account), messages are limited per account
 * (socket and HTTP together) and refused ones are not stored, and a client that stops reading is dropped
 * before its unread output grows the server's memory.
 */
import type { Socket } from 'node:net';
import { eq, or, sql } from 'drizzle-orm';
import WebSocket from 'ws';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { CHAT_DESTINATIONS } from '../../shared/chat';
import { chatMessages } from '../db/schema';
import { createTestApp, createUserWithToken, type TestApp } from '../testing/test-app';
import { connectAs, type TestStompClient } from './testing/stomp-test-client';

const SEND_LIMIT = 3;
/** The server's bound on a connection's unread output (routes.ts). */
const MAX_UNREAD_BYTES = 2 * 1024 * 1024;

let limited: TestApp;
let open: TestApp;
const socketUrls = new Map<TestApp, string>();
const clients: TestStompClient[] = [];

async function listening(t: TestApp): Promise<TestApp> {
  const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
  socketUrls.set(t, `${address.replace(/^http/, 'ws')}/rest/api/chat-websocket`);
  return t;
}

beforeAll(async () => {
  limited = await listening(await createTestApp({ env: { CHAT_MESSAGES_PER_USER_PER_MINUTE: String(SEND_LIMIT) } }));
  // Publishing as fast as the test can: neither the message budget nor the per-address limit is measured here.
  open = await listening(
    await createTestApp({ env: { CHAT_MESSAGES_PER_USER_PER_MINUTE: '100000', RATE_LIMIT_PER_MINUTE: '100000' } }),
  );
});
afterAll(async () => {
  for (const client of clients) client.close();
  await limited.close();
  await open.close();
});

async function connect(t: TestApp, token: string) {
  const { client, reply } = await connectAs(socketUrls.get(t)!, token);
  clients.push(client);
  expect(reply.command).toBe('CONNECTED');
  return client;
}

async function storedFrom(t: TestApp, email: string): Promise<number> {
  const [row] = await t.app.ctx.db
    .select({ n: sql<number>`count(*)` })
    .from(chatMessages)
    .where(or(eq(chatMessages.fromEmail, email), eq(chatMessages.toEmail, email)));
  return Number(row.n);
}

const sendOver = (client: TestStompClient, to: string, message: string, receipt: string) =>
  client.send('SEND', { destination: CHAT_DESTINATIONS.send, receipt }, JSON.stringify({ to, message }));

describe('the socket ends with its session', () => {
  it('after logout, a SEND gets an ERROR instead of a RECEIPT and stores nothing', async () => {
    const user = await createUserWithToken(limited);
    const client = await connect(limited, user.token);
    sendOver(client, limited.config.adminEmail, 'before logout', 'r1');
    await client.waitFor((f) => f.command === 'RECEIPT' && f.headers['receipt-id'] === 'r1');

    const logout = await limited.app.inject({
      method: 'POST',
      url: '/rest/api/logout',
      headers: { authorization: user.authorization },
    });
    expect(logout.statusCode).toBe(200);
    sendOver(client, limited.config.adminEmail, 'after logout', 'r2');
    const answer = await client.waitFor((f) => f.command === 'ERROR' || f.headers['receipt-id'] === 'r2');
    expect(answer).toMatchObject({
      command: 'ERROR',
      headers: { message: expect.stringMatching(/session has ended/) },
    });
    await client.closed;
    expect(await storedFrom(limited, user.email)).toBe(1);
  });

  it('after the admin disables the account, a SUBSCRIBE gets an ERROR and the socket closes', async () => {
    const admin = await createUserWithToken(limited, { email: limited.config.adminEmail, role: 'admin' });
    const user = await createUserWithToken(limited);
    const client = await connect(limited, user.token);
    const disabled = await limited.app.inject({
      method: 'POST',
      url: `/rest/api/admin/users/${user.id}/access`,
      headers: { authorization: admin.authorization },
      payload: { disabled: true },
    });
    expect(disabled.statusCode).toBe(200);
    client.send('SUBSCRIBE', { id: 's', destination: CHAT_DESTINATIONS.ownQueue, receipt: 'sub' });
    expect((await client.waitFor((f) => f.command === 'ERROR' || f.command === 'RECEIPT')).command).toBe('ERROR');
    await client.closed;
  });
});

describe('messages per account', () => {
  it(`stores ${SEND_LIMIT} a minute; one more over the socket is an ERROR, over HTTP a 429, and neither is stored`, async () => {
    const user = await createUserWithToken(limited);
    const client = await connect(limited, user.token);
    for (let i = 1; i <= SEND_LIMIT; i++) {
      sendOver(client, limited.config.adminEmail, `message ${i}`, `r${i}`);
      await client.waitFor((f) => f.headers['receipt-id'] === `r${i}`);
    }
    sendOver(client, limited.config.adminEmail, 'one too many', 'extra');
    const refused = await client.waitFor((f) => f.command === 'ERROR' || f.headers['receipt-id'] === 'extra');
    expect(refused).toMatchObject({
      command: 'ERROR',
      headers: { message: expect.stringMatching(/3 messages a minute/), 'receipt-id': 'extra' },
    });
    await client.closed;

    const overHttp = await limited.app.inject({
      method: 'POST',
      url: `/rest/api/chatuser?user=${encodeURIComponent(user.email)}`,
      headers: { authorization: user.authorization },
      payload: { from: user.email, to: limited.config.adminEmail, message: 'by HTTP' },
    });
    expect(overHttp.statusCode).toBe(429);
    expect(Number(overHttp.headers['retry-after'])).toBeGreaterThan(0);
    expect(await storedFrom(limited, user.email)).toBe(SEND_LIMIT);

    // Another account has its own budget.
    const other = await createUserWithToken(limited);
    const fresh = await connect(limited, other.token);
    sendOver(fresh, limited.config.adminEmail, 'hello', 'ok');
    expect((await fresh.waitFor((f) => f.command !== 'CONNECTED')).command).toBe('RECEIPT');
  });
});

describe('a client that stops reading', () => {
  it('is dropped once its unread output passes the bound, while messages keep being published', async () => {
    const admin = await createUserWithToken(open, { email: open.config.adminEmail, role: 'admin' });
    const buyer = await createUserWithToken(open);

    // The server's side of the connection (ws is one class for both sides): how much it ever held unread, and
    // when it closed.
    const server: { socket: WebSocket | null } = { socket: null };
    let mostUnread = 0;
    let closed = false;
    let serverClosed = () => {};
    const whenServerClosed = new Promise<void>((resolve) => (serverClosed = resolve));
    const originalSend = WebSocket.prototype.send;
    WebSocket.prototype.send = function (this: WebSocket, ...args: Parameters<WebSocket['send']>) {
      originalSend.apply(this, args);
      if (!(this as unknown as { _isServer: boolean })._isServer) return;
      if (!server.socket) {
        server.socket = this;
        this.once('close', () => {
          closed = true;
          serverClosed();
        });
      }
      if (this === server.socket) mostUnread = Math.max(mostUnread, this.bufferedAmount);
    } as typeof originalSend;
    onTestFinished(() => {
      WebSocket.prototype.send = originalSend;
    });

    const reader = await connect(open, buyer.token);
    for (let i = 0; i < 8; i++)
      reader.send('SUBSCRIBE', { id: `s${i}`, destination: CHAT_DESTINATIONS.ownQueue, receipt: `s${i}` });
    await reader.waitFor((f) => f.headers['receipt-id'] === 's7');
    // The client stops reading from its TCP socket: what the server sends piles up in the kernel, then the server.
    (reader.socket as unknown as { _socket: Socket })._socket.pause();

    const long = 'न'.repeat(2000);
    let published = 0;
    while (!closed && published < 600) {
      const answer = await open.app.inject({
        method: 'POST',
        url: `/rest/api/chatuser?user=${encodeURIComponent(buyer.email)}`,
        headers: { authorization: admin.authorization },
        payload: { from: admin.email, to: buyer.email, message: long },
      });
      expect(answer.statusCode).toBe(200);
      published += 1;
    }
    // 600 messages are 28 MB for this client: far past what the kernel buffers.
    expect(closed, `still open after ${published} messages`).toBe(true);
    await whenServerClosed;
    console.info(
      `paused client dropped after ${published} messages of ~6 kB to 8 subscriptions; ` +
        `most unread output held by the server ${(mostUnread / 1024).toFixed(0)} kB`,
    );
    // At most one frame (a message of ~6 kB) beyond the bound.
    expect(mostUnread).toBeGreaterThan(MAX_UNREAD_BYTES);
    expect(mostUnread).toBeLessThan(MAX_UNREAD_BYTES + 16 * 1024);
  });
});
