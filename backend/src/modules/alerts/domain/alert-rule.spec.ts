import { ALERT_GAP_MS, type AlertWish, answers, type VerifiedListing } from './alert-rule.js';

const now = new Date('2026-12-14T10:00:00Z');
const wish = (over: Partial<AlertWish> = {}): AlertWish => ({
  userId: 'fan',
  maxPrice: 200_000,
  quantity: 2,
  ticketType: 'any',
  isActive: true,
  lastAlertedAt: null,
  ...over,
});
const listing = (over: Partial<VerifiedListing> = {}): VerifiedListing => ({
  sellerId: 'seller',
  price: 150_000,
  ticketType: 'mobile',
  available: 2,
  ...over,
});

describe('which alerts a verified listing answers', () => {
  it('answers a live alert at or under its price, with enough tickets of its type', () => {
    expect(answers(wish(), listing(), now)).toBe(true);
    expect(answers(wish({ maxPrice: 150_000 }), listing(), now)).toBe(true);
    expect(answers(wish({ maxPrice: null }), listing({ price: 99_999_999 }), now)).toBe(true);
    expect(answers(wish({ ticketType: 'mobile' }), listing(), now)).toBe(true);
  });

  it('not a listing above the price, one paisa is enough', () => {
    expect(answers(wish({ maxPrice: 149_999 }), listing(), now)).toBe(false);
  });

  it('not one with fewer tickets left than wanted, nor of the other type', () => {
    expect(answers(wish({ quantity: 3 }), listing(), now)).toBe(false);
    expect(answers(wish({ ticketType: 'physical' }), listing(), now)).toBe(false);
  });

  it('not the seller of the listing, nor an alert removed or ended', () => {
    expect(answers(wish({ userId: 'seller' }), listing(), now)).toBe(false);
    expect(answers(wish({ isActive: false }), listing(), now)).toBe(false);
  });

  it('at most once an hour per event: the hour counts from the last alert', () => {
    const ago = (ms: number) => new Date(now.getTime() - ms);
    expect(answers(wish({ lastAlertedAt: ago(ALERT_GAP_MS - 1) }), listing(), now)).toBe(false);
    expect(answers(wish({ lastAlertedAt: ago(ALERT_GAP_MS) }), listing(), now)).toBe(true);
  });
});
