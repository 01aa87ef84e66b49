import { Injectable, type OnModuleInit } from '@nestjs/common';
import { Outbox } from '../../../shared/infrastructure/outbox/outbox.js';
import { CatalogService } from '../../catalog/index.js';
import { TicketTransfer } from '../domain/ticket-transfer.entity.js';
import { TransferActions } from './transfer-actions.js';

/**
 * A settled sale (TicketSold) gets its transfer: awaiting the seller's mobile transfer to the buyer's
 * platform account, or awaiting the courier's pickup, with the event's transfer instructions copied
 * onto it. Made inside the settlement's own transaction (the outbox's in-transaction handler), so the
 * buyer's Your Purchases lists it the moment the order reads completed, and each sale has exactly one
 * transfer whatever repeats (ADR 21).
 */
@Injectable()
export class TransferCreation implements OnModuleInit {
  constructor(
    private readonly outbox: Outbox,
    private readonly catalog: CatalogService,
    private readonly actions: TransferActions,
  ) {}

  onModuleInit(): void {
    this.outbox.subscribeInTransaction('TicketSold', 'transfers.create-transfer', async (event, em) => {
      const sale = event.payload;
      if (await em.findOne(TicketTransfer, { orderId: sale.orderId })) return;
      // Read in the settlement's transaction: another connection per settlement could drain the pool.
      const soldEvent = (await this.catalog.eventsByIds([sale.eventId], em)).get(sale.eventId);
      if (!soldEvent) throw new Error(`Event ${sale.eventId} of a sale not found`);
      await this.actions.save(em, () =>
        em.persist(
          new TicketTransfer({
            listingId: sale.listingId,
            orderId: sale.orderId,
            sellerId: sale.sellerId,
            buyerId: sale.buyerId,
            quantity: sale.quantity,
            type: sale.ticketType,
            platformId: sale.platformId,
            deliveryAddress: sale.deliveryAddress,
            transferInstructions: soldEvent.transferInstructions,
            eventStartsAt: soldEvent.eventDate,
            sale: sale.facts
              ? { ...sale.facts, eventId: sale.eventId, subtotal: sale.subtotal, total: sale.total }
              : null,
            transferredAt: event.occurredAt,
          }),
        ),
      );
    });
  }
}
