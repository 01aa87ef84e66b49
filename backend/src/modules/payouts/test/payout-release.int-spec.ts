import { randomInt, randomUUID } from 'node:crypto';
import { paise } from '@ticketsetu/contracts/money';
import { LedgerService } from '../../ledger/index.js';
import { PayoutReleases } from '../application/payout-releases.js';
import { PayoutStore } from '../application/payout-store.js';
import { type CountedPayout, sellerStanding } from '../domain/payout-release.js';
import { PayoutsService } from '../index.js';
import { Outbox } from '../../../shared/infrastructure/outbox/outbox.js';
import { newSignedInUser, signIn } from '../../../../test/harness/auth.js';
import { buying } from '../../../../test/harness/buying.js';
import { createModuleTestApp } from '../../../../test/harness/module-test-app.js';
import type { TestApp } from '../../../../test/harness/test-app.js';

type Person = Awaited<ReturnType<typeof newSignedInUser>>;

interface PayoutRow {
  id: string;
  status: string;
  amount: number;
  release_at: Date | null;
  release_reason: string | null;
  released_at: Date | null;
}

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/**
 * Payouts held where the risk is (ADR 44), with the default limits: a seller's first three sales, and
 * more than ₹25,000 owed unpaid, wait until 48 hours after the event; the job releases them then,
 * exactly once; staff may release one early, in the audit log; a dispute's hold keeps blocking.
 * "Announced" means a SellerPayoutDue event in the outbox: what hands a payout to the provider.
 */
