import { isHttpError } from '../../app/api';
import { useCallback, useEffect, useState } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import type { PaymentStatusResponse } from '../../../shared/api/orders';
import { isExpiredStatus, isPaidStatus } from '../../../shared/payment-status';
import { POLICY } from '../../../shared/policy';
import { formatRupees, PACK_LABELS } from '../../../shared/pricing';
import { checkPaymentStatus, fetchTemplate, fetchTestPayments } from '../cart-api';
import { finishPaidPurchase, returnAfterExpiredLink } from '../payment-outcome';
import { paymentInProgress, usePaymentPolling } from '../payment-polling';
import { SecureBanner } from '../SecureBanner';
import '../cart.css';

const REDIRECT_SECONDS = 5;

/** Our own checkout (the sandbox) may be framed; a provider's page on another origin refuses framing. */
function isFramable(link: string): boolean {
  try {
    return new URL(link, window.location.href).origin === window.location.origin;
  } catch {
    return false;
  }
}

function timeOf(iso: string | null): string | null {
  if (!iso) return null;
  // The shop sells in India: times read as Indian time wherever the browser thinks it is (as on the checkout page).
  return `${new Date(iso).toLocaleTimeString('en-IN', { timeZone: 'Asia/Kolkata', hour: 'numeric', minute: '2-digit' })} IST`;
}

/** /payment: the checkout page in a 600 px frame (or a new tab), polled every 10 s until paid or expired. */
export default function PaymentPage() {
  const navigate = useNavigate();
  const location = useLocation();
  const [params, setParams] = useSearchParams();
  const orderId = params.get('orderId');
  const [link, setLink] = useState<string | null>((location.state as { link?: string } | null)?.link ?? null);
  const [answer, setAnswer] = useState<PaymentStatusResponse | null>(null);
  const [unavailable, setUnavailable] = useState(false);
  const [templateName, setTemplateName] = useState<string | null>(null);
  const [testPayments, setTestPayments] = useState(false);

  useEffect(() => {
    fetchTestPayments()
      .then(setTestPayments)
      .catch(() => {});
  }, []);

  const handleStatus = useCallback(
    (status: PaymentStatusResponse): boolean => {
      setAnswer(status);
      if (isPaidStatus(status)) {
        finishPaidPurchase(navigate, status);
        return true;
      }
      if (isExpiredStatus(status)) {
        returnAfterExpiredLink(navigate);
        return true;
      }
      if (status.responceId.link) {
        setLink(status.responceId.link);
        return false;
      }
      setUnavailable(true);
      return true;
    },
    [navigate],
  );

  // Opened without an order (a bookmark, an old tab): pick up the pending payment if there is one.
  useEffect(() => {
    if (orderId) return;
    checkPaymentStatus()
      .then((status) => {
        if (status.status === 'Pending' && status.responceId.link && status.responceId.orderId) {
          setParams({ orderId: status.responceId.orderId }, { replace: true });
        } else {
          setUnavailable(true);
        }
      })
      .catch(() => setUnavailable(true));
  }, [orderId, setParams]);

  const onPollError = useCallback((error: unknown) => {
    // Someone else's or an unknown order: there is no link to show.
    if (isHttpError(error) && error.response?.status === 404) {
      paymentInProgress.clear();
      setUnavailable(true);
      return true;
    }
    return false;
  }, []);

  const { checkNow } = usePaymentPolling(unavailable ? null : orderId, handleStatus, {
    immediately: true,
    onError: onPollError,
  });

  const tempId = answer?.responceId.messagePack ? null : (answer?.responceId.temp_id ?? null);
  useEffect(() => {
    if (!tempId) return;
    fetchTemplate(tempId)
      .then((template) => setTemplateName(template?.name ?? null))
      .catch(() => {});
  }, [tempId]);

  // Spec: without a link, say so and go back to the cart.
  useEffect(() => {
    if (!unavailable) return undefined;
    const timer = window.setTimeout(() => navigate('/usercart', { replace: true }), REDIRECT_SECONDS * 1000);
    return () => window.clearTimeout(timer);
  }, [unavailable, navigate]);

  return (
    <main className="payment-page">
      <div className="container">
        <div className="payment-page__top">
          <Link to="/usercart" className="btn btn--ghost payment-page__back">
            <span aria-hidden="true">←</span> Back to cart
          </Link>
          <h1>Secure payment</h1>
        </div>
        <SecureBanner />
        {testPayments && (
          <p className="payment-testmode" role="note">
            <strong>TEST MODE</strong> This shop is taking test payments: no real money moves.
          </p>
        )}

        {unavailable ? (
          <section className="payment-missing card" role="alert">
            <h2>Payment link is not available. Please try again.</h2>
            <p>Taking you back to your cart in a few seconds…</p>
            <Link to="/usercart" className="btn" replace>
              Back to Cart
            </Link>
          </section>
        ) : (
          <div className="payment-grid">
            <section className="payment-frame-wrap" aria-label="Payment">
              {!link && <div className="spinner" role="status" aria-label="Loading the payment page" />}
              {link && isFramable(link) && (
                <iframe className="payment-frame" title="Payment page" src={link} height={600} />
              )}
              {link && !isFramable(link) && (
                <div className="payment-newtab card">
                  <h2>Pay on Razorpay's secure page</h2>
                  <p>
                    The payment page opens in a new tab, because it cannot be shown inside this page. Pay there, then
                    come back: this page confirms your payment by itself.
                  </p>
                  <a className="btn" href={link} target="_blank" rel="noopener noreferrer">
                    Open secure payment page
                  </a>
                </div>
              )}
            </section>

            <aside className="payment-summary card" aria-label="Order summary">
              <h2>Order summary</h2>
              {answer?.responceId.messagePack ? (
                <dl>
                  <div>
                    <dt>Message pack</dt>
                    <dd>{answer.responceId.messagePack.messages.toLocaleString('en-IN')} WhatsApp messages</dd>
                  </div>
                  {answer.responceId.amount != null && (
                    <div className="payment-summary__total">
                      <dt>Amount (incl. GST)</dt>
                      <dd>{formatRupees(answer.responceId.amount)}</dd>
                    </div>
                  )}
                </dl>
              ) : answer?.responceId.orderId ? (
                <dl>
                  <div>
                    <dt>Template</dt>
                    <dd>{templateName ?? answer.responceId.temp_id}</dd>
                  </div>
                  {answer.responceId.packType && (
                    <div>
                      <dt>Pack</dt>
                      <dd>{PACK_LABELS[answer.responceId.packType]}</dd>
                    </div>
                  )}
                  {answer.responceId.amount != null && (
                    <div className="payment-summary__total">
                      <dt>Amount (incl. GST)</dt>
                      <dd>{formatRupees(answer.responceId.amount)}</dd>
                    </div>
                  )}
                  {timeOf(answer.responceId.expiresAt) && (
                    <div>
                      <dt>Link valid until</dt>
                      <dd>{timeOf(answer.responceId.expiresAt)}</dd>
                    </div>
                  )}
                </dl>
              ) : (
                <p className="payment-summary__loading">Loading your order…</p>
              )}
              <p className="payment-summary__waiting" role="status">
                <span className="payment-summary__pulse" aria-hidden="true" />
                Waiting for your payment. This page checks every {POLICY.paymentPollSeconds} seconds.
              </p>
              <button type="button" className="btn btn--ghost btn--block" onClick={checkNow}>
                I have paid, check now
              </button>
            </aside>
          </div>
        )}
      </div>
    </main>
  );
}
