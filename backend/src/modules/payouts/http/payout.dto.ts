import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsString, MaxLength } from 'class-validator';
import { OptionalField } from '../../../shared/http/optional.js';
import { AdminListQueryDto } from '../../../shared/http/admin-list.js';
import { adminPayoutSorts, type AdminPayoutSort } from '../application/admin-payout-list.js';
import { payoutHoldReasons } from '../domain/payout-release.js';
import { adminPayoutStatuses, payoutMethods, payoutStatuses, payoutTypes } from '../domain/payout-status.js';

export class PayoutRecipientDto {
  @ApiProperty({ format: 'uuid', example: '6d5c4b3a-2f1e-4d0c-b9a8-7f6e5d4c3b2a' }) id!: string;
  @ApiProperty({ type: String, nullable: true, example: 'Rohan Mehta' }) full_name!: string | null;
  @ApiProperty({ example: 'rohan.mehta@example.in' }) email!: string;
  @ApiProperty({ type: String, nullable: true, example: '+919812345678' }) phone!: string | null;
}

/** The sale a payout is for, so staff can match it without opening its details. */
export class PayoutSaleDto {
  @ApiProperty({ format: 'uuid', example: 'b7e3c1a2-4d5f-4e6a-9b8c-1d2e3f4a5b6c' }) event_id!: string;
  @ApiProperty({ type: String, nullable: true, example: 'Arijit Singh Live in Concert' }) event_title!: string | null;
  @ApiProperty({ type: String, format: 'date-time', nullable: true, example: '2026-12-20T13:30:00.000Z' })
  event_date!: Date | null;
  @ApiProperty({ type: 'integer', example: 2, description: 'Tickets sold in the sale' }) quantity!: number;
}

/** The hold of a seller payout where the risk is (ADR 44), as both the seller and staff read it. */
const releaseAtDoc = {
  type: String,
  format: 'date-time',
  nullable: true,
  example: '2027-01-21T15:30:00.000Z',
  description:
    'Seller payouts held until after the event (a first sale, or a large sum owed): when it is released; null when not held',
} as const;
const releaseReasonDoc = {
  enum: payoutHoldReasons,
  nullable: true,
  example: 'first_sales',
  description: "Why it is held: first_sales (the seller's first sales) or high_exposure (more than the limit owed)",
} as const;
const releaseExposureLimitDoc = {
  type: 'integer',
  nullable: true,
  example: 2_500_000,
  description: 'high_exposure: the limit (integer paise) that the seller’s unpaid total is above',
} as const;

/** A seller's change of UPI id on a due payout, waiting for staff (issue 18); all null when none waits. */
const requestedUpiIdDoc = {
  type: String,
  nullable: true,
  example: 'asha.rao@okaxis',
  description:
    'Seller payouts: the UPI id the seller asked to be paid to instead, waiting for approval; null when none',
} as const;
const requestedUpiNameDoc = {
  type: String,
  nullable: true,
  example: 'Asha Rao',
  description:
    "The name the requested UPI id's bank has for it, as the seller confirmed it; null when names are not checked",
} as const;
const upiChangeRequestedAtDoc = {
  type: String,
  format: 'date-time',
  nullable: true,
  example: '2026-12-04T09:15:00.000Z',
  description: 'When the seller asked for the change; null when none waits',
} as const;

