// The flash sale (issue 10, item 12): 1,000 signed-in buyers racing for the 100 tickets of one event
// through the REAL checkout endpoint, POST /api/v1/orders, and in the same run a bare `pg` client
// doing the inventory's hold statement alone at the same concurrency, through a pool of the same size.
// Part of `npm run bench`; see docs/performance.md.
//
// A listing holds 1 to 6 tickets (the database checks it), so "100 tickets of one listing" cannot be
// seeded honestly. The sale is modelled as 17 listings of one event, 16 of 6 tickets and one of 4
// (exactly 100 tickets, as many sellers), with the buyers spread evenly over them (buyer i asks for
// listing i mod 17, one ticket each): each listing's row sees about 59 buyers for its 6 seats, so
// every hold still races on one row lock, and the figures say exactly 100 holds or they do not.
import { randomBytes, randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import http from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';
import argon2 from 'argon2';
import pg from 'pg';

export const LISTING_SIZES = [...Array(16).fill(6), 4]; // 100 tickets over 17 listings
export const NOT_AVAILABLE = 'This ticket is no longer available'; // spec 5, CHECKOUT_MESSAGES.notAvailable
const PRICE = 249_900; // ₹2,499 in paise
const HOLD_MINUTES = 10; // orders/domain/order.entity.ts: what the app's hold lasts

// Copied from backend/src/modules/listings/application/inventory.service.ts (hold), with ON_SALE_STATUS,
// remainingSql and holdColumns written out. ONE statement: lock the listing's row while its stock is
// checked, record the outcome for the order id (a refusal too), count the held seats, say what is left.
// Checkout's holds reserve for nobody (reserved_for null), as here.
const holdColumns = 'order_id, listing_id, quantity, status, expires_at, reserved_for, adopted_at';
const holdSql = `with stock as (
         select id, (tickets.quantity - tickets.sold_quantity - tickets.held_quantity) as remaining from tickets
          where id = ? and status = 'available' and (tickets.quantity - tickets.sold_quantity - tickets.held_quantity) >= ?
          for update
       ),
       taken as (
         insert into listing_holds (order_id, listing_id, quantity, status, expires_at, created_at, reserved_for)
         values (?, ?, ?, case when exists (select 1 from stock) then 'held' else 'refused' end, ?, ?, ?)
         on conflict (order_id) do nothing
         returning ${holdColumns}
       ),
       counted as (
         update tickets set held_quantity = held_quantity + taken.quantity, updated_at = ?
           from taken where tickets.id = taken.listing_id and taken.status = 'held'
         returning tickets.id
       )
       select ${holdColumns},
              case when taken.status = 'held' then (select remaining from stock) - taken.quantity
                   else (select case when t.status = 'available' then (t.quantity - t.sold_quantity - t.held_quantity) else 0 end
                           from tickets t where t.id = taken.listing_id) end as remaining
         from taken`;

/** MikroORM inlines parameters as literals (see baseline.mjs); so does the bare client here. */
function literal(value) {
  if (value === null || value === undefined) return 'null';
  if (typeof value === 'number') return String(value);
  if (value instanceof Date) return `'${value.toISOString()}'`;
  return `'${String(value).replaceAll("'", "''")}'`;
}
const format = (sql, params) => {
  let i = 0;
  return sql.replace(/\?/g, () => literal(params[i++]));
};

/**
 * One upcoming event with 17 listings on sale (100 tickets), each from another seller of the seeded
 * catalogue, already verified by the bench admin. District mobile tickets, so checkout asks for the
 * buyer's District id and no delivery address.
 */
export async function seedSale(client, title) {
  const [event] = (
    await client.query(
      `insert into events (id, title, description, venue, city, event_date, category_id, image_url, is_active, verified,
                           verified_at, buyer_fee_percent, seller_fee_percent, transfer_instructions)
       select gen_random_uuid(), $1, 'Bench flash sale: 100 tickets, 1,000 buyers.', 'NSCI Dome, Worli', 'Mumbai',
              now() + interval '30 days', c.id, '/images/events/concerts.svg', true, true, now(), 5, 10, null
         from categories c where c.name = 'Concerts'
       returning id`,
      [title],
    )
  ).rows;
  const listings = (
    await client.query(
      `with sellers as (select id, upi_id, row_number() over (order by email) as k from users
                         where not is_admin and email like 'seller%@bench.ticketsetu.test'),
            admin as (select id from users where is_admin limit 1)
       insert into tickets (id, event_id, seller_id, price, quantity, sold_quantity, ticket_type, mobile_ticket_type,
                            upi_id, file_urls, status, decided_by, decided_at, listed_at, created_at, updated_at)
       select gen_random_uuid(), $1, s.id, $2, q.quantity, 0, 'mobile', 'district', s.upi_id,
              array[format('uploads/bench/flash-%s.png', q.k)], 'available', (select id from admin), now(), now(), now(), now()
         from unnest($3::int[]) with ordinality as q(quantity, k)
         join sellers s on s.k = q.k
       returning id, quantity`,
      [event.id, PRICE, LISTING_SIZES],
    )
  ).rows;
  if (listings.length !== LISTING_SIZES.length) {
    throw new Error(
      `flash sale: ${listings.length} listings seeded, expected ${LISTING_SIZES.length} (too few sellers?)`,
    );
  }
  return { eventId: event.id, listings };
}

/**
 * `count` buyers with real argon2id hashes, one random password each. The hashes use cheaper
 * parameters than the app's own (m=4 MiB, t=1 instead of argon2's defaults) only so that 1,000
 * sign-ins take seconds, not minutes, on two cores; the app verifies whatever parameters a hash names.
 * Signing in is set-up, never measured.
 */
export async function createBuyers(client, count) {
  const tag = randomBytes(3).toString('hex');
  const buyers = Array.from({ length: count }, (_, i) => ({
    email: `buyer${i}-${tag}@bench.ticketsetu.test`,
    password: randomBytes(12).toString('base64url'),
  }));
  const hashes = await Promise.all(
    buyers.map((b) =>
      argon2.hash(b.password, { type: argon2.argon2id, memoryCost: 4096, timeCost: 1, parallelism: 1 }),
    ),
  );
  await client.query(
    `insert into users (id, email, username, full_name, city, is_admin, password_hash)
     select gen_random_uuid(), e, split_part(e, '@', 1), 'Bench Buyer', 'Mumbai', false, h
       from unnest($1::text[], $2::text[]) as t(e, h)`,
    [buyers.map((b) => b.email), hashes],
  );
  return buyers;
}

/** Signs every buyer in through POST /api/v1/auth/login, a few at a time; returns their access tokens. */
export async function signIn(server, buyers, concurrency = 16) {
  const tokens = new Array(buyers.length);
  let next = 0;
  const worker = async () => {
    while (next < buyers.length) {
      const i = next++;
      const res = await fetch(`${server.url}/api/v1/auth/login`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ email: buyers[i].email, password: buyers[i].password }),
        signal: AbortSignal.timeout(30_000),
      });
      if (!res.ok) throw new Error(`buyer ${buyers[i].email} could not sign in: ${res.status} ${await res.text()}`);
      tokens[i] = (await res.json()).access_token;
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return tokens;
}

