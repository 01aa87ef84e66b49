import { FileTextOutlined } from '../../shared/ui/icons';
import type { TaxDocument } from './queries';

/** 'invoice B2026-27/0000042' or 'credit note C2026-27/0000003': what a document is, by its number. */
export function taxDocumentName(document: Pick<TaxDocument, 'kind' | 'number'>): string {
  return `${document.kind === 'invoice' ? 'invoice' : 'credit note'} ${document.number}`;
}

/** The accessible name of a document's download link: 'Download invoice B2026-27/0000042'. */
export function downloadLabel(document: Pick<TaxDocument, 'kind' | 'number'>): string {
  return `Download ${taxDocumentName(document)}`;
}

/** The invoice first, then its credit notes in the order they were issued. */
function invoiceFirst(documents: readonly TaxDocument[]): TaxDocument[] {
  return [...documents].sort(
    (a, b) =>
      Number(a.kind === 'credit_note') - Number(b.kind === 'credit_note') ||
      Date.parse(a.issued_at) - Date.parse(b.issued_at),
  );
}

/**
 * A purchase's tax invoice for the buyer fee and any credit notes, each a PDF download. Plain links:
 * the API is same-origin, so the session cookie goes with them (the server lets only the recipient and
 * staff have the file).
 */
export function TaxDocumentLinks({ documents }: { documents: readonly TaxDocument[] }) {
  if (documents.length === 0) return null;
  return (
    <ul className="tax-links" aria-label="Tax invoices">
      {invoiceFirst(documents).map((document) => (
        <li key={document.id}>
          <a href={document.pdf_url} download aria-label={downloadLabel(document)}>
            <FileTextOutlined aria-hidden="true" />{' '}
            {document.kind === 'invoice' ? 'Download invoice' : `Download credit note ${document.number}`}
          </a>
        </li>
      ))}
    </ul>
  );
}
