import {
  canMove,
  EVENT_ON_ARRIVAL,
  firstStatus,
  nextStatus,
  PAYOUT_TRANSITIONS,
  SANDBOX_PAYOUT_STATUSES,
  type SandboxOutcome,
  type SandboxPayoutStatus,
  statusDetails,
} from './sandbox-payout-status.js';

const allowed: [SandboxPayoutStatus, SandboxPayoutStatus][] = [
  ['pending', 'queued'],
  ['pending', 'scheduled'],
  ['pending', 'processing'],
  ['pending', 'rejected'],
  ['queued', 'processing'],
  ['queued', 'cancelled'],
  ['queued', 'failed'],
  ['scheduled', 'processing'],
  ['scheduled', 'cancelled'],
  ['scheduled', 'failed'],
  ['processing', 'processed'],
  ['processing', 'reversed'],
  ['processing', 'failed'],
  ['processed', 'reversed'],
];

describe("the sandbox's payout life cycle", () => {
  it.each(SANDBOX_PAYOUT_STATUSES.flatMap((from) => SANDBOX_PAYOUT_STATUSES.map((to) => [from, to] as const)))(
    '%s -> %s only as RazorpayX documents it',
    (from, to) => {
      const expected = allowed.some(([a, b]) => a === from && b === to);
      expect(canMove(from, to)).toBe(expected);
    },
  );

  it('ends nowhere from reversed, cancelled, rejected or failed', () => {
    for (const end of ['reversed', 'cancelled', 'rejected', 'failed'] as const)
      expect(PAYOUT_TRANSITIONS[end]).toEqual([]);
  });

  it('starts processing, or queued when asked', () => {
    expect(firstStatus('process')).toBe('processing');
    expect(firstStatus('fail')).toBe('processing');
    expect(firstStatus('reverse')).toBe('processing');
    expect(firstStatus('queue')).toBe('queued');
  });

  const cases: [SandboxPayoutStatus, SandboxOutcome, boolean, SandboxPayoutStatus | null][] = [
    ['processing', 'process', true, 'processed'],
    ['processing', 'process', false, 'failed'],
    ['processing', 'fail', true, 'failed'],
    ['processing', 'reverse', true, 'processed'],
    ['processed', 'reverse', true, 'reversed'],
    ['processed', 'process', true, null],
    ['queued', 'queue', true, null],
    ['failed', 'fail', true, null],
    ['reversed', 'reverse', true, null],
    ['cancelled', 'queue', true, null],
  ];
  it.each(cases)('%s with outcome %s (VPA exists: %s) moves to %s', (status, outcome, vpaExists, next) => {
    expect(nextStatus(status, outcome, vpaExists)).toBe(next);
    if (next) expect(canMove(status, next)).toBe(true);
  });

  it('sends the documented event on each arrival', () => {
    expect(EVENT_ON_ARRIVAL.processing).toBe('payout.initiated');
    expect(EVENT_ON_ARRIVAL.processed).toBe('payout.processed');
    expect(EVENT_ON_ARRIVAL.failed).toBe('payout.failed');
    expect(EVENT_ON_ARRIVAL.reversed).toBe('payout.reversed');
    expect(EVENT_ON_ARRIVAL.queued).toBe('payout.queued');
    expect(EVENT_ON_ARRIVAL.cancelled).toBe('payout.updated');
  });

  it('gives each state its documented status_details reason', () => {
    const context = { vpaExists: true, dueAt: new Date('2026-11-27T10:00:00Z') };
    expect(statusDetails('processed', context)?.reason).toBe('payout_processed');
    expect(statusDetails('queued', context)?.reason).toBe('low_balance');
    expect(statusDetails('processing', context)?.description).toContain('27 November 2026 at 3:30 pm IST');
    expect(statusDetails('failed', context)?.reason).toBe('beneficiary_bank_rejected');
    expect(statusDetails('failed', { ...context, vpaExists: false })?.reason).toBe('beneficiary_vpa_invalid');
    expect(statusDetails('reversed', context)?.reason).toBe('beneficiary_bank_offline');
    expect(statusDetails('cancelled', context)).toBeNull();
  });
});
