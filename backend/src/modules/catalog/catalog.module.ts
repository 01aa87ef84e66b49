import { Module } from '@nestjs/common';
import { CatalogService } from './application/catalog.service.js';
import { CatalogController } from './http/catalog.controller.js';

@Module({
  controllers: [CatalogController],
  providers: [CatalogService],
  exports: [CatalogService],
})
export class CatalogModule {}
