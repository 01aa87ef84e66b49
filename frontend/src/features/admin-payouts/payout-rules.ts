import { ApiError } from '../../shared/api/api-error';
import { formatInr } from '../../shared/format';
import type { Tone } from '../../shared/ui/ToneTag';
import type { AdminPayout } from './queries';

export type PayoutStatus = AdminPayout['status'];
export type StaffStatus = Exclude<PayoutStatus, 'cancelled'>;

/** The spec's words (section 8). */
export const PAYOUT_MESSAGES = {
  updated: 'Payout status updated',
  released: 'Payout released',
  updateFailed: 'Error updating payout status',
  loadFailed: 'Error loading payouts',
} as const;

/**
 * The moves staff may make, as the server's table has them (payouts/domain/payout-status.ts, ADR 23):
 * a seller payout between any of the spec's three statuses (staff pay by UPI and record the UTR); a
 * buyer refund is completed or failed by PhonePe, and staff may only retry a failed one.
 */
export function staffMoves(payout: Pick<AdminPayout, 'type' | 'status'>): StaffStatus[] {
  if (payout.type === 'buyer_refund') return payout.status === 'failed' ? ['pending'] : [];
  switch (payout.status) {
    case 'pending':
      return ['processed', 'failed'];
    case 'processed':
      return ['pending', 'failed'];
    case 'failed':
      return ['processed', 'pending'];
    default:
      return [];
  }
}

/** The income tax withheld from a seller payout (TDS, ADR 49); 0 for refunds and sales withheld nothing from. */
export function tdsWithheld(payout: Pick<AdminPayout, 'type' | 'tds'>): number {
  return payout.type === 'seller_payout' ? (payout.tds ?? 0) : 0;
}

/** A seller payout held until after the event (ADR 44) that staff may release now: a pending one. */
export function canReleaseEarly(payout: Pick<AdminPayout, 'type' | 'status' | 'release_at'>): boolean {
  return payout.type === 'seller_payout' && payout.status === 'pending' && payout.release_at !== null;
}

/** Why a payout is held until after the event, in staff's words. */
export function holdReasonLabel(payout: Pick<AdminPayout, 'release_reason' | 'release_exposure_limit'>): string {
  if (payout.release_reason === 'high_exposure') {
    const limit = payout.release_exposure_limit === null ? 'the limit' : formatInr(payout.release_exposure_limit);
    return `The seller is owed more than ${limit} unpaid`;
  }
  return 'One of the seller’s first sales';
}

/**
 * The UTR as the server stores it: the 12-digit UPI reference, without the spaces or dashes people
 * type between groups (payouts/domain/utr.ts); null when it is not one.
 */
export function normaliseUtr(value: string): string | null {
  const utr = value.replace(/[\s-]/g, '');
  return /^\d{12}$/.test(utr) ? utr : null;
}

const statuses: Record<PayoutStatus, { label: string; tone: Tone }> = {
  pending: { label: 'Pending', tone: 'warning' },
  processed: { label: 'Processed', tone: 'success' },
  failed: { label: 'Failed', tone: 'danger' },
  cancelled: { label: 'Cancelled', tone: 'neutral' },
};

export function payoutStatusLabel(status: string): string {
  return statuses[status as PayoutStatus]?.label ?? status;
}

export function payoutStatusTone(status: string): Tone {
  return statuses[status as PayoutStatus]?.tone ?? 'neutral';
}

export function payoutTypeLabel(type: AdminPayout['type']): string {
  return type === 'seller_payout' ? 'Seller Payout' : 'Buyer Refund';
}

export function payoutMethodLabel(method: AdminPayout['payout_method']): string {
  return method === 'upi' ? 'UPI' : 'PhonePe refund';
}

/** Payout ids as staff read them: the first 8 characters. */
export function shortId(id: string): string {
  return id.slice(0, 8);
}

/**
 * What to tell staff when a change is refused: the API's own sentence for a refusal it explains (a
 * payout on hold, a UTR already used), the spec's generic message for anything else.
 */
export function payoutChangeError(error: unknown): string {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500 && error.problem?.detail) {
    return error.detail;
  }
  return PAYOUT_MESSAGES.updateFailed;
}

/** The field a refusal names ('utr', 'reason'), if any. */
export function refusedField(error: unknown): { field: string; message: string } | undefined {
  return error instanceof ApiError ? error.problem?.errors?.[0] : undefined;
}
