import { LockMode } from '@mikro-orm/core';
import { Inject, Injectable } from '@nestjs/common';
import { CLOCK, type Clock } from '../../../shared/domain/clock.js';
import { isUuid } from '../../../shared/domain/ids.js';
import { UnitOfWork } from '../../../shared/infrastructure/unit-of-work.js';
import { InventoryService } from '../../listings/index.js';
import { CHECKOUT_MESSAGES as m, OrderError } from '../domain/order-errors.js';
import { Order } from '../domain/order.entity.js';

/**
 * The buyer's Cancel (ADR 59): their own unpaid checkout ends at once and its seats are on sale again
 * (the listings' trigger tells open event pages, ADR 54). Under the order's row lock, which settlement
 * takes too: a payment settling at the same moment comes first (then Cancel is refused, the order is
 * paid) or after (then the payment is refunded in full). A repeat finds the order cancelled and
 * changes nothing; someone else's order is not found.
 */
@Injectable()
export class CheckoutCancellation {
  constructor(
    private readonly uow: UnitOfWork,
    private readonly inventory: InventoryService,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async cancel(buyerId: string, orderId: string): Promise<Order> {
    return this.uow.run(async (em) => {
      const order = isUuid(orderId)
        ? await em.findOne(Order, { id: orderId, buyerId }, { lockMode: LockMode.PESSIMISTIC_WRITE })
        : null;
      if (!order) throw new OrderError('ORDER_NOT_FOUND', m.orderNotFound);
      if (order.status === 'pending') await this.inventory.release(order.holdId, 'released', em);
      order.cancel(this.clock.now());
      return order;
    });
  }
}
