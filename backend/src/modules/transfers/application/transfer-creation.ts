import { Injectable, type OnModuleInit } from '@nestjs/common';
import { Outbox } from '../../../shared/infrastructure/outbox/outbox.js';
import { CatalogService } from '../../catalog/index.js';
import { TicketTransfer } from '../domain/ticket-transfer.entity.js';
import { TransferActions } from './transfer-actions.js';

/**
 * A settled sale (TicketSold) gets its transfer: awaiting the seller's mobile transfer to the buyer's
 * platform account, or awaiting the courier's pickup, with the event's transfer instructions copied
 * onto it. A transactional outbox handler: the transfer and the delivery's done mark commit together,
 * so each sale has exactly one transfer whatever repeats.
 */
@Injectable()
export class TransferCreation implements OnModuleInit {
  constructor(
    private readonly outbox: Outbox,
    private readonly catalog: CatalogService,
    private readonly actions: TransferActions,
  ) {}

  onModuleInit(): void {
    this.outbox.subscribeTransactional('TicketSold', 'transfers.create-transfer', async (event, em) => {
      const sale = event.payload;
      if (await em.findOne(TicketTransfer, { orderId: sale.orderId })) return;
      const soldEvent = await this.catalog.getEvent(sale.eventId);
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
            transferredAt: event.occurredAt,
          }),
        ),
      );
    });
  }
}
