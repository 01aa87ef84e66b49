import { randomUUID } from 'node:crypto';
import { type EntityManager, MikroORM } from '@mikro-orm/postgresql';
import { factories } from '../../../../test/harness/factories.js';
import { createModuleTestApp } from '../../../../test/harness/module-test-app.js';
import type { TestApp } from '../../../../test/harness/test-app.js';
import { AlertMatch } from '../application/alert-match.js';
import { ALERT_GAP_MS, type AlertWish, answers, wantedTypes } from '../domain/alert-rule.js';

const FANS = 10_000;

/**
 * The match (ADR 66) at scale and against its rule: one statement queues the deliveries of 10,000
 * alerts on one event, as many statements as for one alert; and the SQL twin picks exactly the alerts
 * `answers` picks.
 */
describe('ticket alerts: the match', () => {
  let t: TestApp;
  let make: ReturnType<typeof factories>;
  let match: AlertMatch;

  beforeAll(async () => {
    t = await createModuleTestApp('alerts');
    make = factories(t);
    match = t.app.get(AlertMatch);
  });
  afterAll(() => t.close());

  /** `count` fans (plain rows, no sign-up) each with an alert on the event, built by `wish(i)`. */
  async function fansWithAlerts(eventId: string, count: number, wish = (_i: number) => "null::integer, 1, 'any'") {
    const tag = randomUUID().slice(0, 8);
    await t.sql(
      `insert into users (id, email, username, password_hash)
       select gen_random_uuid(), 'fan-' || i || '-${tag}@example.in', 'fan' || i, 'x' from generate_series(1, ?) i`,
      [count],
    );
    const values = Array.from({ length: count }, (_, i) => `(${i + 1}, ${wish(i)})`).join(',');
    await t.sql(
      `insert into ticket_alerts (id, event_id, user_id, max_price, quantity, ticket_type, sms, status, created_at, updated_at)
       select gen_random_uuid(), ?, u.id, w.max_price, w.quantity, w.ticket_type, false, 'active', ?, ?
         from (values ${values}) w (n, max_price, quantity, ticket_type)
         join users u on u.email = 'fan-' || w.n || '-${tag}@example.in'`,
      [eventId, t.clock.now(), t.clock.now()],
    );
  }

  /** Runs the match of a verified listing in a transaction, counting the statements it sends there. */
  async function runMatch(listingId: string): Promise<{ queued: number; statements: number }> {
    let statements = 0;
    const queued = await t.app
      .get(MikroORM)
      .em.fork()
      .transactional(async (tx) => {
        const counted = new Proxy(tx, {
          get(target, prop, receiver) {
            const value = Reflect.get(target, prop, receiver) as unknown;
            if (prop === 'execute') {
              return (...args: Parameters<EntityManager['execute']>) => {
                statements++;
                return target.execute(...args);
              };
            }
            return typeof value === 'function' ? (value as (...a: unknown[]) => unknown).bind(target) : value;
          },
        });
        const event = { id: randomUUID(), type: 'TicketVerified' as const, occurredAt: t.clock.now() };
        return match.listingVerified({ ...event, payload: { listingId, remarks: null } }, counted);
      });
    return { queued, statements };
  }

  it('queues 10,000 alerts of one event with one statement, as many statements as for one alert', async () => {
    const one = await make.event({ buyerFeePercent: 0 });
    await fansWithAlerts(one.id, 1);
    const first = await make.listing(one, await make.user(), { state: 'pending' });
    await t.sql(`update tickets set status = 'available' where id = ?`, [first.id]);
    const small = await runMatch(first.id);
    expect(small.queued).toBe(1);

    const event = await make.event({ buyerFeePercent: 0 });
    await fansWithAlerts(event.id, FANS);
    const listing = await make.listing(event, await make.user(), { state: 'pending' });
    await t.sql(`update tickets set status = 'available' where id = ?`, [listing.id]);
    const big = await runMatch(listing.id);

    expect(big.queued).toBe(FANS);
    expect(big.statements).toBe(small.statements);
    const [row] = await t.sql<{ n: number }>(
      'select count(*)::integer as n from ticket_alert_deliveries where listing_id = ? and done_at is null',
      [listing.id],
    );
    expect(row!.n).toBe(FANS);
    // Run again (a retried delivery): nothing more.
    expect((await runMatch(listing.id)).queued).toBe(0);
  });

  it('picks exactly the alerts the rule picks: price, quantity, type and the hourly limit', async () => {
    const event = await make.event({ buyerFeePercent: 0 });
    const wishes: { maxPrice: number | null; quantity: number; ticketType: AlertWish['ticketType'] }[] = [];
    for (const maxPrice of [null, 149_999, 150_000, 150_001])
      for (const quantity of [1, 2, 3])
        for (const ticketType of wantedTypes) wishes.push({ maxPrice, quantity, ticketType });
    await fansWithAlerts(
      event.id,
      wishes.length,
      (i) => `${wishes[i]!.maxPrice ?? 'null'}::integer, ${wishes[i]!.quantity}, '${wishes[i]!.ticketType}'`,
    );
    const alerts = await t.sql<{
      id: string;
      user_id: string;
      max_price: number | null;
      quantity: number;
      ticket_type: AlertWish['ticketType'];
    }>('select id, user_id, max_price, quantity, ticket_type from ticket_alerts where event_id = ? order by id', [
      event.id,
    ]);
    // A third of the fans were alerted 59 and 61 minutes ago for another listing of the event.
    const earlier = await make.listing(event, await make.user(), { state: 'pending' });
    const lastAlerted = new Map<string, Date>();
    for (const [i, a] of alerts.entries()) {
      if (i % 3 === 2) continue;
      const at = new Date(t.clock.now().getTime() - ALERT_GAP_MS + (i % 3 === 0 ? 60_000 : -60_000));
      lastAlerted.set(a.user_id, at);
      await t.sql(
        `insert into ticket_alert_deliveries (id, alert_id, user_id, event_id, listing_id, sms, queued_at, done_at, outcome)
         values (?, ?, ?, ?, ?, false, ?, ?, 'sent')`,
        [randomUUID(), a.id, a.user_id, event.id, earlier.id, at, at],
      );
    }
    const seller = await make.user();
    const listing = await make.listing(event, seller, { price: 150_000, quantity: 2, state: 'pending' });
    await t.sql(`update tickets set status = 'available' where id = ?`, [listing.id]);

    await runMatch(listing.id);
    const queued = await t.sql<{ alert_id: string }>(
      'select alert_id from ticket_alert_deliveries where listing_id = ? order by alert_id',
      [listing.id],
    );
    const now = t.clock.now();
    const expected = alerts.filter((a) =>
      answers(
        {
          userId: a.user_id,
          maxPrice: a.max_price,
          quantity: a.quantity,
          ticketType: a.ticket_type,
          isActive: true,
          lastAlertedAt: lastAlerted.get(a.user_id) ?? null,
        },
        { sellerId: seller.id, price: 150_000, ticketType: 'mobile', available: 2 },
        now,
      ),
    );
    expect(expected.length).toBeGreaterThan(0);
    expect(expected.length).toBeLessThan(alerts.length);
    expect(queued.map((q) => q.alert_id)).toEqual(expected.map((a) => a.id).sort());
  });
});
