import { EntityManager } from '@mikro-orm/postgresql';
import { Inject, Injectable } from '@nestjs/common';
import { CLOCK, type Clock } from '../../../shared/domain/clock.js';
import { isUuid } from '../../../shared/domain/ids.js';
import { Outbox } from '../../../shared/infrastructure/outbox/outbox.js';
import type { HoldOutcome, HoldResult, HoldStatus } from '../domain/listing-hold.js';
import { ON_SALE_STATUS, remainingSql } from '../domain/on-sale.js';

interface HoldRow {
  order_id: string;
  listing_id: string;
  quantity: number;
  status: HoldStatus;
  expires_at: string | Date;
  reserved_for: string | null;
  adopted_at: string | Date | null;
}

export interface HoldRequest {
  orderId: string;
  listingId: string;
  quantity: number;
  expiresAt: Date;
  /** Seats kept for this user (a waiting-list offer): only their order may take the hold over (`adoptHold`). */
  reservedFor?: string | null;
}

/** A reserved hold an order asks to take over: its buyer, listing and quantity must be the hold's. */
export interface AdoptRequest {
  holdId: string;
  buyerId: string;
  listingId: string;
  quantity: number;
}

/** A sale that did not stand, as the transfers module reports it. */
export interface UndoneSale {
  orderId: string;
  listingId: string;
  quantity: number;
  outcome: 'failed' | 'refunded';
}

const holdColumns = 'order_id, listing_id, quantity, status, expires_at, reserved_for, adopted_at';

/**
 * The listings' inventory: seats held for an order while its buyer pays, then sold or given back.
 * `hold`, `confirm` and `release` are each ONE conditional SQL statement keyed by the order id, so
 * sold + held never exceeds quantity under any concurrency (the database's check constraint says
 * so too), and a repeat of any of them is a no-op that answers the first outcome. They run in the
 * caller's transaction (`em`): an order and its hold, a payment and its sale, commit together.
 * No event row lock: each statement locks only the listing's own row, for its own instant.
 */
