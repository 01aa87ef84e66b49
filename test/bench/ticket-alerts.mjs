// Ticket alerts at scale (ADR 66), a part of `npm run bench` (BENCH_PARTS=alerts): 10,000 fans with an
// alert on one event, staff verify a matching listing through the API, and the time from sending that
// verification to the last of the 10,000 deliveries queued (the match's one INSERT ... SELECT, run by
// the outbox). The bare baseline: the same statement, from the built app, sent by a bare pg client for
// another event of 10,000 alerts. Sending the emails is not measured (the outbox sends them afterwards).
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import pg from 'pg';

const FANS = 10_000;
const PRICE = 150_000;

/** One upcoming event with a ticket on sale, 10,000 fans alerting on it, and a listing waiting for staff. */
async function seedEvent(client, tag) {
  const [event] = (
    await client.query(
      `insert into events (id, title, description, venue, city, event_date, category_id, image_url, is_active, verified,
                           verified_at, buyer_fee_percent, seller_fee_percent, transfer_instructions)
       select gen_random_uuid(), $1, 'Bench ticket alerts: 10,000 fans waiting for a price.', 'Jio World Garden', 'Mumbai',
              now() + interval '30 days', c.id, '/images/events/concerts.svg', true, true, now(), 5, 10, null
         from categories c where c.name = 'Concerts'
       returning id`,
      [`Ticket Alerts ${tag} — Mumbai`],
    )
  ).rows;
  await client.query(
    `insert into users (id, email, username, full_name, city, password_hash)
     select gen_random_uuid(), format('alert-%s-%s@bench.ticketsetu.test', $1::text, i), format('alert%s', i),
            'Bench Fan', 'Mumbai', 'x'
       from generate_series(1, $2::int) i`,
    [tag, FANS],
  );
  await client.query(
    `insert into ticket_alerts (id, event_id, user_id, max_price, quantity, ticket_type, sms, status, created_at, updated_at)
     select gen_random_uuid(), $1, u.id, $3::int + 1000, 1, 'any', false, 'active', now(), now()
       from users u where u.email like format('alert-%s-%%@bench.ticketsetu.test', $2::text)`,
    [event.id, tag, PRICE],
  );
  const [seller] = (
    await client.query(
      `insert into users (id, email, username, full_name, city, upi_id, password_hash)
       values (gen_random_uuid(), format('alert-seller-%s@bench.ticketsetu.test', $1::text), 'alertseller', 'Bench Seller',
               'Mumbai', 'seller@okaxis', 'x')
       returning id`,
      [tag],
    )
  ).rows;
  const [listing] = (
    await client.query(
      `insert into tickets (id, event_id, seller_id, price, quantity, sold_quantity, ticket_type, mobile_ticket_type,
                            upi_id, file_urls, status, listed_at, created_at, updated_at, proofs_checked_at)
       values (gen_random_uuid(), $1, $2, $3, 2, 0, 'mobile', 'district', 'seller@okaxis',
               array['uploads/bench/alert.png'], 'pending_approval', now(), now(), now(), now())
       returning id`,
      [event.id, seller.id, PRICE],
    )
  ).rows;
  return { eventId: event.id, sellerId: seller.id, listingId: listing.id };
}

const queuedFor = async (client, listingId) =>
  (await client.query('select count(*)::int as n from ticket_alert_deliveries where listing_id = $1', [listingId]))
    .rows[0].n;

/** The match's statement with pg's placeholders ($1, $2, ...) for the ORM's (?). */
const numbered = (sql) => {
  let n = 0;
  return sql.replace(/\?/g, () => `$${++n}`);
};

export async function measureTicketAlerts({ database, dataDir, appMain, startServer, appEnv, createStaff, log }) {
  const client = new pg.Client({ connectionString: database.url });
  await client.connect();
  try {
    log(`ticket alerts: seeding 2 events with ${FANS} alerts each`);
    const app = await seedEvent(client, 'app');
    const bare = await seedEvent(client, 'bare');
    const staff = await createStaff(client);
    await client.query('vacuum (analyze) ticket_alerts');

    const { QUEUE_MATCHING_ALERTS, matchParams } = await import(
      pathToFileURL(path.join(path.dirname(appMain), 'modules', 'alerts', 'application', 'alert-match.sql.js')).href
    );
    log('ticket alerts: starting the app; staff verify the listing');
    const server = await startServer(
      'app (ticket alerts)',
      appMain,
      appEnv(database.url, dataDir, { OUTBOX_POLL_MS: '50' }),
    );
    try {
      const login = await fetch(`${server.url}/api/v1/auth/login`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(staff),
      });
      if (!login.ok) throw new Error(`staff could not sign in: ${login.status} ${await login.text()}`);
      const token = (await login.json()).access_token;
      const start = performance.now();
      const verified = await fetch(`${server.url}/api/v1/admin/listings/${app.listingId}/verify`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
        body: '{}',
      });
      if (!verified.ok) throw new Error(`verification failed: ${verified.status} ${await verified.text()}`);
      const answeredMs = performance.now() - start;
      let queued = 0;
      const deadline = start + 120_000;
      while (queued < FANS && performance.now() < deadline) {
        queued = await queuedFor(client, app.listingId);
        if (queued < FANS) await new Promise((resolve) => setTimeout(resolve, 5));
      }
      const appMs = performance.now() - start;
      log(
        `  app: verify answered in ${answeredMs.toFixed(0)} ms; ${queued} deliveries queued ${appMs.toFixed(0)} ms after it was sent`,
      );
      await server.stop();
      // The bare statement second, on the other event: both runs find the tables and the cache as warm.
      const bareStart = performance.now();
      const bareRow = (
        await client.query(
          numbered(QUEUE_MATCHING_ALERTS),
          matchParams(
            {
              id: bare.listingId,
              eventId: bare.eventId,
              sellerId: bare.sellerId,
              price: PRICE,
              ticketType: 'mobile',
              available: 2,
            },
            new Date(),
          ),
        )
      ).rows[0];
      const bareMs = performance.now() - bareStart;
      log(`  bare: ${bareRow.queued} deliveries queued by one statement in ${bareMs.toFixed(0)} ms`);

      return { fans: FANS, queued, appMs, answeredMs, bareQueued: bareRow.queued, bareMs };
    } finally {
      await server.stop();
    }
  } finally {
    await client.end();
  }
}

export function printTicketAlerts(a, lines, checks) {
  const ratio = a.appMs / a.bareMs;
  lines.push('');
  lines.push(
    `Ticket alerts: ${a.fans} fans alerting on one event; staff verify a listing that answers all of them (POST /api/v1/admin/listings/{id}/verify)`,
  );
  lines.push(
    `  app: ${a.queued} deliveries queued ${a.appMs.toFixed(0)} ms after the verification was sent ` +
      `(its answer after ${a.answeredMs.toFixed(0)} ms; the match runs from the outbox)`,
  );
  lines.push(`  bare pg, the match's one statement alone: ${a.bareQueued} queued in ${a.bareMs.toFixed(0)} ms`);
  lines.push(`  ratio app / bare: ${ratio.toFixed(2)}x (verification to the last alert queued / the statement alone)`);
  checks.push(['ticket alerts: every one of the 10,000 alerts queued', a.queued === a.fans, `${a.queued}`]);
  checks.push([
    'ticket alerts: the last alert queued within 5 s of the verification',
    a.appMs < 5000,
    `${a.appMs.toFixed(0)} ms`,
  ]);
}
