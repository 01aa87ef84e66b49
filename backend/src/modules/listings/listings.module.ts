import { Module } from '@nestjs/common';
import { CatalogModule } from '../catalog/catalog.module.js';
import { ListingsService } from './application/listings.service.js';
import { EventPageController } from './http/event-page.controller.js';

@Module({
  imports: [CatalogModule],
  controllers: [EventPageController],
  providers: [ListingsService],
  exports: [ListingsService],
})
export class ListingsModule {}
