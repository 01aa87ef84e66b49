import { EntityManager } from '@mikro-orm/postgresql';
import { type Paise, paise } from '@ticketsetu/contracts/money';
import { financialYearBounds, financialYearOf, tdsOnSale } from '@ticketsetu/contracts/tax';
import { Inject, Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../../../config/config.js';
import { CLOCK, type Clock } from '../../../shared/domain/clock.js';
import type { DomainEventMap } from '../../../shared/domain/domain-events.js';
import { Outbox } from '../../../shared/infrastructure/outbox/outbox.js';
import { CatalogService } from '../../catalog/index.js';
import { IdentityService } from '../../identity/index.js';
import { LedgerService, transferCompleted } from '../../ledger/index.js';
import { TaxDocuments } from '../../tax/index.js';
import { ListingQueries } from '../../listings/index.js';
import { OrderQueries } from '../../orders/index.js';
import { completionFigures } from '../domain/payout-money.js';
import { PAYOUT_PROVIDER, type PayoutProvider } from '../domain/payout-provider.js';
import { payoutRelease, type PayoutReleaseLimits, payoutReleaseLimits } from '../domain/payout-release.js';
import { SellerPayout, type Withholding } from '../domain/seller-payout.entity.js';
import { PayoutStore } from './payout-store.js';

/**
 * Seller payouts. TransferConfirmed (the tickets reached the buyer) creates the payout, exactly once
 * per transfer whatever repeats (a transactional outbox handler under the transfer's lock, and a
 * unique index on the transfer's seller payout), and in the same transaction the ledger moves the
 * price from escrow to the seller's payable (transferCompleted). A payout that may be paid now is
 * handed to the payout provider (manual: staff pay by UPI and record the UTR); one where the risk is
 * (a seller's first sales, a large sum owed) waits until after the event (ADR 44).
 */
@Injectable()
export class SellerPayouts implements OnModuleInit {
  private readonly logger = new Logger('SellerPayouts');
  private readonly limits: PayoutReleaseLimits;

  constructor(
    private readonly em: EntityManager,
    private readonly store: PayoutStore,
    private readonly outbox: Outbox,
    private readonly orders: OrderQueries,
    private readonly listings: ListingQueries,
    private readonly catalog: CatalogService,
    private readonly identity: IdentityService,
    private readonly ledger: LedgerService,
    private readonly taxDocuments: TaxDocuments,
    @Inject(PAYOUT_PROVIDER) private readonly provider: PayoutProvider,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    this.limits = payoutReleaseLimits(config);
  }

  onModuleInit(): void {
    this.outbox.subscribeTransactional('TransferConfirmed', 'payouts.seller-payout', (event, em) =>
      this.createFor(event.payload, em),
    );
    this.outbox.subscribe('SellerPayoutDue', 'payouts.dispatch', (event) => this.dispatch(event.payload.payoutId));
  }

  /**
   * The seller's payout of a completed transfer: gross = the price escrow still holds for the sale (the
   * subtotal, less what refunds made before completion took), fee = the event's seller fee percent of
   * it (money module, half-up), amount = gross − fee, to the listing's UPI id.
   */
  async createFor(facts: DomainEventMap['TransferConfirmed'], em: EntityManager): Promise<void> {
    await this.store.lock(em, facts.transferId);
    if (await this.store.sellerPayout(em, facts.transferId)) return;
    const order = (await this.orders.byIds([facts.orderId])).get(facts.orderId);
    // A transfer exists only for a settled order: a missing one is a fault to retry and see, not to skip.
    if (!order) throw new Error(`TransferConfirmed for transfer ${facts.transferId}: order ${facts.orderId} not found`);
    const listing = await this.listings.payoutDetails(order.listingId);
    if (!listing)
      throw new Error(`TransferConfirmed for transfer ${facts.transferId}: listing ${order.listingId} not found`);
    const event = (await this.catalog.eventsByIds([order.eventId])).get(order.eventId);
    const sellerFeePercent = event?.sellerFeePercent ?? 0;
    const standing = (await this.store.refunds(em, facts.transferId)).filter((r) => r.status !== 'failed');
    const figures = completionFigures(
      { subtotal: order.subtotal, total: order.total },
      standing.map((r) => r.amount),
      sellerFeePercent,
    );
    if (figures.gross === 0) {
      this.logger.log({ transferId: facts.transferId }, 'Transfer completed after a full refund: nothing to pay out');
      return;
    }
    const now = this.clock.now();
    const held = await this.store.isHeld(em, facts.transferId);
    await this.store.save(em, async (tx) => {
      // Under the seller's lock: two sales completing together see each other's gross and unpaid total.
      await this.store.lockSeller(tx, order.sellerId);
      const payout = SellerPayout.create({
        transferId: facts.transferId,
        orderId: order.id,
        sellerId: order.sellerId,
        upiId: listing.upiId,
        gross: figures.gross,
        sellerFeePercent,
        tds: await this.withholding(tx, order.sellerId, figures, now),
        at: now,
      });
      const seller = await this.store.sellerStanding(tx, order.sellerId, payout.amount);
      // An event catalog no longer has counts as starting now: the buyer still gets the dispute window.
      const release = payoutRelease(seller, event?.eventDate ?? now, now, this.limits);
      if (release.kind === 'held' && payout.status === 'pending') payout.heldUntil(release.until, release.reason);
      tx.persist(payout);
      const posted = await this.ledger.post(
        tx,
        transferCompleted({
          orderId: order.id,
          sellerId: order.sellerId,
          gross: figures.gross,
          sellerFee: figures.fee,
          tds: payout.tds,
          occurredAt: now,
        }),
      );
      await this.taxDocuments.issueFor(tx, posted, { recipientId: order.sellerId, eventState: event?.state ?? null });
      if (!held) payout.announceDue();
    });
  }

  /**
   * The income tax to withhold from a sale (contracts/tax.js tdsOnSale; ADR 49): by the PAN on record (its
   * fourth character says whether the holder is an individual or HUF, whom the ₹5 lakh exempts) and what
   * the seller sold through us earlier in the financial year. At most what the sale pays: a small sale that
   * crosses the threshold cannot carry the tax on the whole year's gross.
   */
  private async withholding(
    tx: EntityManager,
    sellerId: string,
    figures: { gross: Paise; payout: Paise },
    at: Date,
  ): Promise<Withholding> {
    const year = financialYearBounds(financialYearOf(at));
    const pan = await this.identity.panOf(sellerId, tx);
    const before = await this.store.grossSold(tx, sellerId, year.start, year.end);
    const due = tdsOnSale({ gross: figures.gross, runningGrossBefore: before, pan: pan?.pan ?? null }, at);
    return {
      tds: paise(Math.min(due.tds, figures.payout)),
      rule: due.rule,
      rateBasisPoints: due.rateBasisPoints,
      pan: pan?.pan ?? null,
    };
  }

  /**
   * SellerPayoutDue (at least once), and the reconciliation for payouts a provider never took: tells
   * the payout provider, unless the payout is held (dispute or risk) or was settled meanwhile. A payouts API answers with
   * its payment's reference, kept on the payout for its webhooks and the reconciliation to find; a
   * repeat asks with the same try, so the provider pays once (ADR 43).
   */
  async dispatch(payoutId: string): Promise<void> {
    const em = this.em.fork();
    const payout = await em.findOne(SellerPayout, { id: payoutId });
    if (!payout || payout.status !== 'pending' || payout.riskHeld || (await this.store.isHeld(em, payout.transferId))) {
      return;
    }
    const paymentTry = payout.paymentTry;
    const outcome = await this.provider.dispatch({
      payoutId: payout.id,
      sellerId: payout.userId,
      amount: payout.amount,
      upiId: payout.payoutDetails,
      attempt: paymentTry,
    });
    if (outcome.state === 'submitted') {
      await this.store.save(undefined, async (tx) => {
        await this.store.lock(tx, payout.transferId);
        const current = await tx.findOneOrFail(SellerPayout, { id: payoutId });
        current.submitted(outcome.reference, paymentTry, this.clock.now());
      });
    }
    this.logger.log(
      { payoutId, provider: this.provider.name, ...outcome },
      'Seller payout handed to the payout provider',
    );
  }
}
