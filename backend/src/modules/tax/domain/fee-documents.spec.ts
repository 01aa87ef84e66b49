import { paise, type Paise } from '@ticketsetu/contracts/money';
import { gstOfFee } from '@ticketsetu/contracts/tax';
import { creditNoteSplit, documentNumber, type FeeEntry, feeDocumentOf } from './fee-documents.js';

const at = new Date('2026-11-27T06:00:00Z');
const p = (n: number) => paise(n);

/** An entry as the ledger's posting rules write it (postings.ts): the accounts each kind touches. */
const entry = (kind: string, lines: [account: string, debit: number, credit: number][]): FeeEntry => ({
  kind,
  lines: lines.map(([account, debit, credit]) => ({ account, debit, credit })),
});

describe('feeDocumentOf: which document a ledger entry calls for', () => {
  const capture = (buyerFee: number) =>
    entry('payment_captured', [
      ['gateway_clearing', 300_000 + buyerFee, 0],
      ['escrow', 0, 300_000],
      ...(buyerFee > 0 ? [['buyer_fee_revenue', 0, buyerFee] as [string, number, number]] : []),
    ]);

  it.each([
    [
      'a payment with a buyer fee: an invoice to the buyer',
      capture(30_000),
      { kind: 'invoice', recipient: 'buyer', series: 'B', fee: 30_000 },
    ],
    ['a payment without a fee: nothing', capture(0), null],
    [
      'a completed sale: an invoice to the seller for the seller fee',
      entry('transfer_completed', [
        ['escrow', 300_000, 0],
        ['seller_payable', 0, 285_000],
        ['platform_fee_revenue', 0, 15_000],
      ]),
      { kind: 'invoice', recipient: 'seller', series: 'S', fee: 15_000 },
    ],
    [
      'a sale taken back: a credit note for the seller fee given back',
      entry('transfer_reversed', [
        ['seller_payable', 95_000, 0],
        ['platform_fee_revenue', 5_000, 0],
        ['escrow', 0, 100_000],
      ]),
      { kind: 'credit_note', recipient: 'seller', series: 'C', fee: 5_000 },
    ],
    [
      'a full refund: a credit note for the buyer fee',
      entry('buyer_refunded', [
        ['escrow', 300_000, 0],
        ['buyer_fee_revenue', 30_000, 0],
        ['gateway_clearing', 0, 330_000],
      ]),
      { kind: 'credit_note', recipient: 'buyer', series: 'C', fee: 30_000 },
    ],
    [
      'a refund of the ticket price alone: nothing',
      entry('buyer_refunded', [
        ['escrow', 100_000, 0],
        ['gateway_clearing', 0, 100_000],
      ]),
      null,
    ],
    [
      'a payout: nothing',
      entry('payout_processed', [
        ['seller_payable', 285_000, 0],
        ['gateway_clearing', 0, 285_000],
      ]),
      null,
    ],
    ['a kind it does not know: nothing', entry('toString', [['buyer_fee_revenue', 0, 1]]), null],
  ])('%s', (_name, fact, expected) => {
    expect(feeDocumentOf(fact)).toEqual(expected);
  });
});

describe('documentNumber (rule 46(b): at most 16 characters, unique in the financial year)', () => {
  it.each([
    ['B', '2026-27', 1, 'B2026-27/0000001'],
    ['S', '2026-27', 42, 'S2026-27/0000042'],
    ['C', '2027-28', 9_999_999, 'C2027-28/9999999'],
  ] as const)('%s %s %i is %s', (series, year, serial, number) => {
    expect(documentNumber(series, year, serial)).toBe(number);
    expect(number.length).toBeLessThanOrEqual(16);
  });

  it.each([0, -1, 1.5, 10_000_000])('refuses serial %p', (serial) => {
    expect(() => documentNumber('B', '2026-27', serial)).toThrow(RangeError);
  });
});

describe('creditNoteSplit', () => {
  const parties = { supplierState: 'Karnataka' };
  const invoiceOf = (total: Paise, placeOfSupply: string) => ({
    total,
    supplierState: 'Karnataka',
    placeOfSupply,
    issuedAt: at,
  });

  it('parts of any credit note add up to it, and credit notes that give back the whole fee add up to the invoice head by head', () => {
    for (const placeOfSupply of ['Karnataka', 'Maharashtra']) {
      for (const fee of [1, 7, 118, 1_999, 30_000, 76_543]) {
        const invoice = gstOfFee(p(fee), { ...parties, placeOfSupply }, at);
        for (const cut of [1, Math.floor(fee / 3), fee - 1].filter((c) => c > 0 && c < fee)) {
          const first = creditNoteSplit(invoiceOf(p(fee), placeOfSupply), p(0), p(cut));
          const rest = creditNoteSplit(invoiceOf(p(fee), placeOfSupply), p(cut), p(fee - cut));
          for (const note of [first, rest]) expect(note.taxable + note.cgst + note.sgst + note.igst).toBe(note.total);
          for (const head of ['taxable', 'cgst', 'sgst', 'igst'] as const) {
            expect(first[head] + rest[head]).toBe(invoice[head]);
          }
        }
      }
    }
  });

  it('keeps the invoice’s place of supply, whatever the recipient’s address is now', () => {
    const note = creditNoteSplit(invoiceOf(p(1_180), 'Maharashtra'), p(0), p(1_180));
    expect(note).toMatchObject({ placeOfSupply: 'Maharashtra', interState: true, igst: 180, cgst: 0, sgst: 0 });
  });

  it('refuses to credit more than the invoice', () => {
    expect(() => creditNoteSplit(invoiceOf(p(1_000), 'Karnataka'), p(600), p(401))).toThrow(RangeError);
  });
});
