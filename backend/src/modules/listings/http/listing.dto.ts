import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional, IsString, MaxLength } from 'class-validator';
import { listingStatuses } from '../domain/listing-status.js';
import { mobileProviders, ticketTypes } from '../domain/listing.entity.js';

/**
 * The sell form (multipart/form-data with `files`). Fields arrive as text; the listing rules
 * (checkListingForm) report problems in the spec's order with its messages.
 */
export class CreateListingDto {
  @ApiPropertyOptional({ format: 'uuid' })
  @IsOptional()
  @IsString()
  @MaxLength(64)
  eventId?: string;

  @ApiPropertyOptional({ example: '2', description: '1 to 6' })
  @IsOptional()
  @IsString()
  @MaxLength(4)
  quantity?: string;

  @ApiPropertyOptional({ example: '1499.50', description: 'Price per ticket in rupees (up to 2 decimals)' })
  @IsOptional()
  @IsString()
  @MaxLength(16)
  price?: string;

  @ApiPropertyOptional()
  @IsOptional()
  @IsString()
  @MaxLength(40)
  seatNumber?: string;

  @ApiPropertyOptional()
  @IsOptional()
  @IsString()
  @MaxLength(40)
  section?: string;

  @ApiPropertyOptional()
  @IsOptional()
  @IsString()
  @MaxLength(40)
  row?: string;

  @ApiPropertyOptional({ enum: ticketTypes })
  @IsOptional()
  @IsString()
  @MaxLength(16)
  ticketType?: string;

  @ApiPropertyOptional({ enum: mobileProviders })
  @IsOptional()
  @IsString()
  @MaxLength(16)
  mobileTicketType?: string;

  @ApiPropertyOptional({ format: 'uuid', description: "One of the seller's saved addresses (physical tickets)" })
  @IsOptional()
  @IsString()
  @MaxLength(64)
  pickupAddressId?: string;

  @ApiPropertyOptional({ example: 'name@okaxis' })
  @IsOptional()
  @IsString()
  @MaxLength(100)
  upiId?: string;

  @ApiPropertyOptional({
    type: 'array',
    items: { type: 'string', format: 'binary' },
    description: 'Proof: PDF, JPEG, PNG, WebP or HEIC, at most 10 MB each, up to 10 files',
  })
  @IsOptional()
  files?: unknown;
}

export class ListingFileDto {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty() name!: string;
  @ApiProperty() content_type!: string;
  @ApiProperty() size!: number;
  @ApiProperty({ description: 'Authorised download (seller or staff)' }) url!: string;
}

/** A listing as its seller or staff see it: with payment and pickup details and proof files. */
export class OwnListingDto {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ format: 'uuid' }) event_id!: string;
  @ApiProperty({ type: String, nullable: true }) event_title!: string | null;
  @ApiProperty({ type: String, nullable: true }) event_venue!: string | null;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) event_date!: Date | null;
  @ApiProperty({ description: 'Price per ticket, integer paise' }) price!: number;
  @ApiProperty() quantity!: number;
  @ApiProperty() sold_quantity!: number;
  @ApiProperty() available_quantity!: number;
  @ApiProperty({ type: String, nullable: true }) seat_number!: string | null;
  @ApiProperty({ type: String, nullable: true }) section!: string | null;
  @ApiProperty({ type: String, nullable: true }) row!: string | null;
  @ApiProperty({ enum: ticketTypes }) ticket_type!: string;
  @ApiProperty({ enum: mobileProviders, nullable: true }) mobile_ticket_type!: string | null;
  @ApiProperty({ type: String, nullable: true }) pickup_address!: string | null;
  @ApiProperty() upi_id!: string;
  @ApiProperty({ type: [String] }) file_urls!: string[];
  @ApiProperty({ type: [ListingFileDto] }) files!: ListingFileDto[];
  @ApiProperty({ enum: listingStatuses }) status!: string;
  @ApiProperty({ type: String, nullable: true }) remarks!: string | null;
  @ApiProperty({ type: String, format: 'date-time' }) listed_at!: Date;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) decided_at!: Date | null;
}

export class ListingCreatedDto {
  @ApiProperty({ example: 'Ticket is under review by our team, it will be listed soon!' }) message!: string;
  @ApiProperty({ type: OwnListingDto }) listing!: OwnListingDto;
}

export class ReviewSellerDto {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ type: String, nullable: true }) full_name!: string | null;
  @ApiProperty() email!: string;
  @ApiProperty({ type: String, nullable: true }) phone!: string | null;
}

export class ReviewListingDto extends OwnListingDto {
  @ApiProperty({ type: ReviewSellerDto }) seller!: ReviewSellerDto;
  @ApiProperty({ type: String, format: 'uuid', nullable: true }) decided_by!: string | null;
  @ApiProperty({
    type: [String],
    description: 'Other listings that carry a file with identical content (possible reused proof)',
  })
  possible_duplicate_of!: string[];
}

export class ReviewQueryDto {
  @ApiPropertyOptional({ enum: ['pending', 'verified', 'rejected'], default: 'pending' })
  @IsOptional()
  @IsIn(['pending', 'verified', 'rejected'], { message: 'tab must be pending, verified or rejected' })
  tab?: 'pending' | 'verified' | 'rejected';
}

export class ReviewDecisionDto {
  @ApiPropertyOptional({ type: String, nullable: true, maxLength: 1000 })
  @IsOptional()
  @IsString()
  @MaxLength(1000)
  remarks?: string | null;
}
