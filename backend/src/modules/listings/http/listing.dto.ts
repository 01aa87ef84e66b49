import { ApiProperty, ApiPropertyOptional, PickType } from '@nestjs/swagger';
import { MAX_TICKET_PRICE_PAISE } from '@ticketsetu/contracts/money';
import { LISTING_MESSAGES as m, UPI_ID_PATTERN } from '@ticketsetu/contracts/rules';
import { IsIn, IsString, IsUUID, MaxLength } from 'class-validator';
import { type ProofFlagKind, proofFlagKinds } from '../domain/proof-verdict.js';
import { NullableField, OptionalField } from '../../../shared/http/optional.js';
import { AdminListQueryDto } from '../../../shared/http/admin-list.js';
import { reviewSorts, type ReviewSort, reviewTabs, type ReviewTab } from '../application/review-list.js';
import { listingStatuses } from '../domain/listing-status.js';
import { MAX_TICKETS_PER_LISTING } from '../domain/listing.entity.js';
import { mobileProviders, ticketTypes } from '../domain/ticket-kinds.js';
import { UpiIdConfirmationField } from '../../../shared/http/upi-id-confirmation-field.js';

/**
 * The sell form (multipart/form-data with `files`). Fields arrive as text; the listing rules
 * (checkListingForm) report problems in the spec's order with its messages.
 */
export class CreateListingDto {
  @ApiPropertyOptional({ example: 'b7e3c1a2-4d5f-4e6a-9b8c-1d2e3f4a5b6c' })
  @OptionalField()
  @IsUUID('all', { message: m.noEvent })
  eventId?: string;

  // Price, face value and quantity are text (a form's fields) that the listing rules read as integer
  // paise and a count, in the spec's order: their ranges are stated here as those rules take them.
  @ApiPropertyOptional({
    type: 'integer',
    minimum: 1,
    maximum: MAX_TICKET_PRICE_PAISE,
    example: 149950,
    description: 'Price per ticket in integer paise (₹1,499.50 is 149950)',
  })
  @OptionalField()
  @IsString()
  price?: string;

  @ApiPropertyOptional({
    type: 'integer',
    minimum: 1,
    maximum: MAX_TICKET_PRICE_PAISE,
    example: 100000,
    description:
      "Face value per ticket in integer paise, as printed on the ticket: required when the event's resale cap is a percent (EventDto.resale_cap_percent)",
  })
  @OptionalField()
  @IsString()
  faceValue?: string;

  @ApiPropertyOptional({
    type: 'integer',
    minimum: 1,
    maximum: MAX_TICKETS_PER_LISTING,
    example: 2,
    description: 'Tickets; 1 when left out',
  })
  @OptionalField()
  @IsString()
  quantity?: string;

  @ApiPropertyOptional({ example: '14' })
  @OptionalField()
  @IsString()
  @MaxLength(40)
  seatNumber?: string;

  @ApiPropertyOptional({ example: 'Silver' })
  @OptionalField()
  @IsString()
  @MaxLength(40)
  section?: string;

  @ApiPropertyOptional({ example: 'F' })
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

  @ApiPropertyOptional({
    example: 'a1b2c3d4-e5f6-4a7b-8c9d-0e1f2a3b4c5d',
    description: "The id of one of the seller's saved addresses (physical tickets; ignored for mobile ones)",
  })
  @OptionalField()
  @IsString()
  @MaxLength(64)
  pickupAddressId?: string;

  // Its pattern is the listing rules' (checked in the spec's order there), stated here.
  @ApiPropertyOptional({ pattern: UPI_ID_PATTERN.source, example: 'name@okaxis', description: 'Where the payout goes' })
  @OptionalField()
  @IsString()
  @MaxLength(100)
  upiId?: string;

  @UpiIdConfirmationField(
    "required when the profile's upi_names_checked, unless upiId is the profile's upi_id with a upi_name",
    'eyJ1IjoiNmQ1YzRiM2EtMmYxZS00ZDBjLWI5YTgtN2Y2ZTVkNGMzYjJhIiwiaSI6Im5hbWVAb2theGlzIiwibiI6Ik5hbWUiLCJlIjoxNzk2NDc4MjAwMDAwfQ.Zm9yLWV4YW1wbGUtb25seS1ub3QtYS1yZWFsLXNpZ25hdHVyZQ',
  )
  upiIdConfirmation?: string;

  @ApiPropertyOptional({
    type: 'array',
    items: { type: 'string', format: 'binary' },
    description:
      'Proof: PDF, JPEG, PNG or WebP, at most 10 MB each, up to 10 files (HEIC is refused: its ticket code cannot be read)',
  })
  @OptionalField()
  files?: unknown;
}

