import type { CatalogService } from '../../catalog/index.js';
import type { ListingQueries } from '../../listings/index.js';
import type { OrderQueries, OrderRecord } from '../../orders/index.js';
import type { ConfirmedSale, DomainEventMap } from '../../../shared/domain/domain-events.js';
import { SoldSales } from './sold-sales.js';

const now = new Date('2026-12-05T09:00:00.000Z');
const sale: ConfirmedSale = {
  eventId: 'e1',
  subtotal: 300_000,
  total: 306_000,
  sellerFeePercent: 5,
  eventStartsAt: '2026-12-20T14:30:00.000Z',
  placeOfSupply: 'Maharashtra',
  sellerUpiId: 'seller@okaxis',
};
const confirmed = (carried?: ConfirmedSale): DomainEventMap['TransferConfirmed'] => ({
  transferId: 't1',
  orderId: 'o1',
  listingId: 'l1',
  sellerId: 's1',
  buyerId: 'b1',
  by: 'b1',
  ...(carried && { sale: carried }),
});

/** Reads counted, answering as the modules would for order o1 of listing l1 and event e1. */
function reads(found: { order?: boolean; listing?: boolean; event?: boolean } = {}) {
  const { order = true, listing = true, event = true } = found;
  const calls: string[] = [];
  const orders = {
    byIds: async (ids: string[]) => {
      calls.push('orders');
      const record = { id: 'o1', listingId: 'l1', eventId: 'e1', subtotal: 300_000, total: 306_000 };
      return new Map(order ? ids.map((id) => [id, record as unknown as OrderRecord]) : []);
    },
  } as unknown as OrderQueries;
  const listings = {
    payoutDetails: async () => {
      calls.push('listings');
      return listing ? { sellerId: 's1', upiId: 'seller@okaxis' } : null;
    },
  } as unknown as ListingQueries;
  const catalog = {
    eventsByIds: async (ids: string[]) => {
      calls.push('catalog');
      const view = { sellerFeePercent: 5, eventDate: new Date(sale.eventStartsAt), state: 'Maharashtra' };
      return new Map(event ? ids.map((id) => [id, view]) : []);
    },
  } as unknown as CatalogService;
  return { sales: new SoldSales(orders, listings, catalog), calls };
}

describe('SoldSales: the sale a TransferConfirmed pays for (ADR 83)', () => {
  it('is the one the event carries, reading no other module', async () => {
    const { sales, calls } = reads();
    await expect(sales.of(confirmed(sale), now)).resolves.toEqual(sale);
    expect(calls).toEqual([]);
  });

  it('is read again from orders, listings and catalog for an event recorded before it carried one', async () => {
    const { sales, calls } = reads();
    await expect(sales.of(confirmed(), now)).resolves.toEqual(sale);
    expect(calls).toEqual(['orders', 'listings', 'catalog']);
  });

  it('counts an event catalog no longer has as starting now, fee 0 and place unknown', async () => {
    const { sales } = reads({ event: false });
    await expect(sales.of(confirmed(), now)).resolves.toEqual({
      ...sale,
      sellerFeePercent: 0,
      eventStartsAt: now.toISOString(),
      placeOfSupply: null,
    });
  });

  it('is a fault to retry when the order or the listing is missing, never a payout to skip', async () => {
    await expect(reads({ order: false }).sales.of(confirmed(), now)).rejects.toThrow('order o1 not found');
    await expect(reads({ listing: false }).sales.of(confirmed(), now)).rejects.toThrow('listing l1 not found');
  });
});
