import { Controller, Get, Query, Req, Res } from '@nestjs/common';
import type { Request, Response } from 'express';
import { PublicReadCache } from '../../../shared/http/public-read-cache.js';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { CatalogService } from '../application/catalog.service.js';
import { CategoryDto, EventDto, UpcomingEventsQueryDto } from './event.dto.js';
import { Public } from '../../../shared/http/auth.js';

@Public()
@ApiTags('catalog')
@Controller('v1')
export class CatalogController {
  constructor(
    private readonly catalog: CatalogService,
    private readonly cache: PublicReadCache,
  ) {}

  @Get('events')
  @ApiOkResponse({ type: [EventDto], description: 'Active events that have not started, soonest first' })
  listEvents(@Query() query: UpcomingEventsQueryDto, @Req() req: Request, @Res() res: Response): Promise<void> {
    const upcoming = {
      search: query.search?.trim() || undefined,
      from: query.from ? new Date(query.from) : undefined,
      to: query.to ? new Date(query.to) : undefined,
      limit: query.limit ?? 100,
      offset: query.offset ?? 0,
    };
    return this.cache.send(req, res, `events:${JSON.stringify(upcoming)}`, () =>
      this.catalog.listUpcomingEvents(upcoming),
    );
  }

  @Get('categories')
  @ApiOkResponse({ type: [CategoryDto] })
  async listCategories(): Promise<CategoryDto[]> {
    const categories = await this.catalog.listCategories();
    return categories.map(({ id, name }) => ({ id, name }));
  }
}