@Injectable()
export class InventoryService {
  constructor(
    private readonly em: EntityManager,
    private readonly outbox: Outbox,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /**
   * Holds `quantity` seats of an on-sale listing for `orderId` until `expiresAt`, or records that it
   * could not ('refused'). The listing row is locked while its stock is checked and changed, with a
   * no-key-update lock: an order inserted before it in the transaction (its foreign key's key-share lock
   * on the row) does not conflict, so checkout takes the hold last and holds the lock only to its commit. Says
   * too how many seats the listing had left (`remaining`), so whoever took the last seat knows it is
   * gone without reading the listing again: exact after a hold (read under the lock); after a
   * refusal, what the statement's snapshot showed (a hold committing meanwhile may have taken more);
   * null when the order's hold existed already.
   */
  async hold(request: HoldRequest, em: EntityManager = this.em): Promise<HoldResult> {
    const now = this.clock.now();
    const [row] = await em.execute<(HoldRow & { remaining: number })[]>(
      `with stock as (
         select id, ${remainingSql('tickets')} as remaining from tickets
          where id = ? and status = '${ON_SALE_STATUS}' and ${remainingSql('tickets')} >= ?
          for no key update
       ),
       taken as (
         insert into listing_holds (order_id, listing_id, quantity, status, expires_at, created_at, reserved_for)
         values (?, ?, ?, case when exists (select 1 from stock) then 'held' else 'refused' end, ?, ?, ?)
         on conflict (order_id) do nothing
         returning ${holdColumns}
       ),
       counted as (
         update tickets set held_quantity = held_quantity + taken.quantity, updated_at = ?
           from taken where tickets.id = taken.listing_id and taken.status = 'held'
         returning tickets.id
       )
       select ${holdColumns},
              case when taken.status = 'held' then (select remaining from stock) - taken.quantity
                   else (select case when t.status = '${ON_SALE_STATUS}' then ${remainingSql('t')} else 0 end
                           from tickets t where t.id = taken.listing_id) end as remaining
         from taken`,
      [
        request.listingId,
        request.quantity,
        request.orderId,
        request.listingId,
        request.quantity,
        request.expiresAt,
        now,
        request.reservedFor ?? null,
        now,
      ],
    );
    if (row) return { ...toOutcome(row), remaining: row.remaining };
    return { ...(await this.outcomeOrFail(em, request.orderId)), remaining: null };
  }

  /** The order is paid: its held seats become sold (the listing is sold when none remain). */
  async confirm(orderId: string, em: EntityManager = this.em): Promise<HoldOutcome | null> {
    const now = this.clock.now();
    await em.execute(
      `with ended as (
         update listing_holds set status = 'confirmed', ended_at = ?
          where order_id = ? and status = 'held'
         returning listing_id, quantity
       )
       update tickets
          set held_quantity = tickets.held_quantity - ended.quantity,
              sold_quantity = tickets.sold_quantity + ended.quantity,
              status = case when tickets.sold_quantity + ended.quantity = tickets.quantity then 'sold' else tickets.status end,
              updated_at = ?
         from ended where tickets.id = ended.listing_id`,
      [now, orderId, now],
    );
    return this.outcome(em, orderId);
  }

  /** The UPI id the listing's sales are paid out to, in the caller's transaction (a sale's facts, ADR 83). */
  async sellerUpiIdOf(listingId: string, em: EntityManager = this.em): Promise<string | null> {
    const [row] = await em.execute<{ upi_id: string }[]>('select upi_id from tickets where id = ?', [listingId]);
    return row?.upi_id ?? null;
  }

  /**
   * A sale that did not stand: its transfer failed, or refunds gave the buyer everything back. Its seats
   * stay out of sale (ADR 32: they may not be the seller's to sell again); the listing shows them apart
   * from the seats sold. Once per order, in the caller's transaction.
   */
  async recordUndoneSale(em: EntityManager, sale: UndoneSale): Promise<void> {
    await em.execute(
      `insert into listing_undone_sales (order_id, listing_id, quantity, outcome, at) values (?, ?, ?, ?, ?)
       on conflict (order_id) do nothing`,
      [sale.orderId, sale.listingId, sale.quantity, sale.outcome, this.clock.now()],
    );
  }

  /** The order failed or was abandoned ('released'), or nobody paid in time ('expired'): seats go back. */
  async release(
    orderId: string,
    reason: 'released' | 'expired' = 'released',
    em: EntityManager = this.em,
  ): Promise<HoldOutcome | null> {
    return this.giveBack(em, orderId, reason, '');
  }

  /**
   * Seats reserved for a waiting user who did not take them up go back, unless an order has adopted
   * the hold (then that order's payment decides). Answers the hold as it stands: still `held` means
   * an order took it over.
   */
  async releaseReservation(
    holdId: string,
    reason: 'released' | 'expired',
    em: EntityManager = this.em,
  ): Promise<HoldOutcome | null> {
    return this.giveBack(em, holdId, reason, 'and reserved_for is not null and adopted_at is null');
  }

  /**
   * An order takes over a hold reserved for its buyer (a waiting-list offer) instead of holding anew:
   * only a live hold of that buyer, listing and quantity that no order adopted yet. One conditional
   * statement, so two checkouts with one offer cannot both adopt it. Answers the hold, or null (refused).
   */
  async adoptHold(request: AdoptRequest, em: EntityManager = this.em): Promise<HoldOutcome | null> {
    if (!isUuid(request.holdId)) return null;
    const now = this.clock.now();
    const [row] = await em.execute<HoldRow[]>(
      `update listing_holds set adopted_at = ?
        where order_id = ? and status = 'held' and reserved_for = ? and adopted_at is null
          and listing_id = ? and quantity = ? and expires_at > ?
       returning ${holdColumns}`,
      [now, request.holdId, request.buyerId, request.listingId, request.quantity, now],
    );
    return row ? toOutcome(row) : null;
  }

  /** Seats of a listing a buyer could hold now (0 when it is not on sale), read in the caller's transaction. */
  async availableNow(listingId: string, em: EntityManager = this.em): Promise<number> {
    const [row] = await em.execute<{ remaining: number }[]>(
      `select case when t.status = '${ON_SALE_STATUS}' then ${remainingSql('t')} else 0 end as remaining
         from tickets t where t.id = ?`,
      [listingId],
    );
    return row?.remaining ?? 0;
  }

  /**
   * Expires up to `limit` holds past their time, in one statement; safe with many replicas doing the
   * same (SKIP LOCKED). Returns the holds it expired, so their orders can be failed in the same transaction.
   */
  async expireDue(limit = 100, em: EntityManager = this.em): Promise<HoldOutcome[]> {
    const now = this.clock.now();
    const rows = await em.execute<HoldRow[]>(
      `with due as (
         select order_id from listing_holds
          where status = 'held' and expires_at <= ?
          order by expires_at limit ? for update skip locked
       ),
       ended as (
         update listing_holds h set status = 'expired', ended_at = ?
           from due where h.order_id = due.order_id
         returning h.order_id, h.listing_id, h.quantity, h.status, h.expires_at, h.reserved_for, h.adopted_at
       ),
       per_listing as (select listing_id, sum(quantity)::int as quantity from ended group by listing_id),
       given_back as (
         update tickets set held_quantity = tickets.held_quantity - per_listing.quantity, updated_at = ?
           from per_listing where tickets.id = per_listing.listing_id
         returning tickets.id
       )
       select ${holdColumns} from ended`,
      [now, limit, now, now],
    );
    for (const row of rows) await this.seatsReturned(em, row.order_id, row.listing_id, row.quantity, 'expired');
    return rows.map(toOutcome);
  }

  /** A hold as it stands, or null when the order never asked for one. */
  async outcome(em: EntityManager, orderId: string): Promise<HoldOutcome | null> {
    const [row] = await em.execute<HoldRow[]>(`select ${holdColumns} from listing_holds where order_id = ?`, [orderId]);
    return row ? toOutcome(row) : null;
  }

  /** Ends a held hold (under `condition`), gives its seats back and says so (SeatsReturned), all in `em`'s transaction. */
  private async giveBack(
    em: EntityManager,
    holdId: string,
    reason: 'released' | 'expired',
    condition: string,
  ): Promise<HoldOutcome | null> {
    const now = this.clock.now();
    const [returned] = await em.execute<{ listing_id: string; quantity: number }[]>(
      `with ended as (
         update listing_holds set status = ?, ended_at = ?
          where order_id = ? and status = 'held' ${condition}
         returning listing_id, quantity
       )
       update tickets set held_quantity = tickets.held_quantity - ended.quantity, updated_at = ?
         from ended where tickets.id = ended.listing_id
       returning ended.listing_id, ended.quantity`,
      [reason, now, holdId, now],
    );
    if (returned) await this.seatsReturned(em, holdId, returned.listing_id, returned.quantity, reason);
    return this.outcome(em, holdId);
  }

  /** Held seats are on sale again: the waiting list offers them on (ADR 25). Same transaction as the change. */
  private seatsReturned(
    em: EntityManager,
    holdId: string,
    listingId: string,
    quantity: number,
    reason: 'released' | 'expired',
  ): Promise<void> {
    return this.outbox.publish(em, 'SeatsReturned', { listingId, holdId, quantity, reason });
  }

  private async outcomeOrFail(em: EntityManager, orderId: string): Promise<HoldOutcome> {
    const outcome = await this.outcome(em, orderId);
    if (!outcome) throw new Error(`Hold of order ${orderId} neither taken nor found`);
    return outcome;
  }
}

function toOutcome(row: HoldRow): HoldOutcome {
  return {
    orderId: row.order_id,
    listingId: row.listing_id,
    quantity: row.quantity,
    status: row.status,
    expiresAt: new Date(row.expires_at),
    reservedFor: row.reserved_for,
    adoptedAt: row.adopted_at === null ? null : new Date(row.adopted_at),
  };
}
