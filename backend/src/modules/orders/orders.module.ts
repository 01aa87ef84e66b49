import { CheckoutPageData } from './http/checkout-page-data.js';
import { type MiddlewareConsumer, Module, type NestModule, RequestMethod } from '@nestjs/common';
import { CatalogModule } from '../catalog/index.js';
import { IdentityModule } from '../identity/index.js';
import { LedgerModule } from '../ledger/index.js';
import { ListingsModule } from '../listings/index.js';
import { RewardsModule } from '../rewards/index.js';
import { TaxModule } from '../tax/index.js';
import { BuyingLimits } from './application/buying-limits.js';
import { CheckoutCancellation } from './application/checkout-cancellation.js';
import { CheckoutCredit } from './application/checkout-credit.js';
import { CheckoutSummary } from './application/checkout-summary.js';
import { CheckoutService } from './application/checkout.service.js';
import { OrderEmails } from './application/order-emails.js';
import { HoldExpiry } from './application/hold-expiry.js';
import { OrderJobs } from './application/order-jobs.js';
import { OrderKeys } from './application/order-keys.js';
import { OrderPlacement } from './application/order-placement.js';
import { OrderQueries } from './application/order-queries.js';
import { PaymentStartService } from './application/payment-start.service.js';
import { SaleChecks } from './application/sale-checks.js';
import { SettlementService } from './application/settlement.service.js';
import { GatewayFollowUp } from './application/gateway-follow-up.js';
import { LatePaymentRefunds } from './application/late-payment-refunds.js';
import { CheckoutAdmission } from './http/checkout-admission.js';
import { OrdersController } from './http/orders.controller.js';
import { Refuses } from '../../shared/http/refusals.js';
import { OrderError } from './domain/order-errors.js';

@Refuses(OrderError)
@Module({
  imports: [CatalogModule, IdentityModule, LedgerModule, ListingsModule, RewardsModule, TaxModule],
  controllers: [OrdersController],
  providers: [
    CheckoutService,
    CheckoutSummary,
    CheckoutPageData,
    CheckoutCredit,
    BuyingLimits,
    OrderKeys,
    SaleChecks,
    OrderPlacement,
    HoldExpiry,
    CheckoutCancellation,
    PaymentStartService,
    SettlementService,
    LatePaymentRefunds,
    GatewayFollowUp,
    OrderQueries,
    OrderEmails,
    OrderJobs,
  ],
  exports: [OrderQueries, SettlementService, CheckoutPageData],
})
export class OrdersModule implements NestModule {
  /** Pay is admitted a few at a time, ahead of the session guard (a rush gets 429, not the pool's timeout). */
  configure(consumer: MiddlewareConsumer): void {
    consumer.apply(CheckoutAdmission).forRoutes({ path: 'v1/orders', method: RequestMethod.POST });
  }
}