export class ListingFileDto {
  @ApiProperty({ format: 'uuid', example: 'f1e2d3c4-b5a6-4978-8a6b-5c4d3e2f1a0b' }) id!: string;
  @ApiProperty({ example: 'arijit-singh-tickets.pdf' }) name!: string;
  @ApiProperty({ example: 'application/pdf' }) content_type!: string;
  @ApiProperty({ type: 'integer', example: 184320 }) size!: number;
  @ApiProperty({
    example: '/api/v1/listings/c4d5e6f7-8a9b-4c0d-a1e2-f3a4b5c6d7e8/files/f1e2d3c4-b5a6-4978-8a6b-5c4d3e2f1a0b',
    description: 'Authorised download (seller or staff)',
  })
  url!: string;
}

/** A listing as its seller or staff see it: with payment and pickup details and proof files. */
export class OwnListingDto {
  @ApiProperty({ format: 'uuid', example: 'c4d5e6f7-8a9b-4c0d-a1e2-f3a4b5c6d7e8' }) id!: string;
  @ApiProperty({ format: 'uuid', example: 'b7e3c1a2-4d5f-4e6a-9b8c-1d2e3f4a5b6c' }) event_id!: string;
  @ApiProperty({ format: 'uuid', example: 'a1b2c3d4-5e6f-4a7b-8c9d-0e1f2a3b4c5d', description: 'Its seller' })
  seller_id!: string;
  @ApiProperty({ type: String, nullable: true, example: 'Arijit Singh Live in Concert' }) event_title!: string | null;
  @ApiProperty({ type: String, nullable: true, example: 'Palace Grounds' }) event_venue!: string | null;
  @ApiProperty({ type: String, format: 'date-time', nullable: true, example: '2026-12-20T13:30:00.000Z' })
  event_date!: Date | null;
  @ApiProperty({ type: 'integer', example: 149950, description: 'Price per ticket, integer paise' }) price!: number;
  // Optional in the schema only so clients built before the caps keep compiling; always sent.
  @ApiPropertyOptional({
    type: 'integer',
    nullable: true,
    example: 125000,
    description: 'Always sent. Face value per ticket as the seller stated it (integer paise), or null',
  })
  face_value?: number | null;
  @ApiProperty({ type: 'integer', example: 4 }) quantity!: number;
  @ApiProperty({
    type: 'integer',
    example: 2,
    description: 'Seats sold, including those of sales that did not stand (below)',
  })
  sold_quantity!: number;
  @ApiProperty({ type: 'integer', example: 2, description: 'Neither sold nor held for a buyer paying now' })
  available_quantity!: number;
  @ApiProperty({ type: 'integer', example: 0, description: 'Held for buyers paying now' }) held_quantity!: number;
  @ApiProperty({
    type: 'integer',
    example: 0,
    description: 'Of the seats sold, those whose transfer failed (the buyer was refunded); they do not return to sale',
  })
  failed_quantity!: number;
  @ApiProperty({
    type: 'integer',
    example: 0,
    description: 'Of the seats sold, those whose sale was refunded in full after a dispute; they do not return to sale',
  })
  refunded_quantity!: number;
  @ApiProperty({ type: String, nullable: true, example: '14' }) seat_number!: string | null;
  @ApiProperty({ type: String, nullable: true, example: 'Silver' }) section!: string | null;
  @ApiProperty({ type: String, nullable: true, example: 'F' }) row!: string | null;
  @ApiProperty({ enum: ticketTypes }) ticket_type!: string;
  @ApiProperty({ enum: mobileProviders, nullable: true }) mobile_ticket_type!: string | null;
  @ApiProperty({
    type: String,
    nullable: true,
    example: '12, 3rd Cross, HAL 2nd Stage, Near CMH Road Metro Station, Indiranagar, Bengaluru, Karnataka - 560038',
  })
  pickup_address!: string | null;
  @ApiProperty({ example: 'rohan.mehta@okhdfcbank' }) upi_id!: string;
  // Optional in the schema only so clients built before name checks keep compiling; always sent.
  @ApiPropertyOptional({
    type: String,
    nullable: true,
    example: 'Rohan Mehta',
    description:
      'Always sent. The name upi_id is registered to, as the seller confirmed it (ADR 45); null when it was not checked',
  })
  upi_name?: string | null;
  @ApiProperty({
    type: [String],
    example: ['/api/v1/listings/c4d5e6f7-8a9b-4c0d-a1e2-f3a4b5c6d7e8/files/f1e2d3c4-b5a6-4978-8a6b-5c4d3e2f1a0b'],
  })
  file_urls!: string[];
  @ApiProperty({ type: [ListingFileDto] }) files!: ListingFileDto[];
  @ApiProperty({ enum: listingStatuses, example: 'available' }) status!: string;
  @ApiProperty({ type: String, nullable: true, example: 'Booking confirmation matches the uploaded tickets' })
  remarks!: string | null;
  @ApiProperty({ type: String, format: 'date-time', example: '2026-10-10T12:00:00.000Z' }) listed_at!: Date;
  @ApiProperty({ type: String, format: 'date-time', nullable: true, example: '2026-10-10T15:30:00.000Z' })
  decided_at!: Date | null;
  // Optional in the schema only so clients built before ADR 62 keep compiling; always sent.
  @ApiPropertyOptional({
    type: String,
    format: 'date-time',
    nullable: true,
    example: '2026-10-10T12:00:04.000Z',
    description:
      'Always sent. When the codes and pictures of its proofs were read (ADR 62); null while they are being read. ' +
      'A listing refused for them is then cancelled with the reason in remarks.',
  })
  proofs_checked_at?: Date | null;
}

