import { type MiddlewareConsumer, Module, type NestModule, RequestMethod } from '@nestjs/common';
import { RateLimits } from '../../shared/http/rate-limits.js';
import { CatalogModule } from '../catalog/index.js';
import { IdentityModule } from '../identity/index.js';
import { ListingsModule } from '../listings/index.js';
import { OrdersModule } from '../orders/index.js';
import { PayoutsModule } from '../payouts/index.js';
import { SupportModule } from '../support/index.js';
import { TransfersModule } from '../transfers/index.js';
import { ComplaintLookup } from './application/complaint-lookup.js';
import { DisputeDesk } from './application/dispute-desk.js';
import { DisputePendingDues } from './application/dispute-pending-dues.js';
import { DisputeSales } from './application/dispute-sales.js';
import { DisputeEmails } from './application/dispute-emails.js';
import { DisputeQueries } from './application/dispute-queries.js';
import { DisputeStore } from './application/dispute-store.js';
import { GrievanceDesk } from './application/grievance-desk.js';
import { AdminDisputesController } from './http/admin-disputes.controller.js';
import { ComplaintsController } from './http/complaints.controller.js';
import { DisputesController } from './http/disputes.controller.js';
import { Refuses } from '../../shared/http/refusals.js';
import { DisputeError } from './domain/dispute-errors.js';

/**
 * The disputes desk (ADR 24) and the complaints' public lookup (disputes and contact messages, ADR 67);
 * sellers (ADR 65) and the back office read it.
 */
@Refuses(DisputeError)
@Module({
  imports: [CatalogModule, IdentityModule, ListingsModule, OrdersModule, PayoutsModule, SupportModule, TransfersModule],
  controllers: [DisputesController, AdminDisputesController, ComplaintsController],
  providers: [
    DisputeStore,
    DisputeDesk,
    DisputePendingDues,
    GrievanceDesk,
    DisputeQueries,
    DisputeSales,
    DisputeEmails,
    ComplaintLookup,
  ],
  exports: [DisputeQueries],
})
export class DisputesModule implements NestModule {
  constructor(private readonly rateLimits: RateLimits) {}

  /** The lookup is a public form: per address, as the contact form (a number and email guessed in bulk stop here). */
  configure(consumer: MiddlewareConsumer): void {
    consumer
      .apply(this.rateLimits.create({ name: 'complaint-lookup', windowMs: 10 * 60_000, limit: 10 }))
      .forRoutes({ path: 'v1/complaints/track', method: RequestMethod.POST });
  }
}
