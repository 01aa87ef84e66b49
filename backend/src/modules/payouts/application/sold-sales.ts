import { Injectable } from '@nestjs/common';
import type { ConfirmedSale, DomainEventMap } from '../../../shared/domain/domain-events.js';
import { CatalogService } from '../../catalog/index.js';
import { ListingQueries } from '../../listings/index.js';
import { OrderQueries } from '../../orders/index.js';

/**
 * The sale a TransferConfirmed pays for (ADR 83): the event carries it (its figures, the seller fee
 * percent, the event's start and place of supply, the listing's UPI id). An event recorded before it
 * carried them, or of a transfer made before, is read again from orders, listings and catalog, as every
 * payout was before: the one place the payouts module still reads those modules for a payout.
 */
@Injectable()
export class SoldSales {
  constructor(
    private readonly orders: OrderQueries,
    private readonly listings: ListingQueries,
    private readonly catalog: CatalogService,
  ) {}

  async of(confirmed: DomainEventMap['TransferConfirmed'], now: Date): Promise<ConfirmedSale> {
    return confirmed.sale ?? this.readAgain(confirmed, now);
  }

  private async readAgain(confirmed: DomainEventMap['TransferConfirmed'], now: Date): Promise<ConfirmedSale> {
    const { transferId, orderId } = confirmed;
    const order = (await this.orders.byIds([orderId])).get(orderId);
    // A transfer exists only for a settled order: a missing one is a fault to retry and see, not to skip.
    if (!order) throw new Error(`TransferConfirmed for transfer ${transferId}: order ${orderId} not found`);
    const listing = await this.listings.payoutDetails(order.listingId);
    if (!listing) throw new Error(`TransferConfirmed for transfer ${transferId}: listing ${order.listingId} not found`);
    const event = (await this.catalog.eventsByIds([order.eventId])).get(order.eventId);
    return {
      eventId: order.eventId,
      subtotal: order.subtotal,
      total: order.total,
      sellerFeePercent: event?.sellerFeePercent ?? 0,
      // An event catalog no longer has counts as starting now: the buyer still gets the dispute window.
      eventStartsAt: (event?.eventDate ?? now).toISOString(),
      placeOfSupply: event?.state ?? null,
      sellerUpiId: listing.upiId,
    };
  }
}
