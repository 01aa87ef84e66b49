import { paise } from '@ticketsetu/contracts/money';
import { formatInr } from '../../../shared/domain/display.js';
import { escapeHtml, SandboxPage } from '../../../shared/infrastructure/sandbox/sandbox-page.js';
import type { PayoutRow } from './razorpayx-wire.js';
import type { ControlOutcome } from './sandbox-payout-status.js';

/**
 * The sandbox's control page: server-rendered, no script, one plain form, its own strict
 * Content-Security-Policy (the stylesheet allowed by its hash). A person picks how the next payout
 * ends, to see a failed or reversed payout without waiting for a bank to get one wrong.
 */

const CSS = `
*{box-sizing:border-box}
body{margin:0;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,"Noto Sans",sans-serif;color:#1f1f1f;background:#eef2fb}
.banner{background:#0b2e78;color:#fff;text-align:center;padding:10px 16px;font-weight:600}
main{max-width:640px;margin:24px auto;padding:0 16px}
.card{background:#fff;border-radius:12px;box-shadow:0 2px 12px rgba(11,46,120,.12);padding:24px;margin:0 0 16px}
h1{font-size:1.25rem;margin:0 0 8px}h2{font-size:1.05rem;margin:0 0 8px}
fieldset{border:0;margin:0 0 16px;padding:0;display:grid;gap:8px}
label{display:flex;gap:8px;align-items:flex-start}
input{width:20px;height:20px;margin:2px 0 0}
button{font:inherit;font-weight:600;min-height:48px;border-radius:8px;border:0;cursor:pointer;padding:10px 16px;background:#0b2e78;color:#fff}
button:focus-visible,input:focus-visible{outline:3px solid #ffb000;outline-offset:2px}
table{width:100%;border-collapse:collapse;font-size:.9rem}th,td{text-align:left;padding:6px 4px;border-bottom:1px solid #dde3ef}
td{word-break:break-all}
.status{font-weight:700}
`;

const page = new SandboxPage(CSS, 'RazorpayX sandbox — no real money');

export const CONTROL_PAGE_POLICY = page.policy();

const CHOICES: [ControlOutcome, string][] = [
  ['process', 'Process it (paid, with a UTR)'],
  ['fail', 'Fail it (the beneficiary bank rejects it)'],
  ['reverse', 'Reverse it (processed first, then the money comes back)'],
  ['queue', 'Queue it (as on a low balance; only a cancel moves it)'],
  ['drop_webhooks', 'Process it but send no webhook (reconciliation must find it)'],
];

/** The page at `/api/<route>/control`; its form posts to `action` and comes back here. */
export function controlPageHtml(action: string, next: ControlOutcome[], payouts: PayoutRow[]): string {
  const queued = next.length > 0 ? next.map((o) => escapeHtml(o)).join(', then ') : 'nothing (payouts are processed)';
  const rows = payouts
    .map(
      (p) =>
        `<tr><td>${escapeHtml(p.id)}</td><td>${escapeHtml(formatInr(paise(p.amount)))}</td><td class="status">${escapeHtml(p.status)}</td><td>${escapeHtml(p.utr ?? '—')}</td><td>${escapeHtml(p.reference_id ?? '—')}</td></tr>`,
    )
    .join('\n');
  return page.html(
    'RazorpayX sandbox — next payout',
    `
<section class="card" aria-labelledby="next">
<h1 id="next">How the next payout ends</h1>
<p role="status">Asked for: ${queued}.</p>
<form method="post" action="${escapeHtml(action)}">
<fieldset>
<legend>The next payout made:</legend>
${CHOICES.map(([value, text], i) => `<label><input type="radio" name="outcome" value="${value}"${i === 0 ? ' checked' : ''}>${escapeHtml(text)}</label>`).join('\n')}
</fieldset>
<button type="submit">Use for the next payout</button>
</form>
</section>
<section class="card" aria-labelledby="latest">
<h2 id="latest">Latest payouts</h2>
${rows ? `<table><thead><tr><th scope="col">Payout</th><th scope="col">Amount</th><th scope="col">Status</th><th scope="col">UTR</th><th scope="col">Reference</th></tr></thead><tbody>${rows}</tbody></table>` : '<p>No payouts yet.</p>'}
</section>
`,
  );
}
