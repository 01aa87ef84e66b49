import { type Paise, paise } from '@ticketsetu/contracts/money';

/**
 * When a seller payout may be paid (issue 18, ADR 44): where the risk is — a seller's first sales, or
 * more unpaid money owed to one seller than the limit — it waits until the event has happened and the
 * buyer's dispute window has closed; everything else is paid as soon as the transfer is confirmed.
 * Pure: the facts and the time are passed in.
 */

export const payoutHoldReasons = ['first_sales', 'high_exposure'] as const;
export type PayoutHoldReason = (typeof payoutHoldReasons)[number];

export interface PayoutReleaseLimits {
  /** Payouts are held until the seller has been paid for this many sales (0: no first-sales hold). */
  firstSales: number;
  /** Payouts are held while the seller is owed more than this, unpaid (integer paise). */
  exposureLimit: Paise;
  /** How long after the event's start a held payout is released. */
  afterEventMs: number;
}

/** The PAYOUT_HOLD_* settings (a count, rupees, hours) as the rule's limits (config.ts holds their defaults). */
export function payoutReleaseLimits(settings: {
  PAYOUT_HOLD_FIRST_SALES: number;
  PAYOUT_HOLD_EXPOSURE_RUPEES: number;
  PAYOUT_HOLD_AFTER_EVENT_HOURS: number;
}): PayoutReleaseLimits {
  return {
    firstSales: settings.PAYOUT_HOLD_FIRST_SALES,
    exposureLimit: paise(settings.PAYOUT_HOLD_EXPOSURE_RUPEES * 100),
    afterEventMs: settings.PAYOUT_HOLD_AFTER_EVENT_HOURS * 3_600_000,
  };
}

/** What the rule needs to know of the seller when a payout is created. */
export interface SellerStanding {
  /** Sales the seller has been paid for (their seller payouts that are processed). */
  paidSales: number;
  /** What the seller is owed and not yet paid (pending and failed seller payouts), this payout included. */
  unpaid: Paise;
}

export type PayoutRelease = { kind: 'now' } | { kind: 'held'; until: Date; reason: PayoutHoldReason };

/**
 * Now, or held until `afterEventMs` after the event's start — unless that time has already passed.
 * First sales come before exposure: a new seller's reason is that they are new.
 */
export function payoutRelease(
  seller: SellerStanding,
  eventStartsAt: Date,
  now: Date,
  limits: PayoutReleaseLimits,
): PayoutRelease {
  const until = releaseTime(eventStartsAt, limits);
  if (isReleaseDue(until, now)) return { kind: 'now' };
  if (seller.paidSales < limits.firstSales) return { kind: 'held', until, reason: 'first_sales' };
  if (seller.unpaid > limits.exposureLimit) return { kind: 'held', until, reason: 'high_exposure' };
  return { kind: 'now' };
}

/** When a payout held for this event is released. */
export function releaseTime(eventStartsAt: Date, limits: Pick<PayoutReleaseLimits, 'afterEventMs'>): Date {
  return new Date(eventStartsAt.getTime() + limits.afterEventMs);
}

/**
 * A hold ends once its time has passed: strictly after, as a dispute may still be opened at the last
 * moment of the window (disputes refuse only after it). `releaseDueSql` is its twin for the job.
 */
export function isReleaseDue(releaseAt: Date, now: Date): boolean {
  return now.getTime() > releaseAt.getTime();
}

/** The payouts (alias `p`) held for risk and not released yet: SellerPayout's `riskHeld`. */
export const riskHeldSql = (p: string) => `(${p}.release_reason is not null and ${p}.released_at is null)`;

/** The payouts (alias `p`) whose hold has ended at the `?` time: held, not released yet, its time passed. */
export const releaseDueSql = (p: string) => `(${riskHeldSql(p)} and ${p}.release_at < ?::timestamptz)`;

/** A seller payout as the standing counts it. */
export interface CountedPayout {
  status: 'pending' | 'processed' | 'failed' | 'cancelled';
  amount: Paise;
}

/**
 * The seller's standing from their seller payouts and the amount of the new one. `sellerStandingSql`
 * computes the same in the database; an integration test checks they agree.
 */
export function sellerStanding(payouts: readonly CountedPayout[], newAmount: Paise): SellerStanding {
  let paidSales = 0;
  let unpaid: number = newAmount;
  for (const p of payouts) {
    if (p.status === 'processed') paidSales++;
    if (p.status === 'pending' || p.status === 'failed') unpaid += p.amount;
  }
  return { paidSales, unpaid: paise(unpaid) };
}

/**
 * `sellerStanding` over the `payouts` table for the seller given as the `?` parameter; the new payout's
 * amount is added by the caller. Answers one row: paid_sales (int), unpaid (bigint, which pg returns as text).
 */
export const sellerStandingSql = `
  select count(*) filter (where status = 'processed')::int as paid_sales,
         coalesce(sum(amount) filter (where status in ('pending', 'failed')), 0)::bigint as unpaid
    from payouts where type = 'seller_payout' and user_id = ?`;
