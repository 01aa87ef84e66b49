// A sale's transfer: its statuses, the paths it moves along and how it ends, written once for the
// server (which enforces them) and the browser (which offers only what the server will do).

/** Every status a ticket transfer can have (spec 4, "Transfer status"; `refunded` is ours, ADR 32). */
export const TRANSFER_STATUSES = Object.freeze([
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
export const TRANSFER_PATHS = Object.freeze({
  mobile: Object.freeze(['pending', 'awaiting_mobile_transfer', 'mobile_transfer_sent', 'mobile_transfer_confirmed']),
  physical: Object.freeze(['pending', 'awaiting_pickup', 'picked_up', 'in_transit', 'delivered']),
});

/** Reached its buyer: the admin's Completed tab, completed for seller earnings. */
export const COMPLETED_TRANSFER_STATUSES = Object.freeze(['delivered', 'mobile_transfer_confirmed']);

/**
 * Ended without the sale standing: staff failed the transfer (the buyer is refunded what is left), or
 * refunds gave the buyer back everything they paid. Nothing follows either.
 */
export const UNDONE_TRANSFER_STATUSES = Object.freeze(['failed', 'refunded']);

export function isCompletedTransfer(status) {
  return COMPLETED_TRANSFER_STATUSES.includes(status);
}

/** Failed or refunded: the sale does not stand (no payout, its seats are not counted as sold). */
export function isUndoneTransfer(status) {
  return UNDONE_TRANSFER_STATUSES.includes(status);
}

/** Neither completed nor undone: the tickets are still on their way (the admin's Pending tab). */
export function isTransferUnderWay(status) {
  return !isCompletedTransfer(status) && !isUndoneTransfer(status);
}

/** Who may move a transfer: its buyer, its seller, staff (Admin > Transfers), or the system (settlement, jobs, refunds). */
export const TRANSFER_ACTORS = Object.freeze(['buyer', 'seller', 'staff', 'system']);

const STAFF = Object.freeze(['staff']);
const REFUNDS = Object.freeze(['system']);
/** Staff fail a transfer that has not reached its buyer; refunds of everything paid end it from any step. */
const ends = Object.freeze({ failed: STAFF, refunded: REFUNDS });

/**
 * The one transition table: for each kind, from -> to -> who may make that move. Along the path one
 * step at a time (settlement starts it; the seller's proof sends a mobile transfer, the buyer, staff or
 * the event's start confirm it; staff move a courier's steps); to `failed` (staff) from any step before
 * the end; to `refunded` (the refunds reached everything the buyer paid) from any step, also after
 * completion; from `failed` and `refunded` nowhere. Staff may also start a transfer left pending.
 */
export const TRANSFER_MOVES = Object.freeze({
  mobile: Object.freeze({
    pending: Object.freeze({ awaiting_mobile_transfer: Object.freeze(['staff', 'system']), ...ends }),
    awaiting_mobile_transfer: Object.freeze({ mobile_transfer_sent: Object.freeze(['seller', 'staff']), ...ends }),
    mobile_transfer_sent: Object.freeze({
      mobile_transfer_confirmed: Object.freeze(['buyer', 'staff', 'system']),
      ...ends,
    }),
    mobile_transfer_confirmed: Object.freeze({ refunded: REFUNDS }),
  }),
  physical: Object.freeze({
    pending: Object.freeze({ awaiting_pickup: Object.freeze(['staff', 'system']), ...ends }),
    awaiting_pickup: Object.freeze({ picked_up: STAFF, ...ends }),
    picked_up: Object.freeze({ in_transit: STAFF, ...ends }),
    in_transit: Object.freeze({ delivered: STAFF, ...ends }),
    delivered: Object.freeze({ refunded: REFUNDS }),
  }),
});

/** Who may move a transfer of `type` from one status to another (none: not a move). */
export function transferMovers(type, from, to) {
  return TRANSFER_MOVES[type]?.[from]?.[to] ?? [];
}

/** Whether a transfer may move from one status to another: by `by` when given, else by anyone. */
export function canMoveTransfer(type, from, to, by) {
  const movers = transferMovers(type, from, to);
  return by === undefined ? movers.length > 0 : movers.includes(by);
}

/** The next step along the path (what staff's Advance does), or null at the end and once undone. */
export function nextTransferStatus(type, from) {
  const path = TRANSFER_PATHS[type];
  const at = path ? path.indexOf(from) : -1;
  return at >= 0 && at < path.length - 1 ? path[at + 1] : null;
}

/** Staff may fail a transfer that has not reached its buyer and has not ended. */
export function canFailTransfer(status) {
  return isTransferUnderWay(status);
}

/**
 * The seller's part of a mobile transfer: proof and the transfer instructions are for a sale that
 * awaits the seller's mobile transfer (spec 2, Tickets), and for nothing later.
 */
export function awaitsMobileTransfer(status) {
  return status === 'awaiting_mobile_transfer';
}

/** Where a transfer starts once its payment is settled. */
export function initialTransferStatus(type) {
  return type === 'mobile' ? 'awaiting_mobile_transfer' : 'awaiting_pickup';
}
