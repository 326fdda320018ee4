import type { PaymentStatusResponse } from '../../shared/api/orders';
import { toast } from '../ui/toast';
import { refreshOrderedItems } from '../dashboard';
import { paymentInProgress } from './payment-polling';
import { clearSelectedTemplate } from '../selected-template';

type Navigate = (to: string, options: { replace: boolean }) => void;

/** Where a paid message pack takes the host: back to writing the batch it was bought for. */
const SEND_PATH = '/guests/sends/new';

/**
 * Paid: the spec's notice, then the dashboard; the purchase is cached for the editor on the way. A message
 * pack's payment goes back to the send screen instead, where the allowance now counts it.
 */
export function finishPaidPurchase(navigate: Navigate, answer?: PaymentStatusResponse): void {
  paymentInProgress.clear();
  toast.success('Payment Successful!');
  const pack = answer?.responceId.messagePack;
  if (pack) {
    toast.info(`${pack.messages.toLocaleString('en-IN')} WhatsApp messages added to your site.`);
    navigate(SEND_PATH, { replace: true });
    return;
  }
  clearSelectedTemplate();
  refreshOrderedItems().catch(() => {});
  navigate('/dash', { replace: true });
}

/** Expired: the spec's notice, then back to the cart where Proceed makes a new link. */
export function returnAfterExpiredLink(navigate: Navigate): void {
  paymentInProgress.clear();
  toast.error('Payment link expired. Please try again.');
  navigate('/usercart', { replace: true });
}