/** A payouts row in Admin > Payouts (spec 3). Amounts in integer paise; full ids (the page shows 8 characters). */
export class AdminPayoutDto {
  @ApiProperty({ format: 'uuid', example: 'd2e3f4a5-b6c7-4d8e-9f0a-1b2c3d4e5f6a' }) id!: string;
  @ApiProperty({ format: 'uuid', example: 'e1f2a3b4-c5d6-4e7f-8a9b-0c1d2e3f4a5b' }) ticket_transfer_id!: string;
  @ApiProperty({
    format: 'uuid',
    example: '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d',
    description: 'The sale (the spec’s transaction)',
  })
  transaction_id!: string;
  @ApiProperty({
    format: 'uuid',
    example: '6d5c4b3a-2f1e-4d0c-b9a8-7f6e5d4c3b2a',
    description: 'The seller paid, or the buyer refunded',
  })
  user_id!: string;
  @ApiProperty({ type: PayoutRecipientDto, nullable: true }) user!: PayoutRecipientDto | null;
  @ApiProperty({ type: PayoutSaleDto, nullable: true, description: 'The event and tickets of the sale' })
  sale!: PayoutSaleDto | null;
  @ApiProperty({ enum: payoutTypes }) type!: string;
  @ApiProperty({ type: 'integer', example: 284905, description: 'What is paid out, integer paise' }) amount!: number;
  @ApiProperty({ type: 'integer', example: 14995, description: 'The seller fee kept (0 for refunds), integer paise' })
  platform_fee!: number;
  @ApiPropertyOptional({
    type: 'integer',
    example: 300000,
    description:
      "Always sent. Seller payouts: the sale's price that stands (less what disputes took back); refunds: 0. Integer paise",
  })
  gross?: number;
  @ApiPropertyOptional({
    type: 'integer',
    example: 0,
    description:
      'Always sent. Seller payouts: the income tax withheld (TDS by the e-commerce operator); refunds: 0. Integer paise',
  })
  tds?: number;
  @ApiProperty({ enum: payoutStatuses }) status!: string;
  @ApiProperty({ enum: payoutMethods, description: 'upi (seller payouts) or phonepe_refund (buyer refunds)' })
  payout_method!: string;
  @ApiProperty({ example: 'rohan.mehta@okhdfcbank', description: 'The UPI id paid, or the payment id refunded' })
  payout_details!: string;
  @ApiProperty({
    type: 'integer',
    example: 1,
    description: 'Seller payouts: times processed; refunds: requests made to PhonePe',
  })
  attempt!: number;
  @ApiProperty({
    type: String,
    nullable: true,
    example: '612345678901',
    description: 'The UPI transaction reference of the payment',
  })
  utr!: string | null;
  @ApiProperty({
    type: String,
    nullable: true,
    example: 'Transfer failed: The seller could not transfer the tickets before the event',
    description: 'Why a refund was made',
  })
  note!: string | null;
  @ApiProperty({ type: String, nullable: true, example: 'The UPI ID could not be found at the bank' }) failure_reason!:
    string | null;
  @ApiProperty({
    type: String,
    nullable: true,
    example: 'COMPLETED',
    description: "Refunds: PhonePe's last word on it",
  })
  refund_state!: string | null;
  @ApiProperty({ example: false, description: 'A dispute is open on the sale: the payout cannot be processed' })
  on_hold!: boolean;
  @ApiProperty(releaseAtDoc) release_at!: Date | null;
  @ApiProperty(releaseReasonDoc) release_reason!: (typeof payoutHoldReasons)[number] | null;
  @ApiProperty(releaseExposureLimitDoc) release_exposure_limit!: number | null;
  @ApiProperty(requestedUpiIdDoc) requested_upi_id!: string | null;
  @ApiProperty(requestedUpiNameDoc) requested_upi_name!: string | null;
  @ApiProperty(upiChangeRequestedAtDoc) upi_change_requested_at!: Date | null;
  @ApiProperty({ type: String, format: 'date-time', example: '2026-11-07T10:00:00.000Z' }) created_at!: Date;
  @ApiProperty({ type: String, format: 'date-time', nullable: true, example: '2026-11-08T09:30:00.000Z' })
  processed_at!: Date | null;
}

/**
 * Admin > Payouts (ADR 27): seller payouts and buyer refunds. Search covers the person's name, email and
 * phone, the payout's, transfer's and transaction's ids (in part), the UTR, and the UPI id or payment id.
 */
export class AdminPayoutsQueryDto extends AdminListQueryDto {
  @ApiPropertyOptional({ enum: payoutStatuses, description: 'The tab: pending, processed, failed (or cancelled)' })
  @OptionalField()
  @IsIn(payoutStatuses, { message: `Status must be one of ${payoutStatuses.join(', ')}` })
  status?: (typeof payoutStatuses)[number];

  @ApiPropertyOptional({ enum: payoutTypes, description: 'Omitted: All Types' })
  @OptionalField()
  @IsIn(payoutTypes, { message: `Type must be one of ${payoutTypes.join(', ')}` })
  type?: (typeof payoutTypes)[number];

  @ApiPropertyOptional({
    enum: adminPayoutSorts,
    default: 'created_at',
    description: 'Default order: desc (newest first)',
  })
  @OptionalField()
  @IsIn(adminPayoutSorts, { message: `Sort must be one of ${adminPayoutSorts.join(', ')}` })
  sort?: AdminPayoutSort;
}

export class PayoutStatusChangeDto {
  @ApiProperty({ enum: adminPayoutStatuses, example: 'processed' })
  @IsIn(adminPayoutStatuses, { message: 'Please choose pending, processed or failed' })
  status!: (typeof adminPayoutStatuses)[number];

  @ApiPropertyOptional({
    example: '612345678901',
    description: 'Processed seller payouts: the 12-digit UPI transaction reference (UTR)',
  })
  @OptionalField()
  @IsString()
  @MaxLength(40)
  utr?: string;

