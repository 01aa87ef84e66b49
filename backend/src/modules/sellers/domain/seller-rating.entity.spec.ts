import { RATING_MESSAGES as m } from '@ticketsetu/contracts/sellers';
import { canEditRating, type NewRating, ratingEditableUntil, SellerRating } from './seller-rating.entity.js';

const DAY = 86_400_000;
const at = new Date('2027-01-20T10:00:00Z');
const rating = (overrides: Partial<NewRating> = {}) =>
  new SellerRating({
    orderId: 'o',
    transferId: 't',
    sellerId: 's',
    buyerId: 'b',
    eventId: 'e',
    stars: 4,
    comment: '  Smooth transfer  ',
    at,
    ...overrides,
  });

describe('a rating', () => {
  it('takes 1 to 5 whole stars and nothing else', () => {
    for (const stars of [1, 2, 3, 4, 5]) expect(rating({ stars }).stars).toBe(stars);
    for (const stars of [0, 6, 4.5, -1, '5', null, undefined, Number.NaN]) {
      expect(() => rating({ stars })).toThrow(m.invalidStars);
    }
  });

  it('keeps an optional comment of at most 500 characters, trimmed; a blank one is none', () => {
    expect(rating().comment).toBe('Smooth transfer');
    expect(rating({ comment: '   ' }).comment).toBeNull();
    expect(rating({ comment: null }).comment).toBeNull();
    expect(rating({ comment: 'a'.repeat(500) }).comment).toHaveLength(500);
    expect(() => rating({ comment: 'a'.repeat(501) })).toThrow(m.commentTooLong);
    // Counted as a reader counts: 500 emoji are 500 characters, not 1,000 UTF-16 units.
    expect(rating({ comment: '🎟'.repeat(500) }).comment).toBe('🎟'.repeat(500));
  });

  it('can be changed for 14 days, the last moment excluded', () => {
    expect(ratingEditableUntil(at)).toEqual(new Date(at.getTime() + 14 * DAY));
    expect(canEditRating(at, new Date(at.getTime() + 14 * DAY - 1))).toBe(true);
    expect(canEditRating(at, new Date(at.getTime() + 14 * DAY))).toBe(false);
    const r = rating();
    const later = new Date(at.getTime() + 13 * DAY);
    r.change({ stars: 2 }, later);
    expect(r).toMatchObject({ stars: 2, comment: 'Smooth transfer', updatedAt: later });
    r.change({ comment: '' }, later);
    expect(r.comment).toBeNull();
    expect(() => r.change({ stars: 5 }, new Date(at.getTime() + 14 * DAY))).toThrow(m.editClosed);
    expect(r.stars).toBe(2);
  });

  it('refuses a bad change whole', () => {
    const r = rating();
    expect(() => r.change({ stars: 5, comment: 'x'.repeat(501) }, at)).toThrow(m.commentTooLong);
    expect(r.stars).toBe(4);
  });

  it('takes one answer from the seller', () => {
    const r = rating();
    expect(() => r.answer('   ', at)).toThrow(m.replyRequired);
    expect(() => r.answer('x'.repeat(501), at)).toThrow(m.replyTooLong);
    r.answer(' Thank you! ', at);
    expect(r).toMatchObject({ reply: 'Thank you!', repliedAt: at });
    expect(() => r.answer('Again', at)).toThrow(m.alreadyAnswered);
  });

  it('has its comment hidden by staff with a reason, and shown again; the stars stay', () => {
    const r = rating();
    expect(() => r.hideComment('staff', ' ', at)).toThrow(m.hideReasonRequired);
    r.hideComment('staff', 'Names the seller’s phone number', at);
    expect(r).toMatchObject({ commentHidden: true, commentHiddenBy: 'staff', stars: 4 });
    expect(() => r.hideComment('staff', 'again', at)).toThrow(m.alreadyHidden);
    // The buyer's later edit does not bring it back.
    r.change({ comment: 'New words' }, at);
    expect(r.commentHidden).toBe(true);
    r.restoreComment();
    expect(r).toMatchObject({ commentHidden: false, commentHiddenReason: null });
    expect(() => r.restoreComment()).toThrow(m.notHidden);
    expect(() => rating({ comment: null }).hideComment('staff', 'reason', at)).toThrow(m.noComment);
  });
});
