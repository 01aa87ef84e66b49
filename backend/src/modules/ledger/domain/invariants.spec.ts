import { randomHistory } from '../../../../test/harness/ledger-history.js';
import { balanceOf, type LedgerEntryRecord, orderMoney } from './balances.js';
import { checkInvariants } from './invariants.js';
import type { JournalEntry } from './journal-entry.js';

const RUNS = 300;
const STEPS = 40;

/** Every account's net (debit − credit), per party: zero everywhere when entries undo each other. */
function netOf(entries: readonly LedgerEntryRecord[]): Map<string, number> {
  const sums = new Map<string, number>();
  for (const line of entries.flatMap((e) => e.lines)) {
    const id = `${line.account}/${line.partyId ?? ''}`;
    sums.set(id, (sums.get(id) ?? 0) + line.debit - line.credit);
  }
  return sums;
}

describe('the ledger over random order histories (seeded, reproducible)', () => {
  it(`keeps every invariant after every step, and every balance where the business says (${RUNS} histories)`, () => {
    const seen = new Set<string>();
    for (let seed = 1; seed <= RUNS; seed++) {
      const { steps, model, buyers, sellers } = randomHistory(seed, STEPS);
      const entries: JournalEntry[] = [];
      for (const step of steps) {
        entries.push(step.entry);
        seen.add(step.op);
        const found = checkInvariants(entries);
        if (found.length > 0)
          throw new Error(`seed ${seed}, after ${step.op} ${step.entry.key}: ${JSON.stringify(found)}`);
      }
      // Keys are unique: each business fact is one entry.
      expect(new Set(entries.map((e) => e.key)).size).toBe(entries.length);

      // The balances match what the generator's own model (not the ledger) says they must be.
      const at = `seed ${seed}`;
      expect([at, balanceOf(entries, 'gateway_clearing').balance]).toEqual([at, model.cash]);
      expect([at, balanceOf(entries, 'platform_fee_revenue').balance]).toEqual([at, model.platformFeeRevenue]);
      expect([at, balanceOf(entries, 'rewards_expense').balance]).toEqual([at, model.rewardsExpense]);
      expect([at, balanceOf(entries, 'escrow').balance + balanceOf(entries, 'buyer_fee_revenue').balance]).toEqual([
        at,
        model.escrowPlusBuyerFees,
      ]);
      for (const seller of sellers) {
        expect([at, balanceOf(entries, 'seller_payable', seller).balance]).toEqual([at, model.sellerOwed.get(seller)]);
      }
      for (const buyer of buyers) {
        expect([at, balanceOf(entries, 'rewards_liability', buyer).balance]).toEqual([at, model.credit.get(buyer)]);
      }
      // An order refunded in full before its ticket moved (late payments included) leaves nothing behind.
      for (const orderId of model.refundedInFull) {
        const ofOrder = entries.filter((e) => e.orderId === orderId);
        expect(orderMoney(ofOrder).escrowHeld).toBe(0);
        for (const [account, net] of netOf(ofOrder))
          expect([at, orderId, account, net]).toEqual([at, orderId, account, 0]);
      }
    }
    // Every kind of step was exercised somewhere.
    expect([...seen].sort()).toEqual(
      [
        'capture',
        'complete_transfer',
        'dispute_after_completion',
        'late_payment',
        'payout',
        'payout_failed',
        'payout_retried',
        'refund_full',
        'refund_partial',
        'reward_earned',
        'reward_reversed',
      ].sort(),
    );
  });

  it('draws the same history from the same seed', () => {
    expect(randomHistory(7, 30).steps).toEqual(randomHistory(7, 30).steps);
    expect(randomHistory(7, 30).steps).not.toEqual(randomHistory(8, 30).steps);
  });
});

describe('checkInvariants finds what is wrong', () => {
  // A history rich enough to have captures, transfers and payouts, then broken in one place each time.
  const { steps } = randomHistory(42, 60);
  const entries: LedgerEntryRecord[] = steps.map((s) => s.entry);
  const first = (kind: string) => {
    const index = entries.findIndex((e) => e.kind === kind);
    if (index === -1) throw new Error(`no ${kind} in the history`);
    return index;
  };
  const replaced = (index: number, entry: LedgerEntryRecord) => entries.map((e, i) => (i === index ? entry : e));

  it('holds for the history as drawn', () => {
    expect(checkInvariants(entries)).toEqual([]);
  });

  it('an entry that does not balance, or has one line', () => {
    const i = first('payment_captured');
    const capture = entries[i]!;
    const lines = capture.lines.map((l, n) => (n === 0 ? { ...l, debit: l.debit + 1 } : l));
    const found = checkInvariants(replaced(i, { ...capture, lines }));
    expect(found.map((v) => v.rule)).toEqual(['entry_balanced', 'ledger_balanced']);
    expect(found[0]).toMatchObject({ key: capture.key, amount: 1 });
    expect(checkInvariants(replaced(i, { ...capture, lines: [] })).map((v) => v.rule)).toContain('entry_balanced');
  });

  it('a line its kind never makes, and escrow moved by the wrong kind', () => {
    const i = first('payout_processed');
    const payout = entries[i]!;
    const amount = payout.lines[0]!.debit;
    const bogus = {
      ...payout,
      lines: [
        { account: 'escrow', partyId: null, debit: amount, credit: 0 },
        { account: 'gateway_clearing', partyId: null, debit: 0, credit: amount },
      ],
    };
    const found = checkInvariants(replaced(i, bogus));
    expect(found.map((v) => v.rule)).toEqual(expect.arrayContaining(['line_fits_kind', 'escrow_matches_kinds']));
    expect(found.find((v) => v.rule === 'line_fits_kind')).toMatchObject({ key: payout.key, account: 'escrow' });
  });

  it('a balance on the wrong side: a refund beyond what the order put in escrow, credit spent twice', () => {
    const i = first('transfer_completed');
    const transfer = entries[i]!;
    // Released twice: the second release takes escrow of that order below zero.
    const twice = [...entries, { ...transfer, key: `${transfer.key}-again` }];
    expect(checkInvariants(twice)).toContainEqual(
      expect.objectContaining({ rule: 'never_negative', account: 'escrow', orderId: transfer.orderId }),
    );
    const buyer = '0b7e1a52-3c1d-4e6f-8a9b-0c1d2e3f4a5b';
    const overspent = [
      ...entries,
      {
        key: 'reward-reversed:none',
        kind: 'reward_reversed',
        orderId: null,
        lines: [
          { account: 'rewards_liability', partyId: buyer, debit: 5, credit: 0 },
          { account: 'rewards_expense', partyId: null, debit: 0, credit: 5 },
        ],
      },
    ];
    expect(checkInvariants(overspent)).toContainEqual(
      expect.objectContaining({ rule: 'never_negative', account: 'rewards_liability', partyId: buyer, amount: -5 }),
    );
  });
});
