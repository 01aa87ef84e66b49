import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { FileTextOutlined } from '../../shared/ui/icons';
import type { TaxDocument } from './queries';

/** 'invoice B2026-27/0000042' or 'credit note C2026-27/0000003': what a document is, by its number. */
export function taxDocumentName(document: Pick<TaxDocument, 'kind' | 'number'>): string {
  return `${document.kind === 'invoice' ? 'invoice' : 'credit note'} ${document.number}`;
}

/** The accessible name of a document's download link: 'Download invoice B2026-27/0000042' (the back office's, in English). */
export function downloadLabel(document: Pick<TaxDocument, 'kind' | 'number'>): string {
  return `Download ${taxDocumentName(document)}`;
}

/** downloadLabel in the reader's language, for Your Tickets. */
export function documentDownloadLabel(i18n: I18n, document: Pick<TaxDocument, 'kind' | 'number'>): string {
  const number = document.number;
  return document.kind === 'invoice'
    ? i18n._(msg`Download invoice ${number}`)
    : i18n._(msg`Download credit note ${number}`);
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
  const { i18n, t } = useLingui();
  if (documents.length === 0) return null;
  return (
    <ul className="tax-links" aria-label={t`Tax invoices`}>
      {invoiceFirst(documents).map((document) => (
        <li key={document.id}>
          <a href={document.pdf_url} download aria-label={documentDownloadLabel(i18n, document)}>
            <FileTextOutlined aria-hidden="true" />{' '}
            {document.kind === 'invoice' ? (
              <Trans>Download invoice</Trans>
            ) : (
              <Trans>Download credit note {document.number}</Trans>
            )}
          </a>
        </li>
      ))}
    </ul>
  );
}
