import { Get } from '@nestjs/common';
import { ApiOkResponse, ApiOperation } from '@nestjs/swagger';
import { AdminController } from '../../../shared/http/auth.js';
import { AdminCategoryDto, AdminCategoryList, toAdminCategoryDto } from '../../catalog/index.js';

/** Admin > Categories' list (ADR 71); create, rename and delete are catalog's own AdminCategoriesController. */
@AdminController('categories')
export class AdminCategoriesController {
  constructor(private readonly categories: AdminCategoryList) {}

  @ApiOperation({
    summary: 'List categories (back office)',
    description: 'Every category by name, with how many events use it. Who: staff. Effects: none.',
  })
  @Get()
  @ApiOkResponse({ type: [AdminCategoryDto], description: 'Every category by name, with how many events use it' })
  async list(): Promise<AdminCategoryDto[]> {
    return (await this.categories.list()).map(toAdminCategoryDto);
  }
}
