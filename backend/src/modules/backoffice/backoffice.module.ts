import { Module } from '@nestjs/common';
import { CatalogModule } from '../catalog/index.js';
import { DisputesModule } from '../disputes/index.js';
import { IdentityModule } from '../identity/index.js';
import { LedgerModule } from '../ledger/index.js';
import { ListingsModule } from '../listings/index.js';
import { OrdersModule } from '../orders/index.js';
import { PayoutsModule } from '../payouts/index.js';
import { SupportModule } from '../support/index.js';
import { TransfersModule } from '../transfers/index.js';
import { AdminDashboard, WorkQueues } from './application/admin-dashboard.js';
import { AdminEvents } from './application/admin-events.js';
import { MetricsReadings } from './application/metrics-readings.js';
import { AdminAuditController } from './http/admin-audit.controller.js';
import { AdminDashboardController } from './http/admin-dashboard.controller.js';
import { AdminEventsOverviewController } from './http/admin-events-overview.controller.js';
import { AdminEventsController } from './http/admin-events.controller.js';
import { AdminTransactionsController } from './http/admin-transactions.controller.js';

/**
 * The back office's reads across modules (ADR 71): the dashboard, the audit page, Admin > Events,
 * Admin > Transactions and the metrics' database readings, over what each module publishes in its index.ts. It stands left of every module on the map, and no
 * module imports it.
 */
@Module({
  imports: [
    CatalogModule,
    DisputesModule,
    IdentityModule,
    LedgerModule,
    ListingsModule,
    OrdersModule,
    PayoutsModule,
    SupportModule,
    TransfersModule,
  ],
  // Catalog's event commands before the list: /admin/events answers POST, then GET, as it always has.
  controllers: [
    AdminEventsController,
    AdminEventsOverviewController,
    AdminTransactionsController,
    AdminDashboardController,
    AdminAuditController,
  ],
  providers: [AdminEvents, WorkQueues, AdminDashboard, MetricsReadings],
})
export class BackofficeModule {}
