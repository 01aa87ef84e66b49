import { randomUUID } from 'node:crypto';
import { WaitlistOffers } from '../application/waitlist-offers.js';
import { Outbox } from '../../../shared/infrastructure/outbox/outbox.js';
import { newSignedInUser } from '../../../../test/harness/auth.js';
import { factories } from '../../../../test/harness/factories.js';
import { createModuleTestApp } from '../../../../test/harness/module-test-app.js';
import { blankRequestId } from '../../../../test/harness/problems.js';
import type { TestApp } from '../../../../test/harness/test-app.js';

type Person = Awaited<ReturnType<typeof newSignedInUser>>;

const MINUTE = 60_000;

/**
 * What the waiting list tells the people on it (ADR 25) beyond the offer itself: an offer that lapsed
 * (an email, and the entry says so), an offer link of someone else's (exactly as an unknown one), and
 * an event page that tells a sold-out event from one never listed.
 */
describe('waiting list: what a person is told', () => {
  let t: TestApp;
  let make: ReturnType<typeof factories>;
  let offers: WaitlistOffers;
  let outbox: Outbox;

  beforeAll(async () => {
    // Sessions outlive the offers' 15 minutes, which the tests pass by moving the clock.
    t = await createModuleTestApp('waitlist', { ACCESS_TOKEN_TTL_SECONDS: '3600' });
    make = factories(t);
    offers = t.app.get(WaitlistOffers);
    outbox = t.app.get(Outbox);
  });
  afterAll(() => t.close());

  afterEach(async () => {
    expect(await t.sql(`select handler, last_error from outbox_deliveries where last_error is not null`)).toEqual([]);
  });

  const join = (who: Person, eventId: string, quantity: number) =>
    who.agent.post(`/api/v1/events/${eventId}/waitlist`).send({ quantity }).expect(201);
  const mine = async (who: Person) => (await who.agent.get('/api/v1/me/waitlist').expect(200)).body;
  const mailTo = (who: Person) =>
    t.sql<{ subject: string; text: string }>(
      'select subject, text from dev_mailbox where recipient = ? order by created_at',
      [who.form.email],
    );
  const eventPage = async (eventId: string) => (await t.http().get(`/api/v1/events/${eventId}`).expect(200)).body;

  /** An event sold out, one person waiting on it, and a new listing of one seat offered to them. */
  async function offered() {
    const event = await make.event({ buyerFeePercent: 0 });
    await make.listing(event, await make.user(), { quantity: 1, sold: 1, mobileTicketType: 'district' });
    const waiting = await newSignedInUser(t);
    await join(waiting, event.id, 1);
    const listing = await make.listing(event, await make.user(), { quantity: 1, mobileTicketType: 'district' });
    await outbox.drain();
    const [entry] = await mine(waiting);
    expect(entry.offer).toMatchObject({ status: 'offered', listing: { id: listing.id } });
    return { event, listing, waiting, offer: entry.offer as { id: string; expires_at: string } };
  }

  it('tells a person whose offer lapsed, by one email and on their waiting list, until another offer comes', async () => {
    const { event, waiting, offer } = await offered();
    expect(await mailTo(waiting)).toHaveLength(1); // the offer

    t.clock.advance(15 * MINUTE + 1_000);
    await offers.expireDue();
    await outbox.drain();

    const mail = await mailTo(waiting);
    expect(mail).toHaveLength(2);
    expect(mail[1]!.subject).toBe(`Your offer for ${event.title} has expired`);
    expect(mail[1]!.text).toContain(
      `Your offer of 1 ticket for ${event.title} has expired: the tickets were not bought while we held them for you, so they have gone to the next person waiting.`,
    );
    expect(mail[1]!.text).toContain('You are still on the waiting list for this event.');
    expect(mail[1]!.text).toContain('/tickets?tab=purchases');

    // Sent once: the delivery running again sends nothing more.
    await t.sql(
      `update outbox_deliveries set status = 'pending', next_attempt_at = now() - interval '1 hour'
        where handler = 'waitlist.expiry-email'`,
    );
    await outbox.drain();
    expect(await mailTo(waiting)).toHaveLength(2);

    // Their waiting list says so, with what the offer was.
    const [entry] = await mine(waiting);
    expect(entry).toMatchObject({ status: 'waiting', offer: null });
    expect(entry.lapsed_offer).toMatchObject({ id: offer.id, status: 'expired', quantity: 1 });

    // A new offer replaces the notice.
    const next = await make.listing(event, await make.user(), { quantity: 1, mobileTicketType: 'district' });
    await outbox.drain();
    const [again] = await mine(waiting);
    expect(again.offer).toMatchObject({ status: 'offered', listing: { id: next.id } });
    expect(again.lapsed_offer).toBeNull();
  });

  it('says nothing of an offer declined', async () => {
    const { waiting, offer } = await offered();
    await waiting.agent.post(`/api/v1/me/waitlist/offers/${offer.id}/decline`).expect(200);
    await outbox.drain();
    expect(await mailTo(waiting)).toHaveLength(1);
    const [entry] = await mine(waiting);
    expect(entry).toMatchObject({ offer: null, lapsed_offer: null });
  });

  it("answers someone else's offer id exactly as an id that does not exist", async () => {
    const { offer } = await offered();
    const stranger = await newSignedInUser(t);
    const unknown = randomUUID();
    for (const [method, path] of [
      ['get', (id: string) => `/api/v1/me/waitlist/offers/${id}`],
      ['post', (id: string) => `/api/v1/me/waitlist/offers/${id}/decline`],
    ] as const) {
      const foreign = await stranger.agent[method](path(offer.id)).expect(404);
      const missing = await stranger.agent[method](path(unknown)).expect(404);
      expect(blankRequestId(foreign.text)).toBe(blankRequestId(missing.text));
      expect(foreign.headers['content-type']).toBe(missing.headers['content-type']);
      expect(JSON.parse(foreign.text)).toEqual(expect.objectContaining({ status: 404, detail: 'Offer not found' }));
    }
  });

  it('tells a sold-out event (tickets listed, none left) from one never listed, the same for everyone', async () => {
    const never = await make.event();
    const pending = await make.event();
    await make.listing(pending, await make.user(), { state: 'pending' });
    await make.listing(pending, await make.user(), { state: 'rejected' });
    for (const id of [never.id, pending.id]) {
      expect(await eventPage(id)).toMatchObject({ available_tickets: 0, listings: [], ever_listed: false });
    }

    const soldOut = await make.event();
    await make.listing(soldOut, await make.user(), { quantity: 2, sold: 2 });
    expect(await eventPage(soldOut.id)).toMatchObject({ available_tickets: 0, listings: [], ever_listed: true });

    // Seats held for someone (a checkout, a waiting-list offer) are not for sale either.
    const { event: held } = await offered();
    expect(await eventPage(held.id)).toMatchObject({ available_tickets: 0, listings: [], ever_listed: true });

    const onSale = await make.event();
    await make.listing(onSale, await make.user(), { quantity: 2 });
    expect(await eventPage(onSale.id)).toMatchObject({ available_tickets: 2, ever_listed: true });
  });
});
