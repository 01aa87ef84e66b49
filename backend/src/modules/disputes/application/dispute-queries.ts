import { EntityManager } from '@mikro-orm/postgresql';
import { Inject, Injectable } from '@nestjs/common';
import { paise } from '@ticketsetu/contracts/money';
import { APP_CONFIG, type AppConfig } from '../../../config/config.js';
import type { AuthUser } from '../../../shared/domain/auth-user.js';
import { CLOCK, type Clock } from '../../../shared/domain/clock.js';
import { type AdminListPage, type AdminListWindow, idsIn, type SqlPart } from '../../../shared/domain/admin-list.js';
import { isUuid, uuidArray } from '../../../shared/domain/ids.js';
import { containsPattern } from '../../../shared/domain/text-search.js';
import { AdminListQuery, inOrder } from '../../../shared/infrastructure/database/admin-list-query.js';
import { extensionOf } from '../../../shared/infrastructure/storage/file-checks.js';
import {
  FILE_STORAGE,
  type FileStorage,
  type StoredFile,
} from '../../../shared/infrastructure/storage/file-storage.js';
import { IdentityService } from '../../identity/index.js';
import { PayoutsService } from '../../payouts/index.js';
import {
  acknowledgementOverdueSql,
  nextDeadlineSql,
  overdueSql,
  resolutionOverdueSql,
} from '../../../shared/domain/complaint-clock-sql.js';
import { DISPUTE_MESSAGES as m, DisputeError } from '../domain/dispute-errors.js';
import { Dispute, type EntryKind } from '../domain/dispute.entity.js';
import { type DisputeActor, type DisputeReason, type DisputeStatus, openStatuses } from '../domain/dispute-status.js';
import {
  type DisputeDetails,
  type DisputeView,
  type GrievanceOfficer,
  officerOf,
  type QueueItem,
  type StaffDisputeDetails,
  type TimelineEntryView,
} from './read-models.js';
import { DisputeSales } from './dispute-sales.js';

export const queueStates = ['open', 'closed', 'all'] as const;
export type QueueState = (typeof queueStates)[number];
export const queueSorts = ['deadline', 'opened_at', 'closed_at'] as const;
export type QueueSort = (typeof queueSorts)[number];

/** Staff's queue (ADR 27): a state, optionally one status and one reason, searched, sorted and paged. */
export interface QueueQuery extends AdminListWindow<QueueSort> {
  state: QueueState;
  status?: DisputeStatus;
  reason?: DisputeReason;
}

/** The next deadline of an open dispute, written as disputes_queue_idx is, so an open queue reads it in order. */
const OPEN_DEADLINE = '(case when d.acknowledged_at is null then d.acknowledge_by else d.resolve_by end)';

interface EntryRow {
  id: string;
  kind: EntryKind;
  actor_role: DisputeActor;
  by_user_id: string;
  body: string | null;
  from_status: DisputeStatus | null;
  to_status: DisputeStatus | null;
  refund_amount: number | null;
  internal: boolean;
  at: Date | string;
}

interface FileRow {
  id: string;
  entry_id: string;
  original_name: string;
  content_type: string;
  size: number;
}

/** Reads of the desk: a party's disputes, one dispute with its timeline, staff's queue, files, counts. */
@Injectable()
export class DisputeQueries {
  readonly officer: GrievanceOfficer;

  constructor(
    private readonly em: EntityManager,
    private readonly sales: DisputeSales,
    private readonly payouts: PayoutsService,
    private readonly identity: IdentityService,
    @Inject(FILE_STORAGE) private readonly storage: FileStorage,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    this.officer = officerOf(config);
  }

  /**
   * How the disputes about the orders the subquery gives stand, for reads that count sales in SQL (a
   * seller's profile, ADR 65): a subquery of `order_id` with `dispute_open` (one is still open) and
   * `dispute_refunded` (one was resolved by refunding the buyer), one row per disputed order.
   */
  disputeStatesOf(orderIds: SqlPart): SqlPart {
    const open = openStatuses.map((s) => `'${s}'`).join(', ');
    return {
      sql: `select d.order_id, bool_or(d.status in (${open})) as dispute_open,
                   bool_or(d.status = 'resolved_refund') as dispute_refunded
              from disputes d where d.order_id in (${orderIds.sql}) group by d.order_id`,
      params: orderIds.params,
    };
  }