export class ListingCreatedDto {
  @ApiProperty({ example: 'Ticket is under review by our team, it will be listed soon!' }) message!: string;
  @ApiProperty({ type: OwnListingDto }) listing!: OwnListingDto;
}

export class ReviewSellerDto {
  @ApiProperty({ format: 'uuid', example: '6d5c4b3a-2f1e-4d0c-b9a8-7f6e5d4c3b2a' }) id!: string;
  @ApiProperty({ type: String, nullable: true, example: 'Rohan Mehta' }) full_name!: string | null;
  @ApiProperty({ example: 'rohan.mehta@example.in' }) email!: string;
  @ApiProperty({ type: String, nullable: true, example: '+919812345678' }) phone!: string | null;
}

/** The other listing's seller, as staff see it beside a flag: no phone. */
export class ProofFlagSellerDto extends PickType(ReviewSellerDto, ['id', 'full_name', 'email'] as const) {}

export class ProofFlagListingDto {
  @ApiProperty({ format: 'uuid', example: 'd9c8b7a6-f5e4-4d3c-b2a1-0f9e8d7c6b5a' }) id!: string;
  @ApiProperty({ enum: listingStatuses, example: 'available' }) status!: string;
  @ApiProperty({ type: ProofFlagSellerDto }) seller!: ProofFlagSellerDto;
}

/** What a listing's proofs meet (ADR 62): a ticket code, a picture, or nothing readable. */
export class ProofFlagDto {
  @ApiProperty({
    enum: proofFlagKinds,
    description:
      'same_code: a ticket code another listing holds or tried (certain); looks_like: a picture like another ' +
      "seller's (a hint); no_code: a proof with no readable code; fewer_codes: fewer distinct codes than tickets",
  })
  kind!: string;
  @ApiProperty({ example: 'Same ticket code as this listing' }) detail!: string;
  @ApiProperty({ type: 'integer', nullable: true, example: 3, description: 'Bits of 64 the pictures differ by' })
  distance!: number | null;
  @ApiProperty({ type: String, format: 'uuid', nullable: true }) file_id!: string | null;
  @ApiProperty({ type: ProofFlagListingDto, nullable: true }) other_listing!: ProofFlagListingDto | null;
  @ApiProperty({ type: String, format: 'date-time' }) at!: Date;
}

export class ReviewListingDto extends OwnListingDto {
  @ApiProperty({ type: ReviewSellerDto }) seller!: ReviewSellerDto;
  @ApiProperty({ type: String, format: 'uuid', nullable: true, example: '0e9d8c7b-6a5f-4e4d-8c3b-2a1f0e9d8c7b' })
  decided_by!: string | null;
  @ApiProperty({
    type: [String],
    example: ['d9c8b7a6-f5e4-4d3c-b2a1-0f9e8d7c6b5a'],
    description: 'Other listings that carry a file with identical content (possible reused proof)',
  })
  possible_duplicate_of!: string[];
  @ApiProperty({ type: [ProofFlagDto] }) proof_flags!: ProofFlagDto[];
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

  @ApiPropertyOptional({ enum: proofFlagKinds, description: 'Only listings whose proofs carry this flag (ADR 62)' })
  @OptionalField()
  @IsIn(proofFlagKinds, { message: `Flag must be one of ${proofFlagKinds.join(', ')}` })
  flag?: ProofFlagKind;

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
  @ApiPropertyOptional({
    type: String,
    nullable: true,
    example: 'Booking confirmation matches the uploaded tickets',
  })
  @NullableField()
  @IsString()
  @MaxLength(1000)
  remarks?: string | null;
}
