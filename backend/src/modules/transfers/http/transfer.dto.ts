import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsString, MaxLength, MinLength } from 'class-validator';
import { OptionalField } from '../../../shared/http/optional.js';
import { AdminListQueryDto } from '../../../shared/http/admin-list.js';
import { Trim } from '../../../shared/http/trim.js';
import { adminTabs, adminTransferSorts } from '../application/transfer-queries.js';
import { transferStatuses } from '../domain/transfer-status.js';

export class TransferEventDto {
  @ApiProperty({ format: 'uuid', example: 'b7e3c1a2-4d5f-4e6a-9b8c-1d2e3f4a5b6c' }) id!: string;
  @ApiProperty({ example: 'Arijit Singh Live in Concert' }) title!: string;
  @ApiProperty({ example: 'Palace Grounds' }) venue!: string;
  @ApiProperty({ example: 'Bengaluru' }) city!: string;
  @ApiProperty({ type: String, format: 'date-time', example: '2026-12-20T13:30:00.000Z' }) event_date!: Date;
}

/** A transfer as a party to it sees it (the spec's ticket_transfers row, with its event and price). */
export class TransferDto {
  @ApiProperty({ format: 'uuid', example: 'e1f2a3b4-c5d6-4e7f-8a9b-0c1d2e3f4a5b' }) id!: string;
  @ApiProperty({
    format: 'uuid',
    example: '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d',
    description: 'The checkout (transaction) it settled',
  })
  transaction_id!: string;
  @ApiProperty({
    format: 'uuid',
    example: 'c4d5e6f7-8a9b-4c0d-a1e2-f3a4b5c6d7e8',
    description: 'The listing (ticket) sold from',
  })
  ticket_id!: string;
  @ApiProperty({ type: TransferEventDto, nullable: true }) event!: TransferEventDto | null;
  @ApiProperty({ enum: transferStatuses, example: 'awaiting_mobile_transfer' }) transfer_status!: string;
  @ApiProperty({ enum: ['mobile', 'physical'] }) transfer_type!: string;
  @ApiProperty({ type: 'integer', example: 149950, description: 'Price per ticket, integer paise' }) price!: number;
  @ApiProperty({ type: 'integer', example: 307398, description: 'What the buyer paid in all, integer paise' })
  amount_paid!: number;
  @ApiProperty({ type: 'integer', example: 2 }) quantity!: number;
  @ApiProperty({
    type: String,
    nullable: true,
    example: 'priya.sharma@example.in',
    description: "The buyer's platform account to transfer to",
  })
  platform_id!: string | null;
  @ApiProperty({
    type: String,
    nullable: true,
    example: '12, 3rd Cross, HAL 2nd Stage, Near CMH Road Metro Station, Indiranagar, Bengaluru, Karnataka - 560038',
  })
  delivery_address!: string | null;
  @ApiProperty({
    type: String,
    nullable: true,
    example: "Transfer the tickets in the BookMyShow app to the buyer's BookMyShow account, then upload a screenshot.",
  })
  transfer_instructions!: string | null;
  @ApiProperty({
    type: [String],
    example: ['/api/v1/transfers/e1f2a3b4-c5d6-4e7f-8a9b-0c1d2e3f4a5b/proof/3c4d5e6f-7a8b-4c9d-8e0f-1a2b3c4d5e6f'],
    description: 'Proof files (the buyer, the seller and staff may open them)',
  })
  proof_of_transfer!: string[];
  @ApiProperty({ type: String, format: 'date-time', nullable: true, example: '2026-11-06T08:10:00.000Z' })
  proof_uploaded_at!: Date | null;
  @ApiProperty({ type: String, nullable: true, example: 'Blue Dart' }) courier_name!: string | null;
  @ApiProperty({ type: String, nullable: true, example: '50123456789' }) tracking_number!: string | null;
  @ApiProperty({ type: String, nullable: true, example: 'The seller could not transfer the tickets before the event' })
  failure_reason!: string | null;
  @ApiProperty({ example: false }) dispute_open!: boolean;
  @ApiProperty({
    type: String,
    format: 'date-time',
    example: '2026-11-05T14:22:41.000Z',
    description: 'Date of purchase',
  })
  transferred_at!: Date;
  @ApiProperty({ type: String, format: 'date-time', nullable: true, example: '2026-11-07T10:00:00.000Z' })
  confirmed_at!: Date | null;
  @ApiProperty({
    type: String,
    format: 'date-time',
    example: '2026-12-20T13:30:00.000Z',
    description: 'Unconfirmed mobile transfers are confirmed then',
  })
  event_starts_at!: Date;
}

