/**
 * What the shop needs from a payment provider. The amount always comes from our order (computed on the
 * server by billFor); a provider only collects it and reports back.
 */
import type { PaymentLink, ProviderName } from '../orders';

export type { PaymentLink, ProviderName };

export interface LinkRequest {
  orderId: string;
  amountRupees: number;
  description: string;
  customer: { name: string; email: string; phone: string };
  expiresAt: Date;
  /** Where the provider's page sends the buyer after paying. */
  returnUrl: string;
}

export type LinkState =
  { state: 'pending' } | { state: 'paid'; paymentId: string | null; amountPaise: number | null } | { state: 'expired' };

/** A provider's report about one order, from a webhook or the sandbox page. */
export interface ProviderEvent {
  /** Unique per event, taken from what the provider signed; repeats are ignored (payment_events). */
  eventId: string;
  /** Our order id (Razorpay: reference_id). */
  orderId: string;
  linkId: string | null;
  outcome: 'paid' | 'expired' | 'ignored';
  paymentId?: string | null;
  amountPaise?: number | null;
  /** ISO currency of a payment (Razorpay: INR); a paid event in another currency is refused. */
  currency?: string | null;
}

export interface PaymentProvider {
  readonly name: ProviderName;
  createLink(request: LinkRequest): Promise<PaymentLink>;
  /** The status read: the fallback when no webhook arrived. */
  fetchStatus(order: { id: string; providerLinkId: string | null }): Promise<LinkState>;
  /** Checks a webhook delivery and turns it into an event; throws WebhookRejected when it is not genuine. */
  readWebhook?(rawBody: Buffer, headers: Record<string, string | string[] | undefined>): ProviderEvent;
}

export class WebhookRejected extends Error {}
