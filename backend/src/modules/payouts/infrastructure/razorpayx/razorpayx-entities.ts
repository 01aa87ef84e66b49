import { unreadableAnswer } from './razorpayx-error.js';

/** The RazorpayX entities the adapter reads, and their readers (fields as razorpay.com/docs/api/x documents them). */

/** RazorpayX's payout states (razorpay.com/docs/x/payouts/states-life-cycle): what the adapter reads and the sandbox plays. */
export const RAZORPAYX_PAYOUT_STATUSES = [
  'pending',
  'queued',
  'scheduled',
  'processing',
  'processed',
  'reversed',
  'cancelled',
  'rejected',
  'failed',
] as const;
export type RazorpayXPayoutStatus = (typeof RAZORPAYX_PAYOUT_STATUSES)[number];

export interface RazorpayXStatusDetails {
  description: string | null;
  source: string | null;
  reason: string | null;
}

export interface RazorpayXPayout {
  id: string;
  status: RazorpayXPayoutStatus;
  /** Paise. */
  amount: number;
  fundAccountId: string | null;
  referenceId: string | null;
  /** The bank's reference for the transfer, once RazorpayX has it (often only after processed). */
  utr: string | null;
  mode: string | null;
  statusDetails: RazorpayXStatusDetails | null;
  /** Deprecated by RazorpayX in favour of status_details, still sent. */
  failureReason: string | null;
}

export interface RazorpayXValidation {
  id: string;
  status: 'created' | 'completed' | 'failed';
  /** Once completed: `active` or `invalid`. */
  accountStatus: string | null;
  registeredName: string | null;
}

export type Json = Record<string, unknown>;
export const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);
export const str = (v: unknown): string | null => (typeof v === 'string' && v.length > 0 ? v : null);
export const isPayoutStatus = (v: unknown): v is RazorpayXPayoutStatus =>
  (RAZORPAYX_PAYOUT_STATUSES as readonly unknown[]).includes(v);

export function statusDetailsOf(v: unknown): RazorpayXStatusDetails | null {
  return isObject(v) ? { description: str(v.description), source: str(v.source), reason: str(v.reason) } : null;
}

export function payoutOf(json: Json, what: string): RazorpayXPayout {
  const id = str(json.id);
  const status = json.status;
  if (!id || !isPayoutStatus(status) || typeof json.amount !== 'number') {
    throw unreadableAnswer(what, 200, 'a payout needs id, a known status and amount');
  }
  return {
    id,
    status,
    amount: json.amount,
    fundAccountId: str(json.fund_account_id),
    referenceId: str(json.reference_id),
    utr: str(json.utr),
    mode: str(json.mode),
    statusDetails: statusDetailsOf(json.status_details),
    failureReason: str(json.failure_reason),
  };
}

export function validationOf(json: Json): RazorpayXValidation {
  const id = str(json.id);
  const status = str(json.status);
  if (!id || (status !== 'created' && status !== 'completed' && status !== 'failed')) {
    throw unreadableAnswer('validate VPA', 200, 'a validation needs id and status');
  }
  // `results` in the account validation entity, `validation_results` in the composite one.
  const results = isObject(json.results)
    ? json.results
    : isObject(json.validation_results)
      ? json.validation_results
      : {};
  return { id, status, accountStatus: str(results.account_status), registeredName: str(results.registered_name) };
}
