import { formatInr, type Paise } from '@ticketsetu/contracts/money';
import { gstStateCode, PLACE_OF_SUPPLY_BASES } from '@ticketsetu/contracts/tax';
import { createPdf } from '../../../shared/infrastructure/pdf.js';
import type { TaxDocument } from '../domain/tax-document.entity.js';

const istDate = new Intl.DateTimeFormat('en-IN', { dateStyle: 'long', timeZone: 'Asia/Kolkata' });

const stateWithCode = (state: string) => `${state} (${gstStateCode(state)})`;
const percent = (basisPoints: number) => `${basisPoints / 100}%`;

/** The rows of the tax columns a document prints: CGST and SGST/UTGST within a state, IGST across. */
export function taxRows(doc: TaxDocument): [label: string, amount: Paise][] {
  if (doc.igst > 0 || doc.placeOfSupply !== doc.supplierState) {
    return [[`IGST @ ${percent(doc.rateBasisPoints)}`, doc.igst]];
  }
  const half = percent(doc.rateBasisPoints / 2);
  return [
    [`CGST @ ${half}`, doc.cgst],
    [`${doc.stateTaxHead} @ ${half}`, doc.sgst],
  ];
}

/** Who signs a document for the supplier, and whether the PDF carries their digital signature. */
export interface Signatory {
  name: string;
  digitally: boolean;
}

/**
 * A tax invoice or credit note as an A4 PDF with the fields of CGST Rules rule 46 (and rule 53 for a
 * credit note): supplier, serial and date, recipient with the address on record, SAC and description,
 * taxable value, each tax's rate and amount, place of supply and where it came from, and the authorised
 * signatory (rule 46(q)). `invoice` is the invoice a credit note names.
 */
export function renderDocumentPdf(
  doc: TaxDocument,
  invoice: TaxDocument | null,
  signatory: Signatory,
): Promise<Buffer> {
  const { pdf, bytes } = createPdf({ info: { Title: `${title(doc)} ${doc.number}`, Author: doc.supplierName } });
  pdf.font('bold').fontSize(18).text(title(doc));
  pdf.font('regular').fontSize(10).moveDown(0.5);
  line(pdf, doc.kind === 'invoice' ? 'Invoice number' : 'Credit note number', doc.number);
  line(pdf, 'Date', istDate.format(doc.issuedAt));
  if (invoice) line(pdf, 'Against invoice', `${invoice.number} dated ${istDate.format(invoice.issuedAt)}`);
  line(pdf, 'Order', doc.orderId);

  pdf.moveDown().font('bold').text('Supplier');
  pdf.font('regular').text(doc.supplierName).text(doc.supplierAddress);
  line(pdf, 'GSTIN', doc.supplierGstin);
  line(pdf, 'State', stateWithCode(doc.supplierState));

  pdf
    .moveDown()
    .font('bold')
    .text(doc.recipientRole === 'buyer' ? 'Recipient (buyer)' : 'Recipient (seller)');
  pdf.font('regular').text(doc.recipientName);
  if (doc.recipientAddress) line(pdf, 'Address on record', doc.recipientAddress);
  if (doc.recipientState) line(pdf, 'State', stateWithCode(doc.recipientState));
  line(pdf, 'GSTIN', 'Unregistered');
  line(pdf, 'Place of supply', stateWithCode(doc.placeOfSupply));
  if (doc.placeOfSupplyBasis) pdf.text(`Place of supply by ${PLACE_OF_SUPPLY_BASES[doc.placeOfSupplyBasis]}`);

  pdf.moveDown().font('bold').text('Service');
  pdf.font('regular').text(doc.description);
  line(pdf, 'SAC', doc.sac);
  pdf.moveDown(0.5);
  amount(pdf, 'Taxable value', doc.taxable);
  for (const [label, value] of taxRows(doc)) amount(pdf, label, value);
  pdf.font('bold');
  amount(pdf, doc.kind === 'invoice' ? 'Total (tax included)' : 'Total credited (tax included)', doc.total);
  // The signatory on the right, below the figures (amount() left the cursor in the figures' column).
  pdf.font('regular').text('Tax is not payable on reverse charge.', 50, pdf.y + 12);
  const right = { width: 495, align: 'right' } as const;
  pdf.text(`For ${doc.supplierName}`, 50, pdf.y + 36, right);
  pdf.text(
    signatory.digitally
      ? `Digitally signed by ${signatory.name}, authorised signatory`
      : `${signatory.name}, authorised signatory`,
    right,
  );
  pdf.end();
  return bytes;
}

function title(doc: TaxDocument): string {
  return doc.kind === 'invoice' ? 'Tax Invoice' : 'Credit Note';
}

function line(pdf: PDFKit.PDFDocument, label: string, value: string): void {
  pdf.text(`${label}: ${value}`);
}

function amount(pdf: PDFKit.PDFDocument, label: string, value: Paise): void {
  const y = pdf.y;
  pdf.text(label, 50, y, { width: 300 });
  pdf.text(formatInr(value), 350, y, { width: 195, align: 'right' });
}
