import { setTimeout as pause } from 'node:timers/promises';
import { LockMode } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { CLOCK, type Clock } from '../../../shared/domain/clock.js';
import { UnitOfWork } from '../../../shared/infrastructure/unit-of-work.js';
import { InventoryService } from '../../listings/index.js';
import {
  PAYMENT_GATEWAY,
  type PaymentGateway,
  PaymentGatewayPaused,
  PaymentGatewayUnavailable,
} from '../../payments/index.js';
import { CHECKOUT_MESSAGES as m, OrderError } from '../domain/order-errors.js';
import { HOLD_MINUTES, Order } from '../domain/order.entity.js';
import type { Placement } from './checkout.service.js';

/** How long a repeat of a Pay waits for the payment start it found, counted from that start's beginning. */
export const START_WAIT_MS = 10_000;
/**
 * A start older than this is taken for dead (its process stopped) and may be made again: longer than
 * the PhonePe client can take to answer (a token and the pay call, each under a 10 s timeout, twice
 * after a 401).
 */
export const START_LEASE_MS = 60_000;
/** A repeat on another replica looks at the order this often while it waits. */
const LOOK_EVERY_MS = 50;

/**
 * Pay, second step: the order's payment at the gateway, started ONCE per order (ADR 33). The gateway
 * refuses a merchant order id it has seen, so a second start would fail an order whose first start
 * gave the buyer a live pay page. The Pay that made the order starts it (the order row says since
 * when: `paymentStartingSince`); a repeat of that Pay — a double click, a retry, on any replica —
 * waits for that start's answer and answers the same order.
 */
@Injectable()
export class PaymentStartService {
  private readonly logger = new Logger('Checkout');
  /** The starts this process is making, by order id: its own repeats wake as each ends. */
  private readonly running = new Map<string, Promise<unknown>>();

  constructor(
    private readonly em: EntityManager,
    private readonly uow: UnitOfWork,
    private readonly inventory: InventoryService,
    @Inject(PAYMENT_GATEWAY) private readonly gateway: PaymentGateway,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /**
   * The placed order, its pay page started at the gateway unless nothing is left to pay (credit paid
   * it all) or it is over. A start that fails, whether the gateway refused (PAYMENT_FAILED_TO_START) or
   * could not be reached (GATEWAY_UNAVAILABLE), fails the order and gives its seats back at once (ADR
   * 59). A repeat gets the first start's answer: the order with its pay page, the order failed, or
   * PAYMENT_SETUP_IN_PROGRESS when it has been at the gateway for START_WAIT_MS.
   */
  async payPage({ order, own }: Placement, returnTo: string): Promise<Order> {
    if (order.status !== 'pending' || order.payPageUrl) return order;
    if (own || (await this.claim(order))) return this.start(order, returnTo);
    return this.firstStart(order);
  }

  /**
   * Takes the start on when nobody is making it (an order from before starts were claimed) or its
   * maker is gone (older than START_LEASE_MS). One conditional update: one taker across replicas.
   */
  private async claim(order: Order): Promise<boolean> {
    const now = this.clock.now();
    const lapsed = new Date(now.getTime() - START_LEASE_MS);
    const taken = await this.em.fork().nativeUpdate(
      Order,
      {
        id: order.id,
        status: 'pending',
        payPageUrl: null,
        $or: [{ paymentStartingSince: null }, { paymentStartingSince: { $lte: lapsed } }],
      },
      { paymentStartingSince: now },
    );
    if (taken === 1) order.paymentStartingSince = now;
    return taken === 1;
  }

  /** The answer of the start another request is making, by looking at the order until it has one. */
  private async firstStart(order: Order): Promise<Order> {
    for (;;) {
      const seen = await this.em.fork().findOneOrFail(Order, { id: order.id });
      if (seen.status !== 'pending' || seen.payPageUrl) return seen;
      const since = seen.paymentStartingSince;
      // Nobody making it any more (the next Pay takes it on), or long at the gateway: come back later.
      if (!since || this.clock.now().getTime() - since.getTime() >= START_WAIT_MS) {
        throw new OrderError('PAYMENT_SETUP_IN_PROGRESS', m.startInProgress);
      }
      const here = this.running.get(order.id);
      const look = pause(LOOK_EVERY_MS, undefined, { ref: false });
      await (here ? Promise.race([here.catch(() => undefined), look]) : look);
    }
  }

  private async start(order: Order, returnTo: string): Promise<Order> {
    const started = this.startAtGateway(order, returnTo);
    this.running.set(order.id, started);
    try {
      return await started;
    } finally {
      this.running.delete(order.id);
    }
  }

  /** Starts the payment; the gateway sends the buyer back to `returnTo` (shared/http/browser-origin.ts). */
  private async startAtGateway(order: Order, returnTo: string): Promise<Order> {
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
          { payPageUrl: created.payPageUrl, gatewayState: created.state, paymentStartingSince: null },
        );
      order.payPageUrl = created.payPageUrl;
      return order;
    } catch (error) {
      const unreachable = error instanceof PaymentGatewayUnavailable;
      if (!unreachable) {
        this.logger.error({ err: error, orderId: order.id }, 'The gateway refused to start a payment');
      } else if (!(error instanceof PaymentGatewayPaused)) {
        // While the breaker is open nothing was sent; it logged the gateway's failure once.
        this.logger.warn({ err: error, orderId: order.id }, 'Payment gateway unavailable while starting a payment');
      }
      await this.endUnstarted(order.id);
      throw unreachable
        ? new OrderError('GATEWAY_UNAVAILABLE', m.createFailed)
        : new OrderError('PAYMENT_FAILED_TO_START', m.createFailed);
    }
  }

  /**
   * A payment that could not be started: the order fails and its seats are on sale again at once, so
   * an outage of the gateway cannot take the catalogue off sale for the holds' 10 minutes. When there
   * was no answer (a timeout), the gateway may have made the payment all the same; nobody has its pay
   * page, and should it be paid anyway, settlement refunds it (`failToStart`). Under the order's row
   * lock, as a cancel or a settlement of the same order would take it.
   */
  private async endUnstarted(orderId: string): Promise<void> {
    await this.uow.run(async (em) => {
      const order = await em.findOneOrFail(Order, { id: orderId }, { lockMode: LockMode.PESSIMISTIC_WRITE });
      order.paymentStartingSince = null;
      if (order.status !== 'pending') return;
      await this.inventory.release(order.holdId, 'released', em);
      order.failToStart(m.createFailed, this.clock.now());
    });
  }
}
