import type { UserSummary } from '../../identity/index.js';
import type { StaffTransferRow } from '../application/staff-transfer-rows.js';
import type { TransferView } from '../application/transfer-queries.js';
import type { AdminTransferDto, TransferDto, TransferPersonDto } from './transfer.dto.js';

export function toTransferDto({ transfer: t, order, event }: TransferView): TransferDto {
  return {
    id: t.id,
    transaction_id: t.orderId,
    ticket_id: t.listingId,
    event: event && {
      id: event.id,
      title: event.title,
      venue: event.venue,
      city: event.city,
      event_date: event.eventDate,
    },
    transfer_status: t.transferStatus,
    transfer_type: t.transferType,
    price: order?.price ?? 0,
    amount_paid: order?.total ?? 0,
    quantity: t.quantity,
    platform_id: t.platformId,
    delivery_address: t.deliveryAddress,
    transfer_instructions: t.transferInstructions,
    proof_of_transfer: t.proofOfTransfer,
    proof_uploaded_at: t.proofUploadedAt,
    courier_name: t.courierName,
    tracking_number: t.trackingNumber,
    failure_reason: t.failureReason,
    dispute_open: t.disputeOpen,
    transferred_at: t.transferredAt,
    confirmed_at: t.confirmedAt,
    event_starts_at: t.eventStartsAt,
  };
}

function person(p: UserSummary | null): TransferPersonDto | null {
  return p ? { id: p.id, full_name: p.fullName, email: p.email } : null;
}

/** A transfer as Admin > Transfers lists it (the back office, ADR 71). */
export function toAdminTransferDto(r: StaffTransferRow): AdminTransferDto {
  return {
    id: r.id,
    transaction_id: r.orderId,
    ticket_id: r.listingId,
    event: r.event && {
      id: r.event.id,
      title: r.event.title,
      venue: r.event.venue,
      city: r.event.city,
      event_date: r.event.eventDate,
    },
    transfer_status: r.status,
    transfer_type: r.type,
    price: r.price ?? 0,
    amount_paid: r.amountPaid ?? 0,
    quantity: r.quantity,
    platform_id: r.platformId,
    delivery_address: r.deliveryAddress,
    transfer_instructions: r.transferInstructions,
    proof_of_transfer: r.proofOfTransfer,
    proof_uploaded_at: r.proofUploadedAt,
    courier_name: r.courierName,
    tracking_number: r.trackingNumber,
    failure_reason: r.failureReason,
    dispute_open: r.disputeOpen,
    transferred_at: r.transferredAt,
    confirmed_at: r.confirmedAt,
    event_starts_at: r.eventStartsAt,
    buyer: person(r.buyer),
    seller: person(r.seller),
  };
}
