// "Every job and outbox message handled once across replicas": after the flash sale, real work goes
// through the balancer while BOTH replicas poll the outbox and run the scheduled jobs, then the
// database is counted. The work: payments at the PhonePe sandbox (webhooks -> sales -> transfers,
// emails, ledger), holds that run out (expiry job -> seats returned -> waiting-list offers and their
// emails), payments after the hold ran out (late payment -> refund at the gateway), and transfers
// proved by the seller and confirmed by the buyer (-> seller payouts, ledger, emails).
import { setTimeout as sleep } from 'node:timers/promises';
import { signIn } from '../flash-sale.mjs';

const PAID = 70; // of the 100 flash-sale winners; the other 30 let their hold run out
const LATE = 5; // of those 30, pay after the hold ran out: refunded
const WAITLISTED = 30; // losers who join the waiting list: enough to be offered every seat that comes back

const pdf = Buffer.from(
  '%PDF-1.4\n1 0 obj <</Type /Catalog /Pages 2 0 R>> endobj\n2 0 obj <</Type /Pages /Kids [] /Count 0>> endobj\ntrailer <</Root 1 0 R>>\n%%EOF\n',
);

async function call(url, { token, method = 'POST', json, form, body } = {}) {
  const headers = {};
  if (token) headers.Authorization = `Bearer ${token}`;
  if (json) headers['Content-Type'] = 'application/json';
  if (form) headers['Content-Type'] = 'application/x-www-form-urlencoded';
  const res = await fetch(url, {
    method,
    headers,
    body: json ? JSON.stringify(json) : form ? new URLSearchParams(form) : body,
    redirect: 'manual',
    signal: AbortSignal.timeout(60_000),
  });
  return { status: res.status, text: await res.text() };
}

async function expectStatus(what, promise, ...ok) {
  const res = await promise;
  if (!ok.includes(res.status)) throw new Error(`${what}: ${res.status} ${res.text.slice(0, 300)}`);
  return res;
}

/** Polls `query` until `done(row)`; returns the last row (the caller reports whatever was reached). */
async function until(client, query, params, done, ms = 120_000) {
  const deadline = Date.now() + ms;
  for (;;) {
    const row = (await client.query(query, params)).rows[0];
    if (done(row) || Date.now() > deadline) return row;
    await sleep(500);
  }
}

async function inBatches(items, size, run) {
  for (let i = 0; i < items.length; i += size) await Promise.all(items.slice(i, i + size).map(run));
}

