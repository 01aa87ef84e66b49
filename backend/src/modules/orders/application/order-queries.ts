import { EntityManager } from '@mikro-orm/postgresql';
import { Inject, Injectable } from '@nestjs/common';
import { CLOCK, type Clock, later } from '../../../shared/domain/clock.js';
import { type AdminListPage, type AdminListWindow, idsIn } from '../../../shared/domain/admin-list.js';
import { isUuid } from '../../../shared/domain/ids.js';
import { containsPattern } from '../../../shared/domain/text-search.js';
import { AdminListQuery, inOrder } from '../../../shared/infrastructure/database/admin-list-query.js';
import type { AuthUser } from '../../../shared/domain/auth-user.js';
import { CatalogService, type EventView } from '../../catalog/index.js';
import { IdentityService, type UserSummary } from '../../identity/index.js';
import { LedgerService } from '../../ledger/index.js';
import { PAYMENT_GATEWAY, type PaymentGateway } from '../../payments/index.js';
import { CHECKOUT_MESSAGES as m, OrderError } from '../domain/order-errors.js';
import { orderStatuses, type OrderStatus } from '../domain/order-status.js';
import { Order } from '../domain/order.entity.js';
import { type OrderRecord, orderRecord } from '../domain/order-record.js';

/** An order (its read model, never the entity) with what the pages show beside it. */
export interface OrderView {
  order: OrderRecord;
  event: EventView | null;
  buyer?: UserSummary;
  seller?: UserSummary;
}

export type MismatchKind =
  | 'paid_without_capture'
  | 'capture_without_sale'
  | 'gateway_completed_not_settled'
  | 'settled_but_gateway_not_completed'
  | 'amount_mismatch'
  | 'refund_not_in_ledger'
  | 'refund_failed'
  | 'gateway_unreachable';

export interface Mismatch {
  orderId: string;
  kind: MismatchKind;
  detail: string;
  status: OrderStatus;
  gatewayState: string | null;
}

export const transactionSorts = ['created_at', 'amount'] as const;
export type TransactionSort = (typeof transactionSorts)[number];
const transactionSortColumn: Record<TransactionSort, string> = { created_at: 'o.created_at', amount: 'o.amount' };

/** Admin > Transactions: one status or all, searched, sorted and paged. */
export interface AdminTransactionsQuery extends AdminListWindow<TransactionSort> {
  status?: OrderStatus;
}

