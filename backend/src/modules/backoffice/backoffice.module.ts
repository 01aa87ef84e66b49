import { Module } from '@nestjs/common';
import { CatalogModule } from '../catalog/index.js';
import { DisputesModule } from '../disputes/index.js';
import { IdentityModule } from '../identity/index.js';
import { LedgerModule } from '../ledger/index.js';
import { ListingsModule } from '../listings/index.js';
import { OrdersModule } from '../orders/index.js';
import { PayoutsModule } from '../payouts/index.js';
import { SellersModule } from '../sellers/index.js';
import { SupportModule } from '../support/index.js';
import { TaxModule } from '../tax/index.js';
import { TransfersModule } from '../transfers/index.js';
import { AdminDashboard, WorkQueues } from './application/admin-dashboard.js';
import { AdminEvents } from './application/admin-events.js';
import { MetricsReadings } from './application/metrics-readings.js';
import { AdminAuditController } from './http/admin-audit.controller.js';
import { AdminCategoriesController } from './http/admin-categories.controller.js';
import { AdminContactController } from './http/admin-contact.controller.js';
import { AdminDashboardController } from './http/admin-dashboard.controller.js';
import { AdminDisputesController } from './http/admin-disputes.controller.js';
import { AdminEventsOverviewController } from './http/admin-events-overview.controller.js';
import { AdminEventsController } from './http/admin-events.controller.js';
import { AdminListingsController } from './http/admin-listings.controller.js';
import { AdminPayoutsController } from './http/admin-payouts.controller.js';
import { AdminRatingsController } from './http/admin-ratings.controller.js';
import { AdminTaxController, AdminTaxDocumentsController } from './http/admin-tax.controller.js';
import { AdminTdsController } from './http/admin-tds.controller.js';
import { AdminTransactionsController } from './http/admin-transactions.controller.js';
import { AdminTransfersController } from './http/admin-transfers.controller.js';
import { AdminUsersController } from './http/admin-users.controller.js';

/**
 * The back office's reads across modules (ADR 71): the dashboard, the audit page, Admin > Events, every
 * admin list, search and CSV export (users, categories, tickets, transactions, transfers, payouts, TDS,
 * tax, ratings, contact messages, disputes) and the metrics' database readings, over the read models
 * each module publishes in its index.ts. The lists' actions (POST, PATCH, DELETE) and single-resource
 * reads stay in their module. It stands left of every module on the map, and no module imports it.
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
    SellersModule,
    SupportModule,
    TaxModule,
    TransfersModule,
  ],
  // Catalog's event commands before the list: /admin/events answers POST, then GET, as it always has.
  controllers: [
    AdminEventsController,
    AdminEventsOverviewController,
    AdminTransactionsController,
    AdminDashboardController,
    AdminAuditController,
    AdminUsersController,
    AdminCategoriesController,
    AdminListingsController,
    AdminTransfersController,
    AdminPayoutsController,
    AdminTdsController,
    AdminTaxController,
    AdminTaxDocumentsController,
    AdminRatingsController,
    AdminContactController,
    AdminDisputesController,
  ],
  providers: [AdminEvents, WorkQueues, AdminDashboard, MetricsReadings],
})
export class BackofficeModule {}