  /**
   * One dispute for its buyer, the sale's seller or staff, with the timeline the parties see (no
   * internal notes). Anyone else gets 'Dispute not found', exactly as for a dispute that does not exist.
   */
  async forParty(viewer: AuthUser, disputeId: string): Promise<DisputeDetails> {
    const dispute = await this.readable(viewer, disputeId);
    const [view] = await this.describe([dispute], true);
    return { ...view!, timeline: await this.timeline(dispute.id, false) };
  }

  /** The disputes the person is a party to (as buyer or seller), newest first. */
  async mine(userId: string): Promise<DisputeView[]> {
    if (!isUuid(userId)) return [];
    const disputes = await this.em
      .fork()
      .find(
        Dispute,
        { $or: [{ buyerId: userId }, { sellerId: userId }] },
        { orderBy: { openedAt: 'desc' }, limit: 200 },
      );
    return this.describe(disputes, false);
  }

  /** Staff's view: both people, every entry with internal notes, the sale's payouts and what is left to refund. */
  async forStaff(disputeId: string): Promise<StaffDisputeDetails> {
    const dispute = isUuid(disputeId) ? await this.em.fork().findOne(Dispute, { id: disputeId }) : null;
    if (!dispute) throw new DisputeError('DISPUTE_NOT_FOUND', m.notFound);
    const [[view], people, payouts, timeline] = await Promise.all([
      this.describe([dispute], true),
      this.identity.summaries([dispute.buyerId, dispute.sellerId]),
      this.payouts.payoutFor(dispute.transferId),
      this.timeline(dispute.id, true),
    ]);
    const refunded = payouts.refunds.filter((r) => r.status !== 'failed').reduce((sum, r) => sum + r.amount, 0);
    return {
      ...view!,
      timeline,
      buyer: people.get(dispute.buyerId) ?? null,
      seller: people.get(dispute.sellerId) ?? null,
      payouts,
      refundable: paise(Math.max(0, (view!.sale.amountPaid ?? 0) - refunded)),
    };
  }

  /**
   * Staff's queue. By default open disputes by their next deadline (acknowledgement until acknowledged,
   * then resolution), nearest first, so overdue ones come first; then closed ones, most recently closed
   * first. Search: the reference, the event's title, the buyer's or seller's name, email or phone, the
   * dispute's, transfer's or transaction's id (in part).
   */
  async queue(query: QueueQuery): Promise<AdminListPage<QueueItem>> {
    const list = new AdminListQuery('disputes d');
    if (query.state === 'open') list.where('d.closed_at is null');
    if (query.state === 'closed') list.where('d.closed_at is not null');
    if (query.status) list.where('d.status = ?', query.status);
    if (query.reason) list.where('d.reason = ?', query.reason);
    if (query.search) {
      const pattern = containsPattern(query.search);
      const orders = await this.sales.orderIdsOfEventsMatching(query.search);
      const people = await this.identity.userIdsMatching(query.search);
      list.anyOf([
        { sql: 'd.reference ilike ?', params: [pattern] },
        { sql: 'd.id::text ilike ?', params: [pattern] },
        { sql: 'd.transfer_id::text ilike ?', params: [pattern] },
        { sql: 'd.order_id::text ilike ?', params: [pattern] },
        idsIn('d.order_id', orders),
        idsIn('d.buyer_id', people),
        idsIn('d.seller_id', people),
      ]);
    }
    const dir = query.order === 'desc' ? 'desc' : 'asc';
    const orderBy = {
      // Open ones by deadline (as the queue's index runs), closed ones after them, latest closed first.
      deadline:
        query.state === 'open'
          ? `${OPEN_DEADLINE} ${dir}, d.opened_at ${dir}, d.id ${dir}`
          : `d.closed_at is not null, ${nextDeadlineSql('d')} ${dir}, d.closed_at desc, d.opened_at ${dir}, d.id ${dir}`,
      opened_at: `d.opened_at ${dir}, d.id ${dir}`,
      closed_at: `d.closed_at ${dir} nulls last, d.id ${dir}`,
    }[query.sort];
    const em = this.em.fork();
    const { ids, total } = await list.page(em, {
      idColumn: 'd.id',
      orderBy,
      limit: query.limit,
      offset: query.offset,
    });
    const disputes = inOrder(ids, ids.length ? await em.find(Dispute, { id: { $in: ids } }) : []);
    const [views, people] = await Promise.all([
      this.describe(disputes, false),
      this.identity.summaries(disputes.flatMap((d) => [d.buyerId, d.sellerId])),
    ]);
    return {
      rows: views.map((v) => ({ ...v, buyer: people.get(v.buyerId) ?? null, seller: people.get(v.sellerId) ?? null })),
      total,
    };
  }

