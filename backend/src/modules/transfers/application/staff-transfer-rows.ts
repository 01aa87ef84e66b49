import type { Paise } from '@ticketsetu/contracts/money';
import type { EventView } from '../../catalog/index.js';
import type { UserSummary } from '../../identity/index.js';
import type { TicketTransfer } from '../domain/ticket-transfer.entity.js';
import type { TransferStatus, TransferType } from '../domain/transfer-status.js';

/** A transfer as Admin > Transfers lists it: a plain row, the read model the back office reads (ADR 71). */
export interface StaffTransferRow {
  id: string;
  orderId: string;
  listingId: string;
  event: { id: string; title: string; venue: string; city: string; eventDate: Date } | null;
  status: TransferStatus;
  type: TransferType;
  /** Per ticket and what the buyer paid in all; null when the order is not found. */
  price: Paise | null;
  amountPaid: Paise | null;
  quantity: number;
  platformId: string | null;
  deliveryAddress: string | null;
  transferInstructions: string | null;
  proofOfTransfer: string[];
  proofUploadedAt: Date | null;
  courierName: string | null;
  trackingNumber: string | null;
  failureReason: string | null;
  disputeOpen: boolean;
  transferredAt: Date;
  confirmedAt: Date | null;
  eventStartsAt: Date;
  buyer: UserSummary | null;
  seller: UserSummary | null;
}

/** What the row is made of: a transfer with its order's amounts, its event and its parties (a TransferView). */
interface DescribedTransfer {
  transfer: TicketTransfer;
  order: { price: Paise; total: Paise } | null;
  event: EventView | null;
  buyer?: UserSummary;
  seller?: UserSummary;
}

export function toStaffTransferRow({ transfer: t, order, event, buyer, seller }: DescribedTransfer): StaffTransferRow {
  return {
    id: t.id,
    orderId: t.orderId,
    listingId: t.listingId,
    event: event && {
      id: event.id,
      title: event.title,
      venue: event.venue,
      city: event.city,
      eventDate: event.eventDate,
    },
    status: t.transferStatus,
    type: t.transferType,
    price: order?.price ?? null,
    amountPaid: order?.total ?? null,
    quantity: t.quantity,
    platformId: t.platformId,
    deliveryAddress: t.deliveryAddress,
    transferInstructions: t.transferInstructions,
    proofOfTransfer: t.proofOfTransfer,
    proofUploadedAt: t.proofUploadedAt,
    courierName: t.courierName,
    trackingNumber: t.trackingNumber,
    failureReason: t.failureReason,
    disputeOpen: t.disputeOpen,
    transferredAt: t.transferredAt,
    confirmedAt: t.confirmedAt,
    eventStartsAt: t.eventStartsAt,
    buyer: buyer ?? null,
    seller: seller ?? null,
  };
}
