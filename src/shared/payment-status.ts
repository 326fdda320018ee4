/** Reading a payment status answer, the same way on every page. */
import type { PaymentStatusResponse } from './api/orders';

type StatusLike = Pick<PaymentStatusResponse, 'status'> & { responceId?: { status?: string } | null };

/**
 * The cart page of the original client looked for `Completed` in `status`, the payment page for `BOUGHT` in
 * `responceId.status`; the server sends both so either reading works.
 */
export function isPaidStatus(answer: StatusLike): boolean {
  return (
    answer.status === 'Completed' || answer.responceId?.status === 'BOUGHT' || answer.responceId?.status === 'Completed'
  );
}

export function isExpiredStatus(answer: StatusLike): boolean {
  return answer.status === 'Expired' || answer.responceId?.status === 'Expired';
}
