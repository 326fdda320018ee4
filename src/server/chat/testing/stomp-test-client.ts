/**
 * A STOMP client for server tests over the `ws` package (Node 20 has no global WebSocket), built on the
 * module under test's serializer and parser: it sends raw text when a test wants to send something odd.
 */
import WebSocket from 'ws';
import { serializeFrame, StompParser, type StompFrame } from '../stomp-frames';

export interface TestStompClient {
  socket: WebSocket;
  frames: StompFrame[];
  heartBeats: number;
  send(command: string, headers?: Record<string, string>, body?: string): void;
  raw(text: string | Buffer): void;
  /** Resolves with the first frame (seen so far or later) that matches; rejects after `timeoutMs`. */
  waitFor(match: (frame: StompFrame) => boolean, timeoutMs?: number): Promise<StompFrame>;
  closed: Promise<number>;
  close(): void;
}

export function openSocket(url: string, headers: Record<string, string> = {}): Promise<TestStompClient> {
  const socket = new WebSocket(url, { headers });
  const parser = new StompParser();
  const frames: StompFrame[] = [];
  const waiters = new Set<() => void>();
  const client: TestStompClient = {
    socket,
    frames,
    heartBeats: 0,
    send: (command, frameHeaders = {}, body = '') =>
      socket.send(serializeFrame({ command, headers: frameHeaders, body })),
    raw: (text) => socket.send(text),
    waitFor: (match, timeoutMs = 5000) =>
      new Promise((resolve, reject) => {
        const check = () => {
          const found = frames.find(match);
          if (!found) return false;
          waiters.delete(check as () => void);
          clearTimeout(timer);
          resolve(found);
          return true;
        };
        const timer = setTimeout(() => {
          waiters.delete(check as () => void);
          reject(new Error(`no matching frame; got ${frames.map((f) => f.command).join(', ')}`));
        }, timeoutMs);
        if (!check()) waiters.add(check as () => void);
      }),
    closed: new Promise((resolve) => socket.on('close', (code) => resolve(code))),
    close: () => socket.close(),
  };
  socket.on('message', (data) => {
    for (const event of parser.push(data as Buffer)) {
      if (event.kind === 'heart-beat') client.heartBeats += 1;
      else frames.push(event.frame);
    }
    for (const waiter of [...waiters]) waiter();
  });
  return new Promise((resolve, reject) => {
    socket.once('open', () => resolve(client));
    socket.once('error', reject);
    socket.once('unexpected-response', (_request, response) =>
      reject(new Error(`Unexpected server response: ${response.statusCode}`)),
    );
  });
}

/** Opens a socket and completes CONNECT; resolves once CONNECTED (or ERROR) arrived. */
export async function connectAs(
  url: string,
  token: string | null,
  extra: Record<string, string> = {},
): Promise<{ client: TestStompClient; reply: StompFrame }> {
  const client = await openSocket(url);
  const headers: Record<string, string> = { 'accept-version': '1.2', host: 'localhost', ...extra };
  if (token !== null) headers.Authorization = `Bearer ${token}`;
  client.send('CONNECT', headers);
  const reply = await client.waitFor((f) => f.command === 'CONNECTED' || f.command === 'ERROR');
  return { client, reply };
}
