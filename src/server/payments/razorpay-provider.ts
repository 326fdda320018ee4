/**
 * Razorpay Payment Links (https://razorpay.com/docs/api/payments/payment-links/): one link per order with the
 * order id as reference_id and the amount in paise; webhooks signed with HMAC-SHA256 over the raw body.
 */
import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import {
  WebhookRejected,
  type LinkRequest,
  type LinkState,
  type PaymentLink,
  type PaymentProvider,
  type ProviderEvent,
} from './provider';

export interface RazorpaySettings {
  keyId: string;
  keySecret: string;
  webhookSecret?: string;
  apiBase: string;
}

interface PaymentLinkEntity {
  id: string;
  short_url: string;
  status: 'created' | 'partially_paid' | 'paid' | 'expired' | 'cancelled';
  reference_id?: string;
  amount?: number;
  amount_paid?: number;
  currency?: string;
  expire_by?: number;
  payments?: { payment_id?: string; status?: string }[] | null;
}

const TIMEOUT_MS = 10_000;

/** Indian numbers as Razorpay expects them (+91...). */
function contact(phone: string): string | undefined {
  const digits = phone.replace(/\D/g, '');
  if (digits.length === 10) return `+91${digits}`;
  if (digits.length === 12 && digits.startsWith('91')) return `+${digits}`;
  return undefined;
}

/** A webhook's id-like field: text our tables can hold, else absent. */
function webhookText(value: unknown): string | null {
  return typeof value === 'string' && value.length <= 200 && !value.includes('\u0000') ? value : null;
}

function webhookAmount(value: unknown): number | null {
  return typeof value === 'number' && Number.isSafeInteger(value) ? value : null;
}

export function signWebhook(rawBody: Buffer | string, secret: string): string {
  return createHmac('sha256', secret).update(rawBody).digest('hex');
}

function header(headers: Record<string, string | string[] | undefined>, name: string): string | undefined {
  const value = headers[name];
  return Array.isArray(value) ? value[0] : value;
}

export function razorpayProvider(settings: RazorpaySettings, fetchImpl: typeof fetch = fetch): PaymentProvider {
  const authorization = `Basic ${Buffer.from(`${settings.keyId}:${settings.keySecret}`).toString('base64')}`;
  const base = settings.apiBase.replace(/\/$/, '');

  async function call<T>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> {
    const response = await fetchImpl(`${base}${path}`, {
      method,
      headers: { authorization, ...(body ? { 'content-type': 'application/json' } : {}) },
      body: body ? JSON.stringify(body) : undefined,
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    const text = await response.text();
    if (!response.ok) {
      let description = text.slice(0, 200);
      try {
        description = (JSON.parse(text) as { error?: { description?: string } }).error?.description ?? description;
      } catch {
        // Not JSON: keep the text.
      }
      throw new Error(`Razorpay ${method} ${path} answered ${response.status}: ${description}`);
    }
    return JSON.parse(text) as T;
  }

  return {
    name: 'razorpay',

    async createLink(request: LinkRequest): Promise<PaymentLink> {
      const phone = contact(request.customer.phone);
      const link = await call<PaymentLinkEntity>('POST', '/v1/payment_links', {
        amount: request.amountRupees * 100,
        currency: 'INR',
        accept_partial: false,
        reference_id: request.orderId,
        description: request.description.slice(0, 2048),
        customer: { name: request.customer.name, email: request.customer.email, ...(phone ? { contact: phone } : {}) },
        // The shop shows the link itself; Razorpay need not send it again.
        notify: { sms: false, email: false },
        reminder_enable: false,
        expire_by: Math.floor(request.expiresAt.getTime() / 1000),
        callback_url: request.returnUrl,
        callback_method: 'get',
        notes: { order_id: request.orderId },
      });
      return {
        linkId: link.id,
        url: link.short_url,
        expiresAt: link.expire_by ? new Date(link.expire_by * 1000) : request.expiresAt,
      };
    },

    async fetchStatus(order): Promise<LinkState> {
      if (!order.providerLinkId) return { state: 'pending' };
      const link = await call<PaymentLinkEntity>(
        'GET',
        `/v1/payment_links/${encodeURIComponent(order.providerLinkId)}`,
      );
      if (link.status === 'paid') {
        const payment = link.payments?.find((p) => p.status === 'captured') ?? link.payments?.[0];
        return { state: 'paid', paymentId: payment?.payment_id ?? null, amountPaise: link.amount_paid ?? null };
      }
      if (link.status === 'expired' || link.status === 'cancelled') return { state: 'expired' };
      return { state: 'pending' };
    },

    readWebhook(rawBody, headers): ProviderEvent {
      if (!settings.webhookSecret) throw new WebhookRejected('webhook secret not configured');
      const signature = header(headers, 'x-razorpay-signature') ?? '';
      const expected = Buffer.from(signWebhook(rawBody, settings.webhookSecret), 'hex');
      const given = /^[0-9a-f]+$/i.test(signature) ? Buffer.from(signature, 'hex') : Buffer.alloc(0);
      if (given.length !== expected.length || !timingSafeEqual(given, expected))
        throw new WebhookRejected('signature mismatch');

      let parsed: unknown;
      try {
        parsed = JSON.parse(rawBody.toString('utf8'));
      } catch {
        throw new WebhookRejected('body is not JSON');
      }
      // Signed, but still read defensively: a body or field of an unexpected type counts as absent.
      const body = (parsed !== null && typeof parsed === 'object' ? parsed : {}) as {
        event?: unknown;
        payload?: {
          payment_link?: { entity?: Partial<Record<keyof PaymentLinkEntity, unknown>> };
          payment?: { entity?: { id?: unknown; amount?: unknown } };
        };
      };
      const link = body.payload?.payment_link?.entity;
      const payment = body.payload?.payment?.entity as
        { id?: unknown; amount?: unknown; currency?: unknown } | undefined;
      const linkId = webhookText(link?.id);
      const paymentId = webhookText(payment?.id);
      // The identity of a delivery comes from the signed body (the X-Razorpay-Event-Id header is not signed):
      // one event kind per link and payment, however often and under whatever header it arrives. A body that
      // names no link is identified by its own (signed) bytes.
      const eventId = linkId
        ? `${webhookText(body.event) ?? 'unknown'}:${linkId}:${paymentId ?? '-'}`
        : `sha256:${createHash('sha256').update(rawBody).digest('hex')}`;
      const base = { eventId, orderId: webhookText(link?.reference_id) ?? '', linkId };
      switch (body.event) {
        case 'payment_link.paid':
          return {
            ...base,
            outcome: 'paid',
            paymentId,
            amountPaise: webhookAmount(link?.amount_paid) ?? webhookAmount(payment?.amount),
            currency: webhookText(link?.currency) ?? webhookText(payment?.currency),
          };
        case 'payment_link.expired':
        case 'payment_link.cancelled':
          return { ...base, outcome: 'expired' };
        default:
          // partially_paid cannot happen (accept_partial is false); other events are not ours to act on.
          return { ...base, outcome: 'ignored' };
      }
    },
  };
}
