import { DomainError } from '../../../shared/domain/domain-error.js';
import { Listing, type NewListing } from './listing.entity.js';
import { canMove, listingStatuses, listingTransitions } from './listing-status.js';

const base: NewListing = {
  eventId: 'e1',
  sellerId: 's1',
  price: 150_000,
  quantity: 2,
  ticketType: 'mobile',
  mobileTicketType: 'district',
  upiId: 'seller@okicici',
};
const at = new Date('2026-11-22T10:00:00Z');

describe('listing status machine', () => {
  it('allows exactly the moves in the table', () => {
    const allowed = new Set(
      Object.entries(listingTransitions).flatMap(([from, tos]) => tos.map((to) => `${from}->${to}`)),
    );
    for (const from of listingStatuses) {
      for (const to of listingStatuses) {
        expect(canMove(from, to)).toBe(allowed.has(`${from}->${to}`));
      }
    }
    expect([...allowed].sort()).toEqual([
      'available->sold',
      'available->withdrawn',
      'pending_approval->available',
      'pending_approval->cancelled',
      'pending_approval->withdrawn',
    ]);
  });
});

describe('Listing', () => {
  it('starts pending approval with nothing sold', () => {
    const listing = new Listing(base);
    expect(listing.status).toBe('pending_approval');
    expect(listing.soldQuantity).toBe(0);
    expect(listing.isOnSale).toBe(false);
  });

  it('keeps only the fields of its ticket type', () => {
    const physical = new Listing({
      ...base,
      ticketType: 'physical',
      pickupAddress: '1 MG Road',
      mobileTicketType: 'district',
    });
    expect(physical.mobileTicketType).toBeNull();
    expect(physical.pickupAddress).toBe('1 MG Road');
    expect(new Listing({ ...base, pickupAddress: 'x' }).pickupAddress).toBeNull();
  });

  it.each([0, 7, 1.5])('refuses %p tickets', (quantity) => {
    expect(() => new Listing({ ...base, quantity })).toThrow('Number of tickets must be between 1 and 6');
  });

  it.each([0, -100, 10.5])('refuses a price of %p paise', (price) => {
    expect(() => new Listing({ ...base, price })).toThrow('Please enter a valid price');
  });

  it('is on sale once verified, recording who decided and when', () => {
    const listing = new Listing(base);
    listing.verify('admin-1', 'Proof checked', at);
    expect(listing).toMatchObject({
      status: 'available',
      decidedBy: 'admin-1',
      decidedAt: at,
      remarks: 'Proof checked',
    });
    expect(listing.isOnSale).toBe(true);
  });

  it('can be decided only while pending approval', () => {
    const listing = new Listing(base);
    listing.reject('admin-1', 'Screenshot reused', at);
    expect(listing.status).toBe('cancelled');
    expect(() => listing.verify('admin-1', null, at)).toThrow(DomainError);
  });

  it('sells down to sold, and never past what remains', () => {
    const listing = new Listing({ ...base, quantity: 3 });
    expect(() => listing.recordSale(1)).toThrow('This ticket is no longer available'); // not yet verified
    listing.verify('admin-1', null, at);
    listing.recordSale(2);
    expect(listing).toMatchObject({ soldQuantity: 2, remaining: 1, status: 'available' });
    expect(() => listing.recordSale(2)).toThrow('This ticket is no longer available');
    listing.recordSale(1);
    expect(listing).toMatchObject({ soldQuantity: 3, status: 'sold', isOnSale: false });
  });
});

describe('withdrawing a listing', () => {
  it('is allowed while pending or on sale with nothing sold', () => {
    const pending = new Listing(base);
    pending.withdraw();
    expect(pending.status).toBe('withdrawn');
    const onSale = new Listing(base);
    onSale.verify('admin-1', null, at);
    onSale.withdraw();
    expect(onSale.status).toBe('withdrawn');
  });

  it('is refused once a ticket is sold, or after a rejection', () => {
    const partlySold = new Listing({ ...base, quantity: 3 });
    partlySold.verify('admin-1', null, at);
    partlySold.recordSale(1);
    expect(() => partlySold.withdraw()).toThrow('This listing can no longer be withdrawn');
    const rejected = new Listing(base);
    rejected.reject('admin-1', null, at);
    expect(() => rejected.withdraw()).toThrow('This listing can no longer be withdrawn');
  });
});
