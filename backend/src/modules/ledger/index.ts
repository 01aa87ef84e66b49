/**
 * The ledger module's public entry: the only file other modules import.
 *
 *   @Module({ imports: [LedgerModule], ... })
 *   constructor(private readonly ledger: LedgerService) {}
 *
 *   // in the caller's own transaction, with its own change (settlement, payout, refund, reward):
 *   const c = checkoutTotal(price, quantity, buyerFeePercent, credit); // @ticketsetu/contracts/money
 *   await em.transactional(async (tx) => {
 *     ...
 *     await this.ledger.post(tx, paymentCaptured({
 *       orderId, buyerId, subtotal: c.subtotal, buyerFee: c.fee, creditApplied: c.creditApplied, total: c.total,
 *       occurredAt: this.clock.now(),
 *     }));
 *   });
 *
 * Build entries only with the posting rules below; amounts come from @ticketsetu/contracts/money.
 * The chart of accounts and the posting of every business event: docs/adr/0020-double-entry-ledger.md.
 */
export { LedgerModule } from './ledger.module.js';
export { LedgerService } from './application/ledger.service.js';
export type { PostedEntry, PostResult, AccountTotal } from './application/read-models.js';

export {
  accountCodes,
  type AccountCode,
  type AccountType,
  type AccountDefinition,
  type Side,
} from './domain/accounts.js';
export {
  LedgerError,
  type EntryKind,
  type JournalEntry,
  type JournalLine,
  type LedgerErrorCode,
} from './domain/journal-entry.js';
export {
  paymentCaptured,
  transferCompleted,
  transferReversed,
  buyerRefunded,
  payoutProcessed,
  payoutFailed,
  rewardEarned,
  rewardReversed,
  type CaptureFigures,
  type PaymentCaptured,
  type TransferCompleted,
  type TransferReversed,
  type BuyerRefunded,
  type RefundSplit,
  type PayoutFacts,
  type RewardFacts,
} from './domain/postings.js';
export { refundedBefore, type OrderMoney } from './domain/balances.js';
export { checkInvariants, type InvariantRule, type InvariantViolation } from './domain/invariants.js';