/** Drives the work through `nginx` and counts what each job and outbox handler did. */
export async function jobsHandledOnce({ client, nginx, sale, buyers, tokens, sellers }) {
  const base = nginx.url;
  const tokenOf = new Map(buyers.map((b, i) => [b.email, tokens[i]]));
  const orders = (
    await client.query(
      `select t.id, t.pay_page_url, u.email from transactions t join users u on u.id = t.buyer_id
        where t.ticket_id = any($1::uuid[]) and t.status = 'pending' order by t.created_at`,
      [sale.listings.map((l) => l.id)],
    )
  ).rows;
  if (orders.length < PAID + LATE) throw new Error(`jobs: ${orders.length} pending orders after the sale`);
  const paid = orders.slice(0, PAID);
  const expiring = orders.slice(PAID);
  const late = expiring.slice(0, LATE);
  const decide = (order) => {
    // The buyer's browser on PhonePe's pay page (the sandbox's own address), pressing Pay.
    const page = new URL(order.pay_page_url);
    const token = page.searchParams.get('token');
    return expectStatus(
      'sandbox pay',
      call(`${page.origin}/api/phonepe-sandbox/transact`, { form: { token, action: 'pay' } }),
      303,
    );
  };

  // Sold out while every seat is held: losers may join the waiting list.
  const winners = new Set(orders.map((o) => o.email));
  const waiting = buyers.filter((b) => !winners.has(b.email)).slice(0, WAITLISTED);
  for (const b of waiting) {
    await expectStatus(
      'join the waiting list',
      call(`${base}/api/v1/events/${sale.eventId}/waitlist`, { token: tokenOf.get(b.email), json: { quantity: 1 } }),
      201,
    );
  }

  await inBatches(paid, 10, decide);
  const ids = (list) => list.map((o) => o.id);
  const settled = await until(
    client,
    `select count(*) filter (where status = 'completed')::int as completed,
            (select count(*) from ticket_transfers where transaction_id = any($1::uuid[]))::int as transfers
       from transactions where id = any($1::uuid[])`,
    [ids(paid)],
    (r) => r.completed === PAID && r.transfers === PAID,
  );

  // The other holds run out now (as 10 minutes later); the expiry job of either replica takes them.
  await client.query(
    `update transactions set hold_expires_at = now() - interval '1 second' where id = any($1::uuid[]);
     update listing_holds set expires_at = now() - interval '1 second' where order_id = any($1::uuid[])`.replaceAll(
      '$1::uuid[]',
      `array[${ids(expiring).map((id) => `'${id}'`)}]::uuid[]`,
    ),
  );
  const expired = await until(
    client,
    `select count(*) filter (where status = 'failed')::int as failed,
            (select count(*) from waitlist_offers where event_id = $2)::int as offers
       from transactions where id = any($1::uuid[])`,
    [ids(expiring), sale.eventId],
    (r) => r.failed === expiring.length && r.offers >= WAITLISTED,
  );

  // Paid after the hold ran out, the seats offered to the waiting list meanwhile: the money goes back
  // (LatePaymentRefunded -> refund at the gateway). With a seat still free the sale would stand instead.
  await inBatches(late, LATE, decide);

  // The transfers: the seller proves it, the buyer confirms (TransferConfirmed -> payout).
  const sellerTokens = await signIn(nginx, sellers, 4);
  const tokenOfSeller = new Map(sellers.map((s, i) => [s.email, sellerTokens[i]]));
  const transfers = (
    await client.query(
      `select tt.id, s.email as seller, b.email as buyer from ticket_transfers tt
         join transactions t on t.id = tt.transaction_id
         join users b on b.id = t.buyer_id join tickets l on l.id = t.ticket_id join users s on s.id = l.seller_id
        where tt.transaction_id = any($1::uuid[])`,
      [ids(paid)],
    )
  ).rows;
  await inBatches(transfers, 6, async (t) => {
    const upload = () => {
      const proof = new FormData();
      proof.append('files', new Blob([pdf], { type: 'application/pdf' }), 'transfer-screenshot.pdf');
      return call(`${base}/api/v1/me/sales/${t.id}/proof`, { token: tokenOfSeller.get(t.seller), body: proof });
    };
    // UPLOAD_CONCURRENCY (4 per replica): more at once answer 503 with Retry-After, and are sent again.
    let res = await upload();
    for (let i = 0; res.status === 503 && i < 10; i++) {
      await sleep(500);
      res = await upload();
    }
    await expectStatus('proof of transfer', Promise.resolve(res), 201);
    await expectStatus(
      'buyer confirms',
      call(`${base}/api/v1/me/purchases/${t.id}/confirm`, { token: tokenOf.get(t.buyer) }),
      200,
    );
  });

  // Quiet: nothing due in the outbox or the sandboxes' webhook queues, payouts and refunds made.
  const quiet = await until(
    client,
    `select (select count(*) from outbox_deliveries where status = 'pending')::int as pending,
            (select count(*) from phonepe_sandbox_webhooks where status = 'pending')::int as webhooks,
            (select count(*) from payouts where type = 'seller_payout' and transaction_id = any($1::uuid[]))::int as payouts,
            (select count(*) from transactions where id = any($2::uuid[]) and refund_state = 'COMPLETED')::int as refunded`,
    [ids(paid), ids(late)],
    (r) => r.pending === 0 && r.webhooks === 0 && r.payouts === PAID && r.refunded === LATE,
    180_000,
  );
  return {
    work: { paid: PAID, expiring: expiring.length, late: LATE, waitlisted: WAITLISTED },
    settled,
    expired,
    quiet,
    counts: await countOnce(client, sale),
  };
}

