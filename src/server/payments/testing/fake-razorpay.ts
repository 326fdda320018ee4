/**
 * A local HTTP server that answers like Razorpay's documented Payment Links API
 * (POST /v1/payment_links, GET /v1/payment_links/:id, basic auth, `{error: {code, description}}` errors),
 * plus helpers to play the buyer's side (pay, expire) and to build signed webhook deliveries.
 */
import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { signWebhook } from '../razorpay-provider';

export interface FakeLink {
  id: string;
  short_url: string;
  status: 'created' | 'partially_paid' | 'paid' | 'expired' | 'cancelled';
  amount: number;
  amount_paid: number;
  currency: string;
  accept_partial: boolean;
  reference_id: string;
  description: string;
  customer: Record<string, string>;
  expire_by: number;
  callback_url?: string;
  callback_method?: string;
  notes: Record<string, string>;
  payments: { payment_id: string; amount: number; status: string; method: string }[] | null;
  created_at: number;
}

export interface FakeRazorpay {
  url: string;
  keyId: string;
  keySecret: string;
  links: Map<string, FakeLink>;
  /** Every request received, for assertions. */
  requests: { method: string; path: string; authorization?: string; body?: unknown }[];
  /** The next create call fails with this HTTP status. */
  failNextCreate(status: number): void;
  pay(linkId: string): FakeLink;
  expire(linkId: string): FakeLink;
  /** A webhook delivery as Razorpay sends it: body, X-Razorpay-Signature and X-Razorpay-Event-Id. */
  webhook(
    event: 'payment_link.paid' | 'payment_link.expired' | 'payment_link.cancelled' | 'payment.captured',
    linkId: string,
    secret: string,
    eventId?: string,
  ): {
    body: string;
    headers: Record<string, string>;
  };
  close(): Promise<void>;
}

function error(code: number, description: string, field?: string) {
  return {
    code,
    body: {
      error: {
        code: 'BAD_REQUEST_ERROR',
        description,
        source: 'business',
        step: 'payment_initiation',
        reason: 'input_validation_failed',
        metadata: {},
        ...(field ? { field } : {}),
      },
    },
  };
}

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

const id = (prefix: string) => `${prefix}_${randomBytes(7).toString('base64url').replace(/[-_]/g, 'x')}`;

