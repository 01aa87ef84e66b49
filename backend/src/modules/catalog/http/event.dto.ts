import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { QueryInteger } from '../../../shared/http/trim.js';
import { IsInt, IsISO8601, IsString, Max, MaxLength, Min } from 'class-validator';
import { OptionalField } from '../../../shared/http/optional.js';
import type { EventView } from '../application/catalog.service.js';

const invalidTime = { message: 'Invalid time value' };

export class UpcomingEventsQueryDto {
  @ApiPropertyOptional({ description: 'Case-insensitive text matched against title, venue and category name' })
  @OptionalField()
  @IsString()
  @MaxLength(100)
  search?: string;

  @ApiPropertyOptional({ format: 'date-time', description: 'Only events on or after this instant (ISO 8601)' })
  @OptionalField()
  @IsISO8601({ strict: true }, invalidTime)
  from?: string;

  @ApiPropertyOptional({ format: 'date-time', description: 'Only events on or before this instant (ISO 8601)' })
  @OptionalField()
  @IsISO8601({ strict: true }, invalidTime)
  to?: string;

  @ApiPropertyOptional({ minimum: 1, maximum: 100, default: 100 })
  @OptionalField()
  @QueryInteger()
  @IsInt({ message: 'Limit must be a whole number from 1 to 100' })
  @Min(1, { message: 'Limit must be a whole number from 1 to 100' })
  @Max(100, { message: 'Limit must be a whole number from 1 to 100' })
  limit?: number;

  @ApiPropertyOptional({ minimum: 0, maximum: 100_000, default: 0 })
  @OptionalField()
  @QueryInteger()
  @IsInt({ message: 'Offset must be a whole number from 0 to 100000' })
  @Min(0, { message: 'Offset must be a whole number from 0 to 100000' })
  @Max(100_000, { message: 'Offset must be a whole number from 0 to 100000' })
  offset?: number;
}

export class CategoryDto {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty() name!: string;
}

export class EventDto {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty() title!: string;
  @ApiProperty({ type: String, nullable: true }) description!: string | null;
  @ApiProperty() venue!: string;
  @ApiProperty() city!: string;
  @ApiProperty({ type: String, format: 'date-time' }) event_date!: Date;
  @ApiProperty({ type: String, format: 'uuid', nullable: true }) category_id!: string | null;
  @ApiProperty({ type: CategoryDto, nullable: true }) category!: CategoryDto | null;
  @ApiProperty({ type: String, nullable: true }) image_url!: string | null;
  @ApiProperty() is_active!: boolean;
  @ApiProperty({ type: Boolean, nullable: true, description: 'null until staff decide' }) verified!: boolean | null;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) verified_at!: Date | null;
  @ApiProperty({ description: 'Percent of price x quantity added for the buyer (2 decimals)' })
  buyer_fee_percent!: number;
  @ApiProperty({ description: "Percent of the gross kept from the seller's payout (2 decimals)" })
  seller_fee_percent!: number;
  @ApiProperty({ type: String, nullable: true }) transfer_instructions!: string | null;
  // Optional in the schema only so clients built before the caps keep compiling; always sent.
  @ApiPropertyOptional({
    type: Number,
    nullable: true,
    description: 'Always sent. Resale capped at face value + this percent (resaleCap in contracts/money.js), or null',
  })
  resale_cap_percent?: number | null;
  @ApiPropertyOptional({
    type: 'integer',
    nullable: true,
    description: 'Always sent. Resale capped at this price per ticket (integer paise), or null; never both caps',
  })
  resale_cap_price?: number | null;
  @ApiProperty({ type: 'integer', description: 'Sum of remaining quantity (not sold, not held) over on-sale listings' })
  available_tickets!: number;
  @ApiProperty({ type: 'integer', nullable: true, description: 'Lowest on-sale price per ticket, integer paise' })
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
