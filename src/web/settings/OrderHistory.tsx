import { useState } from 'react';
import type { OrderHistoryEntry } from '../../shared/api/settings';
import { POLICY } from '../../shared/policy';
import { formatRupees, PACK_LABELS } from '../../shared/pricing';
import { formatPurchaseDate } from '../dashboard';
import { useOrderHistory } from './settings-api';

const STATE_LABELS: Record<OrderHistoryEntry['state'], string> = {
  paid: 'Paid',
  created: 'Awaiting payment',
  expired: 'Expired',
};

/** A receipt to print: the page's print style shows only the receipt being printed. */
function Receipt({ order, onClose }: { order: OrderHistoryEntry; onClose(): void }) {
  return (
    <div className="receipt" role="dialog" aria-label={`Receipt ${order.orderId}`}>
      <h3>{POLICY.productName} · Receipt</h3>
      <dl>
        <dt>Order</dt>
        <dd>{order.orderId}</dd>
        <dt>Date</dt>
        <dd>{formatPurchaseDate(order.paidAt ?? order.createdAt)}</dd>
        <dt>Template</dt>
        <dd>
          {order.name} ({order.temp_id})
        </dd>
        <dt>Pack</dt>
        <dd>{PACK_LABELS[order.packType]}</dd>
        <dt>Price</dt>
        <dd>{formatRupees(order.amount - order.gst)}</dd>
        <dt>GST (18%)</dt>
        <dd>{formatRupees(order.gst)}</dd>
        <dt>Total paid</dt>
        <dd>
          <strong>{formatRupees(order.amount)}</strong>
        </dd>
        <dt>State</dt>
        <dd>{STATE_LABELS[order.state]}</dd>
      </dl>
      <div className="receipt__actions">
        <button type="button" className="btn" onClick={() => window.print()}>
          Print
        </button>
        <button type="button" className="btn btn--ghost" onClick={onClose}>
          Close
        </button>
      </div>
    </div>
  );
}

export function OrderHistory() {
  const query = useOrderHistory();
  const orders = query.data ?? null;
  const failed = query.isError;
  const [receipt, setReceipt] = useState<string | null>(null);

  return (
    <div className="order-history">
      <h2>Order History</h2>
      {failed && <p role="alert">We could not load your orders. Please reload the page.</p>}
      {!orders && !failed && <div className="spinner" role="status" aria-label="Loading orders" />}
      {orders?.length === 0 && <p>You have not placed an order yet.</p>}
      <ul className="order-list">
        {orders?.map((order) => (
          <li key={order.orderId} className={`order-row${receipt === order.orderId ? ' order-row--printing' : ''}`}>
            <div className="order-row__main">
              <strong>{order.name}</strong>
              <span>
                {PACK_LABELS[order.packType]} pack · {formatPurchaseDate(order.paidAt ?? order.createdAt)}
              </span>
            </div>
            <div className="order-row__side">
              <strong>{formatRupees(order.amount)}</strong>
              <span className="order-row__gst">incl. GST {formatRupees(order.gst)}</span>
              <span className={`order-state order-state--${order.state}`}>{STATE_LABELS[order.state]}</span>
            </div>
            {order.state === 'paid' && receipt !== order.orderId && (
              <button
                type="button"
                className="btn btn--ghost order-row__receipt"
                onClick={() => setReceipt(order.orderId)}
              >
                Receipt
              </button>
            )}
            {receipt === order.orderId && <Receipt order={order} onClose={() => setReceipt(null)} />}
          </li>
        ))}
      </ul>
    </div>
  );
}
