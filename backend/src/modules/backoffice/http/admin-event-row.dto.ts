import { ApiProperty } from '@nestjs/swagger';
import { AdminEventDto, toAdminEventDto } from '../../catalog/index.js';
import type { AdminEventRow } from '../application/admin-events.js';

/** A row of Admin > Events: the event as staff see it, with its ticket counts. */
export class AdminEventRowDto extends AdminEventDto {
  @ApiProperty({ type: 'integer', example: 20, description: 'Tickets of verified listings (on sale or sold out)' })
  total_tickets!: number;
  @ApiProperty({
    type: 'integer',
    example: 14,
    description: 'On sale now: neither sold nor held (as the public list counts)',
  })
  available_tickets!: number;
  @ApiProperty({ type: 'integer', example: 6, description: 'Tickets sold' }) sold_tickets!: number;
  @ApiProperty({
    type: 'integer',
    example: 7,
    description: 'Listings in any status; an event with any cannot be deleted, only deactivated',
  })
  listing_count!: number;
  @ApiProperty({
    type: 'integer',
    nullable: true,
    example: 149950,
    description: 'Lowest on-sale price per ticket, integer paise',
  })
  min_price!: number | null;
}

export function toAdminEventRowDto(row: AdminEventRow, now: Date): AdminEventRowDto {
  return {
    ...toAdminEventDto(row.event, now),
    total_tickets: row.totalTickets,
    available_tickets: row.availableTickets,
    sold_tickets: row.soldTickets,
    listing_count: row.listings,
    min_price: row.minPrice,
  };
}

export class EventDeletedDto {
  @ApiProperty({ example: 'Event deleted successfully!' }) message!: string;
}