function percentile(sorted, p) {
  if (sorted.length === 0) return null;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

function latencies(values) {
  const sorted = [...values].sort((a, b) => a - b);
  return { p50: percentile(sorted, 50), p99: percentile(sorted, 99), max: sorted.at(-1) ?? null };
}

/** One HTTP/1.1 request through `agent`; the answer's status, headers and text, and whether the socket was reused. */
function request(agent, url, { method = 'GET', headers = {}, body } = {}) {
  return new Promise((resolve, reject) => {
    const req = http.request(url, { agent, method, headers, timeout: 60_000 }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk) => (text += chunk));
      res.on('end', () => resolve({ status: res.statusCode, headers: res.headers, text, reused: req.reusedSocket }));
      res.on('error', reject);
    });
    req.on('timeout', () => req.destroy(new Error('timed out after 60 s')));
    req.on('error', (error) => reject(Object.assign(error, { reusedSocket: req.reusedSocket })));
    req.end(body);
  });
}

/**
 * Every buyer sends ONE Pay at the same moment (buyer i: listing i mod 17, quantity 1, its own
 * Idempotency-Key), each on its own keep-alive connection, already open as a buyer's browser has one
 * open on the checkout page before the sale starts. Opening 1,000 connections in the same instant
 * instead overflows the app's listen queue (Node's backlog is 511) and measures the kernel's SYN
 * retransmits (1 s, 3 s, 7 s...), not the app (docs/performance.md); the race counts the connections
 * it had to open anew anyway, and the machine's listen-queue overflows meanwhile.
 * Latency is from a request's start to the last byte of its answer; a buyer answered 429 asks again
 * after Retry-After, and the buyer's own time runs from the first Pay to the final answer.
 */
