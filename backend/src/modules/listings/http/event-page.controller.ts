import { Controller, Get, Param, Query, Req, Res } from '@nestjs/common';
import { ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { Public } from '../../../shared/http/auth.js';
import { ApiRevalidated, PublicReadCache } from '../../../shared/http/public-read-cache.js';
import { EventDto, UpcomingEventsQueryDto } from '../../catalog/index.js';
import { ListingQueries, type OnSaleFilter } from '../application/listing-queries.js';
import { EventPageDto, EventPageQueryDto } from './event-page.dto.js';
import { toEventOnSaleDto, toEventPageDto } from './listing-views.js';

/** Where an event page read is cached: every filter of one event shares the prefix (live pushes forget them). */
export function eventPageCacheKey(eventId: string, filter?: OnSaleFilter): string {
  return `event:${eventId}:${filter ? JSON.stringify(filter) : ''}`;
}

/**
 * The public event list and event page: the catalog's events with what is on sale for them. They
 * live here, where listings are known, so catalog never needs to know listings (one-way arrows).
 */
@Public()
@ApiTags('catalog')
@Controller('v1/events')
export class EventPageController {
  constructor(
    private readonly listings: ListingQueries,
    private readonly cache: PublicReadCache,
  ) {}

  @ApiOperation({
    summary: 'List upcoming events',
    description:
      'Active events that have not started, soonest first, with how many tickets are on sale and the lowest price (paise). ' +
      'Step 1 of buying. ' +
      'Who: anyone. ' +
      'Effects: none (answers revalidate with ETag).',
  })
  @Get()
  @ApiRevalidated()
  @ApiOkResponse({ type: [EventDto], description: 'Active events that have not started, soonest first' })
  listEvents(@Query() query: UpcomingEventsQueryDto, @Req() req: Request, @Res() res: Response): Promise<void> {
    const upcoming = {
      search: query.search?.trim() || undefined,
      from: query.from ? new Date(query.from) : undefined,
      to: query.to ? new Date(query.to) : undefined,
      limit: query.limit ?? 100,
      offset: query.offset ?? 0,
    };
    return this.cache.send(req, res, `events:${JSON.stringify(upcoming)}`, async () =>
      (await this.listings.upcomingEvents(upcoming)).map(toEventOnSaleDto),
    );
  }

  @ApiOperation({
    summary: 'An event and its listings on sale',
    description:
      'The event page: the event and each listing on sale (price per ticket in paise, tickets left, mobile or physical), filtered and sorted. ' +
      'Pick a listing id here to buy. ' +
      'Who: anyone. ' +
      'Effects: none (answers revalidate with ETag).',
  })
  @Get(':id')
  @ApiRevalidated()
  @ApiOkResponse({ type: EventPageDto })
  @ApiNotFoundResponse({ description: "problem+json with detail 'Event not found'" })
  getEventPage(
    @Param('id') id: string,
    @Query() query: EventPageQueryDto,
    @Req() req: Request,
    @Res() res: Response,
  ): Promise<void> {
    const filter = {
      quantity: query.quantity,
      type: query.type === 'all' ? undefined : query.type,
      sort: query.sort ?? 'price_asc',
    } as const;
    return this.cache.send(req, res, eventPageCacheKey(id, filter), async () =>
      toEventPageDto(await this.listings.eventPage(id, filter)),
    );
  }
}
