/**
 * A local HTTP server that answers like Meta's WhatsApp Cloud API messages call:
 * POST /{version}/{phone-number-id}/messages with a Bearer token, a `template` body checked against Meta's
 * documented shape, answered `{messaging_product, contacts: [{input, wa_id}], messages: [{id: "wamid..."}]}`, or
 * `{error: {message, type, code, error_data: {details}, fbtrace_id}}`. Tests script failures and slowness, and
 * build the signed webhook deliveries Meta would send.
 */
import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { signatureOf } from '../webhook';

export interface FakeMessage {
  id: string;
  to: string;
  body: Record<string, unknown>;
}

export interface ScriptedAnswer {
  status: number;
  code?: number;
  message?: string;
  details?: string;
}

export interface FakeGraphApi {
  /** WHATSAPP_API_BASE for the app, e.g. http://127.0.0.1:PORT/v23.0 */
  apiBase: string;
  phoneNumberId: string;
  accessToken: string;
  /** Messages accepted, in order. */
  messages: FakeMessage[];
  /** Every request received (accepted or not). */
  requests: number;
  /** The next calls get these answers, in order (then accepted again). */
  script(...answers: ScriptedAnswer[]): void;
  /** Every call waits this long before answering. */
  delayMs: number;
  /** Resolves once `count` messages were accepted. */
  waitFor(count: number): Promise<void>;
  close(): Promise<void>;
}

/** What Meta requires of a template message body; answers the first thing wrong, or null. */
export function templateShapeProblem(body: Record<string, unknown>): string | null {
  if (body.messaging_product !== 'whatsapp') return 'messaging_product must be whatsapp';
  if (typeof body.to !== 'string' || !/^[0-9]{8,15}$/.test(body.to)) return 'to must be a phone number';
  if (body.type !== 'template') return 'type must be template';
  const template = body.template as { name?: unknown; language?: { code?: unknown }; components?: unknown } | undefined;
  if (!template || typeof template.name !== 'string') return 'template.name is required';
  if (typeof template.language?.code !== 'string') return 'template.language.code is required';
  if (!Array.isArray(template.components)) return 'template.components must be an array';
  for (const component of template.components as Array<Record<string, unknown>>) {
    if (!['header', 'body', 'button'].includes(String(component.type))) return `unknown component ${component.type}`;
    if (!Array.isArray(component.parameters)) return 'component.parameters must be an array';
    if (component.type === 'button') {
      if (!['url', 'quick_reply'].includes(String(component.sub_type))) return 'button sub_type';
      if (typeof component.index !== 'string') return 'button index must be a string';
    }
    for (const parameter of component.parameters as Array<Record<string, unknown>>) {
      if (parameter.type === 'text' && (typeof parameter.text !== 'string' || /[\n\t]| {5}/.test(parameter.text)))
        return 'text parameter may not hold new lines, tabs or more than 4 spaces';
    }
  }
  return null;
}

async function readBody(request: IncomingMessage): Promise<Record<string, unknown>> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  try {
    return JSON.parse(Buffer.concat(chunks).toString('utf8')) as Record<string, unknown>;
  } catch {
    return {};
  }
}

export async function startFakeGraphApi(): Promise<FakeGraphApi> {
  const phoneNumberId = '106540352242922';
  const accessToken = `EAAG${randomBytes(12).toString('hex')}`;
  const scripted: ScriptedAnswer[] = [];
  const waiters: Array<{ count: number; resolve: () => void }> = [];
  const fake: Omit<FakeGraphApi, 'apiBase' | 'close'> = {
    phoneNumberId,
    accessToken,
    messages: [],
    requests: 0,
    delayMs: 0,
    script: (...answers) => void scripted.push(...answers),
    waitFor: (count) =>
      new Promise<void>((resolve) => {
        if (fake.messages.length >= count) resolve();
        else waiters.push({ count, resolve });
      }),
  };
  const error = (status: number, code: number, message: string, details?: string) => ({
    status,
    json: {
      error: {
        message,
        type: 'OAuthException',
        code,
        ...(details ? { error_data: { messaging_product: 'whatsapp', details } } : {}),
        fbtrace_id: randomBytes(8).toString('base64url'),
      },
    },
  });
  const server: Server = createServer((request, response) => {
    void (async () => {
      const body = await readBody(request);
      fake.requests += 1;
      if (fake.delayMs) await new Promise((resolve) => setTimeout(resolve, fake.delayMs));
      const answer = (() => {
        if (request.method !== 'POST' || request.url !== `/v23.0/${phoneNumberId}/messages`)
          return error(404, 100, 'Unsupported post request');
        if (request.headers.authorization !== `Bearer ${accessToken}`)
          return error(401, 190, 'Invalid OAuth access token');
        const next = scripted.shift();
        if (next) return error(next.status, next.code ?? 131000, next.message ?? 'Something went wrong', next.details);
        const problem = templateShapeProblem(body);
        if (problem) return error(400, 100, '(#100) Invalid parameter', problem);
        const id = `wamid.${randomBytes(18).toString('base64url')}`;
        fake.messages.push({ id, to: String(body.to), body });
        for (const waiter of waiters.filter((w) => fake.messages.length >= w.count)) {
          waiters.splice(waiters.indexOf(waiter), 1);
          waiter.resolve();
        }
        return {
          status: 200,
          json: { messaging_product: 'whatsapp', contacts: [{ input: body.to, wa_id: body.to }], messages: [{ id }] },
        };
      })();
      response.writeHead(answer.status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(answer.json));
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    ...fake,
    get messages() {
      return fake.messages;
    },
    get requests() {
      return fake.requests;
    },
    set delayMs(ms: number) {
      fake.delayMs = ms;
    },
    get delayMs() {
      return fake.delayMs;
    },
    apiBase: `http://127.0.0.1:${port}/v23.0`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** A webhook delivery as Meta sends it: the JSON text and its X-Hub-Signature-256. */
export function signedDelivery(appSecret: string, body: unknown): { payload: string; headers: Record<string, string> } {
  const payload = JSON.stringify(body);
  return {
    payload,
    headers: { 'content-type': 'application/json', 'x-hub-signature-256': signatureOf(appSecret, payload) },
  };
}
