import { isHttpError } from '../../app/api';
import { useCallback, useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import type { PaymentStatusResponse, TemplateDto } from '../../../shared/api/orders';
import { isExpiredStatus, isPaidStatus } from '../../../shared/payment-status';
import { billFor, formatRupees, isPackType, PACK_LABELS, PACK_TYPES, type PackType } from '../../../shared/pricing';
import { readSession } from '../../app/session';
import { toast } from '../../ui/toast';
import { withQueries } from '../../app/WithQueries';
import { addToCart, buyTemplates, checkPaymentStatus, fetchTemplate, type ServerCartItem } from '../cart-api';
import { BillingBox } from '../BillingBox';
import { PackFeatures } from '../PackFeatures';
import { MessagePackItem } from '../MessagePackItem';
import { checkoutMessagePack, useMessagePackLine, useRemoveMessagePack } from '../message-pack-api';
import { finishPaidPurchase } from '../payment-outcome';
import { paymentInProgress, usePaymentPolling } from '../payment-polling';
import { useEmptyServerCart, useServerCart } from '../server-cart';
import { SecureBanner } from '../SecureBanner';
import { clearSelectedTemplate, readSelectedTemplate } from '../../selected-template';
import '../cart.css';

type View =
  | { kind: 'loading' }
  | { kind: 'empty'; signedOut: boolean }
  | { kind: 'item'; template: TemplateDto; source: 'selected' | 'server' };

const BUY_FAILED = 'An error occurred during the buying process. Please try again later.';

/** 409 (already owned) and 4xx messages are the buyer's to read; anything else gets the spec's notice. */
function buyingError(error: unknown): string {
  if (
    isHttpError(error) &&
    error.response &&
    error.response.status >= 400 &&
    error.response.status < 500 &&
    error.response.status !== 401
  ) {
    const data = error.response.data as { message?: string } | undefined;
    if (data?.message) return data.message;
  }
  return BUY_FAILED;
}

/** The cart as far as this device knows it: signed out, a template chosen here, or null (the server knows). */
function cartOnDevice(): View | null {
  if (!readSession()) return { kind: 'empty', signedOut: true };
  const selected = readSelectedTemplate();
  return selected ? { kind: 'item', template: selected, source: 'selected' } : null;
}

const LOADING: View = { kind: 'loading' };
const EMPTY: View = { kind: 'empty', signedOut: false };

/** The server's cart as the page shows it: a failed read shows an empty cart. */
function serverView(item: ServerCartItem | null | undefined, pending: boolean): View {
  if (pending) return LOADING;
  return item ? { kind: 'item', template: item.template, source: 'server' } : EMPTY;
}

/** Spec: a signed-out visitor's stored choice is dropped and no cart is shown. */
function dropSignedOutChoice(view: View | null) {
  if (view?.kind !== 'empty' || !view.signedOut) return;
  console.info('Authentication token not found');
  clearSelectedTemplate();
}

/**
 * /usercart: the one template being bought, its pack and bill, and the start of the payment; and a message pack
 * line when the host put one in. The cart is a storefront page, outside DataLayer: it brings the query client.
 */
function CartPage() {
  const navigate = useNavigate();
  // What this device holds decides first; only without it is the server's cart shown.
  const [onDevice, setOnDevice] = useState<View | null>(cartOnDevice);
  const serverCart = useServerCart(onDevice === null);
  const emptyServerCart = useEmptyServerCart();
  const view: View = onDevice ?? serverView(serverCart.data, serverCart.isPending);
  const [pack, setPack] = useState<PackType | null>(null);
  // The pack chosen for the server's cart is shown as it comes; the buyer may change it afterwards.
  const [packFrom, setPackFrom] = useState<ServerCartItem | null | undefined>();
  if (packFrom !== serverCart.data) {
    setPackFrom(serverCart.data);
    setPack(serverCart.data?.packType && isPackType(serverCart.data.packType) ? serverCart.data.packType : null);
  }
  const [busy, setBusy] = useState(false);
  const [pollingOrder, setPollingOrder] = useState<string | null>(null);
  const [resumable, setResumable] = useState<PaymentStatusResponse | null>(null);
  const messagePack = useMessagePackLine(readSession() !== null);
  const removeMessagePack = useRemoveMessagePack();
  const packLine = messagePack.data?.line ?? null;

  useEffect(() => {
    dropSignedOutChoice(cartOnDevice());
  }, []);

  /** After a removal: the device's cart again, or the server's (asked for once the device holds nothing). */
  function reload() {
    const device = cartOnDevice();
    dropSignedOutChoice(device);
    setOnDevice(device);
    setPack(null);
  }

  // A payment started before a reload: offer to continue it, or finish it if it was paid meanwhile.
  useEffect(() => {
    const orderId = paymentInProgress.read();
    if (!orderId || !readSession()) return;
    checkPaymentStatus(orderId)
      .then((answer) => {
        if (isPaidStatus(answer)) finishPaidPurchase(navigate, answer);
        else if (answer.responceId.link && !isExpiredStatus(answer)) setResumable(answer);
        else paymentInProgress.clear();
      })
      .catch(() => paymentInProgress.clear());
  }, [navigate]);

  const goToPayment = useCallback(
    (answer: PaymentStatusResponse) => {
      const orderId = answer.responceId.orderId!;
      paymentInProgress.write(orderId);
      navigate(`/payment?orderId=${encodeURIComponent(orderId)}`, { state: { link: answer.responceId.link } });
    },
    [navigate],
  );

  /** The spec's cart polling: Completed finishes the purchase, a returned link opens the payment page. */
  const handleStatus = useCallback(
    (answer: PaymentStatusResponse): boolean => {
      if (isPaidStatus(answer)) {
        finishPaidPurchase(navigate, answer);
        return true;
      }
      if (answer.responceId.link && !isExpiredStatus(answer)) {
        goToPayment(answer);
        return true;
      }
      if (isExpiredStatus(answer)) {
        toast.error('Payment link expired. Please try again.');
        setBusy(false);
        return true;
      }
      console.warn('No payment link yet');
      return false;
    },
    [goToPayment, navigate],
  );

  usePaymentPolling(pollingOrder, handleStatus);

  async function proceed() {
    if (view.kind !== 'item' || !pack) return;
    setBusy(true);
    try {
      await addToCart(view.template.id, pack);
      clearSelectedTemplate();
      // Re-check the template before money moves (spec: the template list is re-checked).
      const current = await fetchTemplate(view.template.id);
      if (!current) throw new Error('Failed to fetch template');
      const answer = await buyTemplates();
      if (handleStatus(answer)) return;
      // No link yet: keep asking every 10 seconds, as the spec's cart page does.
      setPollingOrder(answer.responceId.orderId);
    } catch (error) {
      console.error('Buying failed', error);
      toast.error(buyingError(error));
      setBusy(false);
    }
  }

  /** The message pack is paid on its own order, through the same payment page and polling as a template. */
  async function proceedMessagePack() {
    setBusy(true);
    try {
      const answer = await checkoutMessagePack();
      if (handleStatus(answer)) return;
      setPollingOrder(answer.responceId.orderId);
    } catch (error) {
      console.error('Buying the message pack failed', error);
      toast.error(buyingError(error));
      setBusy(false);
    }
  }

  function removePack() {
    removeMessagePack.mutate(undefined, {
      onSuccess: () => toast.info('Message pack removed from your cart.'),
      onError: () => toast.error('Could not remove the message pack. Please try again.'),
    });
  }

  function removed() {
    toast.info('Template removed from your cart.');
    reload();
  }

  function remove() {
    if (view.kind !== 'item') return;
    if (view.source === 'selected') {
      clearSelectedTemplate();
      return removed();
    }
    emptyServerCart.mutate(undefined, {
      onSuccess: removed,
      onError: (error) => {
        console.error('Failed to empty the cart', error);
        toast.error('Could not remove the template. Please try again.');
      },
    });
  }

  return (
    <main className="cart-page">
      <div className="container">
        <header className="cart-page__head">
          <h1>Your Cart</h1>
          <p className="cart-page__lead">One invitation website per order. Prices include all taxes at checkout.</p>
        </header>
        <SecureBanner />

        {resumable && (
          <div className="cart-resume card" role="status">
            <p>You have a payment in progress for {formatRupees(resumable.responceId.amount ?? 0)}.</p>
            <button type="button" className="btn" onClick={() => goToPayment(resumable)}>
              Continue to payment
            </button>
          </div>
        )}

        {view.kind === 'loading' && <div className="spinner" role="status" aria-label="Loading your cart" />}

        {packLine && (
          <MessagePackItem
            line={packLine}
            busy={busy || removeMessagePack.isPending}
            onProceed={proceedMessagePack}
            onRemove={removePack}
          />
        )}

        {view.kind === 'empty' && !packLine && (
          <section className="cart-empty card">
            <svg viewBox="0 0 64 64" width="76" height="76" aria-hidden="true" className="cart-empty__art">
              <circle cx="32" cy="34" r="28" fill="var(--gold-soft)" />
              <path
                d="M18 24h28l-2.5 24a3 3 0 0 1-3 2.7H23.5a3 3 0 0 1-3-2.7z"
                fill="#fff"
                stroke="var(--brand)"
                strokeWidth="2.2"
                strokeLinejoin="round"
              />
              <path
                d="M25 27v-5a7 7 0 0 1 14 0v5"
                fill="none"
                stroke="var(--brand)"
                strokeWidth="2.2"
                strokeLinecap="round"
              />
              <path d="M32 33.5l1.6 3.3 3.6.5-2.6 2.5.6 3.6-3.2-1.7-3.2 1.7.6-3.6-2.6-2.5 3.6-.5z" fill="var(--gold)" />
            </svg>
            <h2>No template selected</h2>
            <p>
              {view.signedOut
                ? 'Log in to see your cart, or browse the templates and pick one you love.'
                : 'Browse the templates and choose the one for your event.'}
            </p>
            <div className="cart-empty__actions">
              <Link to="/temp" className="btn">
                Explore Templates
              </Link>
              {view.signedOut && (
                <Link to="/login" className="btn btn--ghost">
                  Login
                </Link>
              )}
            </div>
          </section>
        )}

        {view.kind === 'item' && (
          <div className="cart-grid">
            <article className="cart-item card" aria-label={`${view.template.name} in your cart`}>
              <div className="cart-item__media">
                <img
                  src={view.template.tumbnail_url}
                  alt={`${view.template.name} template preview`}
                  width={320}
                  height={240}
                  loading="eager"
                />
              </div>
              <div className="cart-item__body">
                <p className="cart-item__category">{view.template.category}</p>
                <h2 className="cart-item__name">{view.template.name}</h2>
                <p className="cart-item__kind">Invitation website · ID {view.template.id}</p>

                <div className="field cart-item__pack">
                  <label htmlFor="pack-type">Pack</label>
                  <select
                    id="pack-type"
                    value={pack ?? ''}
                    onChange={(event) => setPack(isPackType(event.target.value) ? event.target.value : null)}
                    disabled={busy}
                  >
                    <option value="">Select Pack Type</option>
                    {PACK_TYPES.map((type) => (
                      <option key={type} value={type}>
                        {PACK_LABELS[type]}
                      </option>
                    ))}
                  </select>
                </div>

                {pack ? (
                  <>
                    <p className="cart-item__price">
                      <strong>{formatRupees(billFor(view.template, pack).totalBilling)}</strong>
                      <s>{formatRupees(billFor(view.template, pack).cartTotal)}</s>
                      <span>incl. GST</span>
                    </p>
                    <PackFeatures pack={pack} />
                  </>
                ) : (
                  <p className="cart-item__hint">
                    From {formatRupees(billFor(view.template, 'basic').totalBilling)} incl. GST. Choose a pack to see
                    what it includes.
                  </p>
                )}

                <button type="button" className="cart-item__remove" onClick={remove} disabled={busy}>
                  Remove
                </button>
              </div>
            </article>

            <BillingBox template={view.template} pack={pack} busy={busy} onProceed={proceed} />
          </div>
        )}
      </div>

      {busy && (
        <div className="cart-busy" role="status" aria-live="polite">
          <div className="cart-busy__panel">
            <div className="spinner" aria-hidden="true" />
            <p>Preparing your secure payment…</p>
          </div>
        </div>
      )}
    </main>
  );
}

export default withQueries(CartPage);
