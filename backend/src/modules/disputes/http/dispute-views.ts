import type { UserSummary } from '../../identity/index.js';
import type { PayoutView } from '../../payouts/index.js';
import type {
  DisputeDetails,
  DisputeView,
  QueueItem,
  StaffDisputeDetails,
  TimelineEntryView,
} from '../application/read-models.js';
import { reasonLabels, statusLabels } from '../domain/dispute-status.js';
import type {
  AdminDisputeDetailsDto,
  AdminDisputeDto,
  AdminTimelineEntryDto,
  DisputeDetailsDto,
  DisputeDto,
  DisputePayoutDto,
  DisputePersonDto,
  TimelineEntryDto,
} from './dispute.dto.js';

export function toDisputeDto(v: DisputeView, role: 'buyer' | 'seller' | 'staff'): DisputeDto {
  const event = v.sale.event;
  return {
    id: v.id,
    reference: v.reference,
    role,
    transfer_id: v.transferId,
    transaction_id: v.orderId,
    reason: v.reason,
    reason_label: reasonLabels[v.reason],
    description: v.description,
    status: v.status,
    status_label: statusLabels[v.status],
    opened_at: v.openedAt,
    acknowledge_by: v.acknowledgeBy,
    acknowledged_at: v.acknowledgedAt,
    resolve_by: v.resolveBy,
    next_deadline: v.nextDeadline,
    closed_at: v.closedAt,
    acknowledgement_overdue: v.acknowledgementOverdue,
    resolution_overdue: v.resolutionOverdue,
    overdue: v.acknowledgementOverdue || v.resolutionOverdue,
    resolution_note: v.resolutionNote,
    refund_amount: v.refundAmount,
    event: event && {
      id: event.id,
      title: event.title,
      venue: event.venue,
      city: event.city,
      event_date: event.eventDate,
    },
    quantity: v.sale.quantity,
    amount_paid: v.sale.amountPaid,
    transfer_status: v.sale.transferStatus,
    grievance_officer: { name: v.officer.name, email: v.officer.email },
  };
}

/** The caller's side of a dispute they may read (staff reading as staff). */
export function roleOf(v: DisputeView, viewer: { id: string }): 'buyer' | 'seller' | 'staff' {
  return viewer.id === v.buyerId ? 'buyer' : viewer.id === v.sellerId ? 'seller' : 'staff';
}

function toEntryDto(e: TimelineEntryView): TimelineEntryDto {
  return {
    id: e.id,
    kind: e.kind,
    by: e.role,
    at: e.at,
    message: e.body,
    from_status: e.fromStatus,
    to_status: e.toStatus,
    refund_amount: e.refundAmount,
    files: e.files.map((f) => ({ id: f.id, name: f.name, content_type: f.contentType, size: f.size, url: f.url })),
  };
}

export function toDisputeDetailsDto(v: DisputeDetails, viewer: { id: string }): DisputeDetailsDto {
  return { ...toDisputeDto(v, roleOf(v, viewer)), timeline: v.timeline.filter((e) => !e.internal).map(toEntryDto) };
}

function toPersonDto(p: UserSummary | null): DisputePersonDto | null {
  return p && { id: p.id, full_name: p.fullName, email: p.email, phone: p.phone };
}

export function toAdminDisputeDto(v: QueueItem): AdminDisputeDto {
  return { ...toDisputeDto(v, 'staff'), buyer: toPersonDto(v.buyer), seller: toPersonDto(v.seller) };
}

function toPayoutDto(p: PayoutView): DisputePayoutDto {
  return {
    id: p.id,
    type: p.type,
    amount: p.amount,
    status: p.status,
    note: p.note,
    refund_state: p.refundState,
    utr: p.utr,
    failure_reason: p.failureReason,
    created_at: p.createdAt,
    processed_at: p.processedAt,
  };
}

export function toAdminDisputeDetailsDto(v: StaffDisputeDetails): AdminDisputeDetailsDto {
  return {
    ...toAdminDisputeDto(v),
    timeline: v.timeline.map((e): AdminTimelineEntryDto => ({
      ...toEntryDto(e),
      by_user_id: e.byUserId,
      internal: e.internal,
    })),
    payouts: {
      on_hold: v.payouts.held,
      seller_payout: v.payouts.sellerPayout && toPayoutDto(v.payouts.sellerPayout),
      refunds: v.payouts.refunds.map(toPayoutDto),
    },
    refundable: v.refundable,
  };
}