  @ApiPropertyOptional({ example: 'The UPI ID could not be found at the bank', description: 'Failed payouts: why' })
  @OptionalField()
  @IsString()
  @MaxLength(500)
  reason?: string;
}

export class PayoutStatusChangedDto {
  @ApiProperty({ example: 'Payout status updated' }) message!: string;
  @ApiProperty({ type: AdminPayoutDto }) payout!: AdminPayoutDto;
}

export class PayoutReleasedDto {
  @ApiProperty({ example: 'Payout released' }) message!: string;
  @ApiProperty({ type: AdminPayoutDto }) payout!: AdminPayoutDto;
}

/** A payout or refund as the person it pays sees it (Your Tickets). Amounts in integer paise. */
export class OwnPayoutDto {
  @ApiProperty({ format: 'uuid', example: 'd2e3f4a5-b6c7-4d8e-9f0a-1b2c3d4e5f6a' }) id!: string;
  @ApiProperty({
    enum: payoutTypes,
    description: 'seller_payout: you are paid for a sale; buyer_refund: you are refunded',
  })
  type!: string;
  @ApiProperty({
    format: 'uuid',
    example: 'e1f2a3b4-c5d6-4e7f-8a9b-0c1d2e3f4a5b',
    description: 'The sale’s transfer (a purchase or a sale on Your Tickets)',
  })
  ticket_transfer_id!: string;
  @ApiProperty({ format: 'uuid', example: '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d' }) transaction_id!: string;
  @ApiProperty({ type: 'integer', example: 284905, description: 'What is paid to you, integer paise' }) amount!: number;
  @ApiProperty({ type: 'integer', example: 14995, description: 'The seller fee kept (0 for refunds), integer paise' })
  platform_fee!: number;
  @ApiPropertyOptional({
    type: 'integer',
    example: 300000,
    description:
      "Always sent. Seller payouts: the sale's price that stands (less what disputes took back); refunds: 0. Integer paise",
  })
  gross?: number;
  @ApiPropertyOptional({
    type: 'integer',
    example: 0,
    description:
      'Always sent. Seller payouts: the income tax withheld (TDS by the e-commerce operator); refunds: 0. Integer paise',
  })
  tds?: number;
  @ApiProperty({ enum: payoutStatuses }) status!: string;
  @ApiProperty({ enum: payoutMethods }) payout_method!: string;
  @ApiProperty({ example: 'rohan.mehta@okhdfcbank', description: 'The UPI id paid, or the payment refunded' })
  payout_details!: string;
  @ApiProperty({
    type: String,
    nullable: true,
    example: '612345678901',
    description: 'The UPI transaction reference of a processed payout',
  })
  utr!: string | null;
  @ApiProperty({ type: String, nullable: true, example: 'The UPI ID could not be found at the bank' }) failure_reason!:
    string | null;
  @ApiProperty({ example: false, description: 'A dispute is open on the sale: the payout waits until it is resolved' })
  on_hold!: boolean;
  @ApiProperty(releaseAtDoc) release_at!: Date | null;
  @ApiProperty(releaseReasonDoc) release_reason!: (typeof payoutHoldReasons)[number] | null;
  @ApiProperty(releaseExposureLimitDoc) release_exposure_limit!: number | null;
  @ApiProperty(requestedUpiIdDoc) requested_upi_id!: string | null;
  @ApiProperty(requestedUpiNameDoc) requested_upi_name!: string | null;
  @ApiProperty(upiChangeRequestedAtDoc) upi_change_requested_at!: Date | null;
  @ApiProperty({ type: String, format: 'date-time', example: '2026-11-07T10:00:00.000Z' }) created_at!: Date;
  @ApiProperty({ type: String, format: 'date-time', nullable: true, example: '2026-11-08T09:30:00.000Z' })
  processed_at!: Date | null;
}

/** The earnings summary of Your Listings (integer paise). */
export class EarningsDto {
  @ApiProperty({
    type: 'integer',
    example: 569810,
    description:
      'What you are paid, or will be, for the sales that stand (not failed, not refunded in full): gross − seller fee, less partial refunds',
  })
  total_earnings!: number;
  @ApiProperty({
    type: 'integer',
    example: 284905,
    description: 'What has been paid to your UPI id (processed payouts)',
  })
  paid_out!: number;
  @ApiProperty({
    type: 'integer',
    example: 0,
    description: 'What waits until after the events: payouts held for your first sales or a large sum owed',
  })
  held_until_after_event!: number;
  @ApiProperty({ type: 'integer', example: 4, description: 'Seats of the sales that stand' })
  total_tickets_sold!: number;
  @ApiProperty({ type: 'integer', example: 1 }) pending_transfers!: number;
  @ApiProperty({ type: 'integer', example: 1 }) completed_transfers!: number;
}
