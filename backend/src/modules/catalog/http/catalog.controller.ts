import { Controller, Get, Query } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { CatalogService, type EventView } from '../application/catalog.service.js';
import { CategoryDto, EventDto, UpcomingEventsQueryDto } from './event.dto.js';
import { Public } from '../../../shared/http/auth.js';

@Public()
@ApiTags('catalog')
@Controller('v1')
export class CatalogController {
  constructor(private readonly catalog: CatalogService) {}

  @Get('events')
  @ApiOkResponse({ type: [EventDto], description: 'Active events that have not started, soonest first' })
  listEvents(@Query() query: UpcomingEventsQueryDto): Promise<EventView[]> {
    return this.catalog.listUpcomingEvents({
      search: query.search?.trim() || undefined,
      from: query.from ? new Date(query.from) : undefined,
      to: query.to ? new Date(query.to) : undefined,
      limit: query.limit ?? 100,
      offset: query.offset ?? 0,
    });
  }

  @Get('categories')
  @ApiOkResponse({ type: [CategoryDto] })
  async listCategories(): Promise<CategoryDto[]> {
    const categories = await this.catalog.listCategories();
    return categories.map(({ id, name }) => ({ id, name }));
  }
}
