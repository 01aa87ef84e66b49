import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useId, useState } from 'react';
import { formatDateIst, formatInr } from '../../shared/format';
import { useLocale } from '../../shared/i18n';
import { Button } from '../../shared/ui/Button';
import { SkeletonText } from '../../shared/ui/SkeletonText';
import { myTaxDocumentsQuery, type Sale } from './queries';
import { documentDownloadLabel } from './TaxDocumentLinks';

/** The newest this many show at first; the rest on 'Show all'. */
export const TAX_INVOICES_SHOWN = 5;

/**
 * Your Listings' tax invoices: the GST invoice for the seller fee of each completed sale and the credit
 * notes of fees refunded, newest first, each with its number, date (IST), total and a PDF download.
 * `sales` names the event each one is for, when they have loaded.
 */
export function SellerTaxInvoices({ sales }: { sales?: readonly Sale[] }) {
  const { i18n, t } = useLingui();
  const locale = useLocale();
  const documents = useQuery(myTaxDocumentsQuery('seller'));
  const [showAll, setShowAll] = useState(false);
  const headingId = useId();
  const eventOf = new Map((sales ?? []).map((sale) => [sale.transaction_id, sale.event?.title]));

  let body: ReactNode;
  if (documents.isPending) {
    body = <SkeletonText title={false} lines={['100%', '61%']} />;
  } else if (documents.isError) {
    // Not an alert: the rest of the tab stands without it.
    body = (
      <p className="sales-error">
        <Trans>Failed to load tax invoices</Trans>{' '}
        <Button size="small" onClick={() => void documents.refetch()}>
          <Trans>Retry</Trans>
        </Button>
      </p>
    );
  } else if (documents.data.length === 0) {
    body = (
      <p className="sold-muted">
        <Trans>The invoice for our seller fee shows here when a sale completes.</Trans>
      </p>
    );
  } else {
    const all = documents.data;
    const shown = showAll ? all : all.slice(0, TAX_INVOICES_SHOWN);
    const count = all.length;
    body = (
      <>
        <table className="sold-table tax-invoices__table">
          <caption className="sr-only">
            <Trans>Tax invoices and credit notes for your seller fees</Trans>
          </caption>
          <thead>
            <tr>
              <th scope="col">
                <Trans>Document</Trans>
              </th>
              <th scope="col">
                <Trans>Date</Trans>
              </th>
              <th scope="col">
                <Trans>Sale</Trans>
              </th>
              <th scope="col">
                <Trans>Total</Trans>
              </th>
              <th scope="col">
                <span className="sr-only">
                  <Trans>Download</Trans>
                </span>
              </th>
            </tr>
          </thead>
          <tbody>
            {shown.map((document) => (
              <tr key={document.id}>
                <td data-label={t`Document`}>
                  <span>
                    {document.kind === 'invoice' ? <Trans>Invoice</Trans> : <Trans>Credit note</Trans>}{' '}
                    <span className="tax-number">{document.number}</span>
                  </span>
                  {document.invoice_number && document.kind === 'credit_note' && (
                    <span className="sold-muted">
                      <Trans>
                        Against invoice <span className="tax-number">{document.invoice_number}</span>
                      </Trans>
                    </span>
                  )}
                </td>
                <td data-label={t`Date`}>
                  <time dateTime={document.issued_at}>{formatDateIst(document.issued_at, locale)}</time>
                </td>
                <td data-label={t`Sale`}>{eventOf.get(document.order_id) ?? '—'}</td>
                <td data-label={t`Total`}>{formatInr(document.total)}</td>
                <td data-label={t`Download`} className="tax-invoices__download">
                  <a href={document.pdf_url} download aria-label={documentDownloadLabel(i18n, document)}>
                    <Trans>Download</Trans>
                  </a>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        {all.length > TAX_INVOICES_SHOWN && (
          <Button type="link" className="tax-invoices__more" onClick={() => setShowAll((value) => !value)}>
            {showAll ? <Trans>Show fewer</Trans> : <Trans>Show all {count}</Trans>}
          </Button>
        )}
      </>
    );
  }

  return (
    <section className="tax-invoices" aria-labelledby={headingId}>
      <h2 id={headingId} className="tax-invoices__title">
        <Trans>Tax invoices</Trans>
      </h2>
      {body}
    </section>
  );
}
