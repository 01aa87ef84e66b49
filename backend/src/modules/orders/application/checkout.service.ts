import { UniqueConstraintViolationException } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { checkoutTotal, creditToApply, type Paise, paise } from '@ticketsetu/contracts/money';
import { APP_CONFIG, type AppConfig } from '../../../config/config.js';
import { CLOCK, type Clock } from '../../../shared/domain/clock.js';
import { isUuid, uuidArray } from '../../../shared/domain/ids.js';
import { type KeyedRequest, refuseOtherRequest } from '../../../shared/domain/request-fingerprint.js';
import { Coalescer } from '../../../shared/infrastructure/coalescer.js';
import { KeyedMutex } from '../../../shared/infrastructure/keyed-mutex.js';
import { UnitOfWork } from '../../../shared/infrastructure/unit-of-work.js';
import { CatalogService, type EventView, isOpenForSale } from '../../catalog/index.js';
import { IdentityService } from '../../identity/index.js';
import { LedgerService, paymentCaptured } from '../../ledger/index.js';
import { TaxDocuments } from '../../tax/index.js';
import { type CheckoutListingView, type HoldOutcome, InventoryService, ListingQueries } from '../../listings/index.js';
import { RewardsService } from '../../rewards/index.js';
import { buyingLimitProblem, heldTicketsSql, ticketsLeft } from '../domain/buying-limit.js';
import { checkCheckout, type CheckoutRequest } from '../domain/checkout.js';
import { CHECKOUT_MESSAGES as m, OrderError } from '../domain/order-errors.js';
import { Order } from '../domain/order.entity.js';
import { SoldOutListings } from './sold-out-listings.js';

/** A Pay that passed its checks, as the transaction needs it. */
interface Sale {
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

/** Pay's first step: the key's order, and whether this Pay made it (then it starts the payment: ADR 33). */
export interface Placement {
  order: Order;
  own: boolean;
}

/**
 * Checkout: the order summary, then Pay's first step — a pending order holding the seats for 10
 * minutes through the inventory, for the amount WE computed (the second, its payment at the gateway,
 * is PaymentStartService's). An Idempotency-Key makes a double click or a retry one order.
 */
@Injectable()
export class CheckoutService implements OnModuleInit {
  /** Listings whose last seat a hold here just took, for at most the public cache's TTL (0 in tests: off). */
  private readonly soldOut: SoldOutListings;
  private readonly saleTurns = new KeyedMutex();
  private readonly ordersByKey = new Coalescer((keys: { buyerId: string; idempotencyKey: string }[]) =>
    this.orderIdsByKey(keys),
  );

  constructor(
    private readonly em: EntityManager,
    private readonly uow: UnitOfWork,
    private readonly listings: ListingQueries,
    private readonly inventory: InventoryService,
    private readonly catalog: CatalogService,
    private readonly identity: IdentityService,
    private readonly rewards: RewardsService,
    private readonly ledger: LedgerService,
    private readonly taxDocuments: TaxDocuments,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    this.soldOut = new SoldOutListings(config.CATALOG_CACHE_TTL_MS);
  }

  onModuleInit(): void {
    // A refund takes back rewards credit only as far as no pending checkout of ours holds it.
    this.rewards.registerCreditSetAside((buyerId, em) => this.creditSetAside(em, buyerId));
  }

  async summary(buyerId: string, listingId: string): Promise<CheckoutView> {
    const listing = await this.listings.forCheckout(listingId);
    if (!listing) throw new OrderError('ORDER_NOT_FOUND', m.ticketNotFound);
    const event = await this.catalog.getEvent(listing.eventId);
    const already = event.maxTicketsPerBuyer === null ? 0 : await this.ticketsOfEvent(this.em, buyerId, event.id);
    return {
      listing,
      event,
      maxQuantity: Math.min(listing.availableQuantity, 6, ticketsLeft(event.maxTicketsPerBuyer, already)),
      ticketsAlready: already,
      ownListing: listing.sellerId === buyerId,
      credit: await this.availableCredit(this.em, buyerId),
    };
  }

