// Admin lists at scale (issue 12, item 7; ADR 27): the admin tables read from a marketplace a year into
// business — 100,000 listings, 165,000 payments with their transfers, payouts and refunds, 1,000,000
// ledger lines, 12,000 disputes, 20,000 contact messages, 27,500 people — each list's first page, a deep
// page (offset 10,000) and a search, signed in as staff, against the bench's bare baseline.
// Part of `npm run bench` (BENCH_PARTS=admin-lists); see docs/performance.md, "Admin lists".
//
// The seed is set-based SQL (generate_series with a seeded random()), after the catalogue's seed: it tops
// the listings up to BENCH_ADMIN_LISTINGS, then writes what sales leave behind. It runs with
// session_replication_role = replica (the bench database's owner is a superuser), which skips the
// ledger's per-row balance triggers and the foreign-key triggers for a million rows: every row is still
// checked by the tables' CHECK constraints, the entries balance by construction (run.mjs checks it
// after), and every id points at a row that exists.
import { randomBytes } from 'node:crypto';
import argon2 from 'argon2';
import autocannon from 'autocannon';

const firstNames = [
  'Priya',
  'Rohan',
  'Ananya',
  'Vikram',
  'Meera',
  'Arjun',
  'Sneha',
  'Karthik',
  'Fatima',
  'Harpreet',
  'Divya',
  'Imran',
];
const lastNames = [
  'Sharma',
  'Iyer',
  'Reddy',
  'Banerjee',
  'Patel',
  'Singh',
  'Nair',
  'Khan',
  'Joshi',
  'Das',
  'Menon',
  'Gill',
];
const sqlArray = (values) => `array[${values.map((v) => `'${v.replaceAll("'", "''")}'`).join(',')}]`;

/**
 * Writes the admin lists' data. Returns the row counts. `client` is connected to the bench database.
 */
