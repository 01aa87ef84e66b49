import { formatInr } from '@ticketsetu/contracts/money';
import { ratesOn, tdsLawOn } from '@ticketsetu/contracts/tax';
import { createPdf } from '../../../shared/infrastructure/pdf.js';
import type { SellerStatement } from './seller-statement.js';

const istDate = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeZone: 'Asia/Kolkata' });

/** [header, width, the cell of a line]: the statement's table, A4 landscape. */
const columns: [string, number, (l: SellerStatement['lines'][number]) => string][] = [
  ['Completed', 70, (l) => istDate.format(l.completedAt)],
  ['Event', 130, (l) => `${l.eventTitle} (${l.quantity})`],
  ['Sale', 75, (l) => formatInr(l.gross)],
  ['Refunded', 70, (l) => formatInr(l.refunded)],
  ['Fee', 65, (l) => formatInr(l.fee)],
  ['GST in fee', 65, (l) => (l.gstInFee === null ? 'Before invoicing' : formatInr(l.gstInFee))],
  ['TDS', 60, (l) => formatInr(l.tds)],
  ['Net', 75, (l) => formatInr(l.net)],
  ['Paid', 130, (l) => (l.paidAt ? `${istDate.format(l.paidAt)}${l.utr ? `\nUTR ${l.utr}` : ''}` : l.status)],
];

/** A seller's statement for a financial year as a PDF: one row per completed sale, then the totals. */
export function renderStatementPdf(statement: SellerStatement, sellerName: string, company: string): Promise<Buffer> {
  const { pdf, bytes } = createPdf({
    layout: 'landscape',
    margin: 40,
    info: { Title: `TicketSetu statement ${statement.financialYear}`, Author: company },
  });
  pdf.font('bold').fontSize(16).text(`Seller statement, financial year ${statement.financialYear}`);
  pdf.font('regular').fontSize(10).text(`${sellerName} · issued by ${company}`).moveDown();
  // Cells side by side; the next row starts below the tallest (a long event title wraps).
  const row = (cells: string[], font: 'regular' | 'bold') => {
    const y = pdf.y;
    let x = 40;
    let bottom = y;
    pdf.font(font).fontSize(8);
    cells.forEach((cell, i) => {
      pdf.text(cell, x, y, { width: columns[i]![1] - 6 });
      bottom = Math.max(bottom, pdf.y);
      x += columns[i]![1];
    });
    pdf.x = 40;
    pdf.y = bottom;
    pdf.moveDown(0.4);
  };
  row(
    columns.map(([header]) => header),
    'bold',
  );
  for (const line of statement.lines)
    row(
      columns.map(([, , cell]) => cell(line)),
      'regular',
    );
  const t = statement.totals;
  pdf.moveDown();
  row(
    [
      'Totals',
      '',
      formatInr(t.gross),
      formatInr(t.refunded),
      formatInr(t.fee),
      formatInr(t.gstInFee),
      formatInr(t.tds),
      formatInr(t.net),
      `Paid ${formatInr(t.paid)}`,
    ],
    'bold',
  );
  if (statement.lines.length === 0) pdf.font('regular').text('No sale completed in this financial year.');
  pdf.moveDown(2).font('regular').fontSize(8);
  pdf.text('Fees include GST at 18 %; the GST column is the tax shown on our tax invoices and credit notes to you.');
  for (const note of tdsNotes(statement.lines)) pdf.text(note);
  pdf.end();
  return bytes;
}

/**
 * What is true of the TDS on the statement's sales (ADR 49), by the law in force when each was withheld:
 * tax withheld under a PAN reaches the seller's Form 26AS through our deposit and TDS return; tax withheld
 * with no PAN on record is reported without one and cannot be matched to their return.
 */
export function tdsNotes(lines: SellerStatement['lines']): string[] {
  const withheld = lines.filter((l) => l.tds > 0);
  const notes = new Set<string>();
  for (const line of withheld) {
    const law = tdsLawOn(line.completedAt);
    notes.add(
      line.tdsPan
        ? `TDS is income tax withheld under ${law.section} against your PAN ${line.tdsPan}: it shows in your ` +
            'Form 26AS once we deposit it and file our quarterly TDS return, and you claim it in your own return.'
        : `TDS on a sale made while we had no PAN for you was withheld at ${ratesOn(line.completedAt).tdsNoPanBasisPoints / 100}% ` +
            `(${law.noPan}) and is reported without a PAN, so it cannot be matched to your return: ` +
            'add your PAN on your profile.',
    );
  }
  return [...notes];
}
