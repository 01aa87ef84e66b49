import { EntityManager } from '@mikro-orm/postgresql';
import { Inject, Injectable } from '@nestjs/common';
import { type AdminListPage, type AdminListWindow, idsIn, type SqlPart } from '../../../shared/domain/admin-list.js';
import { isUuid } from '../../../shared/domain/ids.js';
import { containsPattern } from '../../../shared/domain/text-search.js';
import { AdminListQuery, inOrder } from '../../../shared/infrastructure/database/admin-list-query.js';
import type { AuthUser } from '../../../shared/domain/auth-user.js';
import {
  FILE_STORAGE,
  type FileStorage,
  type StoredFile,
} from '../../../shared/infrastructure/storage/file-storage.js';
import { extensionOf } from '../../../shared/infrastructure/storage/file-checks.js';
import { CatalogService, type EventView } from '../../catalog/index.js';
import { IdentityService, type UserSummary } from '../../identity/index.js';
import { type OrderRecord, OrderQueries } from '../../orders/index.js';
import { TicketTransfer } from '../domain/ticket-transfer.entity.js';
import { type StaffTransferRow, toStaffTransferRow } from './staff-transfer-rows.js';
import { TRANSFER_MESSAGES as m, TransferError } from '../domain/transfer-errors.js';
import {
  completedStatuses,
  type TransferStatus,
  type TransferType,
  undoneStatuses,
} from '../domain/transfer-status.js';

/** A transfer with what the pages show beside it. */
export interface TransferView {
  transfer: TicketTransfer;
  order: OrderRecord | null;
  event: EventView | null;
  buyer?: UserSummary;
  seller?: UserSummary;
}

/** A transfer as another module needs it: the sale's order and parties, and where the tickets are. */
export interface TransferSale {
  transferId: string;
  orderId: string;
  listingId: string;
  buyerId: string;
  sellerId: string;
  quantity: number;
  status: TransferStatus;
  /** When the event starts, as the sale was made (ADR 83). */
  eventStartsAt: Date;
}

export const adminTabs = ['pending', 'completed', 'failed', 'refunded'] as const;
export type AdminTab = (typeof adminTabs)[number];
export const adminTransferSorts = ['transferred_at'] as const;
export type AdminTransferSort = (typeof adminTransferSorts)[number];

const quoted = (statuses: readonly string[]) => statuses.map((s) => `'${s}'`).join(', ');
/**
 * Each tab's statuses as fixed SQL text, so the planner matches the tab's partial index
 * (ticket_transfers_*_tab_idx, Migration20261130000000_admin_lists).
 */
const tabStatuses: Record<AdminTab, string> = {
  pending: `tt.transfer_status not in (${quoted([...completedStatuses, ...undoneStatuses])})`,
  completed: `tt.transfer_status in (${quoted(completedStatuses)})`,
  failed: `tt.transfer_status = 'failed'`,
  refunded: `tt.transfer_status = 'refunded'`,
};

/** Admin > Transfers: a tab, optionally one type, searched, sorted and paged (ADR 27). */
export interface AdminTransfersQuery extends AdminListWindow<AdminTransferSort> {
  tab: AdminTab;
  type?: TransferType;
}

/** Reads of transfers: a buyer's purchases, a seller's sales and earnings, staff's tabs, proof files. */
@Injectable()
export class TransferQueries {
  constructor(
    private readonly em: EntityManager,
    private readonly orders: OrderQueries,
    private readonly catalog: CatalogService,
    private readonly identity: IdentityService,
    @Inject(FILE_STORAGE) private readonly storage: FileStorage,
  ) {}

  /** Transfers under way (neither completed nor ended: the admin's Pending tab), for the admin dashboard. */
  async countPending(): Promise<number> {
    return this.em
      .fork()
      .count(TicketTransfer, { transferStatus: { $nin: [...completedStatuses, ...undoneStatuses] } });
  }

  /** Your Purchases, newest first. */
  async purchases(buyerId: string): Promise<TransferView[]> {
    return this.describe(
      await this.em.fork().find(TicketTransfer, { buyerId }, { orderBy: { transferredAt: 'desc' }, limit: 500 }),
    );
  }

  /** The transfers of the seller's sales (the Sold Tickets of Your Listings), newest first. */
  async sales(sellerId: string): Promise<TransferView[]> {
    return this.describe(
      await this.em.fork().find(TicketTransfer, { sellerId }, { orderBy: { transferredAt: 'desc' }, limit: 1000 }),
    );
  }

