import { formatIst } from '../../../shared/domain/display.js';
import type { RazorpayXPayoutStatus as SandboxPayoutStatus } from '../infrastructure/razorpayx/razorpayx-entities.js';

/**
 * RazorpayX's payout life cycle as the sandbox plays it (razorpay.com/docs/x/payouts/states-life-cycle):
 * the documented transitions, the webhook event each arrival sends (razorpay.com/docs/webhooks/payouts)
 * and the `status_details` each state carries (razorpay.com/docs/errors/x/payout-status-details).
 * Pure: the service asks it what comes next and writes what it says.
 */

export {
  RAZORPAYX_PAYOUT_STATUSES as SANDBOX_PAYOUT_STATUSES,
  type RazorpayXPayoutStatus as SandboxPayoutStatus,
} from '../infrastructure/razorpayx/razorpayx-entities.js';

/**
 * Where each state may go, as RazorpayX documents it. Not played: a `reversed` payout turning
 * `failed` (RazorpayX-powered current accounts only) and `failed` turning `reversed` once money that
 * left comes back; both are documented as rare.
 */
export const PAYOUT_TRANSITIONS: Readonly<Record<SandboxPayoutStatus, readonly SandboxPayoutStatus[]>> = {
  pending: ['queued', 'scheduled', 'processing', 'rejected'],
  queued: ['processing', 'cancelled', 'failed'],
  scheduled: ['processing', 'cancelled', 'failed'],
  processing: ['processed', 'reversed', 'failed'],
  processed: ['reversed'],
  reversed: [],
  cancelled: [],
  rejected: [],
  failed: [],
};

export function canMove(from: SandboxPayoutStatus, to: SandboxPayoutStatus): boolean {
  return PAYOUT_TRANSITIONS[from].includes(to);
}

/**
 * The webhook sent when a payout arrives in a state. `processing` is `payout.initiated`; RazorpayX has
 * no `payout.cancelled` or `payout.scheduled`, so those are `payout.updated` ("whenever there is a
 * change in the payout entity").
 */
export const EVENT_ON_ARRIVAL: Readonly<Record<SandboxPayoutStatus, string>> = {
  pending: 'payout.pending',
  queued: 'payout.queued',
  scheduled: 'payout.updated',
  processing: 'payout.initiated',
  processed: 'payout.processed',
  reversed: 'payout.reversed',
  cancelled: 'payout.updated',
  rejected: 'payout.rejected',
  failed: 'payout.failed',
};

/** How the control said the next payout should end ('drop_webhooks' is 'process' without webhooks). */
export type SandboxOutcome = 'process' | 'fail' | 'reverse' | 'queue';
export const CONTROL_OUTCOMES = ['process', 'fail', 'reverse', 'queue', 'drop_webhooks'] as const;
export type ControlOutcome = (typeof CONTROL_OUTCOMES)[number];

/** A new payout's first state: queued (as on a low balance) when asked, else straight to processing. */
export function firstStatus(outcome: SandboxOutcome): SandboxPayoutStatus {
  return outcome === 'queue' ? 'queued' : 'processing';
}

/**
 * Where a payout goes when its time comes, or null when nothing is due: processing ends processed,
 * or failed when asked or when the VPA does not exist; a payout to be reversed is processed first and
 * reversed at its next turn. Queued payouts wait (there is no balance to top up here), so only a
 * cancel moves them.
 */
export function nextStatus(
  status: SandboxPayoutStatus,
  outcome: SandboxOutcome,
  vpaExists: boolean,
): SandboxPayoutStatus | null {
  if (status === 'processing') return outcome === 'fail' || !vpaExists ? 'failed' : 'processed';
  if (status === 'processed' && outcome === 'reverse') return 'reversed';
  return null;
}

export interface StatusDetails {
  description: string;
  source: string;
  reason: string;
}

/** `status_details` for a state, with reasons from RazorpayX's Payout Status Details table. */
export function statusDetails(
  status: SandboxPayoutStatus,
  context: { vpaExists: boolean; dueAt: Date | null },
): StatusDetails | null {
  switch (status) {
    case 'queued':
      return {
        description: 'Payout is queued as there is insufficient balance in your account to process the payout.',
        source: 'business',
        reason: 'low_balance',
      };
    case 'processing':
      return {
        description: `Payout is being processed by the partner bank. Please check the final status after ${istTime(context.dueAt)}.`,
        source: 'gateway',
        reason: 'payout_bank_processing',
      };
    case 'processed':
      return {
        description: "Payout is processed and the money has been credited into the beneficiary's account.",
        source: 'beneficiary_bank',
        reason: 'payout_processed',
      };
    case 'failed':
      return context.vpaExists
        ? {
            description: 'Payout rejected by the beneficiary bank. Please contact the beneficiary bank.',
            source: 'beneficiary_bank',
            reason: 'beneficiary_bank_rejected',
          }
        : {
            description: 'UPI validation failed. If the UPI ID is valid, please retry after sometime.',
            source: 'business',
            reason: 'beneficiary_vpa_invalid',
          };
    case 'reversed':
      return {
        description: 'Beneficiary bank systems are offline. Please retry after 30 min.',
        source: 'beneficiary_bank',
        reason: 'beneficiary_bank_offline',
      };
    default:
      return null;
  }
}

function istTime(at: Date | null): string {
  return `${formatIst(at ?? new Date(0))} IST`;
}
