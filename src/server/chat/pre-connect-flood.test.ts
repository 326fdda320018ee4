/**
 * The flood a stranger can send before CONNECT: two sockets, each 30,000 two-byte WebSocket messages (`A` and a
 * line feed: one more line of a header block that never ends), then enough bytes to pass the frame limit. The flooders run in a worker thread (their own
 * event loop), so the app's loop carries only the server's side; while they send, the app must keep answering
 * /health/live about as fast as before (the quadratic parser held it for seconds), and both sockets end with the
 * frame-size ERROR.
 */
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { Worker } from 'node:worker_threads';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app';

const SOCKETS = 2;
const MESSAGES_PER_SOCKET = 30_000;

/** CommonJS run by the worker: opens the sockets, floods, and reports each socket's ERROR message. */
const FLOODER = `
const { parentPort, workerData } = require('node:worker_threads');
const WebSocket = require('ws');
const { url, sockets, messages } = workerData;
Promise.all(Array.from({ length: sockets }, () => new Promise((resolve, reject) => {
  const socket = new WebSocket(url);
  let answer = '';
  socket.on('error', reject);
  socket.on('message', (data) => { answer += data.toString(); });
  socket.on('close', () => resolve(answer));
  socket.on('open', () => {
    parentPort.postMessage('flooding');
    for (let i = 0; i < messages; i++) socket.send('A\\n');
    socket.send('A'.repeat(8 * 1024));
  });
}))).then((answers) => parentPort.postMessage(answers), (error) => parentPort.postMessage(String(error)));
`;

let t: TestApp;
let base: string;

beforeAll(async () => {
  // Every health probe of the test comes from one address; the per-client API limit is not what is measured.
  t = await createTestApp({ env: { RATE_LIMIT_PER_MINUTE: '1000000' } });
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => t.close());

async function healthMs(): Promise<number> {
  const started = performance.now();
  const response = await fetch(`${base}/rest/api/health/live`);
  expect(response.status).toBe(200);
  await response.arrayBuffer();
  return performance.now() - started;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

it('keeps answering health checks while two sockets flood tiny messages before CONNECT', async () => {
  for (let i = 0; i < 5; i++) await healthMs();
  const baseline: number[] = [];
  for (let i = 0; i < 20; i++) baseline.push(await healthMs());

  const delay = monitorEventLoopDelay({ resolution: 10 });
  const worker = new Worker(FLOODER, {
    eval: true,
    workerData: {
      url: `${base.replace(/^http/, 'ws')}/rest/api/chat-websocket`,
      sockets: SOCKETS,
      messages: MESSAGES_PER_SOCKET,
    },
  });
  let opened = 0;
  const answers = new Promise<unknown>((resolve) =>
    worker.on('message', (message) => (message === 'flooding' ? (opened += 1) : resolve(message))),
  );
  let finished = false;
  void answers.then(() => (finished = true));

  const during: number[] = [];
  delay.enable();
  while (!finished) during.push(await healthMs());
  delay.disable();
  await worker.terminate();

  const result = await answers;
  expect(opened).toBe(SOCKETS);
  expect(Array.isArray(result), String(result)).toBe(true);
  for (const answer of result as string[]) expect(answer).toMatch(/^ERROR\n[^\0]*message:Frame too large/);

  const worst = Math.max(...during);
  const usual = median(baseline);
  const eventLoopMaxMs = delay.max / 1e6;
  console.info(
    `pre-CONNECT flood (${SOCKETS} x ${MESSAGES_PER_SOCKET} messages): health p50 before ${usual.toFixed(1)} ms; ` +
      `during ${during.length} probes, p50 ${median(during).toFixed(1)} ms, worst ${worst.toFixed(1)} ms; ` +
      `event-loop delay max ${eventLoopMaxMs.toFixed(1)} ms, p99 ${(delay.percentile(99) / 1e6).toFixed(1)} ms`,
  );
  // A health check may wait for a few reads of socket data (each is bounded), never for the flood to end.
  expect(worst).toBeLessThan(Math.max(250, 20 * usual));
  expect(eventLoopMaxMs).toBeLessThan(Math.max(250, 20 * usual));
});
