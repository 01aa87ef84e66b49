import { UniqueConstraintViolationException } from '@mikro-orm/core';
import { Injectable } from '@nestjs/common';
import type { KeyedRequest } from '../../../shared/domain/request-fingerprint.js';
import { ListingQueries } from '../../listings/index.js';
import type { CheckoutRequest } from '../domain/checkout.js';
import { OrderError } from '../domain/order-errors.js';
import type { Order } from '../domain/order.entity.js';
import { OrderKeys } from './order-keys.js';
import { OrderPlacement } from './order-placement.js';
import { type Sale, SaleChecks } from './sale-checks.js';

/** Pay's first step: the key's order, and whether this Pay made it (then it starts the payment: ADR 33). */
export interface Placement {
  order: Order;
  own: boolean;
}

/**
 * Checkout, Pay's first step: a pending order holding the seats for 10 minutes through the inventory,
 * for the amount WE computed (the second, its payment at the gateway, is PaymentStartService's). An
 * Idempotency-Key makes a double click or a retry one order. The checks are SaleChecks', the
 * transaction that decides is OrderPlacement's (ADR 72).
 */
@Injectable()
export class CheckoutService {
  constructor(
    private readonly listings: ListingQueries,
    private readonly keys: OrderKeys,
    private readonly checks: SaleChecks,
    private readonly placement: OrderPlacement,
  ) {}

  /**
   * One order per (buyer, Idempotency-Key), its seats held, or the key's order as it stands (a repeat).
   * The key's order and the listing are read side by side, each with the other Pays' of the moment. A
   * retry of a Pay that got its order answers that order whatever the listing says now; so does a
   * repeat racing it (a double click) that its first order's hold left without seats: refused before
   * its transaction, it reads the key again; met in the transaction, the unique index answers. The key
   * sent with another request than the one that made its order is refused (422), however the two meet.
   */
  async placeOrder(buyerId: string, request: CheckoutRequest, keyed: KeyedRequest): Promise<Placement> {
    const [existing, listing] = await Promise.all([
      this.keys.find(buyerId, keyed),
      this.listings.forCheckout(request.listingId),
    ]);
    if (existing) return { order: existing, own: false };
    let sale: Sale;
    try {
      sale = await this.checks.sale(buyerId, request, keyed, listing);
    } catch (error) {
      // Refused for want of seats: the same Pay, sent twice at once, may have taken them meanwhile (its
      // order committed with its hold, before the listing was read): a read of the key now finds it.
      const first =
        error instanceof OrderError &&
        (error.code === 'NOT_AVAILABLE' || error.code === 'EVENT_NOT_PLACED') &&
        (await this.keys.find(buyerId, keyed));
      if (first) return { order: first, own: false };
      throw error;
    }
    try {
      return { order: await this.placement.place(sale), own: true };
    } catch (error) {
      // A double click raced us to the same key: the other request's order is the one.
      const winner = error instanceof UniqueConstraintViolationException && (await this.keys.find(buyerId, keyed));
      if (winner) return { order: winner, own: false };
      throw error;
    }
  }
}
