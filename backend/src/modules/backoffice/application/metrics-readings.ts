import { Injectable, type OnModuleInit } from '@nestjs/common';
import type {
  KnownStates,
  MarketplaceReader,
  MarketplaceReadings,
} from '../../../shared/observability/database-readings.js';
import { AppMetrics, NO_PAYMENT_STATE } from '../../../shared/observability/app-metrics.js';
import { LedgerService } from '../../ledger/index.js';
import { ListingQueries } from '../../listings/index.js';
import { gatewayStates, OrderQueries, orderStatuses } from '../../orders/index.js';
import { PayoutsService, payoutStatuses, payoutTypes } from '../../payouts/index.js';

/**
 * The metrics' view of the marketplace (ADR 51, 71): each module counts its own rows and names its own
 * states; this registers itself with the app's metrics, which shared/ cannot import. One small read
 * per module, one after another, at scrape time.
 */
@Injectable()
export class MetricsReadings implements MarketplaceReader, OnModuleInit {
  readonly known: KnownStates = { orderStatuses, paymentStates: gatewayStates, payoutTypes, payoutStatuses };

  constructor(
    private readonly metrics: AppMetrics,
    private readonly orders: OrderQueries,
    private readonly payouts: PayoutsService,
    private readonly listings: ListingQueries,
    private readonly ledger: LedgerService,
  ) {}

  onModuleInit(): void {
    this.metrics.readFrom(this);
  }

  async read(): Promise<MarketplaceReadings> {
    const orders = new Map<string, number>();
    const payments = new Map<string, number>();
    for (const { status, gatewayState, count } of await this.orders.countByPaymentState()) {
      orders.set(status, (orders.get(status) ?? 0) + count);
      const state = gatewayState ?? NO_PAYMENT_STATE;
      payments.set(state, (payments.get(state) ?? 0) + count);
    }
    return {
      orders,
      payments,
      payouts: await this.payouts.countByTypeAndStatus(),
      holdsActive: await this.listings.countActiveHolds(),
      ledgerImbalance: await this.ledger.imbalance(),
    };
  }
}
