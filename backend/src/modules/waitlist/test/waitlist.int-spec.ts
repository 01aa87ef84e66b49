import { Outbox } from '../../../shared/infrastructure/outbox/outbox.js';
import { newSignedInUser } from '../../../../test/harness/auth.js';
import { factories } from '../../../../test/harness/factories.js';
import { createModuleTestApp } from '../../../../test/harness/module-test-app.js';
import type { TestApp } from '../../../../test/harness/test-app.js';

type Person = Awaited<ReturnType<typeof newSignedInUser>>;

interface HoldRow {
  order_id: string;
  listing_id: string;
  quantity: number;
  status: string;
  reserved_for: string | null;
  adopted_at: Date | null;
}

/**
 * The fair waiting list (ADR 25), booted alone with listings and the catalog, through HTTP and the outbox:
 * joining, a random draw stored once per release, offers declined or left and passed on. Offers bought
 * through checkout, and seats a checkout gives back: backend/test/waitlist.int-spec.ts.
 */
describe('waiting list, booted alone', () => {
  let t: TestApp;
  let make: ReturnType<typeof factories>;
  let outbox: Outbox;

  beforeAll(async () => {
    // Sessions outlive the offers' 15 minutes, which the tests pass by moving the clock.
    t = await createModuleTestApp('waitlist', { ACCESS_TOKEN_TTL_SECONDS: '3600' });
    make = factories(t);
    outbox = t.app.get(Outbox);
  });
  afterAll(() => t.close());

  afterEach(async () => {
    // A handler that threw would only be retried later: every delivery must have succeeded.
    expect(await t.sql(`select handler, last_error from outbox_deliveries where last_error is not null`)).toEqual([]);
  });

  /** An event whose only listing is sold out, and the seller of a new listing to come. */
  async function soldOutEvent() {
    const firstSeller = await make.user();
    const event = await make.event({ buyerFeePercent: 0, sellerFeePercent: 5 });
    await make.listing(event, firstSeller, { quantity: 2, sold: 2, mobileTicketType: 'district' });
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

  it('joins only a sold-out event open for sale, once per person (joining again changes it)', async () => {
    const event = await soldOutEvent();
    const kavya = await newSignedInUser(t);

    const bad = await join(kavya, event.id, { quantity: 7 }).expect(400);
    expect(bad.body.detail).toBe('Number of tickets must be between 1 and 6');
    await join(kavya, event.id, { quantity: 2, ticketType: 'paper' }).expect(400);
    await join(kavya, '00000000-0000-4000-8000-000000000000', { quantity: 2 }).expect(404);

    const first = await join(kavya, event.id, { quantity: 2 }).expect(201);
    expect(first.body).toMatchObject({ quantity: 2, ticket_type: 'any', status: 'waiting', offer: null });
    expect(first.body.event).toMatchObject({ id: event.id, title: event.title });
    const again = await join(kavya, event.id, { quantity: 4, ticketType: 'mobile' }).expect(201);
    expect(again.body).toMatchObject({ id: first.body.id, quantity: 4, ticket_type: 'mobile' });
    const mine = await kavya.agent.get('/api/v1/me/waitlist').expect(200);
    expect(mine.body).toHaveLength(1);
    expect(await t.sql('select 1 from waitlist_entries where user_id = ?', [kavya.id])).toHaveLength(1);

    // Tickets on sale that fit: buy them instead. Fewer than wanted, or only one's own: wait.
    const seller = await newSignedInUser(t);
    const onSale = await make.event({ buyerFeePercent: 0 });
    await make.listing(onSale, { id: seller.id }, { quantity: 2 });
    const refused = await join(kavya, onSale.id, { quantity: 2 }).expect(409);
    expect(refused.body.detail).toBe('Tickets are available for this event: you can buy them now');
    await join(kavya, onSale.id, { quantity: 3 }).expect(201);
    await join(seller, onSale.id, { quantity: 2 }).expect(201);
    await join(kavya, onSale.id, { quantity: 2, ticketType: 'physical' }).expect(201);

    // Not open for sale: inactive, or already started.
    const inactive = await make.event({ isActive: false });
    const closed = await join(kavya, inactive.id, { quantity: 1 }).expect(409);
    expect(closed.body.detail).toBe('This event is not open for sale');

    // Only the person's own entries: another person's id is not found.
    const stranger = await newSignedInUser(t);
    const notFound = await stranger.agent.delete(`/api/v1/me/waitlist/${first.body.id}`).expect(404);
    expect(notFound.body.detail).toBe('Waiting list entry not found');
    await t.http().get('/api/v1/me/waitlist').expect(401);
  });

  it('leaving the list or declining cancels a pending offer and releases its seats to the next person', async () => {
    const event = await soldOutEvent();
    const chitra = await newSignedInUser(t);
    const dev = await newSignedInUser(t);
    const entryOf = new Map<string, string>();
    for (const who of [chitra, dev]) {
      entryOf.set(who.id, (await join(who, event.id, { quantity: 1 }).expect(201)).body.id);
    }
    const seller = await make.user();
    const listing = await make.listing(event, seller, { quantity: 1, mobileTicketType: 'district' });
    await outbox.drain();
    const [draw] = await t.sql<{ user_ids: string[] }>('select user_ids from waitlist_draws where listing_id = ?', [
      listing.id,
    ]);
    const [first, second] = draw!.user_ids[0] === chitra.id ? [chitra, dev] : [dev, chitra];
    const offer = (await openOffer(first, event.id))!;

    // Someone else's offer is not found; declining it as its person passes it on.
    await second.agent.post(`/api/v1/me/waitlist/offers/${offer.id}/decline`).expect(404);
    const declined = await first.agent.post(`/api/v1/me/waitlist/offers/${offer.id}/decline`).expect(200);
    expect(declined.body).toMatchObject({ id: offer.id, status: 'declined' });
    const again = await first.agent.post(`/api/v1/me/waitlist/offers/${offer.id}/decline`).expect(409);
    expect(again.body.detail).toBe('This offer has ended');
    expect(await hold(offer.id)).toMatchObject({ status: 'released' });
    // Declining keeps them on the list.
    expect((await first.agent.get('/api/v1/me/waitlist').expect(200)).body).toHaveLength(1);

    const next = (await openOffer(second, event.id))!;
    expect(next).toMatchObject({ status: 'offered', position: 2 });
    expect(await hold(next.id)).toMatchObject({ status: 'held', reserved_for: second.id });
    expect(await available(event.id)).toBe(0);

    // Leaving the list cancels the pending offer and gives its seats back: nobody else fits, so they are on sale.
    const left = await second.agent.delete(`/api/v1/me/waitlist/${entryOf.get(second.id)}`).expect(200);
    expect(left.body.message).toBe('You left the waiting list');
    await outbox.drain();
    expect(await hold(next.id)).toMatchObject({ status: 'released' });
    expect((await second.agent.get(`/api/v1/me/waitlist/offers/${next.id}`).expect(200)).body.status).toBe('declined');
    expect((await second.agent.get('/api/v1/me/waitlist').expect(200)).body).toEqual([]);
    await second.agent.delete(`/api/v1/me/waitlist/${entryOf.get(second.id)}`).expect(404);
    expect(await available(event.id)).toBe(1);
    // The person who declined is not offered the same listing again.
    expect(await openOffer(first, event.id)).toBeNull();
    expect(await t.sql('select 1 from waitlist_offers where listing_id = ?', [listing.id])).toHaveLength(2);
  });

  it('draws once per release: a repeated delivery of the same event changes nothing', async () => {
    const event = await soldOutEvent();
    const hema = await newSignedInUser(t);
    const imran = await newSignedInUser(t);
    for (const who of [hema, imran]) await join(who, event.id, { quantity: 1 }).expect(201);
    const seller = await make.user();
    const firstListing = await make.listing(event, seller, { quantity: 1, mobileTicketType: 'district' });
    await outbox.drain();
    const [firstDraw] = await t.sql<{ user_ids: string[] }>(
      'select user_ids from waitlist_draws where listing_id = ?',
      [firstListing.id],
    );
    const [x, y] = firstDraw!.user_ids[0] === hema.id ? [hema, imran] : [imran, hema];
    const xOffer = (await openOffer(x, event.id))!;

    // A second listing: the person whose offer is open is passed over; the other gets one of its two seats.
    const secondListing = await make.listing(event, seller, { quantity: 2, mobileTicketType: 'district' });
    await outbox.drain();
    expect(await openOffer(y, event.id)).toMatchObject({ quantity: 1, listing: { id: secondListing.id } });
    expect(await available(event.id)).toBe(1);

    // x declines the first listing: free again, but the second listing's release was drawn without them.
    await x.agent.post(`/api/v1/me/waitlist/offers/${xOffer.id}/decline`).expect(200);
    await outbox.drain();
    expect(await openOffer(x, event.id)).toBeNull();
    const draws = await t.sql('select * from waitlist_draws where event_id = ? order by drawn_at, id', [event.id]);
    const offersMade = await t.sql('select id, user_id, status from waitlist_offers where event_id = ? order by id', [
      event.id,
    ]);

    // The second listing's TicketVerified delivered again (a worker that died after the work, say):
    // a new draw now would offer x its last seat; the release was drawn already, so nothing changes.
    const [verified] = await t.sql<{ id: string }>(
      `select id from outbox_events where type = 'TicketVerified' and payload->>'listingId' = ?`,
      [secondListing.id],
    );
    await t.sql(
      `update outbox_deliveries set status = 'pending', next_attempt_at = now() - interval '1 hour'
        where event_id = ? and handler = 'waitlist.offer-seats'`,
      [verified!.id],
    );
    expect(await outbox.drain()).toBeGreaterThanOrEqual(1);
    expect(await t.sql('select * from waitlist_draws where event_id = ? order by drawn_at, id', [event.id])).toEqual(
      draws,
    );
    expect(
      await t.sql('select id, user_id, status from waitlist_offers where event_id = ? order by id', [event.id]),
    ).toEqual(offersMade);
    expect(await openOffer(x, event.id)).toBeNull();
    expect(await available(event.id)).toBe(2);
  });
});