  /**
   * Pay, first step: one order per (buyer, Idempotency-Key), its seats held (or the key's order as it
   * stands, for a repeat). The second step, PaymentStartService.payPage, starts its payment.
   *
   * A rush is mostly refusals, so they are cheap: the key's order and the listing are read side by
   * side, each with the other Pays' of the moment, and a listing not on sale is refused before the
   * event is read. A retry of a Pay that got its order answers that order whatever the listing says
   * now; so does a repeat racing it (a double click) that its first order's hold left without seats.
   * The key sent with another request than the one that made its order is refused (422), however
   * the two meet.
   */
  async placeOrder(buyerId: string, request: CheckoutRequest, keyed: KeyedRequest): Promise<Placement> {
    const [existing, listing] = await Promise.all([
      this.orderByKey(buyerId, keyed),
      this.listings.forCheckout(request.listingId),
    ]);
    if (existing) return { order: existing, own: false };
    try {
      return await this.placeNew(buyerId, request, keyed, listing);
    } catch (error) {
      // Refused for want of seats: a Pay with this key may have taken them meanwhile (the same Pay
      // sent twice at once, here or on another replica). Its hold committed before ours was refused,
      // and its order with it: a read now finds it.
      if (!(error instanceof OrderError && error.code === 'NOT_AVAILABLE')) throw error;
      const first = await this.orderByKey(buyerId, keyed);
      if (first) return { order: first, own: false };
      throw error;
    }
  }

  private async placeNew(
    buyerId: string,
    request: CheckoutRequest,
    keyed: KeyedRequest,
    listing: CheckoutListingView | null,
  ): Promise<Placement> {
    // An offer's seats are held already (not on sale to others): its hold decides, below.
    const offered = Boolean(request.offerId);
    if (!listing) throw new OrderError('ORDER_NOT_FOUND', m.ticketNotFound);
    if (listing.sellerId === buyerId) throw new OrderError('OWN_LISTING', m.ownListing);
    const problem = checkCheckout(request, listing);
    if (problem) throw new OrderError('CHECKOUT_INVALID', problem.message, problem.field);
    if (!offered && (!listing.isOnSale || request.quantity > listing.availableQuantity)) {
      throw new OrderError('NOT_AVAILABLE', m.notAvailable);
    }
    // Whether the buyer has any rewards credit at all: nearly nobody in a rush does, and then the
    // transaction below needs neither the credit lock nor its reads.
    const [event, hasCredit] = await Promise.all([
      this.catalog.getEventBatched(listing.eventId),
      this.rewards.hasCredit(buyerId),
    ]);
    const now = this.clock.now();
    if (!isOpenForSale(event, now)) throw new OrderError('NOT_AVAILABLE', m.notAvailable);
    // Fees placed by the event's location need its state: without one no invoice could be issued (ADR 58).
    if (!this.taxDocuments.canPlace(event.state)) throw new OrderError('NOT_AVAILABLE', m.eventNotPlaced);
    const deliveryAddress =
      listing.ticketType === 'physical' ? await this.identity.addressText(buyerId, request.deliveryAddressId!) : null;

    // Pays for one listing take turns in this process, from the memo check to their commit: a rush's
    // buyers wait here rather than each holding a pool connection while the listing's row is locked,
    // and once a hold has taken the last seat the rest are refused without a transaction. An offer's
    // seats are its own: no turn. Across processes the row lock decides.
    const turn = offered ? null : await this.saleTurn(listing.id, request.quantity);
    try {
      return await this.createOrder({
        buyerId,
        request,
        keyed,
        listing,
        event,
        hasCredit,
        deliveryAddress,
        now,
      });
    } finally {
      turn?.();
    }
  }

  /**
   * The listing's turn for this Pay. When a hold here has just taken the listing's last seat, the Pay
   * gives the turn on at once and reads the listing (with the other Pays of the moment): refused if
   * the read agrees, otherwise (seats came back since) it waits for the turn again and tries its hold.
   */
  private async saleTurn(listingId: string, quantity: number): Promise<() => void> {
    const turn = await this.saleTurns.acquire(listingId);
    if (!this.soldOut.recent(listingId, this.clock.now())) return turn;
    turn();
    const fresh = await this.listings.forCheckout(listingId);
    if (!fresh?.isOnSale || quantity > fresh.availableQuantity) throw new OrderError('NOT_AVAILABLE', m.notAvailable);
    this.soldOut.forget(listingId);
    return this.saleTurns.acquire(listingId);
  }

