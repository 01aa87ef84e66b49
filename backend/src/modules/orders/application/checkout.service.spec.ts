import { UniqueConstraintViolationException } from '@mikro-orm/core';
import type { KeyedRequest } from '../../../shared/domain/request-fingerprint.js';
import type { CheckoutListingView, ListingQueries } from '../../listings/index.js';
import type { CheckoutRequest } from '../domain/checkout.js';
import { CHECKOUT_MESSAGES as m, OrderError } from '../domain/order-errors.js';
import type { Order } from '../domain/order.entity.js';
import { CheckoutService } from './checkout.service.js';
import type { OrderKeys } from './order-keys.js';
import type { OrderPlacement } from './order-placement.js';
import type { Sale, SaleChecks } from './sale-checks.js';

const request: CheckoutRequest = { listingId: 'l1', quantity: 1, platformId: 'me@district' };
const keyed: KeyedRequest = { key: 'key-12345678', fingerprint: 'f'.repeat(64) };
const listing = { id: 'l1' } as CheckoutListingView;
const sale = { buyerId: 'b1', request } as Sale;
const theirs = { id: 'first' } as Order;
const ours = { id: 'ours' } as Order;
const notAvailable = () => new OrderError('NOT_AVAILABLE', m.notAvailable);
const duplicateKey = () => new UniqueConstraintViolationException(new Error('duplicate key value'));

/**
 * Pay's idempotency around the one transaction (ADR 72): which order a Pay answers, and whose it is,
 * whichever way a repeat of it meets it. `keys` answers the key's order on each read, in turn.
 */
function checkout(options: { keys: (Order | null)[]; check?: () => Promise<Sale>; place?: () => Promise<Order> }) {
  const reads = [...options.keys];
  const calls = { keyReads: 0, places: 0 };
  const keys = {
    find: () => {
      calls.keyReads++;
      return Promise.resolve(reads.shift() ?? null);
    },
  } as unknown as OrderKeys;
  const listings = { forCheckout: () => Promise.resolve(listing) } as unknown as ListingQueries;
  const checks = { sale: options.check ?? (() => Promise.resolve(sale)) } as unknown as SaleChecks;
  const placement = {
    place: () => {
      calls.places++;
      return options.place ? options.place() : Promise.resolve(ours);
    },
  } as unknown as OrderPlacement;
  return { service: new CheckoutService(listings, keys, checks, placement), calls };
}

describe('Pay, first step', () => {
  it('places a new order when the key has none: its own', async () => {
    const { service, calls } = checkout({ keys: [null] });
    expect(await service.placeOrder('b1', request, keyed)).toEqual({ order: ours, own: true });
    expect(calls).toEqual({ keyReads: 1, places: 1 });
  });

  it("answers the key's order without checks or a transaction, whatever the listing says now", async () => {
    const { service, calls } = checkout({ keys: [theirs], check: () => Promise.reject(notAvailable()) });
    expect(await service.placeOrder('b1', request, keyed)).toEqual({ order: theirs, own: false });
    expect(calls).toEqual({ keyReads: 1, places: 0 });
  });

  it('refused for want of seats, answers the order a repeat of it made meanwhile, else the refusal', async () => {
    const raced = checkout({ keys: [null, theirs], check: () => Promise.reject(notAvailable()) });
    expect(await raced.service.placeOrder('b1', request, keyed)).toEqual({ order: theirs, own: false });
    expect(raced.calls).toEqual({ keyReads: 2, places: 0 });

    const alone = checkout({ keys: [null, null], check: () => Promise.reject(notAvailable()) });
    await expect(alone.service.placeOrder('b1', request, keyed)).rejects.toThrow(m.notAvailable);
  });

  it('reads the key again only after a refusal for want of seats', async () => {
    const refusal = new OrderError('OWN_LISTING', m.ownListing);
    const { service, calls } = checkout({ keys: [null, theirs], check: () => Promise.reject(refusal) });
    await expect(service.placeOrder('b1', request, keyed)).rejects.toBe(refusal);
    expect(calls).toEqual({ keyReads: 1, places: 0 });
  });

  it("meeting a repeat on the key's unique index, answers the order that committed first", async () => {
    const { service, calls } = checkout({ keys: [null, theirs], place: () => Promise.reject(duplicateKey()) });
    expect(await service.placeOrder('b1', request, keyed)).toEqual({ order: theirs, own: false });
    expect(calls).toEqual({ keyReads: 2, places: 1 });
  });

  it('passes on a refused hold, and any other failure of the transaction, as it came', async () => {
    const refused = notAvailable();
    const held = checkout({ keys: [null, theirs], place: () => Promise.reject(refused) });
    await expect(held.service.placeOrder('b1', request, keyed)).rejects.toBe(refused);
    expect(held.calls.keyReads).toBe(1); // the unique index had decided the key already: no second read

    const lost = checkout({ keys: [null, null], place: () => Promise.reject(duplicateKey()) });
    await expect(lost.service.placeOrder('b1', request, keyed)).rejects.toBeInstanceOf(
      UniqueConstraintViolationException,
    );
  });
});