export async function raceCheckout(server, tokens, listings) {
  const buyers = tokens.map((token, i) => ({
    agent: new http.Agent({ keepAlive: true, maxSockets: 1 }),
    token,
    listingId: listings[i % listings.length].id,
  }));
  try {
    // Each buyer's connection, opened beforehand (200 at a time, well under the listen backlog) with
    // the cheapest request there is: GET /api/v1/auth/session without the token answers a visitor
    // without touching the database. Quick, so no connection idles past the server's keep-alive
    // timeout (5 s) before the race.
    let next = 0;
    const openOne = async () => {
      while (next < buyers.length) {
        const b = buyers[next++];
        const page = await request(b.agent, `${server.url}/api/v1/auth/session`);
        if (page.status !== 200) throw new Error(`GET /api/v1/auth/session answered ${page.status}`);
      }
    };
    const openStart = performance.now();
    await Promise.all(Array.from({ length: 200 }, openOne));
    const openSeconds = (performance.now() - openStart) / 1000;

    const overflowsBefore = listenOverflows();
    const answers = []; // every answer the app gave (a buyer told 429 asks again)
    const started = performance.now();
    const buyersOutcomes = await Promise.all(
      buyers.map(async ({ agent, token, listingId }) => {
        const pay = {
          method: 'POST',
          headers: {
            Authorization: `Bearer ${token}`,
            'Content-Type': 'application/json',
            'Idempotency-Key': randomUUID(), // one Pay: its retries keep the key
          },
          body: JSON.stringify({ listingId, quantity: 1, platformId: 'bench@district' }),
        };
        const first = performance.now();
        let resent = false;
        for (let attempt = 1; ; attempt++) {
          const t = performance.now();
          let answer;
          try {
            const res = await request(agent, `${server.url}/api/v1/orders`, pay);
            answer = { ...res, retryAfter: res.headers['retry-after'], ms: performance.now() - t };
          } catch (error) {
            // A kept-alive connection the server closed just as the request went out: sent again once,
            // with the same Idempotency-Key, as browsers do (and Node's documentation advises).
            if (!resent && error.reusedSocket && error.code === 'ECONNRESET') {
              resent = true;
              attempt--;
              continue;
            }
            answer = { status: 'network error', text: String(error.code ?? error.message), ms: performance.now() - t };
          }
          answers.push(answer);
          // 429 with Retry-After: the buyer asks again after that long, plus up to as long again at
          // random (people do not click in step), at most 20 times.
          const wait = Number(answer.retryAfter);
          if (answer.status === 429 && Number.isFinite(wait) && wait >= 0 && attempt < 20) {
            await sleep(wait * 1000 * (1 + Math.random()));
            continue;
          }
          return { status: answer.status, attempts: attempt, resent, ms: performance.now() - first };
        }
      }),
    );
    const seconds = (performance.now() - started) / 1000;
    const overflowsAfter = listenOverflows();
    const count = (list) => {
      const counts = {};
      for (const o of list) counts[o.status] = (counts[o.status] ?? 0) + 1;
      return counts;
    };
    // Anything but 201, 409 'This ticket is no longer available' and 429 with Retry-After: a failure.
    const odd = new Map();
    const note = (kind) => odd.set(kind, (odd.get(kind) ?? 0) + 1);
    for (const o of answers) {
      let detail = null;
      try {
        detail = JSON.parse(o.text).detail ?? null;
      } catch {
        // not JSON
      }
      if (o.status === 409 && detail !== NOT_AVAILABLE) note(`409 "${detail}"`);
      else if (o.status === 429 && !o.retryAfter) note('429 without Retry-After');
      else if (![201, 409, 429].includes(o.status)) note(`${o.status} "${detail ?? o.text.slice(0, 120)}"`);
    }
    const decided = buyersOutcomes.filter((o) => o.status === 201 || o.status === 409).length;
    return {
      buyers: buyers.length,
      requests: answers.length,
      seconds,
      // Checkouts decided (a hold, or 'no longer available') per second, from the first Pay to the last answer.
      perSecond: decided / seconds,
      answersPerSecond: answers.length / seconds,
      statuses: count(answers),
      finalStatuses: count(buyersOutcomes),
      serverErrors: answers.filter((o) => o.status === 'network error' || o.status >= 500).length,
      oddAnswers: [...odd].map(([kind, n]) => `${n} x ${kind}`),
      latencyMs: latencies(answers.map((o) => o.ms)),
      latency201Ms: latencies(answers.filter((o) => o.status === 201).map((o) => o.ms)),
      latencyByStatusMs: Object.fromEntries(
        Object.keys(count(answers)).map((status) => [
          status,
          latencies(answers.filter((o) => String(o.status) === status).map((o) => o.ms)),
        ]),
      ),
      buyerMs: latencies(buyersOutcomes.map((o) => o.ms)),
      connectionsOpenedBeforehandSeconds: openSeconds,
      newConnectionsDuringRace: answers.filter((o) => o.reused === false).length,
      resentAfterReset: buyersOutcomes.filter((o) => o.resent).length,
      listenOverflows: overflowsBefore !== null && overflowsAfter !== null ? overflowsAfter - overflowsBefore : null,
    };
  } finally {
    for (const b of buyers) b.agent.destroy();
  }
}

