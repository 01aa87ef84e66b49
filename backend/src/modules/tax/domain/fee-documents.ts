import { paise, type Paise } from '@ticketsetu/contracts/money';
import { type GstSplit, gstOfFee } from '@ticketsetu/contracts/tax';

/**
 * Which fee document a ledger entry calls for (ADR 48): the platform's fees are earned and given back
 * only by these four kinds of entry, so an invoice or a credit note follows from the entry itself.
 * - payment_captured credits buyer_fee_revenue: a tax invoice to the buyer (series B);
 * - transfer_completed credits platform_fee_revenue: a tax invoice to the seller (series S);
 * - buyer_refunded debits buyer_fee_revenue: a credit note against the buyer's invoice (series C);
 * - transfer_reversed debits platform_fee_revenue: a credit note against the seller's invoice.
 */
export type Recipient = 'buyer' | 'seller';
export type DocumentKind = 'invoice' | 'credit_note';
export type DocumentSeries = 'B' | 'S' | 'C';

/** What this rule reads of a ledger entry (the ledger's JournalEntry has it). */
export interface FeeEntry {
  readonly kind: string;
  readonly lines: readonly { readonly account: string; readonly debit: number; readonly credit: number }[];
}

export interface FeeDocumentCall {
  kind: DocumentKind;
  recipient: Recipient;
  series: DocumentSeries;
  /** The fee charged (invoice) or given back (credit note), tax included. */
  fee: Paise;
}

const feeLines: Record<string, { account: string; side: 'debit' | 'credit'; call: Omit<FeeDocumentCall, 'fee'> }> = {
  payment_captured: {
    account: 'buyer_fee_revenue',
    side: 'credit',
    call: { kind: 'invoice', recipient: 'buyer', series: 'B' },
  },
  transfer_completed: {
    account: 'platform_fee_revenue',
    side: 'credit',
    call: { kind: 'invoice', recipient: 'seller', series: 'S' },
  },
  buyer_refunded: {
    account: 'buyer_fee_revenue',
    side: 'debit',
    call: { kind: 'credit_note', recipient: 'buyer', series: 'C' },
  },
  transfer_reversed: {
    account: 'platform_fee_revenue',
    side: 'debit',
    call: { kind: 'credit_note', recipient: 'seller', series: 'C' },
  },
};

/** The document `entry` calls for, or null (no fee moved: a 0 % fee, a refund of the ticket price alone, a payout). */
export function feeDocumentOf(entry: FeeEntry): FeeDocumentCall | null {
  const rule = Object.hasOwn(feeLines, entry.kind) ? feeLines[entry.kind] : undefined;
  if (!rule) return null;
  const fee = entry.lines
    .filter((line) => line.account === rule.account)
    .reduce((sum, line) => sum + line[rule.side], 0);
  return fee > 0 ? { ...rule.call, fee: paise(fee) } : null;
}

/** The series letter of the invoice a credit note for `recipient` names. */
export function invoiceSeriesOf(recipient: Recipient): 'B' | 'S' {
  return recipient === 'buyer' ? 'B' : 'S';
}

/** A document's number (CGST Rules, rule 46(b)): series, financial year, and a 7-digit serial; 16 characters. */
export function documentNumber(series: DocumentSeries, financialYear: string, serial: number): string {
  if (!Number.isSafeInteger(serial) || serial < 1 || serial > 9_999_999) {
    throw new RangeError(`A document serial is 1 to 9,999,999 in its series and year, not ${serial}`);
  }
  if (!/^\d{4}-\d{2}$/.test(financialYear)) throw new RangeError(`Not a financial year: ${financialYear}`);
  return `${series}${financialYear}/${String(serial).padStart(7, '0')}`;
}

export interface InvoicedTax {
  taxable: Paise;
  cgst: Paise;
  sgst: Paise;
  igst: Paise;
}

/**
 * The tax a credit note gives back, at the invoice's own place and rate: the split of everything credited
 * so far, less the split of what earlier credit notes gave back. The parts add up to `fee`, and once the
 * whole fee is credited the credit notes add up to the invoice head by head, to the paisa.
 */
export function creditNoteSplit(
  invoice: { total: Paise; supplierState: string; placeOfSupply: string; issuedAt: Date },
  creditedBefore: Paise,
  fee: Paise,
): GstSplit {
  if (creditedBefore + fee > invoice.total) {
    throw new RangeError(
      `A credit note of ${fee} paise after ${creditedBefore} exceeds the invoice's ${invoice.total}`,
    );
  }
  const parties = { supplierState: invoice.supplierState, placeOfSupply: invoice.placeOfSupply };
  const after = gstOfFee(paise(creditedBefore + fee), parties, invoice.issuedAt);
  const before = gstOfFee(creditedBefore, parties, invoice.issuedAt);
  const part = (head: 'taxable' | 'cgst' | 'sgst' | 'igst' | 'tax') => paise(after[head] - before[head]);
  return {
    ...after,
    taxable: part('taxable'),
    cgst: part('cgst'),
    sgst: part('sgst'),
    igst: part('igst'),
    tax: part('tax'),
    total: fee,
  };
}