export async function startFakeRazorpay(
  options: { keyId?: string; keySecret?: string; port?: number } = {},
): Promise<FakeRazorpay> {
  const keyId = options.keyId ?? 'rzp_test_fakekey';
  const keySecret = options.keySecret ?? 'fake-key-secret';
  const expectedAuth = `Basic ${Buffer.from(`${keyId}:${keySecret}`).toString('base64')}`;
  const links = new Map<string, FakeLink>();
  const requests: FakeRazorpay['requests'] = [];
  let failNext: number | null = null;

  function create(body: Record<string, unknown>) {
    if (failNext) {
      const status = failNext;
      failNext = null;
      return {
        code: status,
        body: { error: { code: 'SERVER_ERROR', description: 'The server encountered an error.' } },
      };
    }
    if (!Number.isInteger(body.amount) || (body.amount as number) < 100)
      return error(400, 'The amount must be atleast INR 1.00', 'amount');
    if (body.currency !== undefined && body.currency !== 'INR')
      return error(400, 'The currency is invalid.', 'currency');
    if (typeof body.reference_id === 'string' && body.reference_id.length > 40)
      return error(400, 'The reference id may not be greater than 40 characters.', 'reference_id');
    if ([...links.values()].some((l) => l.reference_id && l.reference_id === body.reference_id)) {
      return error(400, `Payment Link with reference id ${String(body.reference_id)} already exists`, 'reference_id');
    }
    // Seconds, not milliseconds.
    if (body.expire_by !== undefined && (!Number.isInteger(body.expire_by) || (body.expire_by as number) > 1e11))
      return error(400, 'expire_by must be a unix timestamp in seconds', 'expire_by');
    if (body.callback_url && body.callback_method !== 'get')
      return error(400, 'callback_method must be get when callback_url is passed', 'callback_method');
    const linkId = id('plink');
    const link: FakeLink = {
      id: linkId,
      short_url: `https://rzp.io/i/${linkId.slice(6, 13)}`,
      status: 'created',
      amount: body.amount as number,
      amount_paid: 0,
      currency: 'INR',
      accept_partial: Boolean(body.accept_partial),
      reference_id: String(body.reference_id ?? ''),
      description: String(body.description ?? ''),
      customer: (body.customer as Record<string, string>) ?? {},
      expire_by: (body.expire_by as number) ?? Math.floor(Date.now() / 1000) + 180 * 86400,
      callback_url: body.callback_url as string | undefined,
      callback_method: body.callback_method as string | undefined,
      notes: (body.notes as Record<string, string>) ?? {},
      payments: null,
      created_at: Math.floor(Date.now() / 1000),
    };
    links.set(linkId, link);
    return { code: 200, body: link };
  }

  const server: Server = createServer(async (request, response) => {
    const raw = await readBody(request);
    const path = (request.url ?? '').split('?')[0];
    let body: unknown;
    try {
      body = raw ? JSON.parse(raw) : undefined;
    } catch {
      body = raw;
    }
    requests.push({ method: request.method ?? '', path, authorization: request.headers.authorization, body });
    const send = (code: number, payload: unknown) => {
      response.writeHead(code, { 'content-type': 'application/json' });
      response.end(JSON.stringify(payload));
    };
    if (request.headers.authorization !== expectedAuth) {
      return send(401, { error: { code: 'BAD_REQUEST_ERROR', description: 'Authentication failed' } });
    }
    if (request.method === 'POST' && /^\/v1\/payment_links\/?$/.test(path)) {
      const result = create((body ?? {}) as Record<string, unknown>);
      return send(result.code, result.body);
    }
    const fetchMatch = /^\/v1\/payment_links\/([^/]+)$/.exec(path);
    if (request.method === 'GET' && fetchMatch) {
      const link = links.get(decodeURIComponent(fetchMatch[1]));
      return link ? send(200, link) : send(400, error(400, 'The id provided does not exist').body);
    }
    send(404, { error: { code: 'BAD_REQUEST_ERROR', description: 'The requested URL was not found on the server.' } });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', resolve);
  });
  const { port } = server.address() as AddressInfo;

  function must(linkId: string): FakeLink {
    const link = links.get(linkId);
    if (!link) throw new Error(`no fake link ${linkId}`);
    return link;
  }

  return {
    url: `http://127.0.0.1:${port}`,
    keyId,
    keySecret,
    links,
    requests,
    failNextCreate(status) {
      failNext = status;
    },
    pay(linkId) {
      const link = must(linkId);
      link.status = 'paid';
      link.amount_paid = link.amount;
      link.payments = [{ payment_id: id('pay'), amount: link.amount, status: 'captured', method: 'upi' }];
      return link;
    },
    expire(linkId) {
      const link = must(linkId);
      link.status = 'expired';
      return link;
    },
    webhook(event, linkId, secret, eventId = id('evt')) {
      const link = must(linkId);
      const payment = link.payments?.[0];
      const payload: Record<string, unknown> = { payment_link: { entity: link } };
      if (payment) {
        payload.payment = {
          entity: {
            id: payment.payment_id,
            entity: 'payment',
            amount: payment.amount,
            currency: 'INR',
            status: 'captured',
            method: payment.method,
          },
        };
        payload.order = {
          entity: {
            id: id('order'),
            entity: 'order',
            amount: link.amount,
            amount_paid: link.amount_paid,
            status: 'paid',
            receipt: null,
          },
        };
      }
      const body = JSON.stringify({
        entity: 'event',
        account_id: 'acc_FakeAccount01',
        event,
        contains: Object.keys(payload),
        payload,
        created_at: Math.floor(Date.now() / 1000),
      });
      return {
        body,
        headers: {
          'content-type': 'application/json',
          'x-razorpay-signature': signWebhook(body, secret),
          'x-razorpay-event-id': eventId,
        },
      };
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
