import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsInt, IsString, MaxLength } from 'class-validator';
import { OptionalField } from '../../../shared/http/optional.js';
import { AdminListQueryDto } from '../../../shared/http/admin-list.js';
import { queueSorts, queueStates } from '../application/dispute-queries.js';
import { entryKinds } from '../domain/dispute.entity.js';
import { disputeActors, disputeReasons, disputeStatuses } from '../domain/dispute-status.js';
import { DISPUTE_FORM_MESSAGES, MAX_DISPUTE_TEXT } from '@ticketsetu/contracts/dispute-form';
import { DISPUTE_MESSAGES as m, MAX_MESSAGE_LENGTH } from '../domain/dispute-errors.js';

/**
 * The buyer's and the parties' forms are checked by contracts' checkDispute and checkDisputeReply (the
 * entity's guard, the desk before storing files), staff's texts by the desk's rules; their length is
 * stated and refused here too (untrimmed), with the form's limit and words, so the document says what
 * the desk takes.
 */
const Message = () => MaxLength(MAX_MESSAGE_LENGTH, { message: m.messageTooLong });
const AMOUNT_INVALID = 'The refund must be a whole number of paise';

// ---------- Requests ----------

/** Open a dispute (multipart/form-data with optional `files`). */
export class OpenDisputeDto {
  @ApiProperty({ enum: disputeReasons, description: 'What went wrong' })
  @OptionalField()
  @IsString()
  @MaxLength(40)
  reason?: string;

  @ApiProperty({
    example: 'I paid for 2 tickets but the seller has not transferred them to my BookMyShow account yet.',
    description: 'The problem in the buyer’s words',
  })
  @OptionalField()
  @IsString()
  @MaxLength(MAX_DISPUTE_TEXT, { message: DISPUTE_FORM_MESSAGES.descriptionTooLong })
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
  @ApiProperty({
    example: 'I have transferred both tickets; the BookMyShow screenshot is attached.',
  })
  @OptionalField()
  @IsString()
  @Message()
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
  @ApiPropertyOptional({
    example: 'The seller has transferred the tickets now. Thank you!',
    description: 'Why (optional), shown to the seller',
  })
  @OptionalField()
  @IsString()
  @Message()
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

  @ApiPropertyOptional({
    example: 'We have received your dispute and asked the seller to respond within 48 hours.',
    description: 'A message to both parties (optional)',
  })
  @OptionalField()
  @IsString()
  @Message()
  message?: string;
}

export class StaffMessageDto {
  @ApiProperty({
    example: 'Please upload a screenshot of the transfer from your BookMyShow app.',
    description: 'To both parties (emailed)',
  })
  @OptionalField()
  @IsString()
  @Message()
  message?: string;

  @ApiPropertyOptional({ enum: staffMoves, description: 'Optionally move the dispute (ask the seller, or review)' })
  @OptionalField()
  @IsIn(staffMoves, { message: 'Please choose awaiting_seller or under_review' })
  status?: (typeof staffMoves)[number];
}

export class DisputeNoteDto {
  @ApiProperty({
    example: 'Seller says the transfer went to an old number; checking with BookMyShow.',
    description: 'Internal: staff only, never shown to the parties',
  })
  @OptionalField()
  @IsString()
  @Message()
  note?: string;
}

export class ResolveDisputeDto {
  @ApiProperty({ enum: ['refund', 'release'] })
  @OptionalField()
  @IsString()
  @MaxLength(20)
  outcome?: string;

  @ApiPropertyOptional({
    example: 307398,
    description:
      'Refunds: integer paise to give back, at most what the buyer paid and has not had back; omitted: all of it',
  })
  @OptionalField()
  @IsInt({ message: AMOUNT_INVALID })
  amount?: number;

  @ApiProperty({
    example: 'The seller could not show a completed transfer, so the buyer is refunded in full.',
    description: 'The decision, as both parties read it (required)',
  })
  @OptionalField()
  @IsString()
  @Message()
  note?: string;
}

// ---------- Responses ----------

export class GrievanceOfficerDto {
  @ApiProperty({ example: 'Grievance Officer (name to be announced)' }) name!: string;
  @ApiProperty({ example: 'grievance@ticketsetu.in' }) email!: string;
}

export class DisputeEventDto {
  @ApiProperty({ format: 'uuid', example: 'b7e3c1a2-4d5f-4e6a-9b8c-1d2e3f4a5b6c' }) id!: string;
  @ApiProperty({ example: 'Arijit Singh Live in Concert' }) title!: string;
  @ApiProperty({ example: 'Palace Grounds' }) venue!: string;
  @ApiProperty({ example: 'Bengaluru' }) city!: string;
  @ApiProperty({ type: String, format: 'date-time', example: '2026-12-20T13:30:00.000Z' }) event_date!: Date;
}

