import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsInt, IsString, MaxLength } from 'class-validator';
import { OptionalField } from '../../../shared/http/optional.js';
import { AdminListQueryDto } from '../../../shared/http/admin-list.js';
import { queueSorts, queueStates } from '../application/dispute-queries.js';
import { entryKinds } from '../domain/dispute.entity.js';
import { disputeActors, disputeReasons, disputeStatuses } from '../domain/dispute-status.js';

/** Texts are checked by the desk's rules (with their messages); this only caps what a request may carry. */
const TEXT_CAP = 20_000;
const AMOUNT_INVALID = 'The refund must be a whole number of paise';

// ---------- Requests ----------

/** Open a dispute (multipart/form-data with optional `files`). */
export class OpenDisputeDto {
  @ApiPropertyOptional({ enum: disputeReasons, description: 'What went wrong (required)' })
  @OptionalField()
  @IsString()
  @MaxLength(40)
  reason?: string;

  @ApiPropertyOptional({ description: 'The problem in the buyer’s words (required, at most 4000 characters)' })
  @OptionalField()
  @IsString()
  @MaxLength(TEXT_CAP)
  description?: string;

  @ApiPropertyOptional({
    type: 'array',
    items: { type: 'string', format: 'binary' },
    description: 'Evidence: PDF, JPEG, PNG, WebP or HEIC, at most 10 MB each, up to 10 files (optional)',
  })
  @OptionalField()
  files?: unknown;
}

/** A party's message (multipart/form-data with optional `files`). */
export class DisputeMessageDto {
  @ApiPropertyOptional({ description: 'Required, at most 4000 characters' })
  @OptionalField()
  @IsString()
  @MaxLength(TEXT_CAP)
  message?: string;

  @ApiPropertyOptional({
    type: 'array',
    items: { type: 'string', format: 'binary' },
    description: 'PDF, JPEG, PNG, WebP or HEIC, at most 10 MB each, up to 10 files (optional)',
  })
  @OptionalField()
  files?: unknown;
}

export class WithdrawDisputeDto {
  @ApiPropertyOptional({ description: 'Why (optional), shown to the seller' })
  @OptionalField()
  @IsString()
  @MaxLength(TEXT_CAP)
  message?: string;
}

/**
 * Admin > Disputes (ADR 27). Search covers the reference, the event's title, the buyer's and seller's name,
 * email and phone, and the dispute's, transfer's and transaction's ids (in part).
 */
export class AdminDisputesQueryDto extends AdminListQueryDto {
  @ApiPropertyOptional({ enum: queueStates, description: 'open (the default), closed, or all' })
  @OptionalField()
  @IsIn(queueStates, { message: 'Please choose open, closed or all' })
  state?: (typeof queueStates)[number];

  @ApiPropertyOptional({ enum: disputeStatuses })
  @OptionalField()
  @IsIn(disputeStatuses, { message: `Status must be one of ${disputeStatuses.join(', ')}` })
  status?: (typeof disputeStatuses)[number];

  @ApiPropertyOptional({ enum: disputeReasons })
  @OptionalField()
  @IsIn(disputeReasons, { message: `Reason must be one of ${disputeReasons.join(', ')}` })
  reason?: (typeof disputeReasons)[number];

  @ApiPropertyOptional({
    enum: queueSorts,
    description:
      'deadline (the default while open or all: the next deadline nearest first, closed ones after them, latest ' +
      'closed first), opened_at, closed_at (the default for closed, latest first)',
  })
  @OptionalField()
  @IsIn(queueSorts, { message: `Sort must be one of ${queueSorts.join(', ')}` })
  sort?: (typeof queueSorts)[number];
}

const staffMoves = ['awaiting_seller', 'under_review'] as const;

export class AcknowledgeDisputeDto {
  @ApiPropertyOptional({
    enum: staffMoves,
    description: 'Where it goes next: awaiting_seller (the default) or under_review',
  })
  @OptionalField()
  @IsIn(staffMoves, { message: 'Please choose awaiting_seller or under_review' })
  status?: (typeof staffMoves)[number];

  @ApiPropertyOptional({ description: 'A message to both parties (optional)' })
  @OptionalField()
  @IsString()
  @MaxLength(TEXT_CAP)
  message?: string;
}

export class StaffMessageDto {
  @ApiProperty({ description: 'To both parties (emailed), at most 4000 characters' })
  @OptionalField()
  @IsString()
  @MaxLength(TEXT_CAP)
  message?: string;

  @ApiPropertyOptional({ enum: staffMoves, description: 'Optionally move the dispute (ask the seller, or review)' })
  @OptionalField()
  @IsIn(staffMoves, { message: 'Please choose awaiting_seller or under_review' })
  status?: (typeof staffMoves)[number];
}

export class DisputeNoteDto {
  @ApiProperty({ description: 'Internal: staff only, never shown to the parties' })
  @OptionalField()
  @IsString()
  @MaxLength(TEXT_CAP)
  note?: string;
}

