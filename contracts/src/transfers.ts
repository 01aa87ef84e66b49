// A sale's transfer: its statuses, the paths it moves along and how it ends, written once for the
// server (which enforces them) and the browser (which offers only what the server will do).
import type { FormProblem } from './forms.ts';

export type TransferStatus =
  | 'pending'
  | 'awaiting_mobile_transfer'
  | 'mobile_transfer_sent'
  | 'mobile_transfer_confirmed'
  | 'awaiting_pickup'
  | 'picked_up'
  | 'in_transit'
  | 'delivered'
  | 'failed'
  | 'refunded';
export type TransferType = 'mobile' | 'physical';
export type TransferActor = 'buyer' | 'seller' | 'staff' | 'system';
type Movers = readonly TransferActor[];

/** Every status a ticket transfer can have (spec 4, "Transfer status"; `refunded` is ours, ADR 32). */
export const TRANSFER_STATUSES: readonly TransferStatus[] = Object.freeze([
  'pending',
  'awaiting_mobile_transfer',
  'mobile_transfer_sent',
  'mobile_transfer_confirmed',
  'awaiting_pickup',
  'picked_up',
  'in_transit',
  'delivered',
  'failed',
  'refunded',
]);

/**
 * The two paths, exactly as the spec draws them. Mobile: pending -> awaiting_mobile_transfer ->
 * mobile_transfer_sent -> mobile_transfer_confirmed. Physical: pending -> awaiting_pickup -> picked_up
 * -> in_transit -> delivered.
 */
export const TRANSFER_PATHS: Readonly<Record<TransferType, readonly TransferStatus[]>> = Object.freeze({
  mobile: Object.freeze<TransferStatus[]>([
    'pending',
    'awaiting_mobile_transfer',
    'mobile_transfer_sent',
    'mobile_transfer_confirmed',
  ]),
  physical: Object.freeze<TransferStatus[]>(['pending', 'awaiting_pickup', 'picked_up', 'in_transit', 'delivered']),
});

/** Reached its buyer: the admin's Completed tab, completed for seller earnings. */
export const COMPLETED_TRANSFER_STATUSES: readonly TransferStatus[] = Object.freeze([
  'delivered',
  'mobile_transfer_confirmed',
]);

/**
 * Ended without the sale standing: staff failed the transfer (the buyer is refunded what is left), or
 * refunds gave the buyer back everything they paid. Nothing follows either.
 */
export const UNDONE_TRANSFER_STATUSES: readonly TransferStatus[] = Object.freeze(['failed', 'refunded']);

export function isCompletedTransfer(status: string): boolean {
  return (COMPLETED_TRANSFER_STATUSES as readonly string[]).includes(status);
}

/** Failed or refunded: the sale does not stand (no payout, its seats are not counted as sold). */
export function isUndoneTransfer(status: string): boolean {
  return (UNDONE_TRANSFER_STATUSES as readonly string[]).includes(status);
}

/** Neither completed nor undone: the tickets are still on their way (the admin's Pending tab). */
export function isTransferUnderWay(status: string): boolean {
  return !isCompletedTransfer(status) && !isUndoneTransfer(status);
}

/** Who may move a transfer: its buyer, its seller, staff (Admin > Transfers), or the system (settlement, jobs, refunds). */
export const TRANSFER_ACTORS: readonly TransferActor[] = Object.freeze<TransferActor[]>([
  'buyer',
  'seller',
  'staff',
  'system',
]);

const STAFF: Movers = Object.freeze<TransferActor[]>(['staff']);
const REFUNDS: Movers = Object.freeze(['system']);
/** Staff fail a transfer that has not reached its buyer; refunds of everything paid end it from any step. */
const ends = Object.freeze({ failed: STAFF, refunded: REFUNDS });

/**
 * The one transition table: for each kind, from -> to -> who may make that move. Along the path one
 * step at a time (settlement starts it; the seller's proof sends a mobile transfer, the buyer, staff or
 * the event's start confirm it; staff move a courier's steps); to `failed` (staff) from any step before
 * the end; to `refunded` (the refunds reached everything the buyer paid) from any step, also after
 * completion; from `failed` and `refunded` nowhere. Staff may also start a transfer left pending.
 */
export const TRANSFER_MOVES: Readonly<
  Record<TransferType, Partial<Record<TransferStatus, Partial<Record<TransferStatus, Movers>>>>>