export class DisputeFileDto {
  @ApiProperty({ format: 'uuid', example: '7d8e9f0a-1b2c-4d3e-8f4a-5b6c7d8e9f0a' }) id!: string;
  @ApiProperty({ example: 'bookmyshow-booking.png', description: 'The name it was uploaded with' }) name!: string;
  @ApiProperty({ example: 'image/png', description: 'The type detected from its bytes' }) content_type!: string;
  @ApiProperty({ type: 'integer', example: 248512 }) size!: number;
  @ApiProperty({
    example: '/api/v1/disputes/5a6b7c8d-9e0f-4a1b-8c2d-3e4f5a6b7c8d/files/7d8e9f0a-1b2c-4d3e-8f4a-5b6c7d8e9f0a',
    description: 'Download (the buyer, the seller and staff only)',
  })
  url!: string;
}

export class TimelineEntryDto {
  @ApiProperty({ format: 'uuid', example: '1c2d3e4f-5a6b-4c7d-9e8f-0a1b2c3d4e5f' }) id!: string;
  @ApiProperty({ enum: entryKinds, example: 'acknowledged' }) kind!: string;
  @ApiProperty({
    enum: disputeActors,
    example: 'staff',
    description: 'Who: the buyer, the seller or staff (the grievance desk)',
  })
  by!: string;
  @ApiProperty({ type: String, format: 'date-time', example: '2026-12-18T12:30:00.000Z' }) at!: Date;
  @ApiProperty({
    type: String,
    nullable: true,
    example: 'We have received your dispute and asked the seller to respond within 48 hours.',
    description: 'The words written (description, message, decision)',
  })
  message!: string | null;
  @ApiProperty({ enum: disputeStatuses, nullable: true, type: String, example: 'open' }) from_status!: string | null;
  @ApiProperty({ enum: disputeStatuses, nullable: true, type: String, example: 'awaiting_seller' }) to_status!:
    string | null;
  @ApiProperty({
    type: 'integer',
    nullable: true,
    example: 307398,
    description: 'Resolved with a refund: integer paise',
  })
  refund_amount!: number | null;
  @ApiProperty({ type: [DisputeFileDto] }) files!: DisputeFileDto[];
}

/** A dispute as its buyer or seller sees it (and staff, on this route). Amounts in integer paise. */
export class DisputeDto {
  @ApiProperty({ format: 'uuid', example: '5a6b7c8d-9e0f-4a1b-8c2d-3e4f5a6b7c8d' }) id!: string;
  @ApiProperty({ example: 'TS-D-2026-000123' }) reference!: string;
  @ApiProperty({ enum: ['buyer', 'seller', 'staff'], description: 'The caller’s side of it' }) role!: string;
  @ApiProperty({
    format: 'uuid',
    example: 'e1f2a3b4-c5d6-4e7f-8a9b-0c1d2e3f4a5b',
    description: 'The purchase (ticket transfer) disputed',
  })
  transfer_id!: string;
  @ApiProperty({ format: 'uuid', example: '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d' }) transaction_id!: string;
  @ApiProperty({ enum: disputeReasons }) reason!: string;
  @ApiProperty({ example: 'Tickets not received' }) reason_label!: string;
  @ApiProperty({
    example: 'I paid for 2 tickets but the seller has not transferred them to my BookMyShow account yet.',
  })
  description!: string;
  @ApiProperty({ enum: disputeStatuses, example: 'awaiting_seller' }) status!: string;
  @ApiProperty({ example: 'Awaiting seller' }) status_label!: string;
  @ApiProperty({
    type: String,
    format: 'date-time',
    example: '2026-12-18T09:00:00.000Z',
    description: 'Received: both deadlines count from here',
  })
  opened_at!: Date;
  @ApiProperty({
    type: String,
    format: 'date-time',
    example: '2026-12-20T09:00:00.000Z',
    description: 'Acknowledge by (48 hours)',
  })
  acknowledge_by!: Date;
  @ApiProperty({ type: String, format: 'date-time', nullable: true, example: '2026-12-18T12:30:00.000Z' })
  acknowledged_at!: Date | null;
  @ApiProperty({
    type: String,
    format: 'date-time',
    example: '2027-01-17T09:00:00.000Z',
    description: 'Resolve by (30 days, never past one month)',
  })
  resolve_by!: Date;
  @ApiProperty({
    type: String,
    format: 'date-time',
    nullable: true,
    example: '2027-01-17T09:00:00.000Z',
    description: 'The next deadline; null once closed',
  })
  next_deadline!: Date | null;
  @ApiProperty({
    type: String,
    format: 'date-time',
    nullable: true,
    example: '2026-12-19T16:00:00.000Z',
    description: 'Resolved or withdrawn',
  })
  closed_at!: Date | null;
  @ApiProperty({ example: false, description: 'Not acknowledged within 48 hours and still not' })
  acknowledgement_overdue!: boolean;
  @ApiProperty({ example: false, description: 'Past the resolution deadline and still open' })
  resolution_overdue!: boolean;
  @ApiProperty({ example: false, description: 'Either of the two' }) overdue!: boolean;
  @ApiProperty({
    type: String,
    nullable: true,
    example: 'The seller could not show a completed transfer, so the buyer is refunded in full.',
    description: 'The decision, once resolved',
  })
  resolution_note!: string | null;
  @ApiProperty({
    type: 'integer',
    nullable: true,
    example: 307398,
    description: 'Resolved with a refund: integer paise',
  })
  refund_amount!: number | null;
  @ApiProperty({ type: DisputeEventDto, nullable: true }) event!: DisputeEventDto | null;
  @ApiProperty({ type: 'integer', nullable: true, example: 2 }) quantity!: number | null;
  @ApiProperty({
    type: 'integer',
    nullable: true,
    example: 307398,
    description: 'What the buyer paid in all, integer paise',
  })
  amount_paid!: number | null;
  @ApiProperty({
    type: String,
    nullable: true,
    example: 'awaiting_mobile_transfer',
    description: 'The transfer’s status (single disputes only)',
  })
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
  @ApiProperty({ format: 'uuid', example: '2b3c4d5e-6f70-4a8b-9c0d-1e2f3a4b5c6d' }) id!: string;
  @ApiProperty({ type: String, nullable: true, example: 'Priya Sharma' }) full_name!: string | null;
  @ApiProperty({ example: 'priya.sharma@example.in' }) email!: string;
  @ApiProperty({ type: String, nullable: true, example: '+919876543210' }) phone!: string | null;
}

