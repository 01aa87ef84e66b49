import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { TextInteger } from '../../../shared/http/trim.js';
import { IsIn, IsInt, Max, Min } from 'class-validator';
import { OptionalField } from '../../../shared/http/optional.js';
import { EventDto } from '../../catalog/index.js';
import { listingSorts, type ListingSort } from '../application/listing-queries.js';
import { MAX_TICKETS_PER_LISTING } from '../domain/listing.entity.js';
import { mobileProviders, ticketTypes, type TicketType } from '../domain/ticket-kinds.js';

export class EventPageQueryDto {
  @ApiPropertyOptional({
    minimum: 1,
    maximum: 6,
    example: 2,
    description: 'Only listings with at least this many tickets left',
  })
  @OptionalField()
  @TextInteger()
  @IsInt({ message: 'Number of tickets must be between 1 and 6' })
  @Min(1, { message: 'Number of tickets must be between 1 and 6' })
  @Max(MAX_TICKETS_PER_LISTING, { message: 'Number of tickets must be between 1 and 6' })
  quantity?: number;

  @ApiPropertyOptional({ enum: ['all', ...ticketTypes], default: 'all' })
  @OptionalField()
  @IsIn(['all', ...ticketTypes], { message: 'Ticket type must be all, mobile or physical' })
  type?: TicketType | 'all';

  @ApiPropertyOptional({ enum: listingSorts, default: 'price_asc', description: 'date_* sort by listing date' })
  @OptionalField()
  @IsIn(listingSorts, { message: 'Sort must be one of price_asc, price_desc, date_asc, date_desc' })
  sort?: ListingSort;
}

export class PublicListingDto {
  @ApiProperty({ format: 'uuid', example: 'c4d5e6f7-8a9b-4c0d-a1e2-f3a4b5c6d7e8' }) id!: string;
  @ApiProperty({ format: 'uuid', example: 'b7e3c1a2-4d5f-4e6a-9b8c-1d2e3f4a5b6c' }) event_id!: string;
  @ApiProperty({
    format: 'uuid',
    example: 'a1b2c3d4-5e6f-4a7b-8c9d-0e1f2a3b4c5d',
    description: "The seller's public profile: GET /api/v1/sellers/{id}, the page /seller/{id}",
  })
  seller_id!: string;
  @ApiProperty({ type: 'integer', example: 149950, description: 'Price per ticket, integer paise' }) price!: number;
  @ApiProperty({ type: 'integer', example: 4 }) quantity!: number;
  @ApiProperty({ type: 'integer', example: 2 }) sold_quantity!: number;
  @ApiProperty({
    type: 'integer',
    example: 2,
    description: 'Tickets a buyer can take now: neither sold nor held for someone paying',
  })
  available_quantity!: number;
  @ApiProperty({ type: String, nullable: true, example: '14' }) seat_number!: string | null;
  @ApiProperty({ type: String, nullable: true, example: 'Silver' }) section!: string | null;
  @ApiProperty({ type: String, nullable: true, example: 'F' }) row!: string | null;
  @ApiProperty({ enum: ticketTypes }) ticket_type!: TicketType;
  @ApiProperty({ enum: mobileProviders, nullable: true }) mobile_ticket_type!: string | null;
  @ApiProperty({ example: 'available' }) status!: string;
  @ApiProperty({ type: String, format: 'date-time', example: '2026-10-10T12:00:00.000Z' }) listed_at!: Date;
}

export class EventPageDto extends EventDto {
  @ApiProperty({ type: [PublicListingDto], description: 'On-sale listings after the filters' })
  listings!: PublicListingDto[];
  @ApiProperty({
    example: true,
    description:
      'Whether a listing of this event was ever put on sale and stays up (on sale or sold out). With no tickets ' +
      'available, true means sold out (join the waiting list) and false that none has been listed yet',
  })
  ever_listed!: boolean;
}
