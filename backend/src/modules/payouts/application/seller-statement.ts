import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { paise, type Paise } from '@ticketsetu/contracts/money';
import { financialYearBounds } from '@ticketsetu/contracts/tax';
import { CatalogService } from '../../catalog/index.js';
import { OrderQueries } from '../../orders/index.js';
import { TaxReports } from '../../tax/index.js';
import { SellerPayout } from '../domain/seller-payout.entity.js';

/** One completed sale on a seller's statement. */
export interface StatementLine {
  /** When the sale completed (the ticket moved): the seller fee's invoice date. */
  completedAt: Date;
  orderId: string;
  eventTitle: string;
  quantity: number;
  /** The ticket price of the sale (price × quantity). */
  gross: Paise;
  /** The part of it refunded to the buyer after completion. */
  refunded: Paise;
  /** Our seller fee on what stands, tax included. */
  fee: Paise;
  /** The GST inside that fee, from its invoice and credit notes; null for a sale completed before invoicing. */
  gstInFee: Paise | null;
  /** Income tax withheld from it (ADR 49), and the PAN it was withheld under (null: none was on record). */
  tds: Paise;
  tdsPan: string | null;
  /** What the seller is paid for it. */
  net: Paise;
  status: SellerPayout['status'];
  utr: string | null;
  paidAt: Date | null;
}

export interface SellerStatement {
  financialYear: string;
  lines: StatementLine[];
  totals: { gross: Paise; refunded: Paise; fee: Paise; gstInFee: Paise; tds: Paise; net: Paise; paid: Paise };
}

/**
 * A seller's statement for a financial year (issue 19): each sale completed in it, with the fee and the
 * GST inside it (what the seller's accountant books as an expense and input tax), the income tax withheld
 * (which the seller claims in their return) and what was paid.
 */
@Injectable()
export class SellerStatements {
  constructor(
    private readonly em: EntityManager,
    private readonly orders: OrderQueries,
    private readonly catalog: CatalogService,
    private readonly tax: TaxReports,
  ) {}

  async of(sellerId: string, financialYear: string): Promise<SellerStatement> {
    const { start, end } = financialYearBounds(financialYear);
    const payouts = await this.em
      .fork()
      .find(
        SellerPayout,
        { userId: sellerId, createdAt: { $gte: start, $lt: end } },
        { orderBy: { createdAt: 'asc', id: 'asc' } },
      );
    const orderIds = payouts.map((p) => p.orderId);
    const [orders, taxes] = await Promise.all([
      this.orders.byIds(orderIds),
      this.tax.feeTaxByOrder(orderIds, 'seller'),
    ]);
    const events = await this.catalog.eventsByIds([...orders.values()].map((o) => o.eventId));
    const lines = payouts.map((p): StatementLine => {
      const order = orders.get(p.orderId);
      return {
        completedAt: p.createdAt,
        orderId: p.orderId,
        eventTitle: (order && events.get(order.eventId)?.title) ?? 'Event no longer listed',
        quantity: order?.quantity ?? 0,
        gross: p.gross,
        refunded: p.reversedGross,
        fee: p.platformFee,
        gstInFee: taxes.get(p.orderId)?.gst ?? null,
        tds: p.tdsWithheld,
        tdsPan: p.tdsPan,
        net: p.amount,
        status: p.status,
        utr: p.utr,
        paidAt: p.processedAt,
      };
    });
    const sum = (pick: (line: StatementLine) => number) => paise(lines.reduce((total, line) => total + pick(line), 0));
    return {
      financialYear,
      lines,
      totals: {
        gross: sum((l) => l.gross),
        refunded: sum((l) => l.refunded),
        fee: sum((l) => l.fee),
        gstInFee: sum((l) => l.gstInFee ?? 0),
        tds: sum((l) => l.tds),
        net: sum((l) => l.net),
        paid: sum((l) => (l.status === 'processed' ? l.net : 0)),
      },
    };
  }
}
