import type { Paise } from '@ticketsetu/contracts/money';
import type { AppConfig } from '../../../config/config.js';
import type { EventView } from '../../catalog/index.js';
import type { UserSummary } from '../../identity/index.js';
import type { TransferPayouts } from '../../payouts/index.js';
import type { TransferStatus } from '../../transfers/index.js';
import { acknowledgementOverdue, nextDeadline, resolutionOverdue } from '../domain/deadlines.js';
import type { Dispute, EntryKind } from '../domain/dispute.entity.js';
import type { DisputeActor, DisputeReason, DisputeStatus } from '../domain/dispute-status.js';

/** The grievance officer named on the site: the desk's owner, named in every answer and email. */
export interface GrievanceOfficer {
  name: string;
  email: string;
}

export function officerOf(config: AppConfig): GrievanceOfficer {
  return { name: config.GRIEVANCE_OFFICER_NAME, email: config.GRIEVANCE_OFFICER_EMAIL };
}

export interface DisputeFileView {
  id: string;
  name: string;
  contentType: string;
  size: number;
  /** Where the parties and staff download it. */
  url: string;
}

export interface TimelineEntryView {
  id: string;
  kind: EntryKind;
  role: DisputeActor;
  byUserId: string;
  at: Date;
  body: string | null;
  fromStatus: DisputeStatus | null;
  toStatus: DisputeStatus | null;
  refundAmount: Paise | null;
  internal: boolean;
  files: DisputeFileView[];
}

/** The purchase a dispute is about. */
export interface DisputeSale {
  event: EventView | null;
  quantity: number | null;
  /** What the buyer paid in all (paise). */
  amountPaid: Paise | null;
  transferStatus: TransferStatus | null;
}

/** A dispute as the pages read it (never the live entity). */
export interface DisputeView {
  id: string;
  reference: string;
  transferId: string;
  orderId: string;
  buyerId: string;
  sellerId: string;
  reason: DisputeReason;
  description: string;
  status: DisputeStatus;
  openedAt: Date;
  acknowledgeBy: Date;
  resolveBy: Date;
  acknowledgedAt: Date | null;
  closedAt: Date | null;
  resolutionNote: string | null;
  refundAmount: Paise | null;
  nextDeadline: Date | null;
  acknowledgementOverdue: boolean;
  resolutionOverdue: boolean;
  sale: DisputeSale;
  officer: GrievanceOfficer;
}

export interface DisputeDetails extends DisputeView {
  timeline: TimelineEntryView[];
}

/** What staff see: both people, every entry (internal notes too), and the money of the sale. */
export interface StaffDisputeDetails extends DisputeDetails {
  buyer: UserSummary | null;
  seller: UserSummary | null;
  payouts: TransferPayouts;
  /** What the buyer paid and has not had back (or asked back): the most a refund may be (paise). */
  refundable: Paise;
}

export interface QueueItem extends DisputeView {
  buyer: UserSummary | null;
  seller: UserSummary | null;
}

export function toDisputeView(d: Dispute, now: Date, sale: DisputeSale, officer: GrievanceOfficer): DisputeView {
  const facts = d.deadlines;
  return {
    id: d.id,
    reference: d.reference,
    transferId: d.transferId,
    orderId: d.orderId,
    buyerId: d.buyerId,
    sellerId: d.sellerId,
    reason: d.reason,
    description: d.description,
    status: d.status,
    openedAt: d.openedAt,
    acknowledgeBy: d.acknowledgeBy,
    resolveBy: d.resolveBy,
    acknowledgedAt: d.acknowledgedAt,
    closedAt: d.closedAt,
    resolutionNote: d.resolutionNote,
    refundAmount: d.refundAmount,
    nextDeadline: nextDeadline(facts),
    acknowledgementOverdue: acknowledgementOverdue(facts, now),
    resolutionOverdue: resolutionOverdue(facts, now),
    sale,
    officer,
  };
}
