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
import { LiveAvailability } from './http/live-availability.js';
import { LiveAvailabilityController } from './http/live-availability.controller.js';
import { PublicPageData } from './http/page-data.js';
import { SellerListingsController } from './http/seller-listings.controller.js';
import { AvailabilityChannel } from './infrastructure/availability-channel.js';

@Module({
  imports: [CatalogModule, IdentityModule],
  controllers: [
    EventPageController,
    LiveAvailabilityController,
    SellerListingsController,
    AdminListingsController,
    AdminEventsOverviewController,
  ],
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
    AvailabilityChannel,
    LiveAvailability,
  ],
  exports: [InventoryService, ListingQueries, PageHeads, EventCardImages, PublicPageData],
})
export class ListingsModule {}
