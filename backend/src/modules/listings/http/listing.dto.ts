import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsString, MaxLength } from 'class-validator';
import { NullableField, OptionalField } from '../../../shared/http/optional.js';
import { AdminListQueryDto } from '../../../shared/http/admin-list.js';
import { reviewSorts, type ReviewSort, reviewTabs, type ReviewTab } from '../application/review.service.js';
import { listingStatuses } from '../domain/listing-status.js';
import { mobileProviders, ticketTypes } from '../domain/listing.entity.js';

/**
 * The sell form (multipart/form-data with `files`). Fields arrive as text; the listing rules
 * (checkListingForm) report problems in the spec's order with its messages.
 */
export class CreateListingDto {
  @ApiPropertyOptional({ format: 'uuid' })
  @OptionalField()
  @IsString()
  @MaxLength(64)
  eventId?: string;

  @ApiPropertyOptional({ example: '2', description: '1 to 6' })
  @OptionalField()
  @IsString()
  @MaxLength(4)
  quantity?: string;

  @ApiPropertyOptional({ example: '149950', description: 'Price per ticket in integer paise (₹1,499.50 is 149950)' })
  @OptionalField()
  @IsString()
  @MaxLength(16)
  price?: string;

  @ApiPropertyOptional({
    example: '100000',
    description:
      "Face value per ticket in integer paise, as printed on the ticket: required when the event's resale cap is a percent (EventDto.resale_cap_percent)",
  })
  @OptionalField()
  @IsString()
  @MaxLength(16)
  faceValue?: string;

  @ApiPropertyOptional()
  @OptionalField()
  @IsString()
  @MaxLength(40)
  seatNumber?: string;

  @ApiPropertyOptional()
  @OptionalField()
  @IsString()
  @MaxLength(40)
  section?: string;

  @ApiPropertyOptional()
  @OptionalField()
  @IsString()
  @MaxLength(40)
  row?: string;

  @ApiPropertyOptional({ enum: ticketTypes })
  @OptionalField()
  @IsString()
  @MaxLength(16)
  ticketType?: string;

  @ApiPropertyOptional({ enum: mobileProviders })
  @OptionalField()
  @IsString()
  @MaxLength(16)
  mobileTicketType?: string;

  @ApiPropertyOptional({ format: 'uuid', description: "One of the seller's saved addresses (physical tickets)" })
  @OptionalField()
  @IsString()
  @MaxLength(64)
  pickupAddressId?: string;

  @ApiPropertyOptional({ example: 'name@okaxis' })
  @OptionalField()
  @IsString()
  @MaxLength(100)
  upiId?: string;

  @ApiPropertyOptional({
    type: 'array',
    items: { type: 'string', format: 'binary' },
    description: 'Proof: PDF, JPEG, PNG, WebP or HEIC, at most 10 MB each, up to 10 files',
  })
  @OptionalField()
  files?: unknown;
}

export class ListingFileDto {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty() name!: string;
  @ApiProperty() content_type!: string;
  @ApiProperty({ type: 'integer' }) size!: number;
  @ApiProperty({ description: 'Authorised download (seller or staff)' }) url!: string;
}

/** A listing as its seller or staff see it: with payment and pickup details and proof files. */
export class OwnListingDto {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ format: 'uuid' }) event_id!: string;
  @ApiProperty({ type: String, nullable: true }) event_title!: string | null;
  @ApiProperty({ type: String, nullable: true }) event_venue!: string | null;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) event_date!: Date | null;
  @ApiProperty({ type: 'integer', description: 'Price per ticket, integer paise' }) price!: number;
  // Optional in the schema only so clients built before the caps keep compiling; always sent.
  @ApiPropertyOptional({
    type: 'integer',
    nullable: true,
    description: 'Always sent. Face value per ticket as the seller stated it (integer paise), or null',
  })
  face_value?: number | null;
  @ApiProperty({ type: 'integer' }) quantity!: number;
  @ApiProperty({ type: 'integer', description: 'Seats sold, including those of sales that did not stand (below)' })
  sold_quantity!: number;
  @ApiProperty({ type: 'integer', description: 'Neither sold nor held for a buyer paying now' })
  available_quantity!: number;
  @ApiProperty({ type: 'integer', description: 'Held for buyers paying now' }) held_quantity!: number;
  @ApiProperty({
    type: 'integer',
    description: 'Of the seats sold, those whose transfer failed (the buyer was refunded); they do not return to sale',
  })
  failed_quantity!: number;
  @ApiProperty({
    type: 'integer',
    description: 'Of the seats sold, those whose sale was refunded in full after a dispute; they do not return to sale',
  })
  refunded_quantity!: number;
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

/**
 * Admin > Tickets (ADR 27): the tab is the status filter (pending: pending_approval; verified: available
 * or sold; rejected: cancelled). Search covers the event's title, the seller's name, email and phone, the
 * listing's id (in part) and UPI id.
 */
export class ReviewQueryDto extends AdminListQueryDto {
  @ApiPropertyOptional({ enum: reviewTabs, default: 'pending' })
  @OptionalField()
  @IsIn(reviewTabs, { message: 'tab must be pending, verified or rejected' })
  tab?: ReviewTab;

  @ApiPropertyOptional({ enum: ticketTypes, description: 'Only mobile or only physical tickets' })
  @OptionalField()
  @IsIn(ticketTypes, { message: `Type must be one of ${ticketTypes.join(', ')}` })
  type?: (typeof ticketTypes)[number];

  @ApiPropertyOptional({
    enum: reviewSorts,
    default: 'listed_at',
    description: 'Default order: asc (oldest first) on the pending tab, desc (newest first) on the others',
  })
  @OptionalField()
  @IsIn(reviewSorts, { message: `Sort must be one of ${reviewSorts.join(', ')}` })
  sort?: ReviewSort;
}

export class ReviewDecisionDto {
  @ApiPropertyOptional({ type: String, nullable: true, maxLength: 1000 })
  @NullableField()
  @IsString()
  @MaxLength(1000)
  remarks?: string | null;
}