> = Object.freeze({
  mobile: Object.freeze({
    pending: Object.freeze({ awaiting_mobile_transfer: Object.freeze<TransferActor[]>(['staff', 'system']), ...ends }),
    awaiting_mobile_transfer: Object.freeze({
      mobile_transfer_sent: Object.freeze<TransferActor[]>(['seller', 'staff']),
      ...ends,
    }),
    mobile_transfer_sent: Object.freeze({
      mobile_transfer_confirmed: Object.freeze<TransferActor[]>(['buyer', 'staff', 'system']),
      ...ends,
    }),
    mobile_transfer_confirmed: Object.freeze({ refunded: REFUNDS }),
  }),
  physical: Object.freeze({
    pending: Object.freeze({ awaiting_pickup: Object.freeze<TransferActor[]>(['staff', 'system']), ...ends }),
    awaiting_pickup: Object.freeze({ picked_up: STAFF, ...ends }),
    picked_up: Object.freeze({ in_transit: STAFF, ...ends }),
    in_transit: Object.freeze({ delivered: STAFF, ...ends }),
    delivered: Object.freeze({ refunded: REFUNDS }),
  }),
});

/** Who may move a transfer of `type` from one status to another (none: not a move). */
export function transferMovers(type: TransferType, from: TransferStatus, to: TransferStatus): Movers {
  return TRANSFER_MOVES[type]?.[from]?.[to] ?? [];
}

/** Whether a transfer may move from one status to another: by `by` when given, else by anyone. */
export function canMoveTransfer(
  type: TransferType,
  from: TransferStatus,
  to: TransferStatus,
  by?: TransferActor,
): boolean {
  const movers = transferMovers(type, from, to);
  return by === undefined ? movers.length > 0 : movers.includes(by);
}

/** The next step along the path (what staff's Advance does), or null at the end and once undone. */
export function nextTransferStatus(type: TransferType, from: TransferStatus): TransferStatus | null {
  const path: readonly TransferStatus[] = TRANSFER_PATHS[type] ?? [];
  const at = path.indexOf(from);
  return at >= 0 ? (path[at + 1] ?? null) : null;
}

/** Staff may fail a transfer that has not reached its buyer and has not ended. */
export function canFailTransfer(status: string): boolean {
  return isTransferUnderWay(status);
}

/**
 * The seller's part of a mobile transfer: proof and the transfer instructions are for a sale that
 * awaits the seller's mobile transfer (spec 2, Tickets), and for nothing later.
 */
export function awaitsMobileTransfer(status: string): boolean {
  return status === 'awaiting_mobile_transfer';
}

/** Where a transfer starts once its payment is settled. */
export function initialTransferStatus(type: TransferType): TransferStatus {
  return type === 'mobile' ? 'awaiting_mobile_transfer' : 'awaiting_pickup';
}

/** What staff are told when a courier step lacks its courier's details (spec 5, Admin > Transfers). */
export const COURIER_MESSAGES = Object.freeze({
  noCourier: 'Please enter the courier name',
  noTracking: 'Please enter the tracking number',
} as const);

/** A courier name is needed from pickup on (physical tickets). */
export function needsCourierName(to: string): boolean {
  return to === 'picked_up' || to === 'in_transit' || to === 'delivered';
}

/** A tracking number is needed once the tickets are in transit. */
export function needsTrackingNumber(to: string): boolean {
  return to === 'in_transit' || to === 'delivered';
}

/** The Advance form's problems for a step to `to`, given the courier details known (on record or typed). */
export function checkCourierStep(
  to: string,
  courier: { courierName?: string | null; trackingNumber?: string | null },
): FormProblem<'courierName' | 'trackingNumber', keyof typeof COURIER_MESSAGES>[] {
  const problems: FormProblem<'courierName' | 'trackingNumber', keyof typeof COURIER_MESSAGES>[] = [];
  if (needsCourierName(to) && !courier.courierName?.trim()) problems.push({ field: 'courierName', code: 'noCourier' });
  if (needsTrackingNumber(to) && !courier.trackingNumber?.trim()) {
    problems.push({ field: 'trackingNumber', code: 'noTracking' });
  }
  return problems;
}

/** The most files one proof upload may carry (the upload route's limit). */
export const MAX_PROOF_FILES = 10;

/** The spec's words for an Upload Proof that cannot be sent ('Proof upload needs at least one file'). */
export const PROOF_MESSAGES = Object.freeze({
  noFiles: 'Please upload at least one file as proof of transfer',
  tooManyFiles: `You can upload up to ${MAX_PROOF_FILES} files`,
} as const);

/** Upload Proof's problems for the files chosen: at least one, at most MAX_PROOF_FILES. */
export function checkProof(files: readonly unknown[]): FormProblem<'files', keyof typeof PROOF_MESSAGES>[] {
  if (files.length === 0) return [{ field: 'files', code: 'noFiles' }];
  if (files.length > MAX_PROOF_FILES) return [{ field: 'files', code: 'tooManyFiles' }];
  return [];
}