  /**
   * Admin > Transfers: Pending (every other status), Completed (delivered, confirmed), Failed. Search: the
   * event's title, the buyer's or seller's name, email or phone, the transfer's or transaction's id (in
   * part), the buyer's platform account, the courier's tracking number.
   */
  async forStaff(query: AdminTransfersQuery): Promise<AdminListPage<StaffTransferRow>> {
    const list = new AdminListQuery('ticket_transfers tt').where(tabStatuses[query.tab]);
    if (query.type) list.where('tt.transfer_type = ?', query.type);
    if (query.search) {
      const pattern = containsPattern(query.search);
      const orders = await this.orders.orderIdsOfEventsMatching(query.search);
      const people = await this.identity.userIdsMatching(query.search);
      list.anyOf([
        { sql: 'tt.id::text ilike ?', params: [pattern] },
        { sql: 'tt.transaction_id::text ilike ?', params: [pattern] },
        { sql: 'tt.platform_id ilike ?', params: [pattern] },
        { sql: 'tt.tracking_number ilike ?', params: [pattern] },
        idsIn('tt.transaction_id', orders),
        idsIn('tt.buyer_id', people),
        idsIn('tt.seller_id', people),
      ]);
    }
    const direction = query.order === 'desc' ? 'desc' : 'asc';
    const em = this.em.fork();
    const { ids, total } = await list.page(em, {
      idColumn: 'tt.id',
      orderBy: `tt.transferred_at ${direction}, tt.id ${direction}`,
      limit: query.limit,
      offset: query.offset,
    });
    const transfers = inOrder(ids, ids.length ? await em.find(TicketTransfer, { id: { $in: ids } }) : []);
    return { rows: (await this.describe(transfers, true)).map(toStaffTransferRow), total };
  }

  /** One transfer for a party to it (its buyer or seller) or staff; 'Transfer not found' for anyone else. */
  async transferFor(viewer: AuthUser, transferId: string): Promise<TransferView> {
    const transfer = isUuid(transferId) ? await this.em.fork().findOne(TicketTransfer, { id: transferId }) : null;
    if (!transfer || (transfer.buyerId !== viewer.id && transfer.sellerId !== viewer.id && !viewer.isAdmin)) {
      throw new TransferError('TRANSFER_NOT_FOUND', m.notFound);
    }
    return (await this.describe([transfer], viewer.isAdmin))[0]!;
  }

  /** Which sale a transfer moves, for modules that act on it (payouts, disputes); null when there is no such transfer. */
  async saleOf(transferId: string): Promise<TransferSale | null> {
    const transfer = isUuid(transferId) ? await this.em.fork().findOne(TicketTransfer, { id: transferId }) : null;
    return transfer && toSale(transfer);
  }

  /**
   * The sales of the sellers the subquery gives, for reads that count them in SQL (a seller's profile,
   * ADR 65): a subquery of `transfer_id`, `order_id`, `seller_id`, `status` (the transfer's) and
   * `sold_at` (when the payment settled and the transfer began).
   */
  salesOfSellers(sellerIds: SqlPart): SqlPart {
    return {
      sql: `select tt.id as transfer_id, tt.transaction_id as order_id, tt.seller_id, tt.transfer_status as status,
                   tt.transferred_at as sold_at
              from ticket_transfers tt where tt.seller_id in (${sellerIds.sql})`,
      params: sellerIds.params,
    };
  }

  /** A seller's sales, newest first (the payouts module's earnings). */
  async salesOf(sellerId: string): Promise<TransferSale[]> {
    const transfers = await this.em
      .fork()
      .find(TicketTransfer, { sellerId }, { orderBy: { transferredAt: 'desc' }, limit: 1000 });
    return transfers.map(toSale);
  }

  /** A proof file of a transfer, for its buyer, its seller or staff only, named by what it really is. */
  async proofFile(viewer: AuthUser, transferId: string, fileId: string): Promise<StoredFile & { name: string }> {
    const { transfer } = await this.transferFor(viewer, transferId);
    const [file] = isUuid(fileId)
      ? await this.em
          .fork()
          .execute<{ storage_key: string; original_name: string; content_type: string }[]>(
            'select storage_key, original_name, content_type from transfer_proof_files where id = ? and transfer_id = ?',
            [fileId, transfer.id],
          )
      : [];
    const stored = file && (await this.storage.get(file.storage_key));
    if (!file || !stored) throw new TransferError('TRANSFER_NOT_FOUND', 'File not found');
    const base = file.original_name.replace(/\.[^.]*$/, '') || 'proof';
    return { ...stored, name: `${base}.${extensionOf(file.content_type)}` };
  }

  private async describe(transfers: TicketTransfer[], withPeople = false): Promise<TransferView[]> {
    const orders = await this.orders.byIds(transfers.map((t) => t.orderId));
    const [events, people] = await Promise.all([
      this.catalog.eventsByIds([...orders.values()].map((o) => o.eventId)),
      withPeople ? this.identity.summaries(transfers.flatMap((t) => [t.buyerId, t.sellerId])) : new Map(),
    ]);
    return transfers.map((transfer) => {
      const order = orders.get(transfer.orderId) ?? null;
      return {
        transfer,
        order,
        event: (order && events.get(order.eventId)) ?? null,
        ...(withPeople && { buyer: people.get(transfer.buyerId), seller: people.get(transfer.sellerId) }),
      };
    });
  }
}

function toSale(t: TicketTransfer): TransferSale {
  return {
    transferId: t.id,
    orderId: t.orderId,
    listingId: t.listingId,
    buyerId: t.buyerId,
    sellerId: t.sellerId,
    quantity: t.quantity,
    status: t.transferStatus,
    eventStartsAt: t.eventStartsAt,
  };
}