export async function seedAdminData(
  client,
  { listings, ledgerLines, orders, buyers = 25_000, disputes = 12_000, contactMessages = 20_000 },
) {
  await client.query('begin');
  try {
    await client.query('set local session_replication_role = replica');
    await client.query('select setseed(0.0712)');
    const firsts = sqlArray(firstNames);
    const lasts = sqlArray(lastNames);

    // Buyers (people who paid), with names, emails and phones staff search by.
    await client.query(
      `insert into users (id, email, username, full_name, phone, city, is_admin, password_hash, created_at, updated_at)
       select gen_random_uuid(), format('buyer%s@bench.ticketsetu.test', i), format('buyer_%s', i),
              (${firsts})[1 + i % 12] || ' ' || (${lasts})[1 + (i / 12) % 12], '+91' || (9700000000 + i)::text,
              (array['Mumbai','New Delhi','Bengaluru','Hyderabad','Chennai','Kolkata','Pune','Ahmedabad'])[1 + i % 8],
              false, 'bench: no login', now() - (i % 730) * interval '1 day', now()
         from generate_series(1, $1::int) i`,
      [buyers],
    );

    // Listings up to the target, over every event (past ones too) and a year of listing dates.
    const {
      rows: [{ n: existing }],
    } = await client.query('select count(*)::int as n from tickets');
    await client.query(
      `with ev as materialized (
         select id, row_number() over (order by md5(id::text)) - 1 as k from events),
       sellers as materialized (
         select id, upi_id, city, row_number() over (order by email) - 1 as k
           from users where email like 'seller%@bench.ticketsetu.test'),
       admin as (select id from users where email = 'admin@bench.ticketsetu.test'),
       d as materialized (
         select g, floor(random() * (select count(*) from ev))::bigint as k_event, random() as r_status,
                floor(random() * (select count(*) from sellers))::bigint as k_seller, random() as r_price,
                random() as r_qty, random() as r_type, random() as r_age
           from generate_series(1, $1::int) g),
       l as materialized (
         select d.*, ev.id as event_id, s.id as seller_id, s.upi_id, s.city,
                1 + floor(d.r_qty * d.r_qty * 6)::int as qty,
                case when d.r_status < 0.55 then 'available' when d.r_status < 0.65 then 'pending_approval'
                     when d.r_status < 0.92 then 'sold' when d.r_status < 0.96 then 'cancelled' else 'withdrawn' end as status,
                case when d.r_type < 0.4 then 'bookmyshow' when d.r_type < 0.65 then 'district' end as provider,
                now() - d.r_age * interval '365 days' as listed_at
           from d
           join ev on ev.k = d.k_event
           join sellers s on s.k = d.k_seller)
       insert into tickets (id, event_id, seller_id, price, quantity, sold_quantity, ticket_type, mobile_ticket_type,
                            pickup_address, upi_id, file_urls, status, remarks, decided_by, decided_at, listed_at,
                            created_at, updated_at)
       select gen_random_uuid(), l.event_id, l.seller_id, (round((50000 + l.r_price * 450000) / 100) * 100)::int, l.qty,
              case when l.status = 'sold' then l.qty else 0 end,
              case when l.provider is null then 'physical' else 'mobile' end, l.provider,
              case when l.provider is null then format('%s Residency Road, %s', 1 + l.g % 200, l.city) end,
              l.upi_id, case when l.provider is null then '{}'::text[] else array[format('uploads/bench/a%s.png', l.g)] end,
              l.status, case when l.status = 'cancelled' then 'Screenshot does not show the booking id' end,
              case when l.status in ('available', 'sold', 'cancelled') then (select id from admin) end,
              case when l.status in ('available', 'sold', 'cancelled') then l.listed_at + interval '2 hours' end,
              l.listed_at, l.listed_at, l.listed_at
         from l`,
      [Math.max(0, listings - existing)],
    );

    // Payments over the listings on sale or sold: most completed, some failed, a few pending or refunded.
    await client.query(
      `with l as materialized (
         select id, event_id, seller_id, price, ticket_type, row_number() over (order by id) - 1 as k
           from tickets where status in ('available', 'sold')),
       b as materialized (
         select id, row_number() over (order by id) - 1 as k
           from users where email like 'buyer%@bench.ticketsetu.test'),
       d as materialized (
         -- Random row numbers drawn here, so the joins below are equalities (hash joins), not a
         -- nested loop comparing every payment with every listing.
         select g, floor(random() * (select count(*) from l))::bigint as k_l,
                floor(random() * (select count(*) from b))::bigint as k_b, random() as r_s, random() as r_q,
                random() as r_age
           from generate_series(1, $1::int) g),
       o as materialized (
         select d.g, l.id as ticket_id, l.event_id, l.seller_id, l.price, l.ticket_type, b.id as buyer_id,
                1 + floor(d.r_q * 2)::int as qty,
                case when d.r_s < 0.88 then 'completed' when d.r_s < 0.95 then 'failed'
                     when d.r_s < 0.99 then 'pending' else 'refunded' end as status,
                now() - d.r_age * interval '365 days' as created_at
           from d
           join l on l.k = d.k_l
           join b on b.k = d.k_b)
       insert into transactions (id, buyer_id, seller_id, ticket_id, event_id, quantity, price, subtotal, buyer_fee,
                                 credit_applied, amount, status, payment_gateway, payment_id, gateway_transaction_id,
                                 gateway_state, ticket_type, platform_id, delivery_address, hold_id, hold_expires_at,
                                 idempotency_key, failure_reason, refund_id, refund_state, refunded_at, created_at,
                                 completed_at)
       select gen_random_uuid(), o.buyer_id, o.seller_id, o.ticket_id, o.event_id, o.qty, o.price, o.price * o.qty,
              round(o.price * o.qty * 0.05)::int, 0, o.price * o.qty + round(o.price * o.qty * 0.05)::int, o.status,
              'phonepe', format('TSB%s', lpad(o.g::text, 10, '0')),
              case when o.status in ('completed', 'refunded') then format('T26%s', lpad(o.g::text, 12, '0')) end,
              case o.status when 'completed' then 'COMPLETED' when 'refunded' then 'COMPLETED' when 'failed' then 'FAILED' else 'PENDING' end,
              o.ticket_type, case when o.ticket_type = 'mobile' then format('fan%s@bookmyshow', o.g) end,
              case when o.ticket_type = 'physical' then format('%s Hill Road, Bandra West, Mumbai, Maharashtra - 400050', 1 + o.g % 90) end,
              gen_random_uuid(), o.created_at + interval '10 minutes', format('bench-%s', o.g),
              case when o.status = 'failed' then 'The payment was declined' end,
              case when o.status = 'refunded' then format('TSR%s', lpad(o.g::text, 10, '0')) end,
              case when o.status = 'refunded' then 'COMPLETED' end,
              case when o.status = 'refunded' then o.created_at + interval '1 day' end,
              o.created_at, case when o.status <> 'pending' then o.created_at + interval '2 minutes' end
         from o`,
      [orders],
    );

    // A transfer per settled payment: most complete, some under way, a few failed.
    await client.query(
      `insert into ticket_transfers (id, ticket_id, transaction_id, seller_id, buyer_id, quantity, transfer_type,
                                     transfer_status, platform_id, delivery_address, transferred_at, confirmed_at,
                                     proof_of_transfer, proof_uploaded_at, courier_name, tracking_number, created_at,
                                     updated_at, event_starts_at, failure_reason)
       select gen_random_uuid(), x.ticket_id, x.id, x.seller_id, x.buyer_id, x.quantity, x.ticket_type, x.transfer_status,
              x.platform_id, x.delivery_address, x.completed_at,
              case when x.transfer_status in ('delivered', 'mobile_transfer_confirmed') then x.completed_at + interval '2 days' end,
              case when x.transfer_status in ('mobile_transfer_sent', 'mobile_transfer_confirmed')
                   then array[format('uploads/bench/proof-%s.png', x.id)] else '{}'::text[] end,
              case when x.transfer_status in ('mobile_transfer_sent', 'mobile_transfer_confirmed') then x.completed_at + interval '1 day' end,
              case when x.transfer_status in ('picked_up', 'in_transit', 'delivered') then 'Blue Dart' end,
              case when x.transfer_status in ('picked_up', 'in_transit', 'delivered') then format('BD%s', lpad(x.g::text, 9, '0')) end,
              x.completed_at, x.completed_at, x.event_date,
              case when x.transfer_status = 'failed' then 'The seller never sent the tickets' end
         from (select o.*, e.event_date, row_number() over (order by o.id) as g,
                      case when r < 0.85 then case o.ticket_type when 'mobile' then 'mobile_transfer_confirmed' else 'delivered' end
                           when r < 0.97 then case o.ticket_type
                                when 'mobile' then (array['pending', 'awaiting_mobile_transfer', 'mobile_transfer_sent'])[1 + floor(r * 1000)::int % 3]
                                else (array['awaiting_pickup', 'picked_up', 'in_transit'])[1 + floor(r * 1000)::int % 3] end
                           else 'failed' end as transfer_status
                 from (select o.*, random() as r from transactions o where o.status = 'completed') o
                 join events e on e.id = o.event_id) x`,
    );

    // Seller payouts of completed transfers (most paid with a UTR) and buyer refunds of failed ones.
    await client.query(
      `insert into payouts (id, ticket_transfer_id, transaction_id, user_id, type, amount, platform_fee, status,
                            payout_method, payout_details, business_key, gross, seller_fee_percent, attempt, utr,
                            note, failure_reason, created_at, updated_at, processed_at)
       select gen_random_uuid(), x.transfer_id, x.order_id, x.seller_id, 'seller_payout', x.subtotal - x.fee, x.fee,
              x.status, 'upi', x.upi_id, format('seller_payout:%s', x.transfer_id), x.subtotal, 10,
              case when x.status = 'processed' then 1 else 0 end,
              case when x.status = 'processed' then (812000000000 + x.g)::text end, null,
              case when x.status = 'failed' then 'UPI id not found' end,
              x.confirmed_at, x.confirmed_at, case when x.status = 'processed' then x.confirmed_at + interval '1 day' end
         from (select tt.id as transfer_id, o.id as order_id, tt.seller_id, o.subtotal, round(o.subtotal * 0.10)::int as fee,
                      t.upi_id, tt.confirmed_at, row_number() over (order by tt.id) as g,
                      case when random() < 0.80 then 'processed' when random() < 0.9 then 'pending' else 'failed' end as status
                 from ticket_transfers tt join transactions o on o.id = tt.transaction_id join tickets t on t.id = tt.ticket_id
                where tt.transfer_status in ('delivered', 'mobile_transfer_confirmed')) x
       union all
       select gen_random_uuid(), tt.id, o.id, tt.buyer_id, 'buyer_refund', o.amount, 0, 'processed', 'phonepe_refund',
              o.payment_id, format('buyer_refund:%s', tt.id), 0, 0, 1, null, 'The transfer failed', null,
              tt.updated_at + interval '1 day', tt.updated_at + interval '1 day', tt.updated_at + interval '2 days'
         from ticket_transfers tt join transactions o on o.id = tt.transaction_id
        where tt.transfer_status = 'failed'`,
    );

    // The ledger: the capture of every settled payment, the completion of every completed transfer, every
    // processed payout and refund, each entry balanced; then rewards earned until the lines reach the target.
    const entry = (kind, keyOf, from) =>
      client.query(
        `insert into ledger_entries (key, kind, order_id, occurred_at, recorded_at, recorded_xact)
         select ${keyOf}, '${kind}', x.order_id, x.at, x.at, pg_current_xact_id() from (${from}) x`,
      );
    await entry(
      'payment_captured',
      `'payment_captured:' || x.order_id`,
      `select o.id as order_id, o.completed_at as at from transactions o where o.status = 'completed'`,
    );
    await entry(
      'transfer_completed',
      `'transfer_completed:' || x.order_id`,
      `select tt.transaction_id as order_id, tt.confirmed_at as at from ticket_transfers tt
        where tt.transfer_status in ('delivered', 'mobile_transfer_confirmed')`,
    );
    await entry(
      'payout_processed',
      `'payout_processed:' || x.payout_id || ':1'`,
      `select p.transaction_id as order_id, p.id as payout_id, p.processed_at as at from payouts p
        where p.type = 'seller_payout' and p.status = 'processed'`,
    );
    await entry(
      'buyer_refunded',
      `'buyer_refunded:' || x.payout_id`,
      `select p.transaction_id as order_id, p.id as payout_id, p.processed_at as at from payouts p
        where p.type = 'buyer_refund' and p.status = 'processed'`,
    );
    // Lines: (entry, line_no, account, party, debit, credit) per kind, the figures from the order and payout.
    await client.query(
      `insert into ledger_lines (entry_id, line_no, account, party_id, debit, credit)
       select e.id, v.line_no, v.account, v.party_id, v.debit, v.credit
         from ledger_entries e join transactions o on o.id = e.order_id
         cross join lateral (values
           (1, 'gateway_clearing', null::uuid, o.amount, 0),
           (2, 'escrow', null::uuid, 0, o.subtotal),
           (3, 'buyer_fee_revenue', null::uuid, 0, o.buyer_fee)) v(line_no, account, party_id, debit, credit)
        where e.kind = 'payment_captured'`,
    );
    await client.query(
      `insert into ledger_lines (entry_id, line_no, account, party_id, debit, credit)
       select e.id, v.line_no, v.account, v.party_id, v.debit, v.credit
         from ledger_entries e join transactions o on o.id = e.order_id
         join payouts p on p.transaction_id = o.id and p.type = 'seller_payout'
         cross join lateral (values
           (1, 'escrow', null::uuid, o.subtotal, 0),
           (2, 'seller_payable', o.seller_id, 0, p.amount),
           (3, 'platform_fee_revenue', null::uuid, 0, p.platform_fee)) v(line_no, account, party_id, debit, credit)
        where e.kind = 'transfer_completed'`,
    );
    await client.query(
      `insert into ledger_lines (entry_id, line_no, account, party_id, debit, credit)
       select e.id, v.line_no, v.account, v.party_id, v.debit, v.credit
         from ledger_entries e join payouts p on e.key = 'payout_processed:' || p.id || ':1'
         cross join lateral (values
           (1, 'seller_payable', p.user_id, p.amount, 0),
           (2, 'gateway_clearing', null::uuid, 0, p.amount)) v(line_no, account, party_id, debit, credit)
        where e.kind = 'payout_processed'`,
    );
    await client.query(
      `insert into ledger_lines (entry_id, line_no, account, party_id, debit, credit)
       select e.id, v.line_no, v.account, v.party_id, v.debit, v.credit
         from ledger_entries e join payouts p on e.key = 'buyer_refunded:' || p.id
         join transactions o on o.id = p.transaction_id
         cross join lateral (values
           (1, 'escrow', null::uuid, o.subtotal, 0),
           (2, 'buyer_fee_revenue', null::uuid, o.buyer_fee, 0),
           (3, 'gateway_clearing', null::uuid, 0, o.amount)) v(line_no, account, party_id, debit, credit)
        where e.kind = 'buyer_refunded'`,
    );
    const {
      rows: [{ n: lines }],
    } = await client.query('select count(*)::int as n from ledger_lines');
    const rewards = Math.max(0, Math.ceil((ledgerLines - lines) / 2));
    await entry(
      'reward_earned',
      `'reward_earned:' || x.order_id || ':' || x.k`,
      `select o.id as order_id, o.completed_at as at, k from transactions o
         cross join generate_series(1, ${Math.max(1, Math.ceil(rewards / Math.max(1, orders * 0.8)))}) k
        where o.status = 'completed' order by o.created_at desc, k limit ${rewards}`,
    );
    await client.query(
      `insert into ledger_lines (entry_id, line_no, account, party_id, debit, credit)
       select e.id, v.line_no, v.account, v.party_id, v.debit, v.credit
         from ledger_entries e join transactions o on o.id = e.order_id
         cross join lateral (values
           (1, 'rewards_expense', null::uuid, greatest(100, round(o.subtotal * 0.01)::int), 0),
           (2, 'rewards_liability', o.buyer_id, 0, greatest(100, round(o.subtotal * 0.01)::int))) v(line_no, account, party_id, debit, credit)
        where e.kind = 'reward_earned'`,
    );

    // Disputes on distinct purchases: a third still open (in three statuses), the rest released or withdrawn.
    await client.query(
      `with admin as (select id from users where email = 'admin@bench.ticketsetu.test'),
       picked as materialized (
         select tt.id, tt.transaction_id, tt.buyer_id, tt.seller_id, tt.transferred_at, random() as r,
                row_number() over () as g
           from (select * from ticket_transfers order by md5(id::text) limit $1) tt),
       d as (
         select p.*, case when p.r < 0.15 then 'open' when p.r < 0.23 then 'awaiting_seller' when p.r < 0.30 then 'under_review'
                          when p.r < 0.80 then 'resolved_release' else 'withdrawn' end as status,
                p.transferred_at + interval '1 day' as opened_at
           from picked p)
       insert into disputes (id, reference, transfer_id, order_id, buyer_id, seller_id, reason, description, status,
                             opened_at, acknowledge_by, resolve_by, acknowledged_at, acknowledged_by, closed_at,
                             closed_by, resolution_note, updated_at)
       select gen_random_uuid(), format('TS-D-%s-%s', extract(year from d.opened_at at time zone 'Asia/Kolkata'), lpad(d.g::text, 6, '0')),
              d.id, d.transaction_id, d.buyer_id, d.seller_id,
              (array['not_received', 'wrong_ticket', 'invalid_at_gate', 'other'])[1 + floor(d.r * 4000)::int % 4],
              'The tickets did not arrive in my account before the show.', d.status, d.opened_at,
              d.opened_at + interval '48 hours', d.opened_at + interval '30 days',
              case when d.status in ('awaiting_seller', 'under_review', 'resolved_release') then d.opened_at + interval '5 hours' end,
              case when d.status in ('awaiting_seller', 'under_review', 'resolved_release') then (select id from admin) end,
              case when d.status in ('resolved_release', 'withdrawn') then d.opened_at + interval '3 days' end,
              case when d.status = 'resolved_release' then (select id from admin) when d.status = 'withdrawn' then d.buyer_id end,
              case when d.status = 'resolved_release' then 'The seller showed the transfer; released.' end,
              d.opened_at + interval '3 days'
         from d`,
      [disputes],
    );
    await client.query(
      `update ticket_transfers tt set dispute_open = true from disputes d where d.transfer_id = tt.id and d.closed_at is null`,
    );

    // Messages from the contact form over a year, nearly all forwarded to the support mailbox.
    await client.query(
      `insert into contact_messages (id, name, email, subject, message, created_at, forwarded_at)
       select gen_random_uuid(), (${firsts})[1 + i % 12] || ' ' || (${lasts})[1 + (i / 12) % 12],
              format('visitor%s@example.in', i),
              (array['Refund for a failed transfer', 'How do I sell my tickets?', 'Payout not received',
                     'Wrong seat on my ticket', 'Partnership enquiry'])[1 + i % 5],
              format('Hello, I bought tickets (order %s) and need help with them. Please call me back.', i),
              now() - (i % 365) * interval '1 day' - (i % 1440) * interval '1 minute',
              case when i % 20 <> 0 then now() - (i % 365) * interval '1 day' end
         from generate_series(1, $1::int) i`,
      [contactMessages],
    );
    await client.query('commit');
  } catch (error) {
    await client.query('rollback').catch(() => {});
    throw error;
  }
  await client.query('vacuum (analyze)');
  const {
    rows: [figures],
  } = await client.query(
    `select (select count(*) from tickets)::int as listings, (select count(*) from transactions)::int as transactions,
            (select count(*) from ticket_transfers)::int as transfers, (select count(*) from payouts)::int as payouts,
            (select count(*) from ledger_entries)::int as ledger_entries, (select count(*) from ledger_lines)::int as ledger_lines,
            (select count(*) from disputes)::int as disputes, (select count(*) from contact_messages)::int as contact_messages,
            (select count(*) from users)::int as users,
            (select count(*) from (select entry_id from ledger_lines group by entry_id
                                    having sum(debit) <> sum(credit) or count(*) < 2) x)::int as unbalanced_entries`,
  );
  return figures;
}

