import { toast } from '../ui/toast';
import { refreshOrderedItems } from '../dashboard';
import { paymentInProgress } from './payment-polling';
import { clearSelectedTemplate } from './selected-template';

type Navigate = (to: string, options: { replace: boolean }) => void;

/** Paid: the spec's notice, then the dashboard; the purchase is cached for the editor on the way. */
export function finishPaidPurchase(navigate: Navigate): void {
  paymentInProgress.clear();
  clearSelectedTemplate();
  toast.success('Payment Successful!');
  refreshOrderedItems().catch(() => {});
  navigate('/dash', { replace: true });
}

/** Expired: the spec's notice, then back to the cart where Proceed makes a new link. */
export function returnAfterExpiredLink(navigate: Navigate): void {
  paymentInProgress.clear();
  toast.error('Payment link expired. Please try again.');
  navigate('/usercart', { replace: true });
}