/** The kernel's count of connections dropped because a listen queue was full (Linux, whole machine). */
function listenOverflows() {
  try {
    const lines = readFileSync('/proc/net/netstat', 'utf8').split('\n');
    const header = lines.findIndex((l) => l.startsWith('TcpExt:'));
    const names = lines[header].split(/\s+/);
    const values = lines[header + 1].split(/\s+/);
    return Number(values[names.indexOf('ListenOverflows')]);
  } catch {
    return null;
  }
}

/**
 * The same number of hold statements (quantity 1, a fresh order id each, listing i mod 17) all sent
 * at once through a bare pg.Pool of `poolSize`, each in its own implicit transaction. The pool's
 * connections are opened first, as the app's already are when a sale starts.
 */
export async function raceBareHolds(databaseUrl, poolSize, count, listings) {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: poolSize, min: 0 });
  pool.on('error', () => {});
  try {
    await Promise.all(Array.from({ length: poolSize }, () => pool.query('select 1')));
    const statements = Array.from({ length: count }, (_, i) => {
      const now = new Date();
      const listingId = listings[i % listings.length].id;
      const expiresAt = new Date(now.getTime() + HOLD_MINUTES * 60_000);
      return format(holdSql, [listingId, 1, randomUUID(), listingId, 1, expiresAt, now, null, now]);
    });
    const started = performance.now();
    const outcomes = await Promise.all(
      statements.map(async (sql) => {
        const t = performance.now();
        const { rows } = await pool.query(sql);
        return { status: rows[0]?.status ?? 'none', ms: performance.now() - t };
      }),
    );
    const seconds = (performance.now() - started) / 1000;
    const statuses = {};
    for (const o of outcomes) statuses[o.status] = (statuses[o.status] ?? 0) + 1;
    return {
      statements: count,
      seconds,
      perSecond: count / seconds,
      statuses,
      latencyMs: latencies(outcomes.map((o) => o.ms)),
    };
  } finally {
    await pool.end();
  }
}

/**
 * What the database says after a race: tickets on offer, seats held and sold, any listing whose
 * held + sold exceeds its quantity (oversold; the check constraint forbids it, this verifies it),
 * and whether the counters agree with the hold rows (one 'held' row per held seat).
 */
export async function inventoryAfter(client, listings) {
  const ids = listings.map((l) => l.id);
  const { rows } = await client.query(
    `select (select sum(quantity) from tickets where id = any($1::uuid[]))::int as offered,
            (select sum(held_quantity) from tickets where id = any($1::uuid[]))::int as held,
            (select sum(sold_quantity) from tickets where id = any($1::uuid[]))::int as sold,
            (select coalesce(sum(greatest(0, held_quantity + sold_quantity - quantity)), 0)
               from tickets where id = any($1::uuid[]))::int as oversold,
            (select coalesce(sum(quantity), 0) from listing_holds
              where listing_id = any($1::uuid[]) and status = 'held')::int as held_by_hold_rows,
            (select count(*) from listing_holds where listing_id = any($1::uuid[]) and status = 'refused')::int as refused,
            (select count(*) from transactions where ticket_id = any($1::uuid[]))::int as orders,
            (select count(*) from transactions where ticket_id = any($1::uuid[]) and pay_page_url is not null)::int
              as orders_with_pay_page`,
    [ids],
  );
  return rows[0];
}
