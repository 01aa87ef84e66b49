import { Module } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../../config/config.js';
import { CatalogModule } from '../catalog/index.js';
import { IdentityModule } from '../identity/index.js';
import { LedgerModule } from '../ledger/index.js';
import { ListingsModule } from '../listings/index.js';
import { OrdersModule } from '../orders/index.js';
import { TransfersModule } from '../transfers/index.js';
import { AdminPayouts } from './application/admin-payouts.js';
import { BuyerRefunds } from './application/buyer-refunds.js';
import { OwnPayouts } from './application/own-payouts.js';
import { PayoutEmails } from './application/payout-emails.js';
import { PayoutJobs } from './application/payout-jobs.js';
import { PayoutStore } from './application/payout-store.js';
import { PayoutsService } from './application/payouts.service.js';
import { SellerPayouts } from './application/seller-payouts.js';
import { PAYOUT_PROVIDER, type PayoutProvider } from './domain/payout-provider.js';
import { AdminPayoutsController } from './http/admin-payouts.controller.js';
import { OwnPayoutsController } from './http/own-payouts.controller.js';
import { ManualPayoutProvider } from './infrastructure/manual-payout.provider.js';

/** The payout provider PAYOUT_PROVIDER names (today only manual: staff pay by UPI and record the UTR). */
function payoutProvider(config: AppConfig): PayoutProvider {
  switch (config.PAYOUT_PROVIDER) {
    case 'manual':
      return new ManualPayoutProvider();
  }
}

@Module({
  imports: [CatalogModule, IdentityModule, LedgerModule, ListingsModule, OrdersModule, TransfersModule],
  controllers: [AdminPayoutsController, OwnPayoutsController],
  providers: [
    { provide: PAYOUT_PROVIDER, useFactory: payoutProvider, inject: [APP_CONFIG] },
    PayoutStore,
    SellerPayouts,
    BuyerRefunds,
    PayoutsService,
    AdminPayouts,
    OwnPayouts,
    PayoutEmails,
    PayoutJobs,
  ],
  exports: [PayoutsService],
})
export class PayoutsModule {}
