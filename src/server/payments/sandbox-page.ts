/**
 * The sandbox's hosted checkout page. Plain HTML with forms (the CSP allows no inline script), shown inside
 * the shop's payment frame. It says plainly that it is a test: no card is asked for and no money moves.
 */
import { findTemplate } from '../../shared/catalogue';
import { POLICY } from '../../shared/policy';
import { escapeHtml } from '../http/html';
import { messagePackBill } from '../../shared/message-pack';
import { billFor, formatRupees, PACK_LABELS, type Bill } from '../../shared/pricing';
import type { OrderRow } from '../orders';
import { SANDBOX_CHECKOUT_PATH } from './sandbox-provider';

function istTime(date: Date): string {
  return `${date.toLocaleTimeString('en-IN', { timeZone: 'Asia/Kolkata', hour: 'numeric', minute: '2-digit' })} IST`;
}

const STYLE = `
*{box-sizing:border-box}
body{margin:0;font-family:system-ui,-apple-system,'Segoe UI',Roboto,'Noto Sans',Arial,sans-serif;color:#1f2937;background:#f3f4f6;line-height:1.5}
.ribbon{background:repeating-linear-gradient(45deg,#fde68a 0 14px,#fcd34d 14px 28px);color:#78350f;text-align:center;padding:6px 10px;font-size:13px;border-bottom:2px solid #f59e0b}
.ribbon strong{letter-spacing:.12em;margin-right:6px}
.sheet{max-width:440px;margin:16px auto;background:#fff;border:1px solid #e5e7eb;border-radius:14px;box-shadow:0 6px 24px rgba(0,0,0,.08);overflow:hidden}
.top{display:flex;justify-content:space-between;align-items:center;gap:8px;padding:12px 18px;background:#111827;color:#fff;font-size:14px}
.top .merchant{font-weight:700;font-size:16px}
.top .order{opacity:.75;font-family:ui-monospace,monospace;font-size:12px}
.body{padding:16px 18px 18px}
.amount{font-size:30px;font-weight:800;margin:0 0 2px}
.sub{color:#6b7280;margin:0 0 12px;font-size:14px}
table{width:100%;border-collapse:collapse;font-size:14px;margin-bottom:12px}
td{padding:5px 0;border-bottom:1px dashed #e5e7eb}
td:last-child{text-align:right;font-variant-numeric:tabular-nums}
tr.total td{border-bottom:0;font-weight:800;padding-top:10px}
.valid{font-size:13px;color:#92400e;background:#fffbeb;border:1px solid #fde68a;border-radius:8px;padding:6px 10px;margin:0 0 12px}
form{display:grid;gap:8px}
@media (max-width:480px){.sheet{margin:0;border-radius:0;border-width:0 0 1px;box-shadow:none}.top .order{display:none}}
button{font:inherit;font-weight:700;min-height:48px;border-radius:10px;cursor:pointer;border:1px solid transparent}
.pay{background:#15803d;color:#fff;font-size:17px}
.pay:hover{background:#166534}
.expire{background:#fff;color:#374151;border-color:#d1d5db}
.expire:hover{background:#f9fafb}
.note{font-size:12px;color:#6b7280;margin:14px 0 0}
.state{text-align:center;padding:28px 20px}
.badge{width:64px;height:64px;border-radius:50%;display:grid;place-items:center;margin:0 auto 12px;font-size:34px;color:#fff}
.badge.ok{background:#16a34a}.badge.no{background:#9ca3af}
h1{font-size:22px;margin:0 0 6px}
`;

