import { Module } from '@nestjs/common';
import { CatalogModule } from '../catalog/catalog.module.js';
import { IdentityModule } from '../identity/identity.module.js';
import { ListingsService } from './application/listings.service.js';
import { SellerEmails } from './application/seller-emails.js';
import { AdminListingsController } from './http/admin-listings.controller.js';
import { EventPageController } from './http/event-page.controller.js';
import { SellerListingsController } from './http/seller-listings.controller.js';

@Module({
  imports: [CatalogModule, IdentityModule],
  controllers: [EventPageController, SellerListingsController, AdminListingsController],
  providers: [ListingsService, SellerEmails],
  exports: [ListingsService],
})
export class ListingsModule {}