/** A member of staff who signs in for real (argon2id hash, POST /api/v1/auth/login). */
export async function createStaff(client) {
  const email = `staff-${randomBytes(3).toString('hex')}@bench.ticketsetu.test`;
  const password = randomBytes(12).toString('base64url');
  const hash = await argon2.hash(password, { type: argon2.argon2id, memoryCost: 4096, timeCost: 1, parallelism: 1 });
  await client.query(
    `insert into users (id, email, username, full_name, city, is_admin, password_hash)
     values (gen_random_uuid(), $1, split_part($1, '@', 1), 'Bench Staff', 'Mumbai', true, $2)`,
    [email, hash],
  );
  return { email, password };
}

/** Each list: the first page of its busiest view, page 501 (offset 10,000) of it, and a typical search. */
export const ADMIN_LISTS = [
  { list: 'Users', path: '/api/v1/admin/users', search: 'sharma' },
  { list: 'Tickets (Verified)', path: '/api/v1/admin/listings?tab=verified', search: 'Monsoon' },
  { list: 'Transactions', path: '/api/v1/admin/transactions', search: 'Iyer' },
  { list: 'Transfers (Completed)', path: '/api/v1/admin/transfers?tab=completed', search: 'Kolkata Kings' },
  { list: 'Payouts (Processed)', path: '/api/v1/admin/payouts?status=processed', search: '8120000123' },
  { list: 'Disputes (all)', path: '/api/v1/admin/disputes?state=all', search: 'TS-D-2026-0012' },
  { list: 'Contact messages', path: '/api/v1/admin/contact-messages', search: 'refund' },
];

