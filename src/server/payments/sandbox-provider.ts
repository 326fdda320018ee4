import type { LinkRequest, LinkState, PaymentLink, PaymentProvider } from './provider';

export const SANDBOX_CHECKOUT_PATH = '/rest/api/public/sandbox-checkout';

/**
 * The default provider: a checkout page served by this server (TEST MODE), so the whole purchase works after
 * `npm start` with no account anywhere. The page's buttons report straight into the order state machine;
 * there is no separate state to read back, so the status read only knows about time.
 */
export function sandboxProvider(): PaymentProvider {
  return {
    name: 'sandbox',
    async createLink(request: LinkRequest): Promise<PaymentLink> {
      return {
        linkId: `sbx_${request.orderId}`,
        url: `${SANDBOX_CHECKOUT_PATH}/${request.orderId}`,
        expiresAt: request.expiresAt,
      };
    },
    async fetchStatus(): Promise<LinkState> {
      return { state: 'pending' };
    },
  };
}
