/**
 * The payouts module's public entry: the only file other modules import.
 *
 *   @Module({ imports: [PayoutsModule], ... })
 *   constructor(private readonly payouts: PayoutsService) {}
 *
 *   await this.payouts.holdForDispute(transferId);             // a dispute opened
 *   await this.payouts.refundBuyer(transferId, paise(50_000), 'Wrong seats', disputeId); // full or part
 *   await this.payouts.releaseDisputeHold(transferId);         // resolved for the seller
 *   const { sellerPayout, refunds, held } = await this.payouts.payoutFor(transferId);
 *
 * Each takes an optional EntityManager to join your transaction. Amounts are integer paise.
 * How payouts and refunds move money: docs/adr/0023-payouts-and-refunds.md.
 */
export { PayoutsModule } from './payouts.module.js';
export { RAZORPAYX_WEBHOOK_ROUTE } from './http/razorpayx-webhook.controller.js';
export { PayoutsService } from './application/payouts.service.js';
export type { PayoutView, TransferPayouts } from './application/read-models.js';
export { PAYOUT_MESSAGES } from './domain/payout-errors.js';
// Admin > Payouts' and Admin > Tax's (TDS) read models and answers; the back office mounts their lists (ADR 71).
export { AdminPayoutList } from './application/admin-payout-list.js';
export type { AdminPayoutView } from './application/admin-payout-list.js';
export { type TdsDeduction, TdsReports } from './application/tds-report.js';
export { AdminPayoutDto, AdminPayoutsQueryDto } from './http/payout.dto.js';
export { toAdminPayoutDto } from './http/admin-payout-views.js';
export {
  payoutStatuses,
  payoutTypes,
  type PayoutStatus,
  type PayoutType,
  type PayoutMethod,
} from './domain/payout-status.js';
