import { randomUUID } from 'node:crypto';
import { MikroORM } from '@mikro-orm/postgresql';
import { AlertErasure } from '../src/modules/alerts/application/alert-erasure.js';
import { AlertMatch } from '../src/modules/alerts/application/alert-match.js';
import { AlertsService } from '../src/modules/alerts/application/alerts.service.js';
import { AccountErasureJob } from '../src/modules/identity/application/account-erasure.job.js';
import { Outbox } from '../src/shared/infrastructure/outbox/outbox.js';
import { newSignedInUser } from './harness/auth.js';
import { factories } from './harness/factories.js';
import { createModuleTestApp } from './harness/module-test-app.js';
import type { TestApp } from './harness/test-app.js';

type Person = Awaited<ReturnType<typeof newSignedInUser>>;

const HOUR = 3_600_000;

/** An erased account's ticket alerts end with the erasure (ADR 66), and nothing queued for it is sent. */
describe('ticket alerts of an erased account', () => {
  let t: TestApp;
  let make: ReturnType<typeof factories>;
  let outbox: Outbox;

  beforeAll(async () => {
    t = await createModuleTestApp('alerts', { ACCESS_TOKEN_TTL_SECONDS: '3600' });
    make = factories(t);
    outbox = t.app.get(Outbox);
  });
  afterAll(() => t.close());

  afterEach(async () => {
    expect(await t.sql(`select handler, last_error from outbox_deliveries where last_error is not null`)).toEqual([]);
  });

  /** Alert mail to the person, at the address they signed up with or the one erasure left. */
  const alertMailTo = (who: Person) =>
    t.sql<{ subject: string }>(
      `select subject from dev_mailbox where recipient in (?, ?) and subject like 'Tickets for % are listed'`,
      [who.form.email, `erased-${who.id}@erased.invalid`],
    );
  const alertsOf = (who: Person) =>
    t.sql<{ status: string }>('select status from ticket_alerts where user_id = ? order by created_at', [who.id]);
  const deliveriesOf = (who: Person) =>
    t.sql<{ done_at: Date | null }>('select done_at from ticket_alert_deliveries where user_id = ?', [who.id]);
  async function eventOnSale() {
    const event = await make.event({ buyerFeePercent: 0 });
    const listing = await make.listing(event, await make.user(), { price: 200_000, quantity: 2 });
    await outbox.drain();
    return { event, listing };
  }

  it('ends every alert, drops the unsent delivery, and sends the erased fan nothing after', async () => {
    const { event, listing } = await eventOnSale();
    const { event: other } = await eventOnSale();
    const [fan, bystander] = await Promise.all([newSignedInUser(t), newSignedInUser(t)]);
    for (const who of [fan, bystander]) await who.agent.post(`/api/v1/events/${event.id}/alert`).send({}).expect(201);
    await fan.agent.post(`/api/v1/events/${other.id}/alert`).send({ maxPrice: 100_000 }).expect(201);

    // The listing's match queues both fans' deliveries; they are not sent yet when the erasure runs.
    const verified = { id: randomUUID(), type: 'TicketVerified' as const, occurredAt: t.clock.now() };
    const queued = await t.app
      .get(MikroORM)
      .em.fork()
      .transactional((tx) =>
        t.app.get(AlertMatch).listingVerified({ ...verified, payload: { listingId: listing.id, remarks: null } }, tx),
      );
    expect(queued).toBe(2);
    expect(await deliveriesOf(fan)).toEqual([{ done_at: null }]);

    await fan.agent.delete('/api/v1/me').expect(200);
    expect(await t.app.get(AccountErasureJob).run()).toBeGreaterThanOrEqual(1);
    // In the erasure's transaction: both alerts ended, the queued delivery gone.
    expect(await alertsOf(fan)).toEqual([{ status: 'ended' }, { status: 'ended' }]);
    expect(await deliveriesOf(fan)).toEqual([]);
    expect(await alertsOf(bystander)).toEqual([{ status: 'active' }]);

    await outbox.drain();
    expect(await alertMailTo(bystander)).toHaveLength(1);
    expect(await alertMailTo(fan)).toEqual([]);

    // A later listing that fits both of the fan's wishes reaches nobody erased.
    t.clock.advance(HOUR);
    await make.listing(event, await make.user(), { price: 90_000 });
    await make.listing(other, await make.user(), { price: 90_000 });
    await outbox.drain();
    expect(await alertMailTo(fan)).toEqual([]);
    expect(await deliveriesOf(fan)).toEqual([]);
    expect(await alertMailTo(bystander)).toHaveLength(2);
    expect(await t.app.get(AlertsService).mine(fan.id)).toEqual([]);
  });

  it('ends them once: the erasure records one event, and ending again changes nothing', async () => {
    const { event } = await eventOnSale();
    const fan = await newSignedInUser(t);
    await fan.agent.post(`/api/v1/events/${event.id}/alert`).send({}).expect(201);
    await fan.agent.delete('/api/v1/me').expect(200);
    const job = t.app.get(AccountErasureJob);
    await job.run();
    await job.run(); // already erased: not again
    const events = await t.sql(`select 1 from outbox_events where type = 'AccountErased' and payload->>'userId' = ?`, [
      fan.id,
    ]);
    expect(events).toHaveLength(1);
    const [before] = await t.sql<{ ended_at: Date }>('select ended_at from ticket_alerts where user_id = ?', [fan.id]);

    t.clock.advance(HOUR);
    const em = t.app.get(MikroORM).em.fork();
    expect(await em.transactional((tx) => t.app.get(AlertErasure).endAll(fan.id, tx))).toBe(0);
    expect(await t.sql('select ended_at, status from ticket_alerts where user_id = ?', [fan.id])).toEqual([
      { ended_at: before!.ended_at, status: 'ended' },
    ]);
  });
});
