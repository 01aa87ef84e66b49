import { Module } from '@nestjs/common';
import { CatalogModule } from '../catalog/index.js';
import { IdentityModule } from '../identity/index.js';
import { ListingsModule } from '../listings/index.js';
import { OrdersModule } from '../orders/index.js';
import { PayoutsModule } from '../payouts/index.js';
import { TransfersModule } from '../transfers/index.js';
import { AdminDashboard } from './application/admin-dashboard.js';
import { DisputeDesk } from './application/dispute-desk.js';
import { DisputeEmails } from './application/dispute-emails.js';
import { DisputeQueries } from './application/dispute-queries.js';
import { DisputeStore } from './application/dispute-store.js';
import { GrievanceDesk } from './application/grievance-desk.js';
import { AdminAuditController } from './http/admin-audit.controller.js';
import { AdminDashboardController, AdminDisputesController } from './http/admin-disputes.controller.js';
import { DisputesController } from './http/disputes.controller.js';

/** The disputes desk (ADR 24), the admin dashboard and the audit log's page; only sellers (ADR 65) reads it. */
@Module({
  imports: [CatalogModule, IdentityModule, ListingsModule, OrdersModule, PayoutsModule, TransfersModule],
  controllers: [DisputesController, AdminDisputesController, AdminDashboardController, AdminAuditController],
  providers: [DisputeStore, DisputeDesk, GrievanceDesk, DisputeQueries, DisputeEmails, AdminDashboard],
  exports: [DisputeQueries],
})
export class DisputesModule {}
