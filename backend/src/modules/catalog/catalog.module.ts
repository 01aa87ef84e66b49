import { Module } from '@nestjs/common';
import { AdminCategoryList } from './application/admin-category-list.js';
import { CatalogService } from './application/catalog.service.js';
import { CategoryAdminService } from './application/category-admin.service.js';
import { EventAdminService } from './application/event-admin.service.js';
import { AdminCategoriesController } from './http/admin-categories.controller.js';
import { CatalogController } from './http/catalog.controller.js';
import { Refuses } from '../../shared/http/refusals.js';
import { CatalogError } from './domain/catalog-errors.js';

@Refuses(CatalogError)
@Module({
  controllers: [CatalogController, AdminCategoriesController],
  providers: [CatalogService, EventAdminService, CategoryAdminService, AdminCategoryList],
  exports: [CatalogService, EventAdminService, AdminCategoryList],
})
export class CatalogModule {}
