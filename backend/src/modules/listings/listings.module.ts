import { Module } from '@nestjs/common';
import { CatalogModule } from '../catalog/index.js';
import { IdentityModule } from '../identity/index.js';
import { AdminEvents } from './application/admin-events.js';
import { EventCardImages } from './application/event-cards.js';
import { InventoryService } from './application/inventory.service.js';
import { ListingFiles } from './application/listing-files.js';
import { PageHeads } from './application/page-heads.js';
import { ListingQueries } from './application/listing-queries.js';
import { ReviewService } from './application/review.service.js';
import { SellerEmails } from './application/seller-emails.js';
import { SellingService } from './application/selling.service.js';
import { AdminEventsOverviewController } from './http/admin-events.controller.js';
import { AdminListingsController } from './http/admin-listings.controller.js';
import { EventPageController } from './http/event-page.controller.js';
import { PublicPageData } from './http/page-data.js';
import { SellerListingsController } from './http/seller-listings.controller.js';

@Module({
  imports: [CatalogModule, IdentityModule],
  controllers: [EventPageController, SellerListingsController, AdminListingsController, AdminEventsOverviewController],
  providers: [
    SellingService,
    ReviewService,
    InventoryService,
    ListingQueries,
    ListingFiles,
    SellerEmails,
    AdminEvents,
    PageHeads,
    EventCardImages,
    PublicPageData,
  ],
  exports: [InventoryService, ListingQueries, PageHeads, EventCardImages, PublicPageData],
})
export class ListingsModule {}
