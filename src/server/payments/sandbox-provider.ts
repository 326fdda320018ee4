import { createHmac, timingSafeEqual } from 'node:crypto';
import type { LinkRequest, LinkState, PaymentLink, PaymentProvider } from './provider';

export const SANDBOX_CHECKOUT_PATH = '/rest/api/public/sandbox-checkout';

/**
 * The token a sandbox link carries: an HMAC of its order id, so it completes that order and no other. It is
 * good once in effect, since a decided order never goes back to pending.
 */
export function checkoutToken(secret: string, orderId: string): string {
  return createHmac('sha256', secret).update(`sandbox-checkout\0${orderId}`).digest('base64url');
}

export function isCheckoutToken(secret: string, orderId: string, token: string | undefined): boolean {
  if (!token) return false;
  const expected = Buffer.from(checkoutToken(secret, orderId));
  const given = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

export function checkoutPath(secret: string, orderId: string): string {
  return `${SANDBOX_CHECKOUT_PATH}/${encodeURIComponent(orderId)}?token=${checkoutToken(secret, orderId)}`;
}

/**
 * The default provider: a checkout page served by this server (TEST MODE), so the whole purchase works after
 * `npm start` with no account anywhere. The page's buttons report straight into the order state machine;
 * there is no separate state to read back, so the status read only knows about time.
 */
export function sandboxProvider(secret: string): PaymentProvider {
  return {
    name: 'sandbox',
    async createLink(request: LinkRequest): Promise<PaymentLink> {
      return {
        linkId: `sbx_${request.orderId}`,
        url: checkoutPath(secret, request.orderId),
        expiresAt: request.expiresAt,
      };
    },
    async fetchStatus(): Promise<LinkState> {
      return { state: 'pending' };
    },
  };
}
