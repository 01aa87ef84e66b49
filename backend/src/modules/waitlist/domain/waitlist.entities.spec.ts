import { WaitlistEntry } from './waitlist-entry.entity.js';
import { WaitlistOffer } from './waitlist-offer.entity.js';

const at = new Date('2026-12-01T10:00:00Z');

const newOffer = () =>
  new WaitlistOffer({
    id: '6f0c2a57-8a3b-4b8e-9d2e-1f4c5b6a7d8e',
    drawId: 'draw',
    position: 2,
    entryId: 'entry',
    userId: 'user',
    eventId: 'event',
    listingId: 'listing',
    quantity: 3,
    offeredAt: at,
  });

describe('WaitlistOffer', () => {
  it('holds for 15 minutes, links straight to checkout and records WaitlistOfferMade once', () => {
    const offer = newOffer();
    expect(offer.expiresAt).toEqual(new Date('2026-12-01T10:15:00Z'));
    expect(offer.checkoutPath).toBe('/checkout/listing?quantity=3&offer=6f0c2a57-8a3b-4b8e-9d2e-1f4c5b6a7d8e');
    expect(offer.pullRecordedEvents()).toEqual([
      {
        type: 'WaitlistOfferMade',
        payload: { offerId: offer.id, userId: 'user', listingId: 'listing', eventId: 'event', quantity: 3 },
      },
    ]);
    expect(offer.isDue(new Date('2026-12-01T10:14:59Z'))).toBe(false);
    expect(offer.isDue(new Date('2026-12-01T10:15:00Z'))).toBe(true);
  });

  it('ends once, with the time it ended; a checkout in progress is not due and cannot be declined', () => {
    const offer = newOffer();
    offer.checkingOut();
    expect(offer).toMatchObject({ status: 'in_checkout', endedAt: null, isOpen: true });
    expect(offer.isDue(new Date('2026-12-02T00:00:00Z'))).toBe(false);
    expect(() => offer.decline(at)).toThrow('An offer that is in_checkout cannot become declined');
    offer.claim(at);
    expect(offer).toMatchObject({ status: 'claimed', endedAt: at, isOpen: false });
    expect(() => offer.expire(at)).toThrow('An offer that is claimed cannot become expired');
  });

  it('records WaitlistOfferExpired when it lapses (so its person is told), and nothing when declined', () => {
    const lapsed = newOffer();
    lapsed.pullRecordedEvents();
    lapsed.expire(at);
    expect(lapsed.pullRecordedEvents()).toEqual([
      { type: 'WaitlistOfferExpired', payload: { offerId: lapsed.id, userId: 'user', eventId: 'event' } },
    ]);
    const declined = newOffer();
    declined.pullRecordedEvents();
    declined.decline(at);
    expect(declined.pullRecordedEvents()).toEqual([]);
  });
});

describe('WaitlistEntry', () => {
  const wish = { eventId: 'event', userId: 'user', ticketType: 'any' as const, at };

  it('wants 1-6 tickets of a type or any', () => {
    for (const quantity of [0, 7, 2.5, Number.NaN]) {
      expect(() => new WaitlistEntry({ ...wish, quantity })).toThrow('Number of tickets must be between 1 and 6');
    }
    expect(() => new WaitlistEntry({ ...wish, quantity: 2, ticketType: 'paper' as never })).toThrow(
      'Ticket type must be any, mobile or physical',
    );
    const entry = new WaitlistEntry({ ...wish, quantity: 6 });
    expect(entry).toMatchObject({ status: 'waiting', quantity: 6, joinedAt: at, endedAt: null });
  });

  it('changes while waiting; leaving ends it and a later sale keeps it left', () => {
    const entry = new WaitlistEntry({ ...wish, quantity: 2 });
    const later = new Date('2026-12-01T11:00:00Z');
    entry.change(4, 'physical', later);
    expect(entry).toMatchObject({ quantity: 4, ticketType: 'physical', updatedAt: later, joinedAt: at });
    entry.leave(later);
    expect(entry).toMatchObject({ status: 'left', endedAt: later });
    entry.fulfil(later);
    expect(entry.status).toBe('left');
    expect(() => entry.change(1, 'any', later)).toThrow();
    expect(() => entry.leave(later)).toThrow();
  });

  it('is fulfilled when the person buys the seats offered to them', () => {
    const entry = new WaitlistEntry({ ...wish, quantity: 2 });
    entry.fulfil(at);
    expect(entry).toMatchObject({ status: 'fulfilled', endedAt: at });
  });
});