function page(title: string, order: OrderRow | null, content: string): string {
  const orderLabel = order ? `<span class="order">${escapeHtml(order.id)}</span>` : '';
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<meta name="robots" content="noindex"><title>${escapeHtml(title)} · TEST MODE</title><style>${STYLE}</style></head>
<body>
<div class="ribbon" role="note"><strong>TEST MODE</strong> No real money moves</div>
<main class="sheet">
<div class="top"><span class="merchant">${escapeHtml(POLICY.productName)}</span>${orderLabel}</div>
${content}
</main>
</body></html>`;
}

/** `token`: the link's checkout token, when it is valid for this order; without it the page cannot decide. */
/** What the order buys, in the page's words: a template's pack, or a message pack (its bill has no discount). */
function itemOf(order: OrderRow): { paidFor: string; line: string; description: string; bill: Bill | null } {
  if (order.messages != null) {
    const what = `${order.messages.toLocaleString('en-IN')} WhatsApp messages`;
    return {
      paidFor: what,
      line: `Message pack · ${what}`,
      description: `Message pack: ${what}`,
      bill: messagePackBill(),
    };
  }
  const template = findTemplate(order.tempId);
  const name = template?.name ?? order.tempId;
  const pack = PACK_LABELS[order.packType];
  return {
    paidFor: `${name} (${pack} pack)`,
    line: `${name} · ${pack} pack`,
    description: `${name} invitation website (${template ? template.category + ', ' : ''}${pack} pack)`,
    bill: template ? billFor(template, order.packType) : null,
  };
}

export function checkoutPage(order: OrderRow, token?: string): string {
  const item = itemOf(order);
  if (order.status === 'paid') {
    return page(
      'Payment received',
      order,
      `<section class="state" aria-live="polite">
<div class="badge ok" aria-hidden="true">&#10003;</div>
<h1>Payment received</h1>
<p class="sub">${formatRupees(order.amountRupees)} paid for ${escapeHtml(item.paidFor)}.</p>
<p class="sub">The shop confirms it within a few seconds.</p>
</section>`,
    );
  }
  if (order.status === 'expired') {
    return page(
      'Link expired',
      order,
      `<section class="state">
<div class="badge no" aria-hidden="true">&#8987;</div>
<h1>This payment link has expired</h1>
<p class="sub">Nothing was charged. Go back to your cart to get a new link.</p>
</section>`,
    );
  }
  const bill = item.bill;
  const rows = bill
    ? `<tr><td>${escapeHtml(item.line)}</td><td>${formatRupees(bill.cartTotal)}</td></tr>
<tr><td>Discount</td><td>&minus;${formatRupees(bill.totalDiscount)}</td></tr>
<tr><td>GST (18%)</td><td>${formatRupees(bill.gst)}</td></tr>`
    : '';
  const validUntil = order.linkExpiresAt
    ? `<p class="valid">This link works until ${istTime(order.linkExpiresAt)}.</p>`
    : '';
  return page(
    'Checkout',
    order,
    `<section class="body">
<p class="amount">${formatRupees(order.amountRupees)}</p>
<p class="sub">${escapeHtml(item.description)}</p>
<table aria-label="Bill">${rows}<tr class="total"><td>Total</td><td>${formatRupees(order.amountRupees)}</td></tr></table>
${validUntil}
${
  token
    ? `<form method="post" action="${SANDBOX_CHECKOUT_PATH}/${encodeURIComponent(order.id)}?token=${encodeURIComponent(token)}">
<button class="pay" type="submit" name="decision" value="pay">Pay now</button>
<button class="expire" type="submit" name="decision" value="expire">Let it expire</button>
</form>`
    : `<p class="valid">This link is incomplete. Open the payment again from the shop.</p>`
}
<p class="note">This page stands in for the payment provider while the shop runs in test mode. "Pay now" marks the order paid; "Let it expire" ends the link as if time ran out.</p>
</section>`,
  );
}

export function missingCheckoutPage(): string {
  return page(
    'Link not found',
    null,
    `<section class="state">
<div class="badge no" aria-hidden="true">?</div>
<h1>This payment link is not valid</h1>
<p class="sub">Go back to your cart and start the payment again.</p>
</section>`,
  );
}
