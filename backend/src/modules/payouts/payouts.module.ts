import { type DynamicModule, Module } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../../config/config.js';
import { CatalogModule } from '../catalog/index.js';
import { IdentityModule } from '../identity/index.js';
import { LedgerModule } from '../ledger/index.js';
import { ListingsModule } from '../listings/index.js';
import { OrdersModule } from '../orders/index.js';
import { TaxModule } from '../tax/index.js';
import { TransfersModule } from '../transfers/index.js';
import { OwnAddress } from '../../shared/infrastructure/own-address.js';
import { AdminPayoutList } from './application/admin-payout-list.js';
import { AdminPayouts } from './application/admin-payouts.js';
import { PayoutChangesAudit } from './application/payout-changes-audit.js';
import { BuyerRefunds } from './application/buyer-refunds.js';
import { RefundCompletion } from './application/refund-completion.js';
import { RefundsAtGateway } from './application/refunds-at-gateway.js';
import { OwnPayouts } from './application/own-payouts.js';
import { PayoutEmails } from './application/payout-emails.js';
import { PayoutJobs } from './application/payout-jobs.js';
import { PayoutReleases } from './application/payout-releases.js';
import { PayoutStore } from './application/payout-store.js';
import { PayoutUpiChanges } from './application/payout-upi-changes.js';
import { PayoutsService } from './application/payouts.service.js';
import { SellerPayouts } from './application/seller-payouts.js';
import { SellerPayoutDispatch } from './application/seller-payout-dispatch.js';
import { SellerWithholding } from './application/seller-withholding.js';
import { SoldSales } from './application/sold-sales.js';
import { SellerStatements } from './application/seller-statement.js';
import { TdsReports } from './application/tds-report.js';
import { ProviderPayouts } from './application/provider-payouts.js';
import { UpiIdChecks } from './application/upi-id-checks.js';
import { PAYOUT_PROVIDER, PAYOUT_WEBHOOK_SECRET, type PayoutProvider } from './domain/payout-provider.js';
import { AdminPayoutsController } from './http/admin-payouts.controller.js';
import { OwnPayoutsController } from './http/own-payouts.controller.js';
import { RazorpayXWebhookController } from './http/razorpayx-webhook.controller.js';
import { SellerStatementController } from './http/seller-statement.controller.js';
import { UpiIdChecksController } from './http/upi-id-checks.controller.js';
import { ManualPayoutProvider } from './infrastructure/manual-payout.provider.js';
import { RazorpayXClient } from './infrastructure/razorpayx/razorpayx-client.js';
import { RazorpayXPayoutProvider } from './infrastructure/razorpayx/razorpayx-payout.provider.js';
import { RAZORPAYX_API_BASE_URL, razorpayXSandboxBaseUrl } from './infrastructure/razorpayx/razorpayx-settings.js';
import { RazorpayXSandboxModule } from './sandbox/razorpayx-sandbox.module.js';
import { mountsRazorpayXSandbox, resolveRazorpayXCredentials } from './sandbox/razorpayx-sandbox-settings.js';
import { Refuses } from '../../shared/http/refusals.js';
import { PayoutError } from './domain/payout-errors.js';

/**
 * The payout provider PAYOUT_PROVIDER names: manual (staff pay by UPI and record the UTR), or
 * RazorpayX Payouts (ADR 43) — the real API at RAZORPAYX_BASE_URL, else (outside production) the
 * built-in sandbox at this app's own address.
 */
function payoutProvider(config: AppConfig, own: OwnAddress): PayoutProvider {
  switch (config.PAYOUT_PROVIDER) {
    case 'manual':
      return new ManualPayoutProvider();
    case 'razorpayx': {
      const baseUrl = config.RAZORPAYX_BASE_URL ?? (mountsRazorpayXSandbox(config) ? null : RAZORPAYX_API_BASE_URL);
      const settings = {
        ...resolveRazorpayXCredentials(config),
        baseUrl: baseUrl ? () => baseUrl : () => razorpayXSandboxBaseUrl(own.origin()),
      };
      return new RazorpayXPayoutProvider(new RazorpayXClient({ settings }));
    }
  }
}

/** The secret RazorpayX signs its webhooks with; null when no payouts API is used (every webhook is refused). */
function payoutWebhookSecret(config: AppConfig): string | null {
  return config.PAYOUT_PROVIDER === 'razorpayx' ? resolveRazorpayXCredentials(config).webhookSecret || null : null;
}

@Refuses(PayoutError)
@Module({
  imports: [CatalogModule, IdentityModule, LedgerModule, ListingsModule, OrdersModule, TaxModule, TransfersModule],
  controllers: [
    AdminPayoutsController,
    OwnPayoutsController,
    RazorpayXWebhookController,
    SellerStatementController,
    UpiIdChecksController,
  ],
  providers: [
    OwnAddress,
    SellerStatements,
    TdsReports,
    { provide: PAYOUT_PROVIDER, useFactory: payoutProvider, inject: [APP_CONFIG, OwnAddress] },
    { provide: PAYOUT_WEBHOOK_SECRET, useFactory: payoutWebhookSecret, inject: [APP_CONFIG] },
    ProviderPayouts,
    PayoutStore,
    SellerPayouts,
    SellerPayoutDispatch,
    SellerWithholding,
    SoldSales,
    BuyerRefunds,
    RefundsAtGateway,
    RefundCompletion,
    PayoutsService,
    AdminPayouts,
    AdminPayoutList,
    PayoutChangesAudit,
    OwnPayouts,
    PayoutEmails,
    PayoutJobs,
    PayoutReleases,
    UpiIdChecks,
    PayoutUpiChanges,
  ],
  exports: [PayoutsService, AdminPayoutList, TdsReports],
})
export class PayoutsModule {
  /**
   * The built-in RazorpayX Payouts sandbox (ADR 42), for AppModule to import beside this module: empty
   * in production and while RAZORPAYX_BASE_URL points elsewhere. A module of its own, because this one
   * is imported statically by others and cannot see the config.
   */
  static sandbox(config: AppConfig): DynamicModule {
    return RazorpayXSandboxModule.forRoot(config);
  }
}
