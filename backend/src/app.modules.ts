import type { DynamicModule, Type } from '@nestjs/common';
import type { AppConfig } from './config/config.js';
import { AlertsModule } from './modules/alerts/index.js';
import { AuditModule } from './modules/audit/index.js';
import { BackofficeModule } from './modules/backoffice/index.js';
import { CatalogModule } from './modules/catalog/index.js';
import { DisputesModule } from './modules/disputes/index.js';
import { IdentityModule } from './modules/identity/index.js';
import { LedgerModule } from './modules/ledger/index.js';
import { ListingsModule } from './modules/listings/index.js';
import { OrdersModule } from './modules/orders/index.js';
import { PaymentsModule } from './modules/payments/index.js';
import { PayoutsModule } from './modules/payouts/index.js';
import { RewardsModule } from './modules/rewards/index.js';
import { SellersModule } from './modules/sellers/index.js';
import { SupportModule } from './modules/support/index.js';
import { TaxModule } from './modules/tax/index.js';
import { TransfersModule } from './modules/transfers/index.js';
import { WaitlistModule } from './modules/waitlist/index.js';

export type NestImport = Type | DynamicModule;

/**
 * What the composition root mounts for each module (a folder under modules/, named as in
 * backend/module-map.cjs): its Nest module (built from the config where it needs it, as payments'
 * gateway does), then what the root mounts beside it (payouts' RazorpayX sandbox). AppModule mounts
 * every entry, in this order (it decides the order of routes); the module test harness mounts the
 * entries of one module and of what it uses.
 */
export function moduleEntries(config: AppConfig): Record<ModuleName, NestImport[]> {
  return entriesOf(config);
}

function entriesOf(config: AppConfig) {
  return {
    audit: [AuditModule],
    identity: [IdentityModule],
    catalog: [CatalogModule],
    listings: [ListingsModule],
    ledger: [LedgerModule],
    rewards: [RewardsModule],
    tax: [TaxModule],
    orders: [OrdersModule],
    transfers: [TransfersModule],
    payouts: [PayoutsModule, PayoutsModule.sandbox(config)],
    disputes: [DisputesModule],
    sellers: [SellersModule],
    support: [SupportModule],
    waitlist: [WaitlistModule],
    alerts: [AlertsModule],
    payments: [PaymentsModule.forRoot(config)],
    backoffice: [BackofficeModule],
  } satisfies Record<string, NestImport[]>;
}

/** A folder under modules/. */
export type ModuleName = keyof ReturnType<typeof entriesOf>;