export class ResolveDisputeDto {
  @ApiProperty({ enum: ['refund', 'release'] })
  @OptionalField()
  @IsString()
  @MaxLength(20)
  outcome?: string;

  @ApiPropertyOptional({
    description:
      'Refunds: integer paise to give back, at most what the buyer paid and has not had back; omitted: all of it',
  })
  @OptionalField()
  @IsInt({ message: AMOUNT_INVALID })
  amount?: number;

  @ApiProperty({ description: 'The decision, as both parties read it (required)' })
  @OptionalField()
  @IsString()
  @MaxLength(TEXT_CAP)
  note?: string;
}

// ---------- Responses ----------

export class GrievanceOfficerDto {
  @ApiProperty({ example: 'Grievance Officer (name to be announced)' }) name!: string;
  @ApiProperty({ example: 'grievance@ticketsetu.in' }) email!: string;
}

export class DisputeEventDto {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty() title!: string;
  @ApiProperty() venue!: string;
  @ApiProperty() city!: string;
  @ApiProperty({ type: String, format: 'date-time' }) event_date!: Date;
}

export class DisputeFileDto {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ description: 'The name it was uploaded with' }) name!: string;
  @ApiProperty({ description: 'The type detected from its bytes' }) content_type!: string;
  @ApiProperty({ type: 'integer' }) size!: number;
  @ApiProperty({ description: 'Download (the buyer, the seller and staff only)' }) url!: string;
}

export class TimelineEntryDto {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ enum: entryKinds }) kind!: string;
  @ApiProperty({ enum: disputeActors, description: 'Who: the buyer, the seller or staff (the grievance desk)' })
  by!: string;
  @ApiProperty({ type: String, format: 'date-time' }) at!: Date;
  @ApiProperty({ type: String, nullable: true, description: 'The words written (description, message, decision)' })
  message!: string | null;
  @ApiProperty({ enum: disputeStatuses, nullable: true, type: String }) from_status!: string | null;
  @ApiProperty({ enum: disputeStatuses, nullable: true, type: String }) to_status!: string | null;
  @ApiProperty({ type: 'integer', nullable: true, description: 'Resolved with a refund: integer paise' })
  refund_amount!: number | null;
  @ApiProperty({ type: [DisputeFileDto] }) files!: DisputeFileDto[];
}

/** A dispute as its buyer or seller sees it (and staff, on this route). Amounts in integer paise. */
export class DisputeDto {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ example: 'TS-D-2026-000123' }) reference!: string;
  @ApiProperty({ enum: ['buyer', 'seller', 'staff'], description: 'The caller’s side of it' }) role!: string;
  @ApiProperty({ format: 'uuid', description: 'The purchase (ticket transfer) disputed' }) transfer_id!: string;
  @ApiProperty({ format: 'uuid' }) transaction_id!: string;
  @ApiProperty({ enum: disputeReasons }) reason!: string;
  @ApiProperty({ example: 'Tickets not received' }) reason_label!: string;
  @ApiProperty() description!: string;
  @ApiProperty({ enum: disputeStatuses }) status!: string;
  @ApiProperty({ example: 'Awaiting seller' }) status_label!: string;
  @ApiProperty({ type: String, format: 'date-time', description: 'Received: both deadlines count from here' })
  opened_at!: Date;
  @ApiProperty({ type: String, format: 'date-time', description: 'Acknowledge by (48 hours)' })
  acknowledge_by!: Date;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) acknowledged_at!: Date | null;
  @ApiProperty({ type: String, format: 'date-time', description: 'Resolve by (30 days, never past one month)' })
  resolve_by!: Date;
  @ApiProperty({
    type: String,
    format: 'date-time',
    nullable: true,
    description: 'The next deadline; null once closed',
  })
  next_deadline!: Date | null;
  @ApiProperty({ type: String, format: 'date-time', nullable: true, description: 'Resolved or withdrawn' })
  closed_at!: Date | null;
  @ApiProperty({ description: 'Not acknowledged within 48 hours and still not' }) acknowledgement_overdue!: boolean;
  @ApiProperty({ description: 'Past the resolution deadline and still open' }) resolution_overdue!: boolean;
  @ApiProperty({ description: 'Either of the two' }) overdue!: boolean;
  @ApiProperty({ type: String, nullable: true, description: 'The decision, once resolved' })
  resolution_note!: string | null;
  @ApiProperty({ type: 'integer', nullable: true, description: 'Resolved with a refund: integer paise' })
  refund_amount!: number | null;
  @ApiProperty({ type: DisputeEventDto, nullable: true }) event!: DisputeEventDto | null;
  @ApiProperty({ type: 'integer', nullable: true }) quantity!: number | null;
  @ApiProperty({ type: 'integer', nullable: true, description: 'What the buyer paid in all, integer paise' })
  amount_paid!: number | null;
  @ApiProperty({ type: String, nullable: true, description: 'The transfer’s status (single disputes only)' })
  transfer_status!: string | null;
  @ApiProperty({ type: GrievanceOfficerDto, description: 'Who owns the desk' })
  grievance_officer!: GrievanceOfficerDto;
}

