import { Inject, Injectable } from '@nestjs/common';
import { CLOCK, type Clock } from '../../../shared/domain/clock.js';
import { CatalogService } from '../../catalog/index.js';
import { IdentityService } from '../../identity/index.js';
import { ListingQueries } from '../../listings/index.js';
import { OrderQueries, type OrderStatus } from '../../orders/index.js';
import { PayoutsService } from '../../payouts/index.js';
import { ContactService } from '../../support/index.js';
import { TransferQueries } from '../../transfers/index.js';
import { DisputeQueries } from './dispute-queries.js';

export interface ComplaintCounts {
  open: number;
  overdueToAcknowledge: number;
  overdueToSettle: number;
}

export interface DashboardCounts {
  at: Date;
  pendingListings: number;
  pendingTransfers: number;
  pendingPayouts: { sellerPayouts: number; buyerRefunds: number };
  openDisputes: number;
  overdueDisputes: number;
  disputesAwaitingAcknowledgement: number;
  /** Every complaint on the rules' clock (ADR 67): disputes and contact messages. */
  complaints: {
    disputes: ComplaintCounts;
    contactMessages: ComplaintCounts;
  };
  users: number;
  upcomingEvents: number;
  transactions: Record<OrderStatus, number>;
}

/**
 * The admin dashboard's live counts. It lives in disputes because disputes is the one module the map
 * lets read every other (ADR 24): each count is a small read on that module's public service.
 */
@Injectable()
export class AdminDashboard {
  constructor(
    private readonly listings: ListingQueries,
    private readonly transfers: TransferQueries,
    private readonly payouts: PayoutsService,
    private readonly disputes: DisputeQueries,
    private readonly identity: IdentityService,
    private readonly catalog: CatalogService,
    private readonly contact: ContactService,
    private readonly orders: OrderQueries,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /** One small count per module, one after the other (a dashboard need not take 7 pooled connections at once). */
  async counts(): Promise<DashboardCounts> {
    const disputes = await this.disputes.counts();
    const contactMessages = await this.contact.counts();
    const pendingListings = await this.listings.countPendingApproval();
    const pendingTransfers = await this.transfers.countPending();
    const pendingPayouts = await this.payouts.countPending();
    const users = await this.identity.countUsers();
    const upcomingEvents = await this.catalog.countUpcomingEvents();
    const transactions = await this.orders.countByStatus();
    return {
      at: this.clock.now(),
      pendingListings,
      pendingTransfers,
      pendingPayouts,
      openDisputes: disputes.open,
      overdueDisputes: disputes.overdue,
      disputesAwaitingAcknowledgement: disputes.awaitingAcknowledgement,
      complaints: {
        disputes: {
          open: disputes.open,
          overdueToAcknowledge: disputes.overdueToAcknowledge,
          overdueToSettle: disputes.overdueToSettle,
        },
        contactMessages,
      },
      users,
      upcomingEvents,
      transactions,
    };
  }
}
