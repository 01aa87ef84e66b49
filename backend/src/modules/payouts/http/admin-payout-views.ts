import type { AdminPayoutView } from '../application/admin-payout-list.js';
import type { AdminPayoutDto } from './payout.dto.js';

/** A payout as Admin > Payouts shows it: its list (the back office) and each action's answer. */
export function toAdminPayoutDto(p: AdminPayoutView): AdminPayoutDto {
  return {
    id: p.id,
    ticket_transfer_id: p.transferId,
    transaction_id: p.orderId,
    user_id: p.userId,
    user: p.user && { id: p.user.id, full_name: p.user.fullName, email: p.user.email, phone: p.user.phone },
    sale: p.sale && {
      event_id: p.sale.eventId,
      event_title: p.sale.eventTitle,
      event_date: p.sale.eventDate,
      quantity: p.sale.quantity,
    },
    type: p.type,
    amount: p.amount,
    platform_fee: p.platformFee,
    gross: p.gross,
    tds: p.tds,
    status: p.status,
    payout_method: p.method,
    payout_details: p.details,
    attempt: p.attempt,
    utr: p.utr,
    note: p.note,
    failure_reason: p.failureReason,
    refund_state: p.refundState,
    on_hold: p.onHold,
    release_at: p.releaseAt,
    release_reason: p.releaseReason,
    release_exposure_limit: p.releaseExposureLimit,
    requested_upi_id: p.requestedUpiId,
    requested_upi_name: p.requestedUpiName,
    upi_change_requested_at: p.upiChangeRequestedAt,
    created_at: p.createdAt,
    processed_at: p.processedAt,
  };
}