  /** Open and overdue disputes now (the SQL twin of the domain's overdue rule), for the admin dashboard. */
  async counts(): Promise<{
    open: number;
    overdue: number;
    awaitingAcknowledgement: number;
    overdueToAcknowledge: number;
    overdueToSettle: number;
  }> {
    const now = this.clock.now();
    const [row] = await this.em
      .fork()
      .execute<
        { open: number; overdue: number; unacknowledged: number; ack_overdue: number; settle_overdue: number }[]
      >(
        `select count(*) filter (where d.closed_at is null)::int as open,
              count(*) filter (where ${overdueSql('d')})::int as overdue,
              count(*) filter (where d.closed_at is null and d.acknowledged_at is null)::int as unacknowledged,
              count(*) filter (where ${acknowledgementOverdueSql('d')})::int as ack_overdue,
              count(*) filter (where ${resolutionOverdueSql('d')})::int as settle_overdue
         from disputes d where d.closed_at is null`,
        [now, now, now, now],
      );
    return {
      open: row?.open ?? 0,
      overdue: row?.overdue ?? 0,
      awaitingAcknowledgement: row?.unacknowledged ?? 0,
      overdueToAcknowledge: row?.ack_overdue ?? 0,
      overdueToSettle: row?.settle_overdue ?? 0,
    };
  }

  /** A file of a dispute: for its buyer, its seller and staff only; named by the type it really is. */
  async file(viewer: AuthUser, disputeId: string, fileId: string): Promise<StoredFile & { name: string }> {
    const dispute = await this.readable(viewer, disputeId);
    const [file] = isUuid(fileId)
      ? await this.em
          .fork()
          .execute<{ storage_key: string; original_name: string; content_type: string }[]>(
            'select storage_key, original_name, content_type from dispute_files where id = ? and dispute_id = ?',
            [fileId, dispute.id],
          )
      : [];
    const stored = file && (await this.storage.get(file.storage_key));
    if (!file || !stored) throw new DisputeError('DISPUTE_NOT_FOUND', m.fileNotFound);
    const base = file.original_name.replace(/\.[^.]*$/, '') || 'file';
    return { ...stored, name: `${base}.${extensionOf(file.content_type)}` };
  }

  /** A dispute as a view (sale, deadlines, overdue flags), for those already allowed to see it. */
  async view(dispute: Dispute): Promise<DisputeView> {
    return (await this.describe([dispute], true))[0]!;
  }

  private async readable(viewer: AuthUser, disputeId: string): Promise<Dispute> {
    const dispute = isUuid(disputeId) ? await this.em.fork().findOne(Dispute, { id: disputeId }) : null;
    if (!dispute || (!dispute.partyOf(viewer.id) && !viewer.isAdmin)) {
      throw new DisputeError('DISPUTE_NOT_FOUND', m.notFound);
    }
    return dispute;
  }

  /** The disputes with their sale; the transfer's status only for single disputes (one read each). */
  private describe(disputes: Dispute[], withTransfer: boolean): Promise<DisputeView[]> {
    return this.sales.describe(disputes, withTransfer, this.clock.now(), this.officer);
  }

  private async timeline(disputeId: string, withInternal: boolean): Promise<TimelineEntryView[]> {
    const em = this.em.fork();
    const entries = await em.execute<EntryRow[]>(
      `select id, kind, actor_role, by_user_id, body, from_status, to_status, refund_amount, internal, at
         from dispute_entries where dispute_id = ? ${withInternal ? '' : 'and not internal'} order by seq`,
      [disputeId],
    );
    // The files of one step were sent together: listed by name (stable; their upload order is not kept).
    const files =
      entries.length === 0
        ? []
        : await em.execute<FileRow[]>(
            `select id, entry_id, original_name, content_type, size from dispute_files
              where dispute_id = ? and entry_id = any(?::uuid[]) order by original_name, id`,
            [disputeId, uuidArray(entries.map((e) => e.id))],
          );
    return entries.map((e) => ({
      id: e.id,
      kind: e.kind,
      role: e.actor_role,
      byUserId: e.by_user_id,
      at: new Date(e.at),
      body: e.body,
      fromStatus: e.from_status,
      toStatus: e.to_status,
      refundAmount: e.refund_amount === null ? null : paise(e.refund_amount),
      internal: e.internal,
      files: files
        .filter((f) => f.entry_id === e.id)
        .map((f) => ({
          id: f.id,
          name: f.original_name,
          contentType: f.content_type,
          size: f.size,
          url: `/api/v1/disputes/${disputeId}/files/${f.id}`,
        })),
    }));
  }
}
