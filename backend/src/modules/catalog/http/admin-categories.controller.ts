import { Body, Delete, Param, Patch, Post } from '@nestjs/common';
import {
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
} from '@nestjs/swagger';
import { CATEGORY_MESSAGES as m } from '@ticketsetu/contracts/rules';
import { AdminController, type AuthUser, CurrentUser } from '../../../shared/http/auth.js';
import { CategoryAdminService } from '../application/category-admin.service.js';
import { CatalogMessageDto, CategoryChangedDto, CategoryNameDto, toAdminCategoryDto } from './admin-event.dto.js';

/** Admin > Categories: names unique without regard to case; one in use cannot be deleted. The list: the back office. */
@AdminController('categories')
export class AdminCategoriesController {
  constructor(private readonly categories: CategoryAdminService) {}

  @ApiOperation({
    summary: 'Create a category',
    description:
      'Adds a category; names are unique whatever their case. ' +
      'Who: staff. ' +
      'Effects: recorded in the audit log.',
  })
  @Post()
  @ApiCreatedResponse({ type: CategoryChangedDto, description: "'Category created successfully!'" })
  @ApiConflictResponse({ description: "'A category with this name already exists'" })
  async create(@CurrentUser() admin: AuthUser, @Body() body: CategoryNameDto): Promise<CategoryChangedDto> {
    return { message: m.created, category: toAdminCategoryDto(await this.categories.create(admin.id, body.name)) };
  }

  @ApiOperation({
    summary: 'Rename a category',
    description:
      'Renames a category; names are unique whatever their case. ' +
      'Who: staff. ' +
      'Effects: recorded in the audit log.',
  })
  @Patch(':id')
  @ApiOkResponse({ type: CategoryChangedDto, description: "'Category updated successfully!'" })
  @ApiNotFoundResponse({ description: "'Category not found'" })
  @ApiConflictResponse({ description: "'A category with this name already exists'" })
  async rename(
    @CurrentUser() admin: AuthUser,
    @Param('id') id: string,
    @Body() body: CategoryNameDto,
  ): Promise<CategoryChangedDto> {
    return {
      message: m.updated,
      category: toAdminCategoryDto(await this.categories.rename(admin.id, id, body.name)),
    };
  }

  @ApiOperation({
    summary: 'Delete a category',
    description: 'Deletes a category no event uses. Who: staff. Effects: recorded in the audit log.',
  })
  @Delete(':id')
  @ApiOkResponse({ type: CatalogMessageDto, description: "'Category deleted successfully!'" })
  @ApiConflictResponse({ description: 'The category is used by events' })
  async delete(@CurrentUser() admin: AuthUser, @Param('id') id: string): Promise<CatalogMessageDto> {
    await this.categories.delete(admin.id, id);
    return { message: m.deleted };
  }
}
