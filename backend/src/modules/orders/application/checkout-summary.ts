import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import type { Paise } from '@ticketsetu/contracts/money';
import { CatalogService, type EventView } from '../../catalog/index.js';
import { type CheckoutListingView, ListingQueries } from '../../listings/index.js';
import { ticketsLeft } from '../domain/buying-limit.js';
import { CHECKOUT_MESSAGES as m, OrderError } from '../domain/order-errors.js';
import { BuyingLimits } from './buying-limits.js';
import { CheckoutCredit } from './checkout-credit.js';

/** What the checkout page shows before Pay. */
export interface CheckoutView {
  listing: CheckoutListingView;
  event: EventView;
  /** How many the buyer may choose: what remains, at most 6, within the event's buying limit. */
  maxQuantity: number;
  /** The event's tickets the buyer holds or has bought, counted toward its buying limit (0 with no limit). */
  ticketsAlready: number;
  ownListing: boolean;
  /** The buyer's rewards credit available now (spent credit of pending orders is set aside). */
  credit: Paise;
}

/** The checkout page's summary before Pay. */
@Injectable()
export class CheckoutSummary {
  constructor(
    private readonly em: EntityManager,
    private readonly listings: ListingQueries,
    private readonly catalog: CatalogService,
    private readonly limits: BuyingLimits,
    private readonly credit: CheckoutCredit,
  ) {}

  async of(buyerId: string, listingId: string): Promise<CheckoutView> {
    const listing = await this.listings.forCheckout(listingId);
    if (!listing) throw new OrderError('ORDER_NOT_FOUND', m.ticketNotFound);
    const event = await this.catalog.getEvent(listing.eventId);
    const already =
      event.maxTicketsPerBuyer === null ? 0 : await this.limits.ticketsOfEvent(this.em, buyerId, event.id);
    return {
      listing,
      event,
      maxQuantity: Math.min(listing.availableQuantity, 6, ticketsLeft(event.maxTicketsPerBuyer, already)),
      ticketsAlready: already,
      ownListing: listing.sellerId === buyerId,
      credit: await this.credit.available(this.em, buyerId),
    };
  }
}
