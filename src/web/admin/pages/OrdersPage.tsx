import { useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { ORDER_STATES_FOR_FILTER } from '../order-states';
import type { OrderFilter, OrderState } from '../../../shared/api/admin';
import { PACK_LABELS } from '../../../shared/pricing';
import { errorMessage } from '../../app/api';
import { useSubmission } from '../../app/useSubmission';
import { toast } from '../../ui/toast';
import { adminKeys, downloadOrdersCsv, fetchOrders } from '../admin-api';
import { LoadState } from '../components/LoadState';
import { useAdminQuery } from '../components/useAdminQuery';
import { formatRupees, plural, shopTime } from '../format';

/** The filter lives in the address, so a filtered view can be reloaded, shared and exported as shown. */
function filterFrom(params: URLSearchParams): OrderFilter {
  const filter: OrderFilter = {};
  const state = params.get('state');
  if (state && (ORDER_STATES_FOR_FILTER as readonly string[]).includes(state)) filter.state = state as OrderState;
  for (const key of ['from', 'to', 'buyer'] as const) {
    const value = params.get(key);
    if (value) filter[key] = value;
  }
  return filter;
}

/** /Orders: every order with buyer, template, pack, amount, GST, state and provider; filters and CSV export. */
export default function OrdersPage() {
  const [params, setParams] = useSearchParams();
  const filter = filterFrom(params);
  const page = Math.max(1, Number(params.get('page')) || 1);
  const state = useAdminQuery(adminKeys.orders(filter, page), () => fetchOrders(filter, page));
  const [draft, setDraft] = useState<OrderFilter>(filter);
  const download = useSubmission({
    mutationFn: downloadOrdersCsv,
    onError: (error) => toast.error(errorMessage(error, 'Could not export the orders. Please try again.')),
  });
  const exporting = download.isPending;

  function apply(event: FormEvent) {
    event.preventDefault();
    const next = new URLSearchParams();
    for (const [key, value] of Object.entries(draft)) if (value) next.set(key, String(value).trim());
    setParams(next);
  }

  function clear() {
    setDraft({});
    setParams(new URLSearchParams());
  }

  function goTo(target: number) {
    const next = new URLSearchParams(params);
    next.set('page', String(target));
    setParams(next);
  }

  const exportCsv = () => download.submit(filter);

  const answer = state.data;
  const pages = answer ? Math.max(1, Math.ceil(answer.total / answer.pageSize)) : 1;
  return (
    <>
      <div className="admin-page-head">
        <div>
          <h1>Orders</h1>
          <p>Newest first. Days are India time; amounts include GST.</p>
        </div>
        <button type="button" className="admin-button" onClick={exportCsv} disabled={exporting}>
          {exporting ? 'Exporting…' : 'Export CSV'}
        </button>
      </div>

      <form className="admin-filters admin-card" onSubmit={apply} aria-label="Filter orders">
        <label className="admin-field">
          State
          <select
            value={draft.state ?? ''}
            onChange={(event) => setDraft({ ...draft, state: (event.target.value || undefined) as OrderState })}
          >
            <option value="">Any</option>
            <option value="paid">Paid</option>
            <option value="created">Waiting for payment</option>
            <option value="expired">Expired</option>
          </select>
        </label>
        <label className="admin-field">
          From
          <input type="date" value={draft.from ?? ''} onChange={(e) => setDraft({ ...draft, from: e.target.value })} />
        </label>
        <label className="admin-field">
          To
          <input type="date" value={draft.to ?? ''} onChange={(e) => setDraft({ ...draft, to: e.target.value })} />
        </label>
        <label className="admin-field">
          Buyer
          <input
            value={draft.buyer ?? ''}
            maxLength={100}
            placeholder="E-mail or name"
            onChange={(e) => setDraft({ ...draft, buyer: e.target.value })}
          />
        </label>
        <div style={{ display: 'flex', gap: 8 }}>
          <button type="submit" className="admin-button">
            Apply
          </button>
          <button type="button" className="admin-button admin-button--quiet" onClick={clear}>
            Clear
          </button>
        </div>
      </form>

      <LoadState state={state} />
      {answer && (
        <div className="admin-card admin-table-wrap">
          <p className="admin-muted" role="status" data-testid="orders-summary" style={{ marginTop: 0 }}>
            {plural(answer.total, 'order')} · paid {formatRupees(answer.paidAmount)} (GST {formatRupees(answer.paidGst)}
            )
          </p>
          {answer.orders.length === 0 ? (
            <p className="admin-muted">No orders match this filter.</p>
          ) : (
            <table className="admin-table">
              <thead>
                <tr>
                  <th>Created</th>
                  <th>Buyer</th>
                  <th>Template</th>
                  <th>Pack</th>
                  <th className="num">Amount</th>
                  <th className="num">GST</th>
                  <th>State</th>
                  <th>Provider</th>
                  <th>Paid</th>
                </tr>
              </thead>
              <tbody>
                {answer.orders.map((order) => (
                  <tr key={order.id} data-testid="order-row">
                    <td data-label="Created">{shopTime(order.createdAt)}</td>
                    <td data-label="Buyer">
                      <span>
                        <Link to={`/users?id=${order.userId}`}>{order.buyerName}</Link>
                        <br />
                        <small className="admin-muted">{order.buyerEmail}</small>
                      </span>
                    </td>
                    <td data-label="Template">
                      <span>
                        {order.templateName} <small className="admin-muted">{order.tempId}</small>
                      </span>
                    </td>
                    <td data-label="Pack">{PACK_LABELS[order.packType]}</td>
                    <td data-label="Amount" className="num">
                      {formatRupees(order.amount)}
                    </td>
                    <td data-label="GST" className="num">
                      {formatRupees(order.gst)}
                    </td>
                    <td data-label="State">
                      <span className={`admin-badge admin-badge--${order.state}`}>{order.state}</span>
                    </td>
                    <td data-label="Provider">{order.provider}</td>
                    <td data-label="Paid">{shopTime(order.paidAt)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
          {pages > 1 && (
            <div className="admin-pager">
              <button
                type="button"
                className="admin-button admin-button--quiet"
                disabled={page <= 1}
                onClick={() => goTo(page - 1)}
              >
                Newer
              </button>
              <span>
                Page {page} of {pages}
              </span>
              <button
                type="button"
                className="admin-button admin-button--quiet"
                disabled={page >= pages}
                onClick={() => goTo(page + 1)}
              >
                Older
              </button>
            </div>
          )}
        </div>
      )}
    </>
  );
}