/** What the database says each job and handler did: any count above one per thing is a double. */
async function countOnce(client, sale) {
  const one = async (sql, params = []) => (await client.query(sql, params)).rows[0];
  const listingIds = sale.listings.map((l) => l.id);
  return {
    deliveries: await one(
      `select count(*)::int as deliveries, count(*) filter (where status = 'done')::int as done,
              count(*) filter (where status = 'failed')::int as failed, count(*) filter (where status = 'pending')::int as pending,
              count(*) filter (where attempts > 1)::int as retried, coalesce(max(attempts), 0)::int as max_attempts,
              (select count(*) from outbox_events)::int as events,
              (select json_object_agg(handler, n) from (select handler, count(*)::int n from outbox_deliveries group by 1) h) as by_handler
         from outbox_deliveries`,
    ),
    // Mail from outbox handlers is recorded in sent_emails (MailOnce), a waiting-list offer's on the offer.
    emails: await one(
      `select (select count(*) from dev_mailbox)::int as mailed,
              (select count(*) from sent_emails)::int + (select count(*) from waitlist_offers where emailed_at is not null)::int
                + (select count(*) from waitlist_offers where expiry_emailed_at is not null)::int as recorded`,
    ),
    payouts: await one(
      `select count(*) filter (where type = 'seller_payout')::int as seller_payouts,
              count(*) filter (where type = 'buyer_refund')::int as buyer_refunds,
              (select count(*) from (select 1 from payouts group by type, ticket_transfer_id having count(*) > 1) d)::int
                as twice_per_transfer
         from payouts`,
    ),
    refunds: await one(
      `select (select count(*) from transactions where refund_state is not null and ticket_id = any($1::uuid[]))::int as orders_refunded,
              (select count(*) from phonepe_sandbox_refunds)::int as gateway_refunds,
              (select count(*) from (select 1 from phonepe_sandbox_refunds group by merchant_order_id having count(*) > 1) d)::int
                as gateway_refunds_twice_per_order`,
      [listingIds],
    ),
    ledger: await one(
      `select count(*)::int as entries, (select json_object_agg(kind, n) from (select kind, count(*)::int n from ledger_entries group by 1) k) as by_kind,
              (select count(*) from (select 1 from ledger_entries where kind <> 'reward_earned' group by kind, order_id having count(*) > 1) d)::int
                as twice_per_order
         from ledger_entries`,
    ),
    holds: await one(
      `select coalesce(sum(quantity) filter (where status = 'held'), 0)::int as held,
              count(*) filter (where status = 'expired')::int as expired, count(*) filter (where status = 'confirmed')::int as sold,
              count(*) filter (where status = 'refused')::int as refused,
              (select sum(held_quantity)::int from tickets where id = any($1::uuid[])) as listing_held_counters,
              (select sum(sold_quantity)::int from tickets where id = any($1::uuid[])) as listing_sold_counters,
              (select coalesce(sum(greatest(0, held_quantity + sold_quantity - quantity)), 0)::int from tickets
                where id = any($1::uuid[])) as oversold,
              (select coalesce(sum(quantity), 0)::int from waitlist_offers where listing_id = any($1::uuid[]) and status = 'offered')
                as offered_to_waitlist
         from listing_holds where listing_id = any($1::uuid[])`,
      [listingIds],
    ),
    waitlist: await one(
      `select count(*)::int as offers, (select count(*) from (select 1 from waitlist_offers where event_id = $1
                group by entry_id, status having count(*) > 1) d)::int as twice_per_entry
         from waitlist_offers where event_id = $1`,
      [sale.eventId],
    ),
  };
}