const withQuery = (path, extra) => `${path}${path.includes('?') ? '&' : '?'}${extra}`;

export function adminRequests() {
  return ADMIN_LISTS.flatMap(({ list, path, search }) => [
    { list, view: 'first page', path },
    { list, view: 'offset 10,000', path: withQuery(path, 'offset=10000') },
    { list, view: `search "${search}"`, path: withQuery(path, `search=${encodeURIComponent(search)}`) },
  ]);
}

/** One request as staff: status, rows, X-Total-Count, time. */
export async function probe(url, token) {
  const started = performance.now();
  const res = await fetch(url, { headers: { authorization: `Bearer ${token}` }, signal: AbortSignal.timeout(30_000) });
  const text = await res.text();
  const ms = performance.now() - started;
  const rows = res.ok ? JSON.parse(text).length : null;
  return {
    status: res.status,
    rows,
    total: res.headers.get('x-total-count'),
    ms,
    body: res.ok ? null : text.slice(0, 300),
  };
}

/** Requests per second and latency of one URL under `connections` concurrent clients. */
export async function load(url, { connections, duration, token }) {
  const r = await autocannon({
    url,
    connections,
    duration,
    pipelining: 1,
    timeout: 30,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  return {
    rps: r.requests.total / r.duration,
    p50: r.latency.p50,
    p99: r.latency.p99,
    errors: r.errors + r.timeouts,
    non2xx: r.non2xx,
  };
}
