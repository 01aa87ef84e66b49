import { Inject, Injectable } from '@nestjs/common';
import { CLOCK, type Clock } from '../../../shared/domain/clock.js';
import type { KeyedRequest } from '../../../shared/domain/request-fingerprint.js';
import { CatalogService, type EventView, isOpenForSale } from '../../catalog/index.js';
import { IdentityService } from '../../identity/index.js';
import type { CheckoutListingView } from '../../listings/index.js';
import { RewardsService } from '../../rewards/index.js';
import { TaxDocuments } from '../../tax/index.js';
import { checkCheckout, type CheckoutRequest } from '../domain/checkout.js';
import { CHECKOUT_MESSAGES as m, OrderError } from '../domain/order-errors.js';

/** A Pay that passed its checks, as the transaction (OrderPlacement) needs it. */
export interface Sale {
  buyerId: string;
  request: CheckoutRequest;
  keyed: KeyedRequest;
  listing: CheckoutListingView;
  event: EventView;
  /** Whether the buyer had any rewards credit when the Pay began. */
  hasCredit: boolean;
  deliveryAddress: string | null;
  now: Date;
}

/**
 * A Pay's checks before its transaction, in the spec's order; each refusal is an OrderError. A rush is
 * mostly refusals, so they are cheap: a listing not on sale, or with fewer seats than asked for as the
 * read showed them, is refused before the event is read and without a transaction. The read is only a
 * filter: the hold decides (OrderPlacement).
 */
@Injectable()
export class SaleChecks {
  constructor(
    private readonly catalog: CatalogService,
    private readonly rewards: RewardsService,
    private readonly identity: IdentityService,
    private readonly taxDocuments: TaxDocuments,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async sale(
    buyerId: string,
    request: CheckoutRequest,
    keyed: KeyedRequest,
    listing: CheckoutListingView | null,
  ): Promise<Sale> {
    // An offer's seats are held already (not on sale to others): its hold decides, in the transaction.
    const offered = Boolean(request.offerId);
    if (!listing) throw new OrderError('ORDER_NOT_FOUND', m.ticketNotFound);
    if (listing.sellerId === buyerId) throw new OrderError('OWN_LISTING', m.ownListing);
    const problem = checkCheckout(request, listing);
    if (problem) throw new OrderError('CHECKOUT_INVALID', problem.message, problem.field);
    if (!offered && (!listing.isOnSale || request.quantity > listing.availableQuantity)) {
      throw new OrderError('NOT_AVAILABLE', m.notAvailable);
    }
    // Whether the buyer has any rewards credit at all: nearly nobody in a rush does, and then the
    // transaction needs neither the credit lock nor its reads.
    const [event, hasCredit] = await Promise.all([
      this.catalog.getEventBatched(listing.eventId),
      this.rewards.hasCredit(buyerId),
    ]);
    const now = this.clock.now();
    if (!isOpenForSale(event, now)) throw new OrderError('NOT_AVAILABLE', m.notAvailable);
    // Fees placed by the event's location need its state: without one no invoice could be issued (ADR 58).
    if (!this.taxDocuments.canPlace(event.state)) throw new OrderError('EVENT_NOT_PLACED', m.eventNotPlaced);
    const deliveryAddress =
      listing.ticketType === 'physical' ? await this.identity.addressText(buyerId, request.deliveryAddressId!) : null;
    return { buyerId, request, keyed, listing, event, hasCredit, deliveryAddress, now };
  }
}