  /** The pending order and its hold, in one transaction (or, when credit pays it all, the sale). */
  private async createOrder(sale: Sale): Promise<Placement> {
    const { buyerId, request, keyed, listing, event, hasCredit, deliveryAddress, now } = sale;
    const offered = Boolean(request.offerId);
    let leftAfterHold: number | null = null;
    try {
      const order = await this.uow.run(async (em) => {
        // The event's buying limit first, before any other lock of this transaction (ADR 70).
        if (event.maxTicketsPerBuyer !== null) await this.keepToBuyingLimit(em, buyerId, event, request.quantity);
        // One checkout at a time per buyer decides how much of their credit it spends (under the credit
        // lock, which a buyer without any credit does without: there is nothing to share; a credit
        // earned since Pay began waits for the next checkout).
        const full = checkoutTotal(listing.price, request.quantity, event.buyerFeePercent);
        const credit = hasCredit
          ? creditToApply(await this.rewards.spendableCredit(em, buyerId), full.total)
          : paise(0);
        // A waiting-list offer: take over the hold reserved for this buyer, listing and quantity.
        const adopted = offered
          ? await this.inventory.adoptHold(
              { holdId: request.offerId!, buyerId, listingId: listing.id, quantity: request.quantity },
              em,
            )
          : null;
        if (offered && !adopted) throw new OrderError('NOT_AVAILABLE', m.notAvailable);
        const figures = checkoutTotal(listing.price, request.quantity, event.buyerFeePercent, credit);
        const placed = new Order({
          buyerId,
          sellerId: listing.sellerId,
          listingId: listing.id,
          eventId: event.id,
          quantity: request.quantity,
          price: listing.price,
          subtotal: figures.subtotal,
          buyerFee: figures.fee,
          creditApplied: figures.creditApplied,
          total: figures.total,
          ticketType: listing.ticketType,
          platformId: listing.ticketType === 'mobile' ? request.platformId!.trim() : null,
          deliveryAddress,
          idempotencyKey: keyed.key,
          idempotencyFingerprint: keyed.fingerprint,
          createdAt: now,
          ...(adopted && { hold: { id: adopted.orderId, expiresAt: adopted.expiresAt } }),
        });
        // The hold first: it locks the listing's row for update; inserting the order before it would
        // take a key-share lock on that row (its foreign key) and deadlock racing checkouts.
        const hold: HoldOutcome & { remaining?: number | null } =
          adopted ??
          (await this.inventory.hold(
            {
              orderId: placed.holdId,
              listingId: listing.id,
              quantity: request.quantity,
              expiresAt: placed.holdExpiresAt,
            },
            em,
          ));
        leftAfterHold = hold.remaining ?? null;
        if (hold.status !== 'held') {
          this.noteSoldOut(listing.id, leftAfterHold, now); // refused: what the hold saw stands after the rollback
          throw new OrderError('NOT_AVAILABLE', m.notAvailable);
        }
        // This Pay starts the payment; a repeat finding the order waits for it (ADR 33).
        if (placed.total > 0) placed.paymentStartingSince = this.clock.now();
        em.persist(placed);
        await em.flush();
        if (placed.total === 0) {
          // The buyer's credit pays it all: nothing to take at the gateway, the sale happens now.
          await this.inventory.confirm(placed.holdId, em);
          placed.complete(null, now);
          const posted = await this.ledger.post(em, paymentCaptured({ ...placed.captureOf(), occurredAt: now }));
          await this.taxDocuments.issueFor(em, posted, { recipientId: placed.buyerId, eventState: event.state });
        }
        return placed;
      });
      this.noteSoldOut(listing.id, leftAfterHold, now); // held: known only once committed
      return { order, own: true };
    } catch (error) {
      // A double click raced us to the same key: the other request's order is the one.
      if (error instanceof UniqueConstraintViolationException) {
        const winner = await this.em.fork().findOne(Order, { buyerId, idempotencyKey: keyed.key });
        if (winner) {
          refuseOtherRequest(winner.idempotencyFingerprint, keyed.fingerprint);
          return { order: winner, own: false };
        }
      }
      throw error;
    }
  }

