import { EntityManager } from '@mikro-orm/postgresql';
import { Inject, Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { CLOCK, type Clock } from '../../../shared/domain/clock.js';
import { Outbox } from '../../../shared/infrastructure/outbox/outbox.js';
import { PAYOUT_PROVIDER, type PayoutProvider } from '../domain/payout-provider.js';
import { SellerPayout } from '../domain/seller-payout.entity.js';
import { PayoutStore } from './payout-store.js';

/** Hands a seller payout that may be paid now to the payout provider (SellerPayoutDue, ADR 43). */
@Injectable()
export class SellerPayoutDispatch implements OnModuleInit {
  private readonly logger = new Logger('SellerPayouts');

  constructor(
    private readonly em: EntityManager,
    private readonly store: PayoutStore,
    private readonly outbox: Outbox,
    @Inject(PAYOUT_PROVIDER) private readonly provider: PayoutProvider,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  onModuleInit(): void {
    this.outbox.subscribe('SellerPayoutDue', 'payouts.dispatch', (event) => this.dispatch(event.payload.payoutId));
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
