import { UniqueConstraintViolationException } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { Inject, Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { checkoutTotal, creditToApply, type Paise, paise } from '@ticketsetu/contracts/money';
import { APP_CONFIG, type AppConfig } from '../../../config/config.js';
import { CLOCK, type Clock } from '../../../shared/domain/clock.js';
import { isUuid, uuidArray } from '../../../shared/domain/ids.js';
import { Coalescer } from '../../../shared/infrastructure/coalescer.js';
import { KeyedMutex } from '../../../shared/infrastructure/keyed-mutex.js';
import { UnitOfWork } from '../../../shared/infrastructure/unit-of-work.js';
import { CatalogService, type EventView, isOpenForSale } from '../../catalog/index.js';
import { IdentityService } from '../../identity/index.js';
import { LedgerService, paymentCaptured } from '../../ledger/index.js';
import { type CheckoutListingView, type HoldOutcome, InventoryService, ListingQueries } from '../../listings/index.js';
import { PAYMENT_GATEWAY, type PaymentGateway, PaymentGatewayUnavailable } from '../../payments/index.js';
import { RewardsService } from '../../rewards/index.js';
import { checkCheckout, type CheckoutRequest } from '../domain/checkout.js';
import { CHECKOUT_MESSAGES as m, OrderError } from '../domain/order-errors.js';
import { HOLD_MINUTES, Order } from '../domain/order.entity.js';
import { SoldOutListings } from './sold-out-listings.js';

/** A Pay that passed its checks, as the transaction needs it. */
interface Sale {
  buyerId: string;
  request: CheckoutRequest;
  idempotencyKey: string;
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
  /** How many the buyer may choose: what remains, at most 6. */
  maxQuantity: number;
  ownListing: boolean;
  /** The buyer's rewards credit available now (spent credit of pending orders is set aside). */
  credit: Paise;
}

export interface PlacedOrder {
  order: Order;
  /** Where to send the buyer's browser; null when nothing is left to pay (credit paid it all). */
  payPageUrl: string | null;
}

/**
 * Checkout: the order summary, then Pay — a pending order holding the seats for 10 minutes through
 * the inventory, and a payment at the gateway for the amount WE computed. An Idempotency-Key makes a
 * double click or a retry one order.
 */
@Injectable()
export class CheckoutService implements OnModuleInit {
  private readonly logger = new Logger('Checkout');
  /** Listings just read as not on sale, for at most the public cache's TTL (0 in tests: off). */
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
    @Inject(PAYMENT_GATEWAY) private readonly gateway: PaymentGateway,
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
    return {
      listing,
      event,
      maxQuantity: Math.min(listing.availableQuantity, 6),
      ownListing: listing.sellerId === buyerId,
      credit: await this.availableCredit(this.em, buyerId),
    };
  }

  /**
   * Pay, first step: one order per (buyer, Idempotency-Key), its seats held (or the key's order as it
   * stands, for a repeat). The second step, `payPage`, starts its payment.
   *
   * A rush is mostly refusals, so they are cheap: the key's order and the listing are read side by
   * side, each with the other Pays' of the moment (or the listing is taken from the memo of listings
   * just seen not on sale), and a listing not on sale is refused before the event is read. A retry of
   * a Pay that got its order answers that order whatever the listing says now.
   */
  async placeOrder(buyerId: string, request: CheckoutRequest, idempotencyKey: string): Promise<Order> {
    // An offer's seats are held already (not on sale to others): its hold decides, below.
    const offered = Boolean(request.offerId);
    const [existing, listing] = await Promise.all([
      this.orderByKey(buyerId, idempotencyKey),
      this.listingForPay(request.listingId, offered),
    ]);
    if (existing) return existing;

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
    const deliveryAddress =
      listing.ticketType === 'physical' ? await this.identity.addressText(buyerId, request.deliveryAddressId!) : null;

    // Pays for one listing take turns in this process, from the memo check to their commit: a rush's
    // buyers wait here rather than each holding a pool connection while the listing's row is locked,
    // and once a hold has taken the last seat the rest are refused from the memo, without a
    // transaction. An offer's seats are its own: no turn. Across processes the row lock decides.
    const turn = offered ? null : await this.saleTurns.acquire(listing.id);
    try {
      if (turn && this.soldOut.recent(listing.id, this.clock.now())) {
        throw new OrderError('NOT_AVAILABLE', m.notAvailable);
      }
      return await this.createOrder({
        buyerId,
        request,
        idempotencyKey,
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

  /** The pending order and its hold, in one transaction (or, when credit pays it all, the sale). */
  private async createOrder(sale: Sale): Promise<Order> {
    const { buyerId, request, idempotencyKey, listing, event, hasCredit, deliveryAddress, now } = sale;
    const offered = Boolean(request.offerId);
    let leftAfterHold: number | null = null;
    try {
      const order = await this.uow.run(async (em) => {
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
          idempotencyKey,
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
          this.noteSoldOut(listing, leftAfterHold, now); // refused: what the hold saw stands after the rollback
          throw new OrderError('NOT_AVAILABLE', m.notAvailable);
        }
        em.persist(placed);
        await em.flush();
        if (placed.total === 0) {
          // The buyer's credit pays it all: nothing to take at the gateway, the sale happens now.
          await this.inventory.confirm(placed.holdId, em);
          placed.complete(null, now);
          await this.ledger.post(em, paymentCaptured({ ...this.captureOf(placed), occurredAt: now }));
        }
        return placed;
      });
      this.noteSoldOut(listing, leftAfterHold, now); // held: known only once committed
      return order;
    } catch (error) {
      // A double click raced us to the same key: the other request's order is the one.
      if (error instanceof UniqueConstraintViolationException) {
        const winner = await this.em.fork().findOne(Order, { buyerId, idempotencyKey });
        if (winner) return winner;
      }
      throw error;
    }
  }

  /** A hold saw the listing with no seats left: the rest of a rush is refused without reading it. */
  private noteSoldOut(listing: CheckoutListingView, left: number | null, seenAt: Date): void {
    if (left === 0) this.soldOut.remember(Object.freeze({ ...listing, availableQuantity: 0, isOnSale: false }), seenAt);
  }

  /**
   * The order a Pay with this key made already, if any. Asked by every Pay of a rush, so the lookups
   * of Pays arriving together share one statement (each still reads after it was asked: never a stale
   * "no order yet"); the rare order found is then read whole.
   */
  private async orderByKey(buyerId: string, idempotencyKey: string): Promise<Order | null> {
    if (!isUuid(buyerId)) return null; // a session's user id always is; one bad key would fail the batch
    const id = await this.ordersByKey.load({ buyerId, idempotencyKey });
    return id ? this.em.fork().findOne(Order, { id }) : null;
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

  /**
   * The listing as Pay sees it: read now, or as read within the public cache's TTL when it was not on
   * sale then (only to refuse again; never for a waiting-list offer, whose seats are held for it).
   */
  private async listingForPay(listingId: string, offered: boolean): Promise<CheckoutListingView | null> {
    const readAt = this.clock.now();
    if (!offered) {
      const recent = this.soldOut.recent(listingId, readAt);
      if (recent) return recent;
    }
    const listing = await this.listings.forCheckout(listingId);
    if (listing) this.soldOut.remember(listing, readAt);
    return listing;
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

  /** The figures of a capture, as the ledger's posting rules want them. */
  captureOf(order: Order) {
    return {
      orderId: order.id,
      buyerId: order.buyerId,
      subtotal: order.subtotal,
      buyerFee: order.buyerFee,
      creditApplied: order.creditApplied,
      total: order.total,
    };
  }

  /**
   * Pay, second step: where the buyer pays for `order`, its payment started at the gateway unless
   * that happened already (a repeat of the key) or nothing is left to pay. The gateway sends the
   * buyer back to `returnTo` (the app's address in their browser: shared/http/browser-origin.ts).
   */
  async payPage(order: Order, returnTo: string): Promise<PlacedOrder> {
    if (order.status !== 'pending' || order.payPageUrl) return { order, payPageUrl: order.payPageUrl };
    return this.startPayment(order, returnTo);
  }

  private async startPayment(order: Order, returnTo: string): Promise<PlacedOrder> {
    try {
      const created = await this.gateway.createPayment({
        merchantOrderId: order.paymentId,
        amount: order.total,
        redirectUrl: `${returnTo}/payment-result?order_id=${order.id}`,
        // The pay page closes when the hold ends, so nobody pays for seats no longer held.
        expireAfterSeconds: HOLD_MINUTES * 60,
        metaInfo: { udf1: order.id },
      });
      await this.em
        .fork()
        .nativeUpdate(
          Order,
          { id: order.id, payPageUrl: null },
          { payPageUrl: created.payPageUrl, gatewayState: created.state },
        );
      order.payPageUrl = created.payPageUrl;
      return { order, payPageUrl: created.payPageUrl };
    } catch (error) {
      if (error instanceof PaymentGatewayUnavailable) {
        // The outcome is unknown: the order stays pending; a retry with the same key tries again,
        // and the hold's expiry or reconciliation ends it otherwise.
        this.logger.warn({ err: error, orderId: order.id }, 'Payment gateway unavailable while starting a payment');
        throw new OrderError('GATEWAY_UNAVAILABLE', m.createFailed);
      }
      this.logger.error({ err: error, orderId: order.id }, 'The gateway refused to start a payment');
      await this.uow.run(async (em) => {
        const failed = await em.findOneOrFail(Order, { id: order.id });
        if (failed.status !== 'pending') return;
        await this.inventory.release(failed.holdId, 'released', em);
        failed.fail(m.createFailed, this.clock.now());
      });
      throw new OrderError('PAYMENT_FAILED_TO_START', m.createFailed);
    }
  }
}

/** An Idempotency-Key header as we accept it: 8-100 letters, digits, `-` or `_` (a UUID fits). */
export function isIdempotencyKey(key: unknown): key is string {
  return typeof key === 'string' && /^[A-Za-z0-9_-]{8,100}$/.test(key);
}

/** Texts as one PostgreSQL array literal ('{"a","b"}'), each quoted (the driver spreads JavaScript arrays). */
function textArray(values: readonly string[]): string {
  return `{${values.map((v) => `"${v.replace(/["\\]/g, '\\$&')}"`).join(',')}}`;
}
