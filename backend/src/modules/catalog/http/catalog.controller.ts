import { Controller, Get } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Public } from '../../../shared/http/auth.js';
import { CatalogService } from '../application/catalog.service.js';
import { CategoryDto } from './event.dto.js';

@Public()
@ApiTags('catalog')
@Controller('v1')
export class CatalogController {
  constructor(private readonly catalog: CatalogService) {}

  @ApiOperation({
    summary: 'List categories',
    description: 'Every event category by name. Who: anyone. Effects: none.',
  })
  @Get('categories')
  @ApiOkResponse({ type: [CategoryDto] })
  listCategories(): Promise<CategoryDto[]> {
    return this.catalog.listCategories();
  }
}
