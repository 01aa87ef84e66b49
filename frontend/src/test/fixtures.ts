import type { EventPage, EventSummary, Listing } from '../features/events/queries';
import type { RewardsSummary } from '../features/tickets/queries';

let seq = 0;
const nextId = (prefix: string) => `${prefix}-${++seq}`;

export function makeEvent(overrides: Partial<EventSummary> = {}): EventSummary {
  return {
    id: nextId('event'),
    title: 'Monsoon Melodies',
    description: 'Indie pop under the lights.',
    venue: 'NSCI Dome, Worli',
    city: 'Mumbai',
    event_date: '2026-12-01T14:00:00.000Z',
    category_id: 'cat-concerts',
    category: { id: 'cat-concerts', name: 'Concerts' },
    image_url: '/images/events/concert.svg',
    is_active: true,
    verified: null,
    verified_at: null,
    buyer_fee_percent: 0,
    seller_fee_percent: 0,
    transfer_instructions: null,
    available_tickets: 7,
    min_price: 189900,
    ...overrides,
  };
}

export function makeListing(overrides: Partial<Listing> = {}): Listing {
  return {
    id: nextId('listing'),
    event_id: 'event-x',
    seller_id: 'seller-1',
    price: 249900,
    quantity: 4,
    sold_quantity: 0,
    available_quantity: 4,
    seat_number: null,
    section: 'Gold',
    row: 'F',
    ticket_type: 'mobile',
    mobile_ticket_type: 'bookmyshow',
    status: 'available',
    listed_at: '2026-11-20T10:00:00.000Z',
    ...overrides,
  };
}

export function makeEventPage(overrides: Partial<EventPage> = {}): EventPage {
  return { ...makeEvent(), listings: [makeListing()], ever_listed: true, ...overrides };
}

/** A buyer with no rewards credit yet: 11 tickets to the first. */
export const NO_REWARDS: RewardsSummary = Object.freeze({
  credit_balance: 0,
  credit_available: 0,
  tickets_counted: 0,
  tickets_to_next_credit: 11,
  credits_earned: 0,
  credits: [],
});