/** Reads of orders: a buyer's own, staff's list, and the reconciliation of ledger and gateway. */
@Injectable()
export class OrderQueries {
  constructor(
    private readonly em: EntityManager,
    private readonly catalog: CatalogService,
    private readonly identity: IdentityService,
    private readonly ledger: LedgerService,
    @Inject(PAYMENT_GATEWAY) private readonly gateway: PaymentGateway,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /** The buyer's own order, or staff's; 'Transaction data not found' for anyone else. */
  async orderFor(viewer: AuthUser, orderId: string): Promise<OrderView> {
    const order = isUuid(orderId) ? await this.em.fork().findOne(Order, { id: orderId }) : null;
    if (!order || (order.buyerId !== viewer.id && !viewer.isAdmin)) {
      throw new OrderError('ORDER_NOT_FOUND', m.orderNotFound);
    }
    return {
      order: orderRecord(order),
      event: (await this.catalog.eventsByIds([order.eventId])).get(order.eventId) ?? null,
    };
  }

  /** Orders by id, as read models (e.g. for the purchases and earnings of the transfers module). */
  async byIds(orderIds: string[]): Promise<Map<string, OrderRecord>> {
    const ids = orderIds.filter((id) => isUuid(id));
    if (ids.length === 0) return new Map();
    const orders = await this.em.fork().find(Order, { id: { $in: ids } });
    return new Map(orders.map((o) => [o.id, orderRecord(o)]));
  }

  /** How many checkouts are in each status (Admin > Transactions), for the admin dashboard. */
  async countByStatus(): Promise<Record<OrderStatus, number>> {
    const rows = await this.em
      .fork()
      .execute<{ status: OrderStatus; n: number }[]>(
        'select status, count(*)::int as n from transactions group by status',
      );
    const counts = Object.fromEntries(orderStatuses.map((s) => [s, 0])) as Record<OrderStatus, number>;
    for (const row of rows) counts[row.status] = row.n;
    return counts;
  }

  /** Orders by status and by the gateway's last word on their payment (null before it has said anything). */
  async countByPaymentState(): Promise<{ status: string; gatewayState: string | null; count: number }[]> {
    const rows = await this.em
      .fork()
      .execute<{ status: string; gateway_state: string | null; n: number }[]>(
        'select status, gateway_state, count(*)::int as n from transactions group by 1, 2',
      );
    return rows.map((r) => ({ status: r.status, gatewayState: r.gateway_state, count: r.n }));
  }

  /**
   * For admin lists that search by event (ADR 27, 71): the ids of orders for events whose title contains
   * the text (transfers and disputes name their order, not their event).
   */
  async orderIdsOfEventsMatching(text: string): Promise<string[]> {
    const events = idsIn('o.event_id', await this.catalog.eventIdsMatching(text));
    const rows = await this.em
      .fork()
      .execute<{ id: string }[]>(`select o.id from transactions o where ${events.sql}`, events.params);
    return rows.map((r) => r.id);
  }

  /**
   * Admin > Transactions (ADR 27): newest first by default, optionally of one status, with event, buyer and
   * seller. Search: the event's title, the buyer's or seller's name, email or phone, the order's id, the
   * gateway's order id or transaction id (each in part).
   */
  async list(query: AdminTransactionsQuery): Promise<AdminListPage<OrderView>> {
    const list = new AdminListQuery('transactions o');
    if (query.status) list.where('o.status = ?', query.status);
    if (query.search) {
      const pattern = containsPattern(query.search);
      const events = await this.catalog.eventIdsMatching(query.search);
      const people = await this.identity.userIdsMatching(query.search);
      list.anyOf([
        { sql: 'o.id::text ilike ?', params: [pattern] },
        { sql: 'o.payment_id ilike ?', params: [pattern] },
        { sql: 'o.gateway_transaction_id ilike ?', params: [pattern] },
        idsIn('o.event_id', events),
        idsIn('o.buyer_id', people),
        idsIn('o.seller_id', people),
      ]);
    }
    const direction = query.order === 'desc' ? 'desc' : 'asc';
    const em = this.em.fork();
    const { ids, total } = await list.page(em, {
      idColumn: 'o.id',
      orderBy: `${transactionSortColumn[query.sort]} ${direction}, o.id ${direction}`,
      limit: query.limit,
      offset: query.offset,
    });
    const orders = inOrder(ids, ids.length ? await em.find(Order, { id: { $in: ids } }) : []);
    return { rows: await this.withParties(orders), total };
  }

  private async withParties(orders: Order[]): Promise<OrderView[]> {
    const [events, people] = await Promise.all([
      this.catalog.eventsByIds(orders.map((o) => o.eventId)),
      this.identity.summaries(orders.flatMap((o) => [o.buyerId, o.sellerId])),
    ]);
    return orders.map((order) => ({
      order: orderRecord(order),
      event: events.get(order.eventId) ?? null,
      buyer: people.get(order.buyerId),
      seller: people.get(order.sellerId),
    }));
  }

  /**
   * Every mismatch between our orders, the ledger and the gateway over the last `days` days: money
   * taken but not settled, settled but not taken, figures that differ, refunds not booked.
   */
  async reconciliation(
    days = 7,
    limit = 200,
  ): Promise<{ checkedAt: Date; ordersChecked: number; mismatches: Mismatch[] }> {
    const checkedAt = this.clock.now();
    const orders = await this.em
      .fork()
      .find(
        Order,
        { createdAt: { $gt: later(checkedAt, -days * 86_400_000) } },
        { orderBy: { createdAt: 'desc' }, limit },
      );
    const found: Mismatch[] = [];
    for (const order of orders) {
      const add = (kind: MismatchKind, detail: string) =>
        found.push({ orderId: order.id, kind, detail, status: order.status, gatewayState: order.gatewayState });
      const kinds = new Set((await this.ledger.entriesForOrder(order.id)).map((e) => e.kind));
      const captured = kinds.has('payment_captured');
      if (order.isPaid && !captured) add('paid_without_capture', 'The order is paid but the ledger has no capture.');
      if (!order.isPaid && captured)
        add('capture_without_sale', 'The ledger has a capture for an order that is not paid.');
      if (order.refundState === 'COMPLETED' && !kinds.has('buyer_refunded')) {
        add('refund_not_in_ledger', 'The gateway refunded the payment but the ledger has no refund.');
      }
      if (order.refundState === 'FAILED') add('refund_failed', 'The refund of a late payment failed at the gateway.');
      if (order.total === 0) continue; // paid wholly by credit: nothing at the gateway
      if (order.gatewayState === 'AMOUNT_MISMATCH') add('amount_mismatch', 'The gateway charged another amount.');
      if (!order.payPageUrl && order.status === 'failed') continue; // never reached the gateway
      try {
        const status = await this.gateway.orderStatus(order.paymentId);
        if (status.state === 'COMPLETED' && !order.isPaid) {
          add('gateway_completed_not_settled', 'The gateway took the payment but the order is not settled.');
        }
        if (order.isPaid && status.state !== 'COMPLETED') {
          add('settled_but_gateway_not_completed', `The order is settled but the gateway says ${status.state}.`);
        }
        if (status.state === 'COMPLETED' && status.amount !== order.total) {
          add('amount_mismatch', `The gateway took ${status.amount} paise; the order is for ${order.total}.`);
        }
      } catch {
        add('gateway_unreachable', 'The gateway could not be asked about this order.');
      }
    }
    return { checkedAt, ordersChecked: orders.length, mismatches: found };
  }
}
