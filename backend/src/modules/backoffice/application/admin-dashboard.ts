import { Inject, Injectable } from '@nestjs/common';
import { CLOCK, type Clock } from '../../../shared/domain/clock.js';
import { CatalogService } from '../../catalog/index.js';
import { DisputeQueries } from '../../disputes/index.js';
import { IdentityService } from '../../identity/index.js';
import { ListingQueries } from '../../listings/index.js';
import { OrderQueries, type OrderStatus } from '../../orders/index.js';
import { PayoutsService } from '../../payouts/index.js';
import { ContactService } from '../../support/index.js';
import { TransferQueries } from '../../transfers/index.js';

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

/** The queues staff work through: what waits for them in each module, one small count each. */
@Injectable()
export class WorkQueues {
  constructor(
    private readonly listings: ListingQueries,
    private readonly transfers: TransferQueries,
    private readonly payouts: PayoutsService,
    private readonly disputes: DisputeQueries,
    private readonly contact: ContactService,
  ) {}

  /** One after the other: a dashboard need not take a pooled connection per module at once. */
  async counts() {
    const disputes = await this.disputes.counts();
    const contactMessages = await this.contact.counts();
    const pendingListings = await this.listings.countPendingApproval();
    const pendingTransfers = await this.transfers.countPending();
    const pendingPayouts = await this.payouts.countPending();
    return { disputes, contactMessages, pendingListings, pendingTransfers, pendingPayouts };
  }
}

/** The admin dashboard's live counts: the work queues, then accounts, events and transactions. */
@Injectable()
export class AdminDashboard {
  constructor(
    private readonly queues: WorkQueues,
    private readonly identity: IdentityService,
    private readonly catalog: CatalogService,
    private readonly orders: OrderQueries,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async counts(): Promise<DashboardCounts> {
    const { disputes, contactMessages, pendingListings, pendingTransfers, pendingPayouts } = await this.queues.counts();
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