export class DisputeDetailsDto extends DisputeDto {
  @ApiProperty({ type: [TimelineEntryDto], description: 'Oldest first; no internal notes' })
  timeline!: TimelineEntryDto[];
}

export class DisputeChangedDto {
  @ApiProperty({ example: 'Message sent' }) message!: string;
  @ApiProperty({ type: DisputeDetailsDto }) dispute!: DisputeDetailsDto;
}

export class DisputePersonDto {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ type: String, nullable: true }) full_name!: string | null;
  @ApiProperty() email!: string;
  @ApiProperty({ type: String, nullable: true }) phone!: string | null;
}

export class AdminDisputeDto extends DisputeDto {
  @ApiProperty({ type: DisputePersonDto, nullable: true }) buyer!: DisputePersonDto | null;
  @ApiProperty({ type: DisputePersonDto, nullable: true }) seller!: DisputePersonDto | null;
}

export class AdminTimelineEntryDto extends TimelineEntryDto {
  @ApiProperty({ format: 'uuid' }) by_user_id!: string;
  @ApiProperty({ description: 'An internal note: staff only' }) internal!: boolean;
}

export class DisputePayoutDto {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ enum: ['seller_payout', 'buyer_refund'] }) type!: string;
  @ApiProperty({ type: 'integer', description: 'Integer paise' }) amount!: number;
  @ApiProperty() status!: string;
  @ApiProperty({ type: String, nullable: true }) note!: string | null;
  @ApiProperty({ type: String, nullable: true, description: "Refunds: PhonePe's last word" }) refund_state!:
    string | null;
  @ApiProperty({ type: String, nullable: true, description: 'Seller payouts: the UPI transaction reference' })
  utr!: string | null;
  @ApiProperty({ type: String, nullable: true, description: 'Why it failed' }) failure_reason!: string | null;
  @ApiProperty({ type: String, format: 'date-time' }) created_at!: Date;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) processed_at!: Date | null;
}

export class DisputePayoutsDto {
  @ApiProperty({ description: 'The seller payout is held (cannot be processed)' }) on_hold!: boolean;
  @ApiProperty({ type: DisputePayoutDto, nullable: true }) seller_payout!: DisputePayoutDto | null;
  @ApiProperty({ type: [DisputePayoutDto] }) refunds!: DisputePayoutDto[];
}

export class AdminDisputeDetailsDto extends AdminDisputeDto {
  @ApiProperty({ type: [AdminTimelineEntryDto], description: 'Oldest first, internal notes included' })
  timeline!: AdminTimelineEntryDto[];
  @ApiProperty({ type: DisputePayoutsDto }) payouts!: DisputePayoutsDto;
  @ApiProperty({ type: 'integer', description: 'The most a refund may be now: paid and not had back, integer paise' })
  refundable!: number;
}

export class AdminDisputeChangedDto {
  @ApiProperty({ example: 'Dispute resolved' }) message!: string;
  @ApiProperty({ type: AdminDisputeDetailsDto }) dispute!: AdminDisputeDetailsDto;
}

export class PendingPayoutsDto {
  @ApiProperty({ type: 'integer' }) total!: number;
  @ApiProperty({ type: 'integer' }) seller_payouts!: number;
  @ApiProperty({ type: 'integer' }) buyer_refunds!: number;
}

export class TransactionCountsDto {
  @ApiProperty({ type: 'integer' }) pending!: number;
  @ApiProperty({ type: 'integer' }) completed!: number;
  @ApiProperty({ type: 'integer' }) failed!: number;
  @ApiProperty({ type: 'integer' }) refunded!: number;
}

/** The admin dashboard's cards: live counts. */
export class AdminDashboardDto {
  @ApiProperty({ type: String, format: 'date-time' }) generated_at!: Date;
  @ApiProperty({ type: 'integer', description: 'Listings waiting for review (pending_approval)' })
  pending_listings!: number;
  @ApiProperty({
    type: 'integer',
    description: 'Transfers under way: neither completed nor ended (failed or refunded)',
  })
  pending_transfers!: number;
  @ApiProperty({ type: PendingPayoutsDto, description: 'Payouts with status pending' })
  pending_payouts!: PendingPayoutsDto;
  @ApiProperty({ type: 'integer' }) open_disputes!: number;
  @ApiProperty({ type: 'integer', description: 'Open disputes past a deadline (acknowledgement or resolution)' })
  overdue_disputes!: number;
  @ApiProperty({ type: 'integer', description: 'Open disputes nobody has acknowledged yet' })
  disputes_awaiting_acknowledgement!: number;
  @ApiProperty({ type: 'integer', description: 'Accounts (not erased)' }) users!: number;
  @ApiProperty({ type: 'integer', description: 'Active events not started yet' }) upcoming_events!: number;
  @ApiProperty({ type: TransactionCountsDto }) transactions!: TransactionCountsDto;
}
