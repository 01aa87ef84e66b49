import type { EntityManager } from '@mikro-orm/postgresql';
import { type LedgerService, payoutFailed, payoutProcessed } from '../../ledger/index.js';
import type { PayoutLedgerEffect, SellerPayout } from '../domain/seller-payout.entity.js';

/**
 * Posts what a seller payout's change meant for the ledger (ADR 20, per attempt): processed moves the
 * payout from seller payable out of the platform; an undone attempt (staff, or the bank reversing it)
 * makes it owed again. In the change's own transaction, so the payouts row and the ledger agree.
 */
export async function postPayoutEffect(
  ledger: LedgerService,
  em: EntityManager,
  payout: SellerPayout,
  effect: PayoutLedgerEffect,
  at: Date,
): Promise<void> {
  if (effect.kind === 'none') return;
  const facts = {
    payoutId: payout.id,
    attempt: effect.attempt,
    sellerId: payout.userId,
    amount: payout.amount,
    orderId: payout.orderId,
    occurredAt: at,
  };
  await ledger.post(em, effect.kind === 'processed' ? payoutProcessed(facts) : payoutFailed(facts));
}
