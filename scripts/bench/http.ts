/**
 * One HTTP request with node:http, for benches that must choose the client's source address (`localAddress`,
 * any of 127.0.0.0/8: the server then sees a different client) and must never wait forever (`timeoutMs`).
 */
import http from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';

export interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

export interface RequestOptions {
  method?: string;
  headers?: Record<string, string>;
  body?: string | Buffer;
  /** Source address of the connection (127.x.y.z); ignored when `agent` is given (the agent's own applies). */
  localAddress?: string;
  /** A keep-alive agent to reuse connections; without it each request has its own connection. */
  agent?: http.Agent;
  timeoutMs?: number;
}

export class RequestTimeout extends Error {}

/** A failed request in a word, for counting: `timeout`, the system error's code (ECONNRESET ...) or its message. */
export function failureKind(error: Error): string {
  if (error instanceof RequestTimeout) return 'timeout';
  return (error as NodeJS.ErrnoException).code ?? error.message;
}

export function request(url: string, options: RequestOptions = {}): Promise<Answer> {
  const timeoutMs = options.timeoutMs ?? 30_000;
  return new Promise((resolve, reject) => {
    const headers: Record<string, string | number> = { ...options.headers };
    if (options.body !== undefined) headers['content-length'] = Buffer.byteLength(options.body);
    const outgoing = http.request(url, {
      method: options.method ?? 'GET',
      headers,
      agent: options.agent ?? false,
      ...(options.agent ? {} : { localAddress: options.localAddress }),
    });
    const timer = setTimeout(() => outgoing.destroy(new RequestTimeout('timeout')), timeoutMs);
    outgoing.on('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    outgoing.on('response', (incoming) => {
      const chunks: Buffer[] = [];
      incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
      incoming.on('error', (error) => {
        clearTimeout(timer);
        reject(error);
      });
      incoming.on('end', () => {
        clearTimeout(timer);
        try {
          const body = decoded(Buffer.concat(chunks), incoming.headers['content-encoding']);
          resolve({ status: incoming.statusCode ?? 0, headers: incoming.headers, body });
        } catch (error) {
          reject(error as Error);
        }
      });
    });
    outgoing.end(options.body);
  });
}

/** A body as sent, decompressed when the request asked for `accept-encoding` (as a browser does). */
function decoded(body: Buffer, encoding: string | undefined): Buffer {
  if (encoding === 'br') return brotliDecompressSync(body);
  if (encoding === 'gzip') return gunzipSync(body);
  return body;
}

/** `Set-Cookie` answers as a `Cookie` request header (names and values only). */
export function cookiesOf(answer: Answer): string {
  return (answer.headers['set-cookie'] ?? []).map((line) => line.split(';')[0]).join('; ');
}

/** The answer as JSON, or a clear error naming the step when it is not a 2xx JSON answer. */
export function jsonOf<T>(answer: Answer, step: string): T {
  if (answer.status < 200 || answer.status >= 300)
    throw new Error(`${step}: answered ${answer.status}: ${answer.body.toString('utf8').slice(0, 300)}`);
  return JSON.parse(answer.body.toString('utf8')) as T;
}

/** A source address in 127.0.0.0/8: `block` picks the third byte, `index` counts from .1 across blocks. */
export function loopbackAddress(block: number, index: number): string {
  const third = block + Math.floor(index / 250);
  if (third > 255) throw new Error(`no loopback address ${block}/${index}`);
  return `127.0.${third}.${1 + (index % 250)}`;
}

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, Math.max(0, ms)));