export class AdminDisputeDto extends DisputeDto {
  @ApiProperty({ type: DisputePersonDto, nullable: true }) buyer!: DisputePersonDto | null;
  @ApiProperty({ type: DisputePersonDto, nullable: true }) seller!: DisputePersonDto | null;
}

export class AdminTimelineEntryDto extends TimelineEntryDto {
  @ApiProperty({ format: 'uuid', example: '0e9d8c7b-6a5f-4e4d-8c3b-2a1f0e9d8c7b' }) by_user_id!: string;
  @ApiProperty({ example: false, description: 'An internal note: staff only' }) internal!: boolean;
}

export class DisputePayoutDto {
  @ApiProperty({ format: 'uuid', example: 'd2e3f4a5-b6c7-4d8e-9f0a-1b2c3d4e5f6a' }) id!: string;
  @ApiProperty({ enum: ['seller_payout', 'buyer_refund'] }) type!: string;
  @ApiProperty({ type: 'integer', example: 284905, description: 'Integer paise' }) amount!: number;
  @ApiProperty({ example: 'pending' }) status!: string;
  @ApiProperty({
    type: String,
    nullable: true,
    example:
      'Dispute TS-D-2026-000123: The seller could not show a completed transfer, so the buyer is refunded in full.',
  })
  note!: string | null;
  @ApiProperty({ type: String, nullable: true, example: 'COMPLETED', description: "Refunds: PhonePe's last word" })
  refund_state!: string | null;
  @ApiProperty({
    type: String,
    nullable: true,
    example: '612345678901',
    description: 'Seller payouts: the UPI transaction reference',
  })
  utr!: string | null;
  @ApiProperty({
    type: String,
    nullable: true,
    example: 'The UPI ID could not be found at the bank',
    description: 'Why it failed',
  })
  failure_reason!: string | null;
  @ApiProperty({ type: String, format: 'date-time', example: '2026-12-18T09:00:00.000Z' }) created_at!: Date;
  @ApiProperty({ type: String, format: 'date-time', nullable: true, example: '2026-12-22T09:30:00.000Z' })
  processed_at!: Date | null;
}

export class DisputePayoutsDto {
  @ApiProperty({ example: true, description: 'The seller payout is held (cannot be processed)' }) on_hold!: boolean;
  @ApiProperty({ type: DisputePayoutDto, nullable: true }) seller_payout!: DisputePayoutDto | null;
  @ApiProperty({ type: [DisputePayoutDto] }) refunds!: DisputePayoutDto[];
}

export class AdminDisputeDetailsDto extends AdminDisputeDto {
  @ApiProperty({ type: [AdminTimelineEntryDto], description: 'Oldest first, internal notes included' })
  timeline!: AdminTimelineEntryDto[];
  @ApiProperty({ type: DisputePayoutsDto }) payouts!: DisputePayoutsDto;
  @ApiProperty({
    type: 'integer',
    example: 307398,
    description: 'The most a refund may be now: paid and not had back, integer paise',
  })
  refundable!: number;
}

export class AdminDisputeChangedDto {
  @ApiProperty({ example: 'Dispute resolved' }) message!: string;
  @ApiProperty({ type: AdminDisputeDetailsDto }) dispute!: AdminDisputeDetailsDto;
}
