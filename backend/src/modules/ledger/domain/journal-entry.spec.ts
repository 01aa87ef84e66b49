import { type JournalEntryDraft, journalEntry, LedgerError, sameFact } from './journal-entry.js';

const BUYER = '0b7e1a52-3c1d-4e6f-8a9b-0c1d2e3f4a5b';
const ORDER = '5d4c3b2a-1f0e-4d9c-8b7a-6f5e4d3c2b1a';
const at = new Date('2026-12-01T10:00:00Z');

function draft(overrides: Partial<JournalEntryDraft> = {}): JournalEntryDraft {
  return {
    key: 'reward-earned:r1',
    kind: 'reward_earned',
    occurredAt: at,
    lines: [
      { account: 'rewards_expense', debit: 500 },
      { account: 'rewards_liability', partyId: BUYER, credit: 500 },
    ],
    ...overrides,
  };
}

function refusal(d: JournalEntryDraft): string {
  try {
    journalEntry(d);
  } catch (error) {
    expect(error).toBeInstanceOf(LedgerError);
    expect((error as LedgerError).code).toBe('LEDGER_ENTRY_INVALID');
    return (error as Error).message;
  }
  throw new Error('the entry was accepted');
}

describe('a journal entry', () => {
  it('is accepted when balanced, and comes back frozen with every line normalised', () => {
    const entry = journalEntry(
      draft({ lines: draft().lines.map((l) => ({ ...l, partyId: l.partyId?.toUpperCase() })) }),
    );
    expect(entry).toEqual({
      key: 'reward-earned:r1',
      kind: 'reward_earned',
      orderId: null,
      occurredAt: at,
      lines: [
        { account: 'rewards_expense', partyId: null, debit: 500, credit: 0 },
        { account: 'rewards_liability', partyId: BUYER, debit: 0, credit: 500 },
      ],
    });
    expect(Object.isFrozen(entry) && Object.isFrozen(entry.lines) && Object.isFrozen(entry.lines[0])).toBe(true);
  });

  it('is refused when debits and credits differ', () => {
    expect(
      refusal(
        draft({
          lines: [
            { account: 'rewards_expense', debit: 500 },
            { account: 'rewards_liability', partyId: BUYER, credit: 499 },
          ],
        }),
      ),
    ).toBe('Entry reward-earned:r1 does not balance: debits 500 paise, credits 499 paise');
  });

  it.each([0, 1])('is refused with %i line(s)', (count) => {
    expect(refusal(draft({ lines: draft().lines.slice(0, count) }))).toBe(
      `Entry reward-earned:r1: an entry needs at least two lines, got ${count}`,
    );
  });

  it.each([
    ['both sides', { debit: 500, credit: 500 }],
    ['neither side', { debit: 0, credit: 0 }],
  ])('refuses a line with %s', (_, amounts) => {
    expect(refusal(draft({ lines: [{ account: 'rewards_expense', ...amounts }, ...draft().lines] }))).toBe(
      'Entry reward-earned:r1, line 1: exactly one of debit and credit must be more than zero',
    );
  });

  it.each([1.5, -500, Number.NaN, Number.MAX_SAFE_INTEGER + 2, '500'])('refuses %p as an amount', (amount) => {
    expect(
      refusal(
        draft({
          lines: [
            { account: 'rewards_expense', debit: amount as number },
            { account: 'rewards_liability', partyId: BUYER, credit: 500 },
          ],
        }),
      ),
    ).toBe('Entry reward-earned:r1, line 1: amounts must be whole, non-negative paise');
  });

  it('refuses amounts whose sum is past what a number holds exactly', () => {
    const big = Number.MAX_SAFE_INTEGER;
    expect(
      refusal(
        draft({
          lines: [
            { account: 'rewards_expense', debit: big },
            { account: 'rewards_expense', debit: big },
            { account: 'rewards_liability', partyId: BUYER, credit: big },
          ],
        }),
      ),
    ).toBe('Entry reward-earned:r1: amounts too large to add up');
  });

  it('needs a party on per-party accounts and refuses one elsewhere', () => {
    expect(
      refusal(
        draft({
          lines: [
            { account: 'rewards_expense', debit: 5 },
            { account: 'rewards_liability', credit: 5 },
          ],
        }),
      ),
    ).toBe("Entry reward-earned:r1, line 2: rewards_liability needs the buyer's user id as its party");
    expect(
      refusal(
        draft({
          lines: [
            { account: 'rewards_expense', debit: 5 },
            { account: 'rewards_liability', partyId: 'not-a-user', credit: 5 },
          ],
        }),
      ),
    ).toBe("Entry reward-earned:r1, line 2: rewards_liability needs the buyer's user id as its party");
    expect(
      refusal(
        draft({
          lines: [
            { account: 'rewards_expense', partyId: BUYER, debit: 5 },
            { account: 'rewards_liability', partyId: BUYER, credit: 5 },
          ],
        }),
      ),
    ).toBe('Entry reward-earned:r1, line 1: rewards_expense is not kept per party');
  });

  it('refuses a line its kind never makes, an unknown kind or account', () => {
    expect(
      refusal(
        draft({
          lines: [
            { account: 'escrow', debit: 5 },
            { account: 'rewards_liability', partyId: BUYER, credit: 5 },
          ],
        }),
      ),
    ).toBe('Entry reward-earned:r1, line 1: a reward_earned entry cannot debit escrow');
    expect(
      refusal(
        draft({
          lines: [
            { account: 'rewards_liability', partyId: BUYER, debit: 5 },
            { account: 'rewards_expense', credit: 5 },
          ],
        }),
      ),
    ).toBe('Entry reward-earned:r1, line 1: a reward_earned entry cannot debit rewards_liability');
    expect(refusal(draft({ kind: 'gift' as never }))).toBe('Entry reward-earned:r1: unknown kind "gift"');
    expect(
      refusal(
        draft({
          lines: [
            { account: 'cash' as never, debit: 5 },
            { account: 'rewards_expense', credit: 5 },
          ],
        }),
      ),
    ).toBe('Entry reward-earned:r1, line 1: unknown account "cash"');
  });

  it('needs an order on the kinds that belong to one, and a UUID when given', () => {
    const capture: JournalEntryDraft = {
      key: 'payment-captured:x',
      kind: 'payment_captured',
      occurredAt: at,
      lines: [
        { account: 'gateway_clearing', debit: 100 },
        { account: 'escrow', credit: 100 },
      ],
    };
    expect(refusal(capture)).toBe('Entry payment-captured:x: a payment_captured entry needs an order id');
    expect(refusal({ ...capture, orderId: 'order-1' })).toBe(
      'Entry payment-captured:x: order id "order-1" is not a UUID',
    );
    expect(journalEntry({ ...capture, orderId: ORDER.toUpperCase() }).orderId).toBe(ORDER);
  });

  it.each(['', 'has space', 'x'.repeat(301), 'ключ'])('refuses the key %p', (key) => {
    expect(refusal(draft({ key }))).toMatch(/^An entry key must be 1-300 printable characters without spaces/);
  });

  it('needs the time from the caller, as a valid Date', () => {
    expect(refusal(draft({ occurredAt: new Date('nope') }))).toBe(
      "Entry reward-earned:r1: occurredAt must be a valid Date (from the caller's clock)",
    );
    expect(refusal(draft({ occurredAt: '2026-12-01' as never }))).toMatch(/occurredAt must be a valid Date/);
  });

  it('copies the time, so the caller cannot change a posted entry through its Date', () => {
    const when = new Date(at);
    const entry = journalEntry(draft({ occurredAt: when }));
    when.setFullYear(2000);
    expect(entry.occurredAt).toEqual(at);
  });
});

describe('sameFact', () => {
  it('ignores the time (two observers of one capture) but not the lines, kind or order', () => {
    const first = journalEntry(draft());
    expect(sameFact(first, journalEntry(draft({ occurredAt: new Date('2027-01-01') })))).toBe(true);
    const more = journalEntry(
      draft({
        lines: [
          { account: 'rewards_expense', debit: 501 },
          { account: 'rewards_liability', partyId: BUYER, credit: 501 },
        ],
      }),
    );
    expect(sameFact(first, more)).toBe(false);
    const other = '1b7e1a52-3c1d-4e6f-8a9b-0c1d2e3f4a5b';
    const otherBuyer = journalEntry(
      draft({
        lines: [
          { account: 'rewards_expense', debit: 500 },
          { account: 'rewards_liability', partyId: other, credit: 500 },
        ],
      }),
    );
    expect(sameFact(first, otherBuyer)).toBe(false);
    expect(sameFact(first, journalEntry(draft({ orderId: ORDER })))).toBe(false);
  });
});
