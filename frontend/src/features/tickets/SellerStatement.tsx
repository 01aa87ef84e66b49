import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { DownloadOutlined } from '../../shared/ui/icons';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useId, useState } from 'react';
import { recentFinancialYears } from '../../shared/financial-year';
import { formatInr } from '../../shared/format';
import { Button } from '../../shared/ui/Button';
import { ListboxSelect } from '../../shared/ui/ListboxSelect';
import { SkeletonText } from '../../shared/ui/SkeletonText';
import { type SellerStatement as Statement, sellerStatementQuery, statementHref } from '../selling';

/** How many financial years the statement offers: this one and the ones before it. */
export const STATEMENT_YEARS_SHOWN = 4;

/** The year's totals in the statement's order; `shownIfAny` rows only when the year has some (TDS). */
const totalRows: { key: keyof Statement['totals']; label: MessageDescriptor; shownIfAny?: boolean }[] = [
  { key: 'gross', label: msg`Sales` },
  { key: 'refunded', label: msg`Refunded` },
  { key: 'fee', label: msg`Fees incl. GST` },
  { key: 'gst_in_fee', label: msg`GST in fees` },
  { key: 'tds', label: msg`TDS withheld`, shownIfAny: true },
  { key: 'net', label: msg`Net` },
  { key: 'paid', label: msg`Paid` },
];

/**
 * Your Listings' statement: a financial year's sales as a CSV or PDF download (plain links: the API is
 * same-origin, so the session cookie goes with them), and the year's totals on screen. Only the year
 * chosen is asked for.
 */
export function SellerStatement() {
  const { i18n, t } = useLingui();
  const years = recentFinancialYears(STATEMENT_YEARS_SHOWN);
  const [year, setYear] = useState(years[0]!);
  const statement = useQuery(sellerStatementQuery(year));
  const headingId = useId();
  const yearId = useId();

  let body: ReactNode;
  if (statement.isPending) {
    body = <SkeletonText title={false} lines={['100%', '61%']} />;
  } else if (statement.isError) {
    // Not an alert: the rest of the tab stands without it, and the downloads still work.
    body = (
      <p className="sales-error">
        <Trans>Failed to load the statement</Trans>{' '}
        <Button size="small" onClick={() => void statement.refetch()}>
          <Trans>Retry</Trans>
        </Button>
      </p>
    );
  } else if (statement.data.sales.length === 0) {
    body = (
      <p className="sold-muted">
        <Trans>No sale completed in {year}.</Trans>
      </p>
    );
  } else {
    const { sales, totals } = statement.data;
    const beforeInvoicing = sales.some((sale) => sale.gst_in_fee === null);
    const count = sales.length;
    body = (
      <>
        <p className="sold-muted">
          <Plural value={count} one={`# sale completed in ${year}.`} other={`# sales completed in ${year}.`} />
        </p>
        <dl className="statement-totals" aria-label={t`Totals for ${year}`}>
          {totalRows
            .filter((row) => !row.shownIfAny || totals[row.key] > 0)
            .map((row) => (
              <div key={row.key} className="statement-totals__item">
                <dt>{i18n._(row.label)}</dt>
                <dd>{formatInr(totals[row.key])}</dd>
              </div>
            ))}
        </dl>
        {beforeInvoicing && (
          <p className="sold-muted">
            <Trans>GST in fees counts only the sales completed after our tax invoices began.</Trans>
          </p>
        )}
      </>
    );
  }

  return (
    <section className="tax-invoices statement" aria-labelledby={headingId}>
      <h2 id={headingId} className="tax-invoices__title">
        <Trans>Statement</Trans>
      </h2>
      <div className="statement__tools">
        <span className="statement__year">
          <label htmlFor={yearId}>
            <Trans>Financial year</Trans>
          </label>
          <ListboxSelect<string>
            id={yearId}
            value={year}
            options={years.map((label) => ({ value: label, label }))}
            onChange={(chosen) => chosen && setYear(chosen)}
          />
        </span>
        <a className="statement__download" href={statementHref(year, 'csv')} download>
          <DownloadOutlined aria-hidden="true" /> <Trans>Download statement (CSV)</Trans>
        </a>
        <a className="statement__download" href={statementHref(year, 'pdf')} download>
          <DownloadOutlined aria-hidden="true" /> <Trans>Download statement (PDF)</Trans>
        </a>
      </div>
      {body}
    </section>
  );
}
