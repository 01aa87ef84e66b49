import { paise } from '@ticketsetu/contracts/money';
import { DomainError } from '../../../shared/domain/domain-error.js';
import { Listing, type NewListing } from './listing.entity.js';
import { canMove, listingStatuses, listingTransitions, type ListingStatus } from './listing-status.js';
import { isOnSale, remainingOf } from './on-sale.js';

const at = new Date('2026-11-22T10:00:00Z');
const base: NewListing = {
  eventId: 'e1',
  sellerId: 's1',
  price: paise(150_000),
  listedAt: at,
  quantity: 2,
  ticketType: 'mobile',
  mobileTicketType: 'district',
  upiId: 'seller@okicici',
};

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
  it('gives its proof files back in the order the seller sent them, whatever order they are read in', () => {
    const listing = new Listing({
      ...base,
      id: 'l1',
      fileUrls: ['/api/v1/listings/l1/files/b', '/api/v1/listings/l1/files/a'],
    });
    expect(listing.inSentOrder([{ id: 'a' }, { id: 'b' }]).map((f) => f.id)).toEqual(['b', 'a']);
  });

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
    expect(() => new Listing({ ...base, price: price as never })).toThrow('Please enter a valid price');
  });

  it('refuses a price above the maximum', () => {
    expect(() => new Listing({ ...base, price: paise(100_000_001) })).toThrow(
      'The price per ticket can be at most ₹10,00,000.00',
    );
  });

  it('records what happened to it, for the outbox', () => {
    const listing = new Listing(base);
    listing.verify('admin-1', 'ok', at);
    expect(listing.pullRecordedEvents()).toEqual([
      { type: 'TicketListed', payload: { listingId: listing.id } },
      { type: 'TicketVerified', payload: { listingId: listing.id, remarks: 'ok' } },
    ]);
    expect(listing.pullRecordedEvents()).toEqual([]);
    listing.withdraw();
    expect(listing.pullRecordedEvents()).toEqual([{ type: 'ListingWithdrawn', payload: { listingId: listing.id } }]);
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
});

describe('the on-sale rule', () => {
  it('is status available with at least one ticket neither sold nor held, for every status and stock', () => {
    for (const status of listingStatuses) {
      for (let quantity = 1; quantity <= 6; quantity++) {
        for (let sold = 0; sold <= quantity; sold++) {
          for (let held = 0; sold + held <= quantity; held++) {
            const stock = { status: status as ListingStatus, quantity, soldQuantity: sold, heldQuantity: held };
            expect(remainingOf(stock)).toBe(quantity - sold - held);
            expect(isOnSale(stock)).toBe(status === 'available' && quantity - sold - held > 0);
          }
        }
      }
    }
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

  it('is refused once a ticket is sold or held for a buyer, or after a rejection', () => {
    const partlySold = new Listing({ ...base, quantity: 3 });
    partlySold.verify('admin-1', null, at);
    partlySold.soldQuantity = 1; // as the inventory's statements leave it
    expect(() => partlySold.withdraw()).toThrow('This listing can no longer be withdrawn');
    const held = new Listing({ ...base, quantity: 3 });
    held.verify('admin-1', null, at);
    held.heldQuantity = 2;
    expect(() => held.withdraw()).toThrow('This listing can no longer be withdrawn');
    const rejected = new Listing(base);
    rejected.reject('admin-1', null, at);
    expect(() => rejected.withdraw()).toThrow('This listing can no longer be withdrawn');
    expect(() => rejected.withdraw()).toThrow(expect.objectContaining({ code: 'LISTING_NOT_WITHDRAWABLE' }));
  });
});
