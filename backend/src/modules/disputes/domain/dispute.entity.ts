import { randomUUID } from 'node:crypto';
import type { Opt } from '@mikro-orm/core';
import { Entity, Enum, Index, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import {
  checkDispute,
  checkDisputeReply,
  DISPUTE_FORM_MESSAGES,
  type DisputeReason,
} from '@ticketsetu/contracts/dispute-form';
import type { Paise } from '@ticketsetu/contracts/money';
import { AggregateRoot } from '../../../shared/domain/aggregate-root.js';
import { formRefusal } from '../../../shared/domain/domain-error.js';
import { acknowledgementDeadline, type DeadlineFacts, resolutionDeadline } from './deadlines.js';
import { DISPUTE_MESSAGES as m, DisputeError, MAX_MESSAGE_LENGTH } from './dispute-errors.js';
import {
  canMove,
  type DisputeActor,
  disputeReasons,
  type DisputeStatus,
  disputeStatuses,
  isClosed,
  statusLabels,
} from './dispute-status.js';

export const entryKinds = ['opened', 'acknowledged', 'message', 'note', 'resolved', 'withdrawn'] as const;
export type EntryKind = (typeof entryKinds)[number];

/**
 * One line of a dispute's timeline: who did what and when. Notes are internal (staff only); every
 * other entry is shown to both parties. Persisted by the service (dispute_entries), never changed.
 */
export interface DisputeEntry {
  id: string;
  kind: EntryKind;
  role: DisputeActor;
  by: string;
  at: Date;
  body: string | null;
  fromStatus: DisputeStatus | null;
  toStatus: DisputeStatus | null;
  refundAmount: Paise | null;
  internal: boolean;
}

export interface NewDispute {
  reference: string;
  transferId: string;
  orderId: string;
  buyerId: string;
  sellerId: string;
  reason: unknown;
  description: unknown;
  at: Date;
}

export type Outcome = 'refund' | 'release';

export interface Resolution {
  outcome: Outcome;
  /** The decision as both parties read it. */
  note: unknown;
  /** Refunds: what the buyer gets back (paise) and the payouts row that pays it. */
  refund?: { amount: Paise; payoutId: string };
}

/** Refuses a form of the dispute's (contracts' checkDispute or checkDisputeReply) with all its problems. */
function refuseProblems(problems: readonly { field: string; code: keyof typeof DISPUTE_FORM_MESSAGES }[]): void {
  if (problems.length === 0) return;
  throw formRefusal(
    DisputeError,
    'DISPUTE_INVALID',
    problems.map((problem) => ({ ...problem, message: DISPUTE_FORM_MESSAGES[problem.code] })),
  );
}

/** The buyer's dispute form (contracts' checkDispute): the reason it names and its trimmed description. */
export function checkedDisputeForm(form: { reason?: unknown; description?: unknown }): {
  reason: DisputeReason;
  description: string;
} {
  refuseProblems(checkDispute(form));
  return { reason: form.reason as DisputeReason, description: (form.description as string).trim() };
}

/** A message of a party or of staff (contracts' checkDisputeReply), trimmed. */
export function checkedReply(message: unknown): string {
  refuseProblems(checkDisputeReply({ message }));
  return (message as string).trim();
}

/** A required, trimmed text of at most `max` characters, or the field's message. */
export function requiredText(value: unknown, field: string, required: string, max: number, tooLong: string): string {
  const text = typeof value === 'string' ? value.trim() : '';
  if (!text) throw new DisputeError('DISPUTE_INVALID', required, field);
  if (text.length > max) throw new DisputeError('DISPUTE_INVALID', tooLong, field);
  return text;
}

const ENTRIES = Symbol('entries');

/**
 * A buyer's complaint about a purchase, handled by the grievance desk (ADR 24). It carries the legal
 * deadlines from the moment it is received, moves only as dispute-status.ts allows, keeps every step
 * as a timeline entry (who, when, what) and records DisputeOpened / DisputeUpdated for the emails.
 * Money is not its business: the service asks payouts to hold, refund or release.
 */
@Entity({ tableName: 'disputes' })
export class Dispute extends AggregateRoot {
  @PrimaryKey({ type: 'uuid' })
  id: string & Opt = randomUUID();

  @Property({ type: 'text', unique: true })
  reference: string;

  /** The purchase disputed (ticket_transfers). At most one open dispute per transfer (a partial unique index). */
  @Property({ type: 'uuid' })
  @Index()
  transferId: string;

  @Property({ type: 'uuid' })
  orderId: string;

  @Property({ type: 'uuid' })
  @Index()
  buyerId: string;

  @Property({ type: 'uuid' })
  @Index()
  sellerId: string;

  @Enum({ items: () => disputeReasons })
  reason: DisputeReason;

  @Property({ type: 'text' })
  description: string;

  @Enum({ items: () => disputeStatuses })
  status: DisputeStatus & Opt = 'open';

  /** When the desk received it: both deadlines count from here. */
  @Property({ type: 'timestamptz' })
  openedAt: Date;

  @Property({ type: 'timestamptz' })
  acknowledgeBy: Date;

  @Property({ type: 'timestamptz' })
  resolveBy: Date;

  @Property({ type: 'timestamptz', nullable: true })
  acknowledgedAt: Date | null = null;

  @Property({ type: 'uuid', nullable: true })
  acknowledgedBy: string | null = null;

  /** Resolved or withdrawn. */
  @Property({ type: 'timestamptz', nullable: true })
  closedAt: Date | null = null;

  @Property({ type: 'uuid', nullable: true })
  closedBy: string | null = null;

  /** The decision as the parties were told it. */
  @Property({ type: 'text', nullable: true })
  resolutionNote: string | null = null;

  @Property({ type: 'integer', nullable: true })
  refundAmount: Paise | null = null;

  @Property({ type: 'uuid', nullable: true })
  refundPayoutId: string | null = null;

  @Property({ type: 'timestamptz' })
  updatedAt: Date;

  /** Timeline entries since loading (a symbol: the ORM neither maps nor hydrates it); saved by the service. */
  private [ENTRIES]?: DisputeEntry[];

  /** Use `Dispute.open`: it also hands back the opening entry (for the files sent with the complaint). */
  constructor(input: NewDispute) {
    super();
    const form = checkedDisputeForm(input);
    this.description = form.description;
    this.reason = form.reason;
    this.reference = input.reference;
    this.transferId = input.transferId;
    this.orderId = input.orderId;
    this.buyerId = input.buyerId;
    this.sellerId = input.sellerId;
    this.openedAt = input.at;
    this.acknowledgeBy = acknowledgementDeadline(input.at);
    this.resolveBy = resolutionDeadline(input.at);
    this.updatedAt = input.at;
    this.add({ kind: 'opened', role: 'buyer', by: input.buyerId, at: input.at, body: this.description });
    this.record('DisputeOpened', {
      disputeId: this.id,
      reference: this.reference,
      transferId: this.transferId,
      buyerId: this.buyerId,
      sellerId: this.sellerId,
    });
  }

  /** The buyer files a complaint: reason and description checked, deadlines set, the first timeline entry. */
  static open(input: NewDispute): { dispute: Dispute; entry: DisputeEntry } {
    const dispute = new Dispute(input);
    return { dispute, entry: dispute[ENTRIES]![0]! };
  }

  get isClosed(): boolean {
    return isClosed(this.status);
  }

  get deadlines(): DeadlineFacts {
    return {
      closed: this.isClosed,
      acknowledgedAt: this.acknowledgedAt,
      acknowledgeBy: this.acknowledgeBy,
      resolveBy: this.resolveBy,
    };
  }

  /** Which side of the sale a person is on, or null for anyone else. */
  partyOf(userId: string): 'buyer' | 'seller' | null {
    if (userId === this.buyerId) return 'buyer';
    if (userId === this.sellerId) return 'seller';
    return null;
  }

  /** Staff acknowledge receipt (the 48-hour duty), asking the seller for their side or reviewing at once. */
  acknowledge(staffId: string, next: 'awaiting_seller' | 'under_review', at: Date, message?: unknown): DisputeEntry {
    this.refuseIfClosed();
    if (this.status !== 'open') throw new DisputeError('DISPUTE_STATE', m.alreadyAcknowledged);
    const body = optionalText(message);
    const from = this.move(next, 'staff', staffId, at);
    const entry = this.add({
      kind: 'acknowledged',
      role: 'staff',
      by: staffId,
      at,
      body,
      fromStatus: from,
      toStatus: next,
    });
    this.updated(entry);
    return entry;
  }

  /**
   * A party adds to the dispute (the seller's answer, the buyer's further details), with files the
   * service attaches to the entry. The seller's answer to a dispute awaiting them puts it under review.
   */
  postByParty(party: 'buyer' | 'seller', userId: string, message: unknown, at: Date): DisputeEntry {
    this.refuseIfClosed();
    const body = checkedReply(message);
    const from =
      party === 'seller' && this.status === 'awaiting_seller' ? this.move('under_review', 'seller', userId, at) : null;
    const entry = this.add({
      kind: 'message',
      role: party,
      by: userId,
      at,
      body,
      fromStatus: from,
      toStatus: from && this.status,
    });
    this.updated(entry);
    return entry;
  }

  /** Staff write to both parties, optionally moving the dispute (asking the seller, or reviewing). */
  postByStaff(staffId: string, message: unknown, at: Date, status?: DisputeStatus): DisputeEntry {
    this.refuseIfClosed();
    const body = checkedReply(message);
    if (status !== undefined && status !== 'awaiting_seller' && status !== 'under_review') {
      throw new DisputeError('DISPUTE_INVALID', m.statusNotForMessages, 'status');
    }
    const from = status && status !== this.status ? this.move(status, 'staff', staffId, at) : null;
    const entry = this.add({
      kind: 'message',
      role: 'staff',
      by: staffId,
      at,
      body,
      fromStatus: from,
      toStatus: from && this.status,
    });
    this.updated(entry);
    return entry;
  }

  /** An internal note: staff only, never shown to the parties or emailed; allowed after closing too. */
  addNote(staffId: string, note: unknown, at: Date): DisputeEntry {
    const body = requiredText(note, 'note', m.noteRequired, MAX_MESSAGE_LENGTH, m.messageTooLong);
    return this.add({ kind: 'note', role: 'staff', by: staffId, at, body, internal: true });
  }

  /** Staff decide: refund the buyer (fully or partly) or release the payout to the seller. */
  resolve(staffId: string, resolution: Resolution, at: Date): DisputeEntry {
    this.refuseIfClosed();
    const note = requiredText(resolution.note, 'note', m.decisionRequired, MAX_MESSAGE_LENGTH, m.messageTooLong);
    if (resolution.outcome === 'refund' && !resolution.refund) {
      throw new Error('A dispute resolved with a refund needs the refund it made');
    }
    const to = resolution.outcome === 'refund' ? 'resolved_refund' : 'resolved_release';
    const from = this.move(to, 'staff', staffId, at);
    this.closedAt = at;
    this.closedBy = staffId;
    this.resolutionNote = note;
    this.refundAmount = resolution.refund?.amount ?? null;
    this.refundPayoutId = resolution.refund?.payoutId ?? null;
    const entry = this.add({
      kind: 'resolved',
      role: 'staff',
      by: staffId,
      at,
      body: note,
      fromStatus: from,
      toStatus: to,
      refundAmount: this.refundAmount,
    });
    this.updated(entry);
    return entry;
  }

  /** The buyer closes their own dispute (the tickets arrived after all), optionally saying why. */
  withdraw(buyerId: string, at: Date, message?: unknown): DisputeEntry {
    this.refuseIfClosed();
    if (buyerId !== this.buyerId) throw new DisputeError('DISPUTE_NOT_FOUND', m.notFound);
    const from = this.move('withdrawn', 'buyer', buyerId, at);
    this.closedAt = at;
    this.closedBy = buyerId;
    const entry = this.add({
      kind: 'withdrawn',
      role: 'buyer',
      by: buyerId,
      at,
      body: optionalText(message),
      fromStatus: from,
      toStatus: 'withdrawn',
    });
    this.updated(entry);
    return entry;
  }

  /** The timeline entries added since the last call, oldest first; then forgotten. */
  pullEntries(): DisputeEntry[] {
    const entries = this[ENTRIES] ?? [];
    this[ENTRIES] = [];
    return entries;
  }

  private refuseIfClosed(): void {
    if (this.isClosed) throw new DisputeError('DISPUTE_STATE', m.closed);
  }

  /** Moves along the table; staff moving a dispute out of `open` is its acknowledgement. Returns where it was. */
  private move(to: DisputeStatus, actor: DisputeActor, by: string, at: Date): DisputeStatus {
    const from: DisputeStatus = this.status;
    if (!canMove(from, to, actor)) {
      throw new DisputeError(
        'DISPUTE_STATE',
        m.noMove(statusLabels[from].toLowerCase(), statusLabels[to].toLowerCase()),
      );
    }
    if (from === 'open' && actor === 'staff') {
      this.acknowledgedAt = at;
      this.acknowledgedBy = by;
    }
    this.status = to;
    this.updatedAt = at;
    return from;
  }

  private add(e: Pick<DisputeEntry, 'kind' | 'role' | 'by' | 'at' | 'body'> & Partial<DisputeEntry>): DisputeEntry {
    const entry: DisputeEntry = {
      id: randomUUID(),
      fromStatus: null,
      toStatus: null,
      refundAmount: null,
      internal: false,
      ...e,
    };
    (this[ENTRIES] ??= []).push(entry);
    return entry;
  }

  private updated(entry: DisputeEntry): void {
    this.record('DisputeUpdated', {
      disputeId: this.id,
      entryId: entry.id,
      kind: entry.kind as 'acknowledged' | 'message' | 'resolved' | 'withdrawn',
      by: entry.role,
    });
  }
}

function optionalText(value: unknown): string | null {
  if (value === undefined || value === null) return null;
  const text = typeof value === 'string' ? value.trim() : '';
  if (text.length > MAX_MESSAGE_LENGTH) throw new DisputeError('DISPUTE_INVALID', m.messageTooLong, 'message');
  return text || null;
}
