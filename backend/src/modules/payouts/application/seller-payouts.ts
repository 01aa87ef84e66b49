import type { EntityManager } from '@mikro-orm/postgresql';
import { Inject, Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { paise } from '@ticketsetu/contracts/money';
import { APP_CONFIG, type AppConfig } from '../../../config/config.js';
import { CLOCK, type Clock } from '../../../shared/domain/clock.js';
import type { DomainEventMap } from '../../../shared/domain/domain-events.js';
import { Outbox } from '../../../shared/infrastructure/outbox/outbox.js';
import { transferCompleted } from '../../ledger/index.js';
import { TaxDocuments } from '../../tax/index.js';
import { completionFigures } from '../domain/payout-money.js';
import { payoutRelease, type PayoutReleaseLimits, payoutReleaseLimits } from '../domain/payout-release.js';
import { SellerPayout } from '../domain/seller-payout.entity.js';
import { PayoutStore } from './payout-store.js';
import { SellerWithholding } from './seller-withholding.js';
import { SoldSales } from './sold-sales.js';

/**
 * Seller payouts. TransferConfirmed (the tickets reached the buyer) creates the payout, exactly once
 * per transfer whatever repeats (a transactional outbox handler under the transfer's lock, and a
 * unique index on the transfer's seller payout), and in the same transaction the ledger moves the
 * price from escrow to the seller's payable (transferCompleted). A payout that may be paid now is
 * handed to the payout provider (manual: staff pay by UPI and record the UTR); one where the risk is
 * (a seller's first sales, a large sum owed) waits until after the event (ADR 44); handing it over is
 * SellerPayoutDispatch's.
 */
@Injectable()
export class SellerPayouts implements OnModuleInit {
  private readonly logger = new Logger('SellerPayouts');
  private readonly limits: PayoutReleaseLimits;

  constructor(
    private readonly store: PayoutStore,
    private readonly outbox: Outbox,
    private readonly sales: SoldSales,
    private readonly withholding: SellerWithholding,
    private readonly taxDocuments: TaxDocuments,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    this.limits = payoutReleaseLimits(config);
  }

  onModuleInit(): void {
    this.outbox.subscribeTransactional('TransferConfirmed', 'payouts.seller-payout', (event, em) =>
      this.createFor(event.payload, em),
    );
  }

  /**
   * The seller's payout of a completed transfer, from the sale the event carries (ADR 83): gross = the
   * price escrow still holds for the sale (the subtotal, less what refunds made before completion took),
   * fee = the event's seller fee percent of it (money module, half-up), amount = gross − fee, to the
   * listing's UPI id.
   */
  async createFor(confirmed: DomainEventMap['TransferConfirmed'], em: EntityManager): Promise<void> {
    const { transferId, orderId, sellerId } = confirmed;
    await this.store.lock(em, transferId);
    if (await this.store.sellerPayout(em, transferId)) return;
    const now = this.clock.now();
    const sale = await this.sales.of(confirmed, now);
    const standing = (await this.store.refunds(em, transferId)).filter((r) => r.status !== 'failed');
    const figures = completionFigures(
      { subtotal: paise(sale.subtotal), total: paise(sale.total) },
      standing.map((r) => r.amount),
      sale.sellerFeePercent,
    );
    if (figures.gross === 0) {
      this.logger.log({ transferId }, 'Transfer completed after a full refund: nothing to pay out');
      return;
    }
    const held = await this.store.isHeld(em, transferId);
    await this.store.save(em, async (tx) => {
      // Under the seller's lock: two sales completing together see each other's gross and unpaid total.
      await this.store.lockSeller(tx, sellerId);
      const payout = SellerPayout.create({
        transferId,
        orderId,
        sellerId,
        upiId: sale.sellerUpiId,
        gross: figures.gross,
        sellerFeePercent: sale.sellerFeePercent,
        tds: await this.withholding.of(tx, sellerId, figures, now),
        at: now,
      });
      const seller = await this.store.sellerStanding(tx, sellerId, payout.amount);
      const release = payoutRelease(seller, new Date(sale.eventStartsAt), now, this.limits);
      if (release.kind === 'held' && payout.status === 'pending') payout.heldUntil(release.until, release.reason);
      tx.persist(payout);
      await this.taxDocuments.book(
        tx,
        transferCompleted({
          orderId,
          sellerId,
          gross: figures.gross,
          sellerFee: figures.fee,
          tds: payout.tds,
          occurredAt: now,
        }),
        { recipientId: sellerId, eventState: sale.placeOfSupply },
      );
      if (!held) payout.announceDue();
    });
  }
}
