import type { UserSummary } from '../../identity/index.js';
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

function person(p: UserSummary | undefined): TransferPersonDto | null {
  return p ? { id: p.id, full_name: p.fullName, email: p.email } : null;
}

export function toAdminTransferDto(view: TransferView): AdminTransferDto {
  return { ...toTransferDto(view), buyer: person(view.buyer), seller: person(view.seller) };
}
