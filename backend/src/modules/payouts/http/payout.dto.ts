import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsString, MaxLength } from 'class-validator';
import { OptionalField } from '../../../shared/http/optional.js';
import { AdminListQueryDto } from '../../../shared/http/admin-list.js';
import { adminPayoutSorts, type AdminPayoutSort } from '../application/admin-payouts.js';
import { adminPayoutStatuses, payoutMethods, payoutStatuses, payoutTypes } from '../domain/payout-status.js';

export class PayoutRecipientDto {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ type: String, nullable: true }) full_name!: string | null;
  @ApiProperty() email!: string;
  @ApiProperty({ type: String, nullable: true }) phone!: string | null;
}

/** The sale a payout is for, so staff can match it without opening its details. */
export class PayoutSaleDto {
  @ApiProperty({ format: 'uuid' }) event_id!: string;
  @ApiProperty({ type: String, nullable: true }) event_title!: string | null;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) event_date!: Date | null;
  @ApiProperty({ type: 'integer', description: 'Tickets sold in the sale' }) quantity!: number;
}

/** A payouts row in Admin > Payouts (spec 3). Amounts in integer paise; full ids (the page shows 8 characters). */
export class AdminPayoutDto {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ format: 'uuid' }) ticket_transfer_id!: string;
  @ApiProperty({ format: 'uuid', description: 'The sale (the spec’s transaction)' }) transaction_id!: string;
  @ApiProperty({ format: 'uuid', description: 'The seller paid, or the buyer refunded' }) user_id!: string;
  @ApiProperty({ type: PayoutRecipientDto, nullable: true }) user!: PayoutRecipientDto | null;
  @ApiProperty({ type: PayoutSaleDto, nullable: true, description: 'The event and tickets of the sale' })
  sale!: PayoutSaleDto | null;
  @ApiProperty({ enum: payoutTypes }) type!: string;
  @ApiProperty({ type: 'integer', description: 'What is paid out, integer paise' }) amount!: number;
  @ApiProperty({ type: 'integer', description: 'The seller fee kept (0 for refunds), integer paise' })
  platform_fee!: number;
  @ApiProperty({ enum: payoutStatuses }) status!: string;
  @ApiProperty({ enum: payoutMethods, description: 'upi (seller payouts) or phonepe_refund (buyer refunds)' })
  payout_method!: string;
  @ApiProperty({ description: 'The UPI id paid, or the payment id refunded' }) payout_details!: string;
  @ApiProperty({ type: 'integer', description: 'Seller payouts: times processed; refunds: requests made to PhonePe' })
  attempt!: number;
  @ApiProperty({ type: String, nullable: true, description: 'The UPI transaction reference of the payment' })
  utr!: string | null;
  @ApiProperty({ type: String, nullable: true, description: 'Why a refund was made' }) note!: string | null;
  @ApiProperty({ type: String, nullable: true }) failure_reason!: string | null;
  @ApiProperty({ type: String, nullable: true, description: "Refunds: PhonePe's last word on it" })
  refund_state!: string | null;
  @ApiProperty({ description: 'A dispute is open on the sale: the payout cannot be processed' }) on_hold!: boolean;
  @ApiProperty({ type: String, format: 'date-time' }) created_at!: Date;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) processed_at!: Date | null;
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
  @ApiProperty({ enum: adminPayoutStatuses })
  @IsIn(adminPayoutStatuses, { message: 'Please choose pending, processed or failed' })
  status!: (typeof adminPayoutStatuses)[number];

  @ApiPropertyOptional({ description: 'Processed seller payouts: the 12-digit UPI transaction reference (UTR)' })
  @OptionalField()
  @IsString()
  @MaxLength(40)
  utr?: string;

  @ApiPropertyOptional({ description: 'Failed payouts: why' })
  @OptionalField()
  @IsString()
  @MaxLength(500)
  reason?: string;
}

export class PayoutStatusChangedDto {
  @ApiProperty({ example: 'Payout status updated' }) message!: string;
  @ApiProperty({ type: AdminPayoutDto }) payout!: AdminPayoutDto;
}

/** A payout or refund as the person it pays sees it (Your Tickets). Amounts in integer paise. */
export class OwnPayoutDto {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({
    enum: payoutTypes,
    description: 'seller_payout: you are paid for a sale; buyer_refund: you are refunded',
  })
  type!: string;
  @ApiProperty({ format: 'uuid', description: 'The sale’s transfer (a purchase or a sale on Your Tickets)' })
  ticket_transfer_id!: string;
  @ApiProperty({ format: 'uuid' }) transaction_id!: string;
  @ApiProperty({ type: 'integer', description: 'What is paid to you, integer paise' }) amount!: number;
  @ApiProperty({ type: 'integer', description: 'The seller fee kept (0 for refunds), integer paise' })
  platform_fee!: number;
  @ApiProperty({ enum: payoutStatuses }) status!: string;
  @ApiProperty({ enum: payoutMethods }) payout_method!: string;
  @ApiProperty({ description: 'The UPI id paid, or the payment refunded' }) payout_details!: string;
  @ApiProperty({ type: String, nullable: true, description: 'The UPI transaction reference of a processed payout' })
  utr!: string | null;
  @ApiProperty({ type: String, nullable: true }) failure_reason!: string | null;
  @ApiProperty({ description: 'A dispute is open on the sale: the payout waits until it is resolved' })
  on_hold!: boolean;
  @ApiProperty({ type: String, format: 'date-time' }) created_at!: Date;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) processed_at!: Date | null;
}

/** The earnings summary of Your Listings (integer paise). */
export class EarningsDto {
  @ApiProperty({
    type: 'integer',
    description:
      'What you are paid, or will be, for the sales that stand (not failed, not refunded in full): gross − seller fee, less partial refunds',
  })
  total_earnings!: number;
  @ApiProperty({ type: 'integer', description: 'What has been paid to your UPI id (processed payouts)' })
  paid_out!: number;
  @ApiProperty({ type: 'integer', description: 'Seats of the sales that stand' }) total_tickets_sold!: number;
  @ApiProperty({ type: 'integer' }) pending_transfers!: number;
  @ApiProperty({ type: 'integer' }) completed_transfers!: number;
}