  /**
   * Refuses a checkout that would take the buyer past the event's cap (ADR 70). The buyer's checkouts of
   * the event take turns on a transaction-scoped advisory lock of (buyer, event), held until this
   * transaction commits its order with its hold, so the count below already sees every order of theirs
   * that committed before, on any listing of the event and on any replica: two checkouts each within
   * the cap alone but over it together cannot both pass. Taken before the credit and listing locks, in
   * every checkout that takes it, so it adds no deadlock.
   */
  private async keepToBuyingLimit(em: EntityManager, buyerId: string, event: EventView, quantity: number) {
    await em.execute('select pg_advisory_xact_lock(hashtextextended(?, 0))', [`buying-limit ${buyerId} ${event.id}`]);
    const already = await this.ticketsOfEvent(em, buyerId, event.id);
    const problem = buyingLimitProblem(event.maxTicketsPerBuyer, already, quantity);
    if (problem) throw new OrderError('BUYING_LIMIT', problem, 'quantity');
  }

  /** The event's tickets the buyer holds or has bought (buying-limit.ts holdsTickets, in SQL). */
  private async ticketsOfEvent(em: EntityManager, buyerId: string, eventId: string): Promise<number> {
    const [row] = await em.execute<{ tickets: number }[]>(
      `select coalesce(sum(t.quantity), 0)::int as tickets from transactions t
        where t.buyer_id = ? and t.event_id = ? and ${heldTicketsSql}`,
      [buyerId, eventId, this.clock.now()],
    );
    return row?.tickets ?? 0;
  }

  /** A hold saw the listing with no seats left: the Pays queued behind it need no transaction. */
  private noteSoldOut(listingId: string, left: number | null, seenAt: Date): void {
    if (left === 0) this.soldOut.remember(listingId, seenAt);
  }

  /**
   * The order a Pay with this key made already, if any. Asked by every Pay of a rush, so the lookups
   * of Pays arriving together share one statement (each still reads after it was asked: never a stale
   * "no order yet"); the rare order found is then read whole, and refused (422) when another
   * request made it.
   */
  private async orderByKey(buyerId: string, keyed: KeyedRequest): Promise<Order | null> {
    if (!isUuid(buyerId)) return null; // a session's user id always is; one bad key would fail the batch
    const id = await this.ordersByKey.load({ buyerId, idempotencyKey: keyed.key });
    const order = id ? await this.em.fork().findOne(Order, { id }) : null;
    if (order) refuseOtherRequest(order.idempotencyFingerprint, keyed.fingerprint);
    return order;
  }

  /** The order id of each (buyer, key), or null, in one statement on a connection of its own. */
  private async orderIdsByKey(keys: { buyerId: string; idempotencyKey: string }[]): Promise<(string | null)[]> {
    const rows = await this.em.getConnection().execute<{ id: string; buyer_id: string; idempotency_key: string }[]>(
      `select t.id, t.buyer_id, t.idempotency_key
         from transactions t
         join unnest(?::uuid[], ?::text[]) as k(buyer_id, idempotency_key)
           on t.buyer_id = k.buyer_id and t.idempotency_key = k.idempotency_key`,
      [uuidArray(keys.map((k) => k.buyerId)), textArray(keys.map((k) => k.idempotencyKey))],
    );
    const found = new Map(rows.map((row) => [`${row.buyer_id} ${row.idempotency_key}`, row.id]));
    return keys.map((k) => found.get(`${k.buyerId.toLowerCase()} ${k.idempotencyKey}`) ?? null);
  }

  /** The buyer's credit not spent and not set aside by their own pending orders. */
  availableCredit(em: EntityManager, buyerId: string): Promise<Paise> {
    return this.rewards.unspentCredit(buyerId, em);
  }

  /**
   * The credit the buyer's orders may still spend: pending ones, and failed ones whose payment the
   * gateway has not called final (a late payment settles them, spending their credit: ADR 21). Once
   * the gateway says FAILED (reconciliation asks within minutes of the pay page closing), it is free.
   */
  private async creditSetAside(em: EntityManager, buyerId: string): Promise<number> {
    const [reserved] = await em.execute<{ amount: number }[]>(
      `select coalesce(sum(credit_applied), 0)::int as amount from transactions
        where buyer_id = ? and (status = 'pending' or (status = 'failed' and pay_page_url is not null
              and coalesce(gateway_state, '') not in ('FAILED', 'AMOUNT_MISMATCH')))`,
      [buyerId],
    );
    return reserved?.amount ?? 0;
  }
}

/** Texts as one PostgreSQL array literal ('{"a","b"}'), each quoted (the driver spreads JavaScript arrays). */
function textArray(values: readonly string[]): string {
  return `{${values.map((v) => `"${v.replace(/["\\]/g, '\\$&')}"`).join(',')}}`;
}
