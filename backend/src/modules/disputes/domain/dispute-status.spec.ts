import {
  canMove,
  closedStatuses,
  disputeActors,
  disputeStatuses,
  disputeTransitions,
  isClosed,
  openStatuses,
  statusLabels,
} from './dispute-status.js';

/** Every move the desk allows, written out by hand: anything else must be refused. */
const allowed = new Set([
  // Staff acknowledge by moving an open dispute on, or resolve it at once; the buyer may withdraw.
  'open->awaiting_seller by staff',
  'open->under_review by staff',
  'open->resolved_refund by staff',
  'open->resolved_release by staff',
  'open->withdrawn by buyer',
  // The seller's answer (or staff) puts it under review.
  'awaiting_seller->under_review by seller',
  'awaiting_seller->under_review by staff',
  'awaiting_seller->resolved_refund by staff',
  'awaiting_seller->resolved_release by staff',
  'awaiting_seller->withdrawn by buyer',
  // Staff may ask the seller again while reviewing.
  'under_review->awaiting_seller by staff',
  'under_review->resolved_refund by staff',
  'under_review->resolved_release by staff',
  'under_review->withdrawn by buyer',
]);

const cases = disputeStatuses.flatMap((from) =>
  disputeStatuses.flatMap((to) => disputeActors.map((by) => ({ from, to, by, name: `${from}->${to} by ${by}` }))),
);

describe('dispute status transitions', () => {
  it('covers every pair of statuses and every actor', () => {
    expect(cases).toHaveLength(6 * 6 * 3);
    for (const move of allowed) expect(cases.map((c) => c.name)).toContain(move);
    expect(Object.keys(disputeTransitions).sort()).toEqual([...disputeStatuses].sort());
  });

  it.each(cases)('$name', ({ from, to, by, name }) => {
    expect(canMove(from, to, by)).toBe(allowed.has(name));
  });

  it('never leaves a closed dispute, never stays in place, and only staff resolve', () => {
    for (const c of cases) {
      if (c.from === c.to) expect(canMove(c.from, c.to, c.by)).toBe(false);
      if (isClosed(c.from)) expect(canMove(c.from, c.to, c.by)).toBe(false);
      if (c.to === 'resolved_refund' || c.to === 'resolved_release') {
        expect(canMove(c.from, c.to, c.by)).toBe(canMove(c.from, c.to, 'staff') && c.by === 'staff');
      }
      if (c.to === 'withdrawn' && c.by !== 'buyer') expect(canMove(c.from, c.to, c.by)).toBe(false);
      if (c.to === 'open') expect(canMove(c.from, c.to, c.by)).toBe(false);
    }
  });

  it('splits the statuses into open and closed, each with a label', () => {
    expect([...openStatuses, ...closedStatuses].sort()).toEqual([...disputeStatuses].sort());
    expect(openStatuses).toEqual(['open', 'awaiting_seller', 'under_review']);
    for (const status of disputeStatuses) expect(statusLabels[status]).toEqual(expect.any(String));
  });
});
