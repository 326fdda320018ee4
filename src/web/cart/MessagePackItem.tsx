import type { MessagePackLine } from '../../shared/api/message-pack';
import { formatRupees } from '../../shared/pricing';

/**
 * The cart's message pack line: what it is, for which site, its price before GST, and its own bill (GST as the
 * cart computes it for packs, no discount) with the way to pay for it and to remove it.
 */
export function MessagePackItem({
  line,
  busy,
  onProceed,
  onRemove,
}: {
  line: MessagePackLine;
  busy: boolean;
  onProceed: () => void;
  onRemove: () => void;
}) {
  const messages = line.messages.toLocaleString('en-IN');
  return (
    <div className="cart-grid cart-grid--pack">
      <article className="cart-pack card" aria-label={`Message pack for ${line.siteName} in your cart`}>
        <p className="cart-item__category">WhatsApp messages</p>
        <h2 className="cart-item__name">Message pack: {messages} messages</h2>
        <p className="cart-item__kind">
          For {line.siteName} · /invite/{line.slug}
        </p>
        <p className="cart-item__price">
          <strong>{formatRupees(line.price)}</strong>
          <span>+ GST</span>
        </p>
        <p className="cart-item__hint">
          Sent by Utsav through the WhatsApp Business API, on top of those your pack includes. They do not expire.
        </p>
        <button type="button" className="cart-item__remove" onClick={onRemove} disabled={busy}>
          Remove
        </button>
      </article>
      <aside className="bill card" aria-label="Message pack billing">
        <h2 className="bill__title">Billing</h2>
        <dl className="bill__rows">
          <div className="bill__row">
            <dt>Cart Total</dt>
            <dd>{formatRupees(line.price)}</dd>
          </div>
          <div className="bill__row">
            <dt>GST (18%)</dt>
            <dd>{formatRupees(line.gst)}</dd>
          </div>
          <div className="bill__row bill__row--total">
            <dt>Total Billing</dt>
            <dd>{formatRupees(line.totalBilling)}</dd>
          </div>
        </dl>
        <button type="button" className="btn btn--block bill__proceed" disabled={busy} onClick={onProceed}>
          Pay for the message pack
        </button>
        <p className="bill__note">You pay on a secure payment page in the next step.</p>
      </aside>
    </div>
  );
}
