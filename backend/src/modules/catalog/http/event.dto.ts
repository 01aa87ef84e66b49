import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { TextInteger } from '../../../shared/http/trim.js';
import { IsInt, IsString, Max, MaxLength, Min } from 'class-validator';
import { INVALID_TIME, InstantField } from '../../../shared/http/date-fields.js';
import { OptionalField } from '../../../shared/http/optional.js';
import type { EventView } from '../application/catalog.service.js';

export class UpcomingEventsQueryDto {
  @ApiPropertyOptional({
    example: 'Arijit Singh',
    description: 'Case-insensitive text matched against title, venue and category name',
  })
  @OptionalField()
  @IsString()
  @MaxLength(100)
  search?: string;

  @ApiPropertyOptional({
    example: '2026-12-01T00:00:00.000+05:30',
    description: 'Only events on or after this instant (RFC 3339, with Z or an offset)',
  })
  @OptionalField()
  @InstantField(INVALID_TIME)
  from?: string;

  @ApiPropertyOptional({
    example: '2026-12-31T23:59:59.999+05:30',
    description: 'Only events on or before this instant (RFC 3339, with Z or an offset)',
  })
  @OptionalField()
  @InstantField(INVALID_TIME)
  to?: string;

  @ApiPropertyOptional({ minimum: 1, maximum: 100, default: 100, example: 20 })
  @OptionalField()
  @TextInteger()
  @IsInt({ message: 'Limit must be a whole number from 1 to 100' })
  @Min(1, { message: 'Limit must be a whole number from 1 to 100' })
  @Max(100, { message: 'Limit must be a whole number from 1 to 100' })
  limit?: number;

  @ApiPropertyOptional({ minimum: 0, maximum: 100_000, default: 0, example: 20 })
  @OptionalField()
  @TextInteger()
  @IsInt({ message: 'Offset must be a whole number from 0 to 100000' })
  @Min(0, { message: 'Offset must be a whole number from 0 to 100000' })
  @Max(100_000, { message: 'Offset must be a whole number from 0 to 100000' })
  offset?: number;
}

export class CategoryDto {
  @ApiProperty({ format: 'uuid', example: '3f2a1b4c-5d6e-4f70-8a9b-0c1d2e3f4a5b' }) id!: string;
  @ApiProperty({ example: 'Concerts' }) name!: string;
}

export class EventDto {
  @ApiProperty({ format: 'uuid', example: 'b7e3c1a2-4d5f-4e6a-9b8c-1d2e3f4a5b6c' }) id!: string;
  @ApiProperty({ example: 'Arijit Singh Live in Concert' }) title!: string;
  @ApiProperty({
    type: String,
    nullable: true,
    example: "An evening of Arijit Singh's biggest hits, live with his full band.",
  })
  description!: string | null;
  @ApiProperty({ example: 'Palace Grounds' }) venue!: string;
  @ApiProperty({ example: 'Bengaluru' }) city!: string;
  @ApiPropertyOptional({
    type: String,
    nullable: true,
    example: 'Karnataka',
    description:
      'Always sent. The state or union territory it is held in (contracts/rules.js INDIAN_STATES); null only for an old event staff have not placed yet',
  })
  state?: string | null;
  @ApiProperty({ type: String, format: 'date-time', example: '2026-12-20T13:30:00.000Z' }) event_date!: Date;
  @ApiProperty({ type: String, format: 'uuid', nullable: true, example: '3f2a1b4c-5d6e-4f70-8a9b-0c1d2e3f4a5b' })
  category_id!: string | null;
  @ApiProperty({ type: CategoryDto, nullable: true }) category!: CategoryDto | null;
  @ApiProperty({ type: String, nullable: true, example: 'https://images.example.in/poster.jpg' }) image_url!:
    string | null;
  @ApiProperty({ example: true }) is_active!: boolean;
  @ApiProperty({ type: Boolean, nullable: true, example: true, description: 'null until staff decide' }) verified!:
    boolean | null;
  @ApiProperty({ type: String, format: 'date-time', nullable: true, example: '2026-10-03T11:20:00.000Z' })
  verified_at!: Date | null;
  @ApiProperty({ example: 2.5, description: 'Percent of price x quantity added for the buyer (2 decimals)' })
  buyer_fee_percent!: number;
  @ApiProperty({ example: 5, description: "Percent of the gross kept from the seller's payout (2 decimals)" })
  seller_fee_percent!: number;
  @ApiProperty({
    type: String,
    nullable: true,
    example: "Transfer the tickets in the BookMyShow app to the buyer's BookMyShow account, then upload a screenshot.",
  })
  transfer_instructions!: string | null;
  // Optional in the schema only so clients built before the caps keep compiling; always sent.
  @ApiPropertyOptional({
    type: Number,
    nullable: true,
    example: 20,
    description: 'Always sent. Resale capped at face value + this percent (resaleCap in contracts/money.js), or null',
  })
  resale_cap_percent?: number | null;
  @ApiPropertyOptional({
    type: 'integer',
    nullable: true,
    example: null,
    description: 'Always sent. Resale capped at this price per ticket (integer paise), or null; never both caps',
  })
  resale_cap_price?: number | null;
  @ApiPropertyOptional({
    example: false,
    description:
      "Always sent. The organiser forbids resale (ADR 63): 'Resale not permitted by the organiser'; no listing can be made",
  })
  resale_not_permitted?: boolean;
  @ApiPropertyOptional({
    type: 'integer',
    nullable: true,
    example: 4,
    description:
      'Always sent. The most tickets one buyer may hold or buy of the event across its listings (ADR 70), or null: no cap',
  })
  max_tickets_per_buyer?: number | null;
  @ApiProperty({
    type: 'integer',
    example: 14,
    description: 'Sum of remaining quantity (not sold, not held) over on-sale listings',
  })
  available_tickets!: number;
  @ApiProperty({
    type: 'integer',
    nullable: true,
    example: 149950,
    description: 'Lowest on-sale price per ticket, integer paise',
  })
  min_price!: number | null;
}

/** What is on sale for an event, as the listings module counts it. */
export interface EventAvailability {
  availableTickets: number;
  minPrice: number | null;
}

/** The event's own fields in the API's snake_case, as the public and the staff views both send them. */
export function eventFields(e: EventView) {
  return {
    id: e.id,
    title: e.title,
    description: e.description,
    venue: e.venue,
    city: e.city,
    state: e.state,
    event_date: e.eventDate,
    category_id: e.category?.id ?? null,
    category: e.category,
    image_url: e.imageUrl,
    is_active: e.isActive,
    verified: e.verified,
    verified_at: e.verifiedAt,
    buyer_fee_percent: e.buyerFeePercent,
    seller_fee_percent: e.sellerFeePercent,
    transfer_instructions: e.transferInstructions,
    resale_cap_percent: e.resaleCapPercent,
    resale_cap_price: e.resaleCapPrice,
    resale_not_permitted: e.resaleNotPermittedAt !== null,
    max_tickets_per_buyer: e.maxTicketsPerBuyer,
  };
}

/** The API's snake_case event, with its on-sale figures. */
export function toEventDto(e: EventView, availability: EventAvailability): EventDto {
  return {
    ...eventFields(e),
    available_tickets: availability.availableTickets,
    min_price: availability.minPrice,
  };
}
