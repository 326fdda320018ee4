import { useEffect, useEffectEvent, useRef } from 'react';
import type { PaymentStatusResponse } from '../../shared/api/orders';
import { POLICY } from '../../shared/policy';
import { STORAGE_KEYS } from '../app/storage';
import { checkPaymentStatus } from './cart-api';

/**
 * Asks the server for the payment's status every POLICY.paymentPollSeconds while `orderId` is set (and once
 * at once when `immediately`). Leaving the page, or clearing orderId, stops it. Errors are only logged: the
 * next tick tries again (spec section 8). `onStatus` returning true stops the polling.
 * The interval is cleared by the effect's cleanup, so navigating away always ends it.
 */
export function usePaymentPolling(
  orderId: string | null,
  onStatus: (answer: PaymentStatusResponse) => boolean | void,
  {
    immediately = false,
    onError,
  }: {
    immediately?: boolean;
    /** Returning true stops the polling (an answer that will not change, such as 404). */
    onError?: (error: unknown) => boolean;
  } = {},
): { checkNow: () => void } {
  // The caller's latest handlers, without restarting the polling when they are new closures.
  const handleStatus = useEffectEvent((answer: PaymentStatusResponse) => onStatus(answer) === true);
  const handleError = useEffectEvent((error: unknown) => onError?.(error) === true);
  const checkRef = useRef<() => void>(() => {});

  useEffect(() => {
    if (!orderId) return undefined;
    let stopped = false;
    let inFlight = false;
    const check = async () => {
      if (stopped || inFlight) return;
      inFlight = true;
      try {
        const answer = await checkPaymentStatus(orderId);
        if (!stopped && handleStatus(answer)) stop();
      } catch (error) {
        console.error('Payment status check failed', error);
        if (!stopped && handleError(error)) stop();
      } finally {
        inFlight = false;
      }
    };
    const timer = window.setInterval(check, POLICY.paymentPollSeconds * 1000);
    function stop() {
      stopped = true;
      window.clearInterval(timer);
    }
    checkRef.current = () => void check();
    if (immediately) void check();
    return stop;
  }, [orderId, immediately]);

  return { checkNow: () => checkRef.current() };
}

/**
 * The order whose payment is under way, kept under the spec's `paymentStatusInterval` key so that a reload of
 * the cart can pick the payment up again.
 */
export const paymentInProgress = {
  read: (): string | null => localStorage.getItem(STORAGE_KEYS.paymentStatusInterval),
  write: (orderId: string) => localStorage.setItem(STORAGE_KEYS.paymentStatusInterval, orderId),
  clear: () => localStorage.removeItem(STORAGE_KEYS.paymentStatusInterval),
};
