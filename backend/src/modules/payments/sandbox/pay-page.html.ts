import { paise } from '@ticketsetu/contracts/money';
import { formatInr, formatIst } from '../../../shared/domain/display.js';
import { escapeHtml, SandboxPage } from '../../../shared/infrastructure/sandbox/sandbox-page.js';
import type { OrderRow } from './sandbox-wire.js';

/**
 * The sandbox's hosted pay page: server-rendered HTML with no script at all, plain form POSTs, and
 * its own strict Content-Security-Policy (the one stylesheet below allowed by its hash). It stands
 * in for PhonePe's checkout page and says plainly that no money moves.
 */

const CSS = `
*{box-sizing:border-box}
body{margin:0;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,"Noto Sans",sans-serif;color:#1f1f1f;background:#f3eff8}
.banner{background:#5f259f;color:#fff;text-align:center;padding:10px 16px;font-weight:600}
main{max-width:560px;margin:24px auto;padding:0 16px}
.card{background:#fff;border-radius:12px;box-shadow:0 2px 12px rgba(45,16,82,.12);padding:24px}
h1{font-size:1.25rem;margin:0 0 4px}
.merchant{color:#4a4a4a;margin:0 0 16px}
.amount{font-size:2.25rem;font-weight:700;margin:0 0 16px;color:#2d1052}
dl{display:grid;grid-template-columns:auto 1fr;gap:6px 12px;margin:0 0 20px;font-size:.9rem}
dt{color:#555}dd{margin:0;word-break:break-all;font-family:ui-monospace,Menlo,Consolas,monospace}
.actions{display:grid;gap:10px}
button{font:inherit;font-weight:600;min-height:48px;border-radius:8px;border:2px solid transparent;cursor:pointer;padding:10px 16px;white-space:nowrap}
button:focus-visible{outline:3px solid #ffb000;outline-offset:2px}
.pay{background:#5f259f;color:#fff}
.pay:hover{background:#4b1d7e}
.fail{background:#fff;color:#b00020;border-color:#b00020}
.fail:hover{background:#fdecee}
.pending{background:#fff;color:#333;border-color:#767676}
.pending:hover{background:#f2f2f2}
.option{display:flex;gap:8px;align-items:flex-start;font-size:.9rem;margin:0 0 16px;color:#333}
.option input{width:20px;height:20px;margin:2px 0 0}
.state{font-weight:700}
.note{font-size:.85rem;color:#555;margin:16px 0 0}
a{color:#5f259f}
@media (min-width:768px){main{margin-top:64px}.actions{grid-template-columns:auto auto auto}}
`;

const page = new SandboxPage(CSS, 'PhonePe sandbox — no real money');

/** The page's own policy: no script, its stylesheet only, forms back to itself or on to `formTarget`. */
export function payPagePolicy(formTarget: string | null): string {
  let origin: string | undefined;
  try {
    if (formTarget) origin = new URL(formTarget).origin;
  } catch {
    origin = undefined;
  }
  return page.policy(origin);
}

function details(order: OrderRow): string {
  return `<dl>
<dt>Order</dt><dd>${escapeHtml(order.merchant_order_id)}</dd>
<dt>PhonePe order</dt><dd>${escapeHtml(order.order_id)}</dd>
</dl>`;
}

const merchantName = 'TicketSetu';

/** The page with Pay, Fail and Leave pending, for a PENDING order. */
export function payPageHtml(order: OrderRow, token: string): string {
  const amount = formatInr(paise(Number(order.amount)));
  return page.html(
    `Pay ${amount} to ${merchantName} — PhonePe sandbox`,
    `<section class="card" aria-labelledby="title">
<h1 id="title">Pay ${escapeHtml(merchantName)}</h1>
<p class="merchant">Merchant: ${escapeHtml(merchantName)} (${escapeHtml(order.merchant_id)})</p>
<p class="amount" aria-label="Amount ${escapeHtml(amount)}">${escapeHtml(amount)}</p>
${details(order)}
<form method="post" action="transact">
<input type="hidden" name="token" value="${escapeHtml(token)}">
<p class="option"><input type="checkbox" id="refunds" name="refunds" value="fail"><label for="refunds">Make refunds of this payment fail (to try a failed refund)</label></p>
<div class="actions">
<button class="pay" type="submit" name="action" value="pay">Pay ${escapeHtml(amount)}</button>
<button class="fail" type="submit" name="action" value="fail">Fail</button>
<button class="pending" type="submit" name="action" value="pending">Leave pending</button>
</div>
</form>
<p class="note">This page expires at ${escapeHtml(formatIst(order.expire_at))} IST. Pay completes the order, Fail fails it, Leave pending goes back to the merchant with the order still pending.</p>
</section>`,
  );
}

/** An order that can no longer be paid (paid, failed or expired), or was left without a way back. */
export function orderStatePageHtml(order: OrderRow): string {
  const amount = formatInr(paise(Number(order.amount)));
  const words = { COMPLETED: 'Paid', FAILED: 'Failed', PENDING: 'Pending' }[order.state];
  const back = order.redirect_url
    ? `<p><a href="${escapeHtml(order.redirect_url)}">Return to ${escapeHtml(merchantName)}</a></p>`
    : '';
  return page.html(
    `${words}: ${amount} to ${merchantName} — PhonePe sandbox`,
    `<section class="card" aria-labelledby="title">
<h1 id="title">${escapeHtml(merchantName)}</h1>
<p class="amount">${escapeHtml(amount)}</p>
${details(order)}
<p role="status">This payment is <span class="state">${escapeHtml(words.toLowerCase())}</span>${
      order.state === 'FAILED' && order.detailed_error_code === 'TXN_AUTO_FAILED' ? ' (it expired)' : ''
    }.</p>
${back}
</section>`,
  );
}

export function notFoundPageHtml(): string {
  return page.html(
    'Payment not found — PhonePe sandbox',
    `<section class="card" aria-labelledby="title"><h1 id="title">Payment not found</h1>
<p>This payment link is not valid.</p></section>`,
  );
}
