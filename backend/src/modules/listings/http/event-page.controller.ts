import { Controller, Get, Param, Query } from '@nestjs/common';
import { ApiNotFoundResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { ListingsService } from '../application/listings.service.js';
import { EventPageDto, EventPageQueryDto } from './event-page.dto.js';
import { Public } from '../../../shared/http/auth.js';

/** The event page: the catalog's event with the listings on sale for it. */
@Public()
@ApiTags('catalog')
@Controller('v1/events')
export class EventPageController {
  constructor(private readonly listings: ListingsService) {}

  @Get(':id')
  @ApiOkResponse({ type: EventPageDto })
  @ApiNotFoundResponse({ description: "problem+json with detail 'Event not found'" })
  getEventPage(@Param('id') id: string, @Query() query: EventPageQueryDto): Promise<EventPageDto> {
    return this.listings.eventPage(id, {
      quantity: query.quantity,
      type: query.type === 'all' ? undefined : query.type,
      sort: query.sort ?? 'price_asc',
    });
  }
}
