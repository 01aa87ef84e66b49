// Whole app: offers are bought through orders' checkout and the PhonePe sandbox, and orders give seats back to
// the draw; the waiting list alone (joining, drawing, declining, leaving): src/modules/waitlist/test/.
import { WaitlistOffers } from '../src/modules/waitlist/application/waitlist-offers.js';
import { Outbox } from '../src/shared/infrastructure/outbox/outbox.js';
import { newSignedInUser } from './harness/auth.js';
import { buying } from './harness/buying.js';
import { createTestApp, type TestApp } from './harness/test-app.js';
import { HoldExpiry } from '../src/modules/orders/application/hold-expiry.js';

type Person = Awaited<ReturnType<typeof newSignedInUser>>;

interface HoldRow {
  order_id: string;
  listing_id: string;
  quantity: number;
  status: string;
  reserved_for: string | null;
  adopted_at: Date | null;
}

const MINUTE = 60_000;

/**
 * The fair waiting list (ADR 25) through HTTP, the outbox and real purchases in the PhonePe sandbox:
 * offers holding seats for 15 minutes, passed on when not taken, bought through checkout with the offer,
 * and seats an ordinary checkout gave back offered to the people waiting.
 */
describe('waiting list', () => {
  let t: TestApp;
  let buy: ReturnType<typeof buying>;
  let offers: WaitlistOffers;
  let outbox: Outbox;

  beforeAll(async () => {
    // Sessions outlive the offers' 15 minutes, which the tests pass by moving the clock.
    t = await createTestApp({ ACCESS_TOKEN_TTL_SECONDS: '3600' }, { listen: true });
    buy = buying(t);
    offers = t.app.get(WaitlistOffers);
    outbox = t.app.get(Outbox);
  });
  afterAll(() => t.close());

  afterEach(async () => {
    // A handler that threw would only be retried later: every delivery must have succeeded.
    expect(await t.sql(`select handler, last_error from outbox_deliveries where last_error is not null`)).toEqual([]);
  });

  /** An event whose only listing is sold out, and the seller of a new listing to come. */
  async function soldOutEvent() {
    const firstSeller = await buy.make.user();
    const event = await buy.make.event({ buyerFeePercent: 0, sellerFeePercent: 5 });
    await buy.make.listing(event, firstSeller, { quantity: 2, sold: 2, mobileTicketType: 'district' });
    await outbox.drain();
    return event;
  }

  const join = (who: Person, eventId: string, body: object) =>
    who.agent.post(`/api/v1/events/${eventId}/waitlist`).send(body);

  /** The offer holding seats for a person now on their waiting list for the event, or null. */
  async function openOffer(who: Person, eventId: string) {
    const mine = await who.agent.get('/api/v1/me/waitlist').expect(200);
    const entry = mine.body.find((e: { event: { id: string } }) => e.event.id === eventId);
    return (entry?.offer ?? null) as null | {
      id: string;
      status: string;
      quantity: number;
      position: number;
      expires_at: string;
      checkout_path: string;
      listing: { id: string };
    };
  }

  const hold = async (id: string) =>
    (await t.sql<HoldRow>('select * from listing_holds where order_id = ?', [id]))[0] ?? null;
  const available = async (eventId: string) =>
    (await t.http().get(`/api/v1/events/${eventId}`).expect(200)).body.available_tickets as number;
  const mailTo = (who: Person) =>
    t.sql<{ subject: string; text: string }>(
      'select subject, text from dev_mailbox where recipient = ? order by created_at',
      [who.form.email],
    );

  it('offers a new listing to one waiting person drawn at random, then to the next when the offer runs out, who buys it with the offer', async () => {
    const event = await soldOutEvent();
    const asha = await newSignedInUser(t);
    const bilal = await newSignedInUser(t);
    const seller = await newSignedInUser(t);
    await join(asha, event.id, { quantity: 2 }).expect(201);
    await join(bilal, event.id, { quantity: 2, ticketType: 'mobile' }).expect(201);
    // The seller of the coming listing waits too: never offered their own tickets.
    await join(seller, event.id, { quantity: 1 }).expect(201);

    const listing = await buy.make.listing(event, { id: seller.id }, { quantity: 2, mobileTicketType: 'district' });
    await outbox.drain();

    // Exactly one of the two is offered; the draw (who, in which order) is stored.
    const [draw] = await t.sql<{ user_ids: string[]; cause: string; seats_left: number }>(
      'select user_ids, cause, seats_left from waitlist_draws where listing_id = ?',
      [listing.id],
    );
    expect(draw).toMatchObject({ cause: 'verified', seats_left: 2 });
    expect([...draw!.user_ids].sort()).toEqual([asha.id, bilal.id].sort());
    const [first, second] = draw!.user_ids[0] === asha.id ? [asha, bilal] : [bilal, asha];
    const offer = (await openOffer(first, event.id))!;
    expect(offer).toMatchObject({ status: 'offered', quantity: 2, position: 1, listing: { id: listing.id } });
    expect(offer.checkout_path).toBe(`/checkout/${listing.id}?quantity=2&offer=${offer.id}`);
    expect(await openOffer(second, event.id)).toBeNull();
    expect(await openOffer(seller, event.id)).toBeNull();

    // The seats are held for them: unavailable to everyone else.
    expect(await hold(offer.id)).toMatchObject({ status: 'held', quantity: 2, reserved_for: first.id });
    expect(await available(event.id)).toBe(0);
    const stranger = await newSignedInUser(t);
    const body = { listingId: listing.id, quantity: 2, platformId: 'someone@district' };
    expect((await buy.pay(stranger.agent, body).expect(409)).body.detail).toBe('This ticket is no longer available');
    // Nobody but the person offered can use the offer.
    for (const other of [second, stranger]) {
      const refused = await buy.pay(other.agent, { ...body, offerId: offer.id }).expect(409);
      expect(refused.body.detail).toBe('This ticket is no longer available');
    }
    await second.agent.get(`/api/v1/me/waitlist/offers/${offer.id}`).expect(404);

    // They are emailed a link straight to checkout.
    const [mail] = await mailTo(first);
    expect(mail!.subject).toBe(`2 tickets for ${event.title} held for you`);
    expect(mail!.text).toContain(`/checkout/${listing.id}?quantity=2&offer=${offer.id}`);
    expect(await mailTo(second)).toEqual([]);

    // Fifteen minutes without checking out: the seats go to the next person in the draw.
    t.clock.advance(14 * MINUTE);
    await offers.expireDue();
    expect(await openOffer(first, event.id)).toMatchObject({ id: offer.id, status: 'offered' });
    t.clock.advance(MINUTE + 1_000);
    expect(await offers.expireDue()).toBeGreaterThanOrEqual(1);
    await outbox.drain();
    expect(await hold(offer.id)).toMatchObject({ status: 'expired' });
    expect(await openOffer(first, event.id)).toBeNull(); // still waiting, for other listings
    const next = (await openOffer(second, event.id))!;
    expect(next).toMatchObject({ status: 'offered', quantity: 2, position: 2 });
    expect(await hold(next.id)).toMatchObject({ status: 'held', reserved_for: second.id });
    expect(await available(event.id)).toBe(0);
    expect((await mailTo(second))[0]!.text).toContain(`offer=${next.id}`);
    // The first person's lapsed offer cannot be used any more.
    const late = await buy.pay(first.agent, { ...body, offerId: offer.id }).expect(409);
    expect(late.body.detail).toBe('This ticket is no longer available');

    // The second person buys through checkout with the offer, paying in the sandbox.
    const placed = await buy
      .pay(second.agent, { listingId: listing.id, quantity: 2, platformId: 'second@district', offerId: next.id })
      .expect(201);
    expect(new Date(placed.body.hold_expires_at).getTime()).toBeLessThanOrEqual(new Date(next.expires_at).getTime());
    const [order] = await t.sql<{ hold_id: string }>('select hold_id from transactions where id = ?', [placed.body.id]);
    expect(order!.hold_id).toBe(next.id);
    await buy.decide(placed.body.pay_page_url, 'pay').expect(303);
    await second.agent.post(`/api/v1/orders/${placed.body.id}/status-check`).expect(200);
    await buy.drainAll();
    expect((await second.agent.get(`/api/v1/orders/${placed.body.id}`).expect(200)).body.status).toBe('completed');
    expect(await hold(next.id)).toMatchObject({ status: 'confirmed' });
    const claimed = await second.agent.get(`/api/v1/me/waitlist/offers/${next.id}`).expect(200);
    expect(claimed.body).toMatchObject({ status: 'claimed' });
    // Served: off the list. The first person still waits.
    expect((await second.agent.get('/api/v1/me/waitlist').expect(200)).body).toEqual([]);
    expect((await first.agent.get('/api/v1/me/waitlist').expect(200)).body).toHaveLength(1);
    const [stock] = await t.sql<{ status: string; sold_quantity: number }>(
      'select status, sold_quantity from tickets where id = ?',
      [listing.id],
    );
    expect(stock).toMatchObject({ status: 'sold', sold_quantity: 2 });
    // Later runs of the job change nothing.
    t.clock.advance(20 * MINUTE);
    await offers.expireDue();
    await outbox.drain();
    expect((await second.agent.get(`/api/v1/me/waitlist/offers/${next.id}`).expect(200)).body.status).toBe('claimed');
    expect(await hold(next.id)).toMatchObject({ status: 'confirmed' });
  });

  it('leaves an offer taken into checkout to its order: the job does not release it, and a failed payment passes it on', async () => {
    const event = await soldOutEvent();
    const esha = await newSignedInUser(t);
    const farid = await newSignedInUser(t);
    await join(esha, event.id, { quantity: 1 }).expect(201);
    await join(farid, event.id, { quantity: 1 }).expect(201);
    const seller = await buy.make.user();
    const listing = await buy.make.listing(event, seller, { quantity: 1, mobileTicketType: 'district' });
    await outbox.drain();
    const [draw] = await t.sql<{ user_ids: string[] }>('select user_ids from waitlist_draws where listing_id = ?', [
      listing.id,
    ]);
    const [first, second] = draw!.user_ids[0] === esha.id ? [esha, farid] : [farid, esha];
    const offer = (await openOffer(first, event.id))!;

    t.clock.advance(7 * MINUTE);
    const body = { listingId: listing.id, quantity: 1, platformId: 'first@district', offerId: offer.id };
    const placed = await buy.pay(first.agent, body).expect(201);
    expect(await hold(offer.id)).toMatchObject({ status: 'held' });
    expect((await hold(offer.id))!.adopted_at).not.toBeNull();
    // A second checkout with the same offer is refused; the same Idempotency-Key is the same order.
    await buy.pay(first.agent, body).expect(409);

    // The offer's 15 minutes pass while they pay: the job leaves the seats to their order.
    t.clock.advance(8 * MINUTE + 1_000);
    expect(await offers.expireDue()).toBeGreaterThanOrEqual(1);
    await outbox.drain();
    expect(await hold(offer.id)).toMatchObject({ status: 'held' });
    expect((await first.agent.get(`/api/v1/me/waitlist/offers/${offer.id}`).expect(200)).body.status).toBe(
      'in_checkout',
    );
    const busy = await first.agent.post(`/api/v1/me/waitlist/offers/${offer.id}/decline`).expect(409);
    expect(busy.body.detail).toBe('You are checking out with this offer already');
    expect(await openOffer(second, event.id)).toBeNull();

    // The payment fails: orders give the seats back, and the draw goes on to the next person.
    await buy.decide(placed.body.pay_page_url, 'fail').expect(303);
    await first.agent.post(`/api/v1/orders/${placed.body.id}/status-check`).expect(200);
    await buy.drainAll();
    expect((await first.agent.get(`/api/v1/orders/${placed.body.id}`).expect(200)).body.status).toBe('failed');
    expect(await hold(offer.id)).toMatchObject({ status: 'released' });
    expect((await first.agent.get(`/api/v1/me/waitlist/offers/${offer.id}`).expect(200)).body.status).toBe('expired');
    const next = (await openOffer(second, event.id))!;
    expect(next).toMatchObject({ status: 'offered', position: 2 });
    expect(await hold(next.id)).toMatchObject({ status: 'held', reserved_for: second.id });
  });

  it('offers seats an ordinary checkout gave back to the people waiting', async () => {
    const event = await soldOutEvent();
    const seller = await buy.make.user();
    const listing = await buy.make.listing(event, seller, { quantity: 2, mobileTicketType: 'district' });
    const buyer = await newSignedInUser(t);
    const placed = await buy
      .pay(buyer.agent, { listingId: listing.id, quantity: 2, platformId: 'buyer@district' })
      .expect(201);
    await outbox.drain(); // TicketVerified: nobody waits yet
    const gita = await newSignedInUser(t);
    await join(gita, event.id, { quantity: 2 }).expect(201);

    // The buyer never pays: their hold runs out, the seats come back, and the person waiting is offered them.
    t.clock.advance(10 * MINUTE + 1_000);
    await t.app.get(HoldExpiry).expireHolds();
    await outbox.drain();
    expect((await buyer.agent.get(`/api/v1/orders/${placed.body.id}`).expect(200)).body.status).toBe('failed');
    const offer = (await openOffer(gita, event.id))!;
    expect(offer).toMatchObject({ status: 'offered', quantity: 2, position: 1 });
    const [draw] = await t.sql<{ cause: string; user_ids: string[] }>(
      'select cause, user_ids from waitlist_draws where listing_id = ?',
      [listing.id],
    );
    expect(draw).toEqual({ cause: 'returned', user_ids: [gita.id] });
    expect(await available(event.id)).toBe(0);
  });
});
