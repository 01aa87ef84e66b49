import type { WaitlistEntry, WaitlistOffer } from '../features/waitlist/queries';

/** Ids of the waiting-list fixtures: one event, one entry on it, one offer of one listing. */
export const WAITLIST_IDS = {
  event: 'e1',
  entry: 'eeeeeeee-5555-4000-8000-000000000005',
  offer: 'dddddddd-4444-4000-8000-000000000004',
  listing: 'aaaaaaaa-1111-4000-8000-000000000001',
} as const;

const { event, entry, offer, listing } = WAITLIST_IDS;

/** 2 tickets of Lower Tier at ₹1,500.00 held for 14 more minutes. */
export function makeWaitlistOffer(overrides: Partial<WaitlistOffer> = {}): WaitlistOffer {
  return {
    id: offer,
    entry_id: entry,
    status: 'offered',
    quantity: 2,
    position: 1,
    offered_at: new Date().toISOString(),
    expires_at: new Date(Date.now() + 14 * 60_000).toISOString(),
    checkout_path: `/checkout/${listing}?quantity=2&offer=${offer}`,
    event: {
      id: event,
      title: 'Kabaddi Finals Night',
      venue: 'EKA Arena',
      city: 'Ahmedabad',
      event_date: '2026-12-01T14:00:00.000Z',
      image_url: null,
    },
    listing: {
      id: listing,
      price: 150000,
      ticket_type: 'mobile',
      mobile_ticket_type: 'bookmyshow',
      section: 'Lower Tier',
      row: null,
      seat_number: null,
    },
    ...overrides,
  };
}

/** Waiting for 2 tickets of any type, nothing offered. */
export function makeWaitlistEntry(overrides: Partial<WaitlistEntry> = {}): WaitlistEntry {
  return {
    id: entry,
    event: makeWaitlistOffer().event,
    quantity: 2,
    ticket_type: 'any',
    status: 'waiting',
    joined_at: '2026-11-22T04:30:00.000Z',
    offer: null,
    lapsed_offer: null,
    ...overrides,
  };
}
