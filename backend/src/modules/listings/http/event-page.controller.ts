import { Controller, Get, Param, Query, Req, Res } from '@nestjs/common';
import type { Request, Response } from 'express';
import { PublicReadCache } from '../../../shared/http/public-read-cache.js';
import { ApiNotFoundResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { ListingsService } from '../application/listings.service.js';
import { EventPageDto, EventPageQueryDto } from './event-page.dto.js';
import { Public } from '../../../shared/http/auth.js';

/** The event page: the catalog's event with the listings on sale for it. */
@Public()
@ApiTags('catalog')
@Controller('v1/events')
export class EventPageController {
  constructor(
    private readonly listings: ListingsService,
    private readonly cache: PublicReadCache,
  ) {}

  @Get(':id')
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
    return this.cache.send(req, res, `event:${id}:${JSON.stringify(filter)}`, () =>
      this.listings.eventPage(id, filter),
    );
  }
}