export class TransferPersonDto {
  @ApiProperty({ format: 'uuid', example: '2b3c4d5e-6f70-4a8b-9c0d-1e2f3a4b5c6d' }) id!: string;
  @ApiProperty({ type: String, nullable: true, example: 'Priya Sharma' }) full_name!: string | null;
  @ApiProperty({ example: 'priya.sharma@example.in' }) email!: string;
}

export class AdminTransferDto extends TransferDto {
  @ApiProperty({ type: TransferPersonDto, nullable: true }) buyer!: TransferPersonDto | null;
  @ApiProperty({ type: TransferPersonDto, nullable: true }) seller!: TransferPersonDto | null;
}

export class TransferChangedDto {
  @ApiProperty({ example: 'Transfer status updated to In transit' }) message!: string;
  @ApiProperty({ type: TransferDto }) transfer!: TransferDto;
}

/**
 * Admin > Transfers (ADR 27): the tab is the status filter (pending: every status before the end;
 * completed: delivered or confirmed; failed; refunded: refunded in full after a dispute). Search covers the event's title, the buyer's and seller's
 * name, email and phone, the transfer's and transaction's ids (in part), the platform account and the
 * tracking number.
 */
export class AdminTransfersQueryDto extends AdminListQueryDto {
  @ApiPropertyOptional({ enum: adminTabs, default: 'pending' })
  @OptionalField()
  @IsIn(adminTabs, { message: 'tab must be pending, completed, failed or refunded' })
  tab?: (typeof adminTabs)[number];

  @ApiPropertyOptional({ enum: ['mobile', 'physical'], description: 'Only mobile or only physical transfers' })
  @OptionalField()
  @IsIn(['mobile', 'physical'], { message: 'Type must be one of mobile, physical' })
  type?: 'mobile' | 'physical';

  @ApiPropertyOptional({
    enum: adminTransferSorts,
    default: 'transferred_at',
    description: 'When it was bought. Default order: asc (oldest first) on the pending tab, desc on the others',
  })
  @OptionalField()
  @IsIn(adminTransferSorts, { message: `Sort must be one of ${adminTransferSorts.join(', ')}` })
  sort?: (typeof adminTransferSorts)[number];
}

export class AdvanceTransferDto {
  @ApiPropertyOptional({
    enum: transferStatuses,
    example: 'in_transit',
    description: 'The next step on its path when omitted',
  })
  @OptionalField()
  @IsIn(transferStatuses)
  to?: (typeof transferStatuses)[number];

  @ApiPropertyOptional({ example: 'Blue Dart', description: 'Physical tickets: needed from pickup on' })
  @OptionalField()
  @Trim()
  @IsString()
  @MaxLength(80)
  courierName?: string;

  @ApiPropertyOptional({ example: '50123456789', description: 'Physical tickets: needed once in transit' })
  @OptionalField()
  @Trim()
  @IsString()
  @MaxLength(80)
  trackingNumber?: string;
}

export class FailTransferDto {
  @ApiProperty({
    example: 'The seller could not transfer the tickets before the event',
    description: 'Why the transfer failed (the buyer and the seller are told)',
  })
  @Trim()
  @IsString()
  @MinLength(3, { message: 'Please give the reason' })
  @MaxLength(500)
  reason!: string;
}
