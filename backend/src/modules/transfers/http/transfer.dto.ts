import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsString, MaxLength, MinLength } from 'class-validator';
import { OptionalField } from '../../../shared/http/optional.js';
import { AdminListQueryDto } from '../../../shared/http/admin-list.js';
import { Trim } from '../../../shared/http/trim.js';
import { adminTabs, adminTransferSorts } from '../application/transfer-queries.js';
import { transferStatuses } from '../domain/transfer-status.js';

export class TransferEventDto {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty() title!: string;
  @ApiProperty() venue!: string;
  @ApiProperty() city!: string;
  @ApiProperty({ type: String, format: 'date-time' }) event_date!: Date;
}

/** A transfer as a party to it sees it (the spec's ticket_transfers row, with its event and price). */
export class TransferDto {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ format: 'uuid', description: 'The checkout (transaction) it settled' }) transaction_id!: string;
  @ApiProperty({ format: 'uuid', description: 'The listing (ticket) sold from' }) ticket_id!: string;
  @ApiProperty({ type: TransferEventDto, nullable: true }) event!: TransferEventDto | null;
  @ApiProperty({ enum: transferStatuses }) transfer_status!: string;
  @ApiProperty({ enum: ['mobile', 'physical'] }) transfer_type!: string;
  @ApiProperty({ type: 'integer', description: 'Price per ticket, integer paise' }) price!: number;
  @ApiProperty({ type: 'integer', description: 'What the buyer paid in all, integer paise' }) amount_paid!: number;
  @ApiProperty({ type: 'integer' }) quantity!: number;
  @ApiProperty({ type: String, nullable: true, description: "The buyer's platform account to transfer to" })
  platform_id!: string | null;
  @ApiProperty({ type: String, nullable: true }) delivery_address!: string | null;
  @ApiProperty({ type: String, nullable: true }) transfer_instructions!: string | null;
  @ApiProperty({ type: [String], description: 'Proof files (the buyer, the seller and staff may open them)' })
  proof_of_transfer!: string[];
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) proof_uploaded_at!: Date | null;
  @ApiProperty({ type: String, nullable: true }) courier_name!: string | null;
  @ApiProperty({ type: String, nullable: true }) tracking_number!: string | null;
  @ApiProperty({ type: String, nullable: true }) failure_reason!: string | null;
  @ApiProperty() dispute_open!: boolean;
  @ApiProperty({ type: String, format: 'date-time', description: 'Date of purchase' }) transferred_at!: Date;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) confirmed_at!: Date | null;
  @ApiProperty({ type: String, format: 'date-time', description: 'Unconfirmed mobile transfers are confirmed then' })
  event_starts_at!: Date;
}

export class TransferPersonDto {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ type: String, nullable: true }) full_name!: string | null;
  @ApiProperty() email!: string;
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
  @ApiPropertyOptional({ enum: transferStatuses, description: 'The next step on its path when omitted' })
  @OptionalField()
  @IsIn(transferStatuses)
  to?: (typeof transferStatuses)[number];

  @ApiPropertyOptional({ description: 'Physical tickets: needed from pickup on' })
  @OptionalField()
  @Trim()
  @IsString()
  @MaxLength(80)
  courierName?: string;

  @ApiPropertyOptional({ description: 'Physical tickets: needed once in transit' })
  @OptionalField()
  @Trim()
  @IsString()
  @MaxLength(80)
  trackingNumber?: string;
}

export class FailTransferDto {
  @ApiProperty({ description: 'Why the transfer failed (the buyer and the seller are told)' })
  @Trim()
  @IsString()
  @MinLength(3, { message: 'Please give the reason' })
  @MaxLength(500)
  reason!: string;
}
