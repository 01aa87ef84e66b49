import { Injectable } from '@nestjs/common';
import type { Paise } from '@ticketsetu/contracts/money';
import { CatalogService } from '../../catalog/index.js';
import { OrderQueries } from '../../orders/index.js';
import { TransferQueries } from '../../transfers/index.js';
import type { Dispute } from '../domain/dispute.entity.js';
import { type DisputeSale, type DisputeView, type GrievanceOfficer, toDisputeView } from './read-models.js';

/** The sales disputes are about, as the desk's reads show them: the event, what was paid, the transfer. */
@Injectable()
export class DisputeSales {
  constructor(
    private readonly orders: OrderQueries,
    private readonly catalog: CatalogService,
    private readonly transfers: TransferQueries,
  ) {}

  /** For the queue's search by event (ADR 27): the orders of events whose title contains the text. */
  orderIdsOfEventsMatching(text: string): Promise<string[]> {
    return this.orders.orderIdsOfEventsMatching(text);
  }

  /** The disputes with their sale; the transfer's status only for single disputes (one read each). */
  async describe(
    disputes: Dispute[],
    withTransfer: boolean,
    now: Date,
    officer: GrievanceOfficer,
  ): Promise<DisputeView[]> {
    const orders = await this.orders.byIds(disputes.map((d) => d.orderId));
    const events = await this.catalog.eventsByIds([...orders.values()].map((o) => o.eventId));
    const statuses = withTransfer
      ? new Map(
          await Promise.all(
            disputes.map(async (d) => [d.transferId, (await this.transfers.saleOf(d.transferId))?.status] as const),
          ),
        )
      : new Map();
    return disputes.map((d) => {
      const order = orders.get(d.orderId);
      const sale: DisputeSale = {
        event: (order && events.get(order.eventId)) ?? null,
        quantity: order?.quantity ?? null,
        amountPaid: (order?.total ?? null) as Paise | null,
        transferStatus: statuses.get(d.transferId) ?? null,
      };
      return toDisputeView(d, now, sale, officer);
    });
  }
}
