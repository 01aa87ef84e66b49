import { Module } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../../config/config.js';
import { CatalogModule } from '../catalog/index.js';
import { IdentityModule } from '../identity/index.js';
import { EventRemoval } from './application/event-removal.js';
import { EventCardImages } from './application/event-cards.js';
import { InventoryService } from './application/inventory.service.js';
import { ListingFiles } from './application/listing-files.js';
import { PageHeads } from './application/page-heads.js';
import { ProofFingerprints } from './application/proof-fingerprints.js';
import { ProofFileReading } from './application/proof-file-reading.js';
import { ProofFlags } from './application/proof-flags.js';
import { ResaleNotPermitted } from './application/resale-not-permitted.js';
import { ListingQueries } from './application/listing-queries.js';
import { ReviewList } from './application/review-list.js';
import { ReviewService } from './application/review.service.js';
import { SellerEmails } from './application/seller-emails.js';
import { SellingService } from './application/selling.service.js';
import { AdminListingsController } from './http/admin-listings.controller.js';
import { EventPageController } from './http/event-page.controller.js';
import { LiveAvailability } from './http/live-availability.js';
import { LiveAvailabilityController } from './http/live-availability.controller.js';
import { PublicPageData } from './http/page-data.js';
import { SellerListingsController } from './http/seller-listings.controller.js';
import { AvailabilityChannel } from './infrastructure/availability-channel.js';
import { ProofScanner } from './infrastructure/proof-scan/proof-scanner.js';
import { Refuses } from '../../shared/http/refusals.js';
import { ListingError } from './domain/listing-errors.js';

/** The proof files' reader (ADR 62), with its limits from configuration. */
const proofScanner = {
  provide: ProofScanner,
  inject: [APP_CONFIG],
  useFactory: (config: AppConfig) => {
    if (!config.PROOF_CODE_SECRET)
      throw new Error('PROOF_CODE_SECRET is not set (withAuthSecret fills it outside production)');
    return new ProofScanner({
      secret: config.PROOF_CODE_SECRET,
      jobs: config.PROOF_SCAN_JOBS,
      timeoutMs: config.PROOF_SCAN_TIMEOUT_MS,
      heapMb: config.PROOF_SCAN_HEAP_MB,
      maxPages: config.PROOF_SCAN_MAX_PAGES,
      maxPixels: config.PROOF_SCAN_MAX_MEGAPIXELS * 1_000_000,
    });
  },
};

@Refuses(ListingError)
@Module({
  imports: [CatalogModule, IdentityModule],
  controllers: [EventPageController, LiveAvailabilityController, SellerListingsController, AdminListingsController],
  providers: [
    SellingService,
    ReviewService,
    ReviewList,
    InventoryService,
    ListingQueries,
    ListingFiles,
    SellerEmails,
    EventRemoval,
    PageHeads,
    EventCardImages,
    PublicPageData,
    AvailabilityChannel,
    LiveAvailability,
    proofScanner,
    ProofFingerprints,
    ProofFileReading,
    ProofFlags,
    ResaleNotPermitted,
  ],
  exports: [InventoryService, ListingQueries, EventRemoval, PageHeads, EventCardImages, PublicPageData, ReviewList],
})
export class ListingsModule {}
