import { Module } from '@nestjs/common';
import { CatalogModule } from '../catalog/index.js';
import { DisputesModule } from '../disputes/index.js';
import { IdentityModule } from '../identity/index.js';
import { ListingsModule } from '../listings/index.js';
import { PayoutsModule } from '../payouts/index.js';
import { TransfersModule } from '../transfers/index.js';
import { Ratings } from './application/ratings.js';
import { SellerPageHeads } from './application/seller-page-heads.js';
import { SellerProfiles } from './application/seller-profiles.js';
import { SellerRecords } from './application/seller-records.js';
import { SellerSettings } from './application/seller-settings.js';
import { StaffRatingList } from './application/staff-rating-list.js';
import { StaffRatings } from './application/staff-ratings.js';
import { AdminRatingsController } from './http/admin-ratings.controller.js';
import { SellerPageData } from './http/page-data.js';
import { RatingsController } from './http/ratings.controller.js';
import { SellersController } from './http/sellers.controller.js';
import { Refuses } from '../../shared/http/refusals.js';
import { SellerError } from './domain/seller-errors.js';

/** Sellers' public profiles and buyers' ratings (ADR 65); the left-most module: it reads every stage of a sale. */
@Refuses(SellerError)
@Module({
  imports: [CatalogModule, DisputesModule, IdentityModule, ListingsModule, PayoutsModule, TransfersModule],
  controllers: [SellersController, RatingsController, AdminRatingsController],
  providers: [
    SellerRecords,
    SellerProfiles,
    Ratings,
    StaffRatings,
    StaffRatingList,
    SellerSettings,
    SellerPageHeads,
    SellerPageData,
  ],
  exports: [SellerPageHeads, SellerPageData, StaffRatingList],
})
export class SellersModule {}
