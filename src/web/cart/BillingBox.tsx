import type { TemplateDto } from '../../shared/api/orders';
import { billFor, formatRupees, type PackType } from '../../shared/pricing';

/** Cart Total, Total Discount, GST (18%) and Total Billing from the shared pricing function. */
export function BillingBox({
  template,
  pack,
  busy,
  onProceed,
}: {
  template: TemplateDto;
  pack: PackType | null;
  busy: boolean;
  onProceed: () => void;
}) {
  const bill = pack ? billFor(template, pack) : null;
  const show = (amount: number | undefined, sign = '') =>
    amount === undefined ? '—' : `${sign}${formatRupees(amount)}`;
  return (
    <aside className="bill card" aria-label="Billing">
      <h2 className="bill__title">Billing</h2>
      <dl className="bill__rows">
        <div className="bill__row">
          <dt>Cart Total</dt>
          <dd>{show(bill?.cartTotal)}</dd>
        </div>
        <div className="bill__row bill__row--saving">
          <dt>Total Discount</dt>
          <dd>{show(bill?.totalDiscount, '−')}</dd>
        </div>
        <div className="bill__row">
          <dt>GST (18%)</dt>
          <dd>{show(bill?.gst)}</dd>
        </div>
        <div className="bill__row bill__row--total">
          <dt>Total Billing</dt>
          <dd>{show(bill?.totalBilling)}</dd>
        </div>
      </dl>
      {bill && bill.totalDiscount > 0 && (
        <p className="bill__saving">You save {formatRupees(bill.totalDiscount)} on this order.</p>
      )}
      <button type="button" className="btn btn--block bill__proceed" disabled={!pack || busy} onClick={onProceed}>
        Proceed to checkout
      </button>
      <p className="bill__note">
        {pack ? 'You pay on a secure payment page in the next step.' : 'Select a pack type to continue.'}
      </p>
    </aside>
  );
}
