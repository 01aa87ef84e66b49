import { randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { ContactMessage } from '../src/modules/support/domain/contact-message.entity.js';
import { Outbox } from '../src/shared/infrastructure/outbox/outbox.js';
import { UnitOfWork } from '../src/shared/infrastructure/unit-of-work.js';
import { createTestApp, type TestApp } from './harness/test-app.js';

describe('outbox and unit of work', () => {
  let t: TestApp;
  let outbox: Outbox;
  let failNext = 0;
  let ran = 0;

  beforeAll(async () => {
    t = await createTestApp();
    outbox = t.app.get(Outbox);
    await t.sql('create table test_effects (event_id uuid primary key, note text)');
    // A money-style handler: its row and the delivery's done mark must commit together.
    outbox.subscribeTransactional('ListingWithdrawn', 'test.transactional', async (event, em: EntityManager) => {
      ran += 1;
      await em.execute('insert into test_effects (event_id, note) values (?, ?)', [event.id, event.payload.listingId]);
      if (failNext > 0) {
        failNext -= 1;
        throw new Error('handler failed after writing');
      }
    });
  });
  afterAll(() => t.close());

  const publish = (listingId: string) =>
    t.em().transactional((em) => outbox.publish(em, 'ListingWithdrawn', { listingId }));
  const effects = async (listingId: string) =>
    (await t.sql('select 1 from test_effects where note = ?', [listingId])).length;
  const delivery = async (listingId: string) =>
    (
      await t.sql<{ status: string; attempts: number }>(
        `select d.status, d.attempts from outbox_deliveries d join outbox_events e on e.id = d.event_id
          where d.handler = 'test.transactional' and e.payload->>'listingId' = ?`,
        [listingId],
      )
    )[0];

  it('runs an in-transaction handler inside the publishing transaction: seen at commit, gone with a rollback', async () => {
    // PaymentFailed has no handler of its own: this one stands in for transfers' (ADR 21).
    outbox.subscribeInTransaction('PaymentFailed', 'test.in-transaction', async (event, em) => {
      await em.execute('insert into test_effects (event_id, note) values (?, ?)', [event.id, event.payload.orderId]);
    });
    const failed = (orderId: string) => ({ orderId, buyerId: randomUUID(), reason: 'test' });

    const kept = randomUUID();
    await t.em().transactional((em) => outbox.publish(em, 'PaymentFailed', failed(kept)));
    expect(await effects(kept)).toBe(1); // no outbox run: it committed with the event
    const deliveries = await t.sql(
      `select d.handler from outbox_deliveries d join outbox_events e on e.id = d.event_id where e.payload->>'orderId' = ?`,
      [kept],
    );
    expect(deliveries).toEqual([]);

    const rolledBack = randomUUID();
    await expect(
      t.em().transactional(async (em) => {
        await outbox.publish(em, 'PaymentFailed', failed(rolledBack));
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    expect(await effects(rolledBack)).toBe(0);

    // A delivery stored under its name before it ran in the transaction is still delivered to it.
    const old = randomUUID();
    const eventId = randomUUID();
    await t.sql(`insert into outbox_events (id, type, payload, occurred_at) values (?, 'PaymentFailed', ?, ?)`, [
      eventId,
      JSON.stringify(failed(old)),
      t.clock.now(),
    ]);
    await t.sql(
      `insert into outbox_deliveries (event_id, handler, next_attempt_at) values (?, 'test.in-transaction', ?)`,
      [eventId, t.clock.now()],
    );
    await outbox.drain();
    expect(await effects(old)).toBe(1);
  });

  it('rolls a transactional handler back with its failure, then applies it exactly once on retry', async () => {
    const listingId = randomUUID();
    failNext = 1;
    await publish(listingId);
    await outbox.drain();
    expect(await effects(listingId)).toBe(0); // its insert rolled back with the failure
    expect(await delivery(listingId)).toEqual({ status: 'pending', attempts: 1 });

    await outbox.drain(); // not due yet: the retry waits 5 s by the clock
    expect(await effects(listingId)).toBe(0);
    t.clock.advance(5_001);
    await outbox.drain();
    expect(await effects(listingId)).toBe(1);
    expect(await delivery(listingId)).toEqual({ status: 'done', attempts: 2 });
    t.clock.advance(3_600_000);
    await outbox.drain();
    expect(await effects(listingId)).toBe(1);
  });

  it('runs a transactional handler once when several dispatchers race', async () => {
    const listingId = randomUUID();
    await publish(listingId);
    const before = ran;
    await Promise.all([outbox.drain(), outbox.drain(), outbox.drain(), outbox.dispatchDue(), outbox.dispatchDue()]);
    expect(await effects(listingId)).toBe(1);
    expect(ran - before).toBe(1);
  });

  it('writes the events entities recorded in the same commit as the change, and none when it fails', async () => {
    const uow = t.app.get(UnitOfWork);
    const input = { name: 'Asha', email: 'asha@example.in', subject: 'Hi', message: 'Hello' };
    const saved = await uow.run(async (em) => {
      const message = new ContactMessage(input, 'TS-C-2026-0VTB01', t.clock.now());
      em.persist(message);
      return message;
    });
    const events = (id: string) =>
      t.sql(`select 1 from outbox_events where type = 'ContactMessageReceived' and payload->>'contactMessageId' = ?`, [
        id,
      ]);
    expect(await events(saved.id)).toHaveLength(1);

    let failedId = '';
    await expect(
      uow.run(async (em) => {
        const message = new ContactMessage(input, 'TS-C-2026-0VTB02', t.clock.now());
        failedId = message.id;
        em.persist(message);
        await em.flush();
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    expect(await events(failedId)).toHaveLength(0);
    expect(await t.sql('select 1 from contact_messages where id = ?', [failedId])).toHaveLength(0);
  });
});