describe('payouts held where the risk is', () => {
  let t: TestApp;
  let b: ReturnType<typeof buying>;
  let outbox: Outbox;
  let payouts: PayoutsService;
  let releases: PayoutReleases;
  let admin: Person;

  beforeAll(async () => {
    t = await createModuleTestApp('backoffice', {}, { listen: true });
    b = buying(t);
    outbox = t.app.get(Outbox);
    payouts = t.app.get(PayoutsService);
    releases = t.app.get(PayoutReleases);
    admin = await newSignedInUser(t, { admin: true });
  });
  afterEach(async () => {
    expect(await t.app.get(LedgerService).checkInvariants()).toEqual([]);
  });
  afterAll(() => t.close());

  /** Moves the clock; access tokens (15 minutes) do not survive it, so staff and these people sign in again. */
  async function advance(ms: number, ...people: Person[]) {
    t.clock.advance(ms);
    for (const person of [admin, ...people]) person.agent = (await signIn(t, person.form.email)).agent;
  }

  /** A paid sale of `seller`'s (2 tickets, 5 % seller fee), its transfer created; confirmed unless asked not to. */
  async function sale(seller: Person, options: { price?: number; eventDate?: Date; confirm?: boolean } = {}) {
    const event = await b.make.event({
      sellerFeePercent: 5,
      ...(options.eventDate && { eventDate: options.eventDate }),
    });
    const listing = await b.make.listing(event, { id: seller.id }, { quantity: 2, price: options.price ?? 150_000 });
    const buyer = await newSignedInUser(t);
    const placed = await b
      .pay(buyer.agent, { listingId: listing.id, quantity: 2, platformId: 'kavya@district' })
      .expect(201);
    await b.decide(placed.body.pay_page_url, 'pay').expect(303);
    await buyer.agent.post(`/api/v1/orders/${placed.body.id}/status-check`).expect(200);
    await b.drainAll();
    const [transfer] = await t.sql<{ id: string }>('select id from ticket_transfers where transaction_id = ?', [
      placed.body.id,
    ]);
    const confirm = async () => {
      await t.em().transactional((em) =>
        outbox.publish(em, 'TransferConfirmed', {
          transferId: transfer!.id,
          orderId: placed.body.id,
          listingId: listing.id,
          sellerId: seller.id,
          buyerId: buyer.id,
          by: buyer.id,
        }),
      );
      await b.drainAll();
    };
    if (options.confirm !== false) await confirm();
    return { event, transferId: transfer!.id, confirm };
  }

  const payoutOf = async (transferId: string): Promise<PayoutRow> => {
    const [row] = await t.sql<PayoutRow>(
      `select id, status, amount, release_at, release_reason, released_at
         from payouts where ticket_transfer_id = ? and type = 'seller_payout'`,
      [transferId],
    );
    const time = (value: Date | string | null) => (value === null ? null : new Date(value));
    return { ...row!, release_at: time(row!.release_at), released_at: time(row!.released_at) };
  };
  /** How many times the payout was handed to the payout provider. */
  const announced = async (payoutId: string) =>
    (
      await t.sql<{ n: number }>(
        `select count(*)::int as n from outbox_events where type = 'SellerPayoutDue' and payload->>'payoutId' = ?`,
        [payoutId],
      )
    )[0]!.n;
  const auditOf = (payoutId: string) =>
    t.sql<{ kind: string; actor_id: string; before: object; after: object }>(
      'select kind, actor_id, before, after from audit_entries where target_id = ? order by at',
      [payoutId],
    );
  const release = (agent: Person['agent'], id: string) => agent.post(`/api/v1/admin/payouts/${id}/release`);
  const utr = () => `7${String(randomInt(0, 10 ** 11)).padStart(11, '0')}`;

  it('holds a first sale until 48 hours after the event; the seller and staff see until when and why', async () => {
    const seller = await newSignedInUser(t);
    const s = await sale(seller);
    const payout = await payoutOf(s.transferId);
    const releaseAt = new Date(s.event.eventDate.getTime() + 48 * HOUR);
    expect(payout).toMatchObject({
      status: 'pending',
      amount: 285_000,
      release_reason: 'first_sales',
      released_at: null,
    });
    expect(payout.release_at).toEqual(releaseAt);
    expect(await announced(payout.id)).toBe(0);

    const own = await seller.agent.get('/api/v1/me/payouts').expect(200);
    expect(own.body).toEqual([
      expect.objectContaining({
        id: payout.id,
        status: 'pending',
        on_hold: false,
        release_at: releaseAt.toISOString(),
        release_reason: 'first_sales',
        release_exposure_limit: null,
      }),
    ]);
    const earnings = await seller.agent.get('/api/v1/me/earnings').expect(200);
    expect(earnings.body).toMatchObject({ total_earnings: 285_000, paid_out: 0, held_until_after_event: 285_000 });
    const listed = await admin.agent.get('/api/v1/admin/payouts').query({ search: payout.id }).expect(200);
    expect(listed.body).toEqual([
      expect.objectContaining({
        id: payout.id,
        on_hold: false,
        release_at: releaseAt.toISOString(),
        release_reason: 'first_sales',
      }),
    ]);
  });

  it('releases held payouts once their time has passed, exactly once; one a dispute holds waits for the dispute', async () => {
    const seller = await newSignedInUser(t);
    const free = await sale(seller);
    const disputed = await sale(seller);
    await payouts.holdForDispute(disputed.transferId);
    const [a, d] = [await payoutOf(free.transferId), await payoutOf(disputed.transferId)];

    // (The clock runs on between steps: a minute short of the time, then a minute past it.)
    await advance(a.release_at!.getTime() - t.clock.now().getTime() - 60_000, seller);
    await releases.releaseDue();
    expect(await payoutOf(free.transferId)).toMatchObject({ released_at: null });
    expect(await announced(a.id)).toBe(0);
    await advance(2 * 60_000, seller);
    // Two replicas' jobs at once: one release, one announcement.
    await Promise.all([releases.releaseDue(), releases.releaseDue()]);
    expect(await releases.releaseDue()).toBe(0);
    expect(await payoutOf(free.transferId)).toMatchObject({ status: 'pending', released_at: expect.any(Date) });
    expect(await announced(a.id)).toBe(1);
    expect(await announced(d.id)).toBe(0);
    const own = await seller.agent.get('/api/v1/me/payouts').expect(200);
    expect(own.body.find((p: { id: string }) => p.id === a.id)).toMatchObject({
      release_at: null,
      release_reason: null,
    });

    // The dispute is resolved for the seller after the hold's time: its release pays at once.
    await payouts.releaseDisputeHold(disputed.transferId);
    expect(await payoutOf(disputed.transferId)).toMatchObject({ released_at: expect.any(Date) });
    expect(await announced(d.id)).toBe(1);
    expect(await releases.releaseDue()).toBe(0);
    expect(await announced(d.id)).toBe(1);
  });

  it('a dispute released before the hold’s time leaves the payout held; staff cannot release it past a dispute', async () => {
    const seller = await newSignedInUser(t);
    const s = await sale(seller);
    const payout = await payoutOf(s.transferId);
    await payouts.holdForDispute(s.transferId);
    const refused = await release(admin.agent, payout.id).expect(409);
    expect(refused.body.detail).toBe('This payout is on hold while a dispute is open');

    await payouts.releaseDisputeHold(s.transferId);
    expect(await payoutOf(s.transferId)).toMatchObject({ release_reason: 'first_sales', released_at: null });
    expect(await announced(payout.id)).toBe(0);
    await release(admin.agent, payout.id).expect(200);
    expect(await announced(payout.id)).toBe(1);
  });

  it('staff release a held payout early: announced once, in the audit log; refused when not held', async () => {
    const seller = await newSignedInUser(t);
    const s = await sale(seller);
    const payout = await payoutOf(s.transferId);

    await release(seller.agent, payout.id).expect(403);
    await release(t.http() as unknown as Person['agent'], payout.id).expect(401);
    expect((await release(admin.agent, randomUUID()).expect(404)).body.detail).toBe('Payout not found');
    await release(admin.agent, 'not-an-id').expect(404);

    const released = await release(admin.agent, payout.id).expect(200);
    expect(released.body).toMatchObject({
      message: 'Payout released',
      payout: { id: payout.id, status: 'pending', release_at: null, release_reason: null },
    });
    expect(await announced(payout.id)).toBe(1);
    const again = await release(admin.agent, payout.id).expect(409);
    expect(again.body.detail).toBe('This payout is not on hold until after the event');
    expect(await releases.releaseDue()).toBe(0);
    expect(await announced(payout.id)).toBe(1);

    expect(await auditOf(payout.id)).toEqual([
      {
        kind: 'payout.released',
        actor_id: admin.id,
        before: {
          status: 'pending',
          utr: null,
          attempt: 0,
          held_until: payout.release_at!.toISOString(),
          hold_reason: 'first_sales',
        },
        after: { status: 'pending', utr: null, attempt: 0, held_until: null, hold_reason: null },
      },
    ]);
  });

  it('pays a first sale at once when its event is already more than 48 hours past', async () => {
    const seller = await newSignedInUser(t);
    const s = await sale(seller, { eventDate: b.make.daysFromNow(1), confirm: false });
    await advance(3 * DAY + HOUR, seller); // the buyer confirms long after the event
    await s.confirm();
    const payout = await payoutOf(s.transferId);
    expect(payout).toMatchObject({ status: 'pending', release_at: null, release_reason: null });
    expect(await announced(payout.id)).toBe(1);
  });

  it('pays an established seller at once, holds them above ₹25,000 owed, and weighs them in SQL as the rule does', async () => {
    const seller = await newSignedInUser(t);
    // Three first sales, each held, each paid by staff by UPI: paying releases it early, and the audit says so.
    for (let i = 0; i < 3; i++) {
      const payout = await payoutOf((await sale(seller)).transferId);
      expect(payout.release_reason).toBe('first_sales');
      await admin.agent
        .patch(`/api/v1/admin/payouts/${payout.id}`)
        .send({ status: 'processed', utr: utr() })
        .expect(200);
      const [entry] = await auditOf(payout.id);
      expect(entry).toMatchObject({
        kind: 'payout.status_changed',
        before: { status: 'pending', held_until: payout.release_at!.toISOString(), hold_reason: 'first_sales' },
        after: { status: 'processed', held_until: null, hold_reason: null, released_early: true },
      });
    }

    const fourth = await payoutOf((await sale(seller)).transferId);
    expect(fourth).toMatchObject({ status: 'pending', release_at: null, release_reason: null });
    expect(await announced(fourth.id)).toBe(1);

    // ₹28,500 more, with ₹2,850 unpaid: above ₹25,000.
    const large = await payoutOf((await sale(seller, { price: 1_500_000 })).transferId);
    expect(large).toMatchObject({ amount: 2_850_000, release_reason: 'high_exposure', released_at: null });
    expect(await announced(large.id)).toBe(0);
    const own = await seller.agent.get('/api/v1/me/payouts').expect(200);
    expect(own.body.find((p: { id: string }) => p.id === large.id)).toMatchObject({
      release_reason: 'high_exposure',
      release_exposure_limit: 2_500_000,
    });

    // The SQL twin of the standing agrees with the pure rule, over pending, processed and failed payouts.
    const [first] = await t.sql<{ id: string }>(
      `select id from payouts where user_id = ? and status = 'processed' order by created_at limit 1`,
      [seller.id],
    );
    await admin.agent
      .patch(`/api/v1/admin/payouts/${first!.id}`)
      .send({ status: 'failed', reason: 'The UPI ID was closed' })
      .expect(200);
    const rows = await t.sql<CountedPayout>(
      `select status, amount from payouts where user_id = ? and type = 'seller_payout'`,
      [seller.id],
    );
    expect(rows.map((r) => r.status).sort()).toEqual(['failed', 'pending', 'pending', 'processed', 'processed']);
    const store = t.app.get(PayoutStore);
    for (const amount of [0, 12_345]) {
      expect(await store.sellerStanding(t.em(), seller.id, paise(amount))).toEqual(sellerStanding(rows, paise(amount)));
    }
    expect(await store.sellerStanding(t.em(), randomUUID(), paise(100))).toEqual(sellerStanding([], paise(100)));
  });
});
