import { useLingui } from '@lingui/react/macro';
import { DownloadOutlined, WarningOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { financialYearBounds, tdsLawOn } from '@ticketsetu/contracts/tax';
import { Button, Skeleton } from 'antd';
import { useId } from 'react';
import { errorMessage } from '../../shared/api/api-error';
import { formatInr } from '../../shared/format';
import { StatusPanel } from '../../shared/ui/StatusPanel';
import { type AdminColumn, AdminTable } from '../admin';
import { type TdsBySeller, tdsCsvHref, tdsReportQuery } from './queries';
import { LedgerCheck } from './TaxSummary';

export const TDS_REPORT_LOAD_FAILED = 'Error loading the TDS withheld';
/** What the PAN column says for a seller who gave none (withheld from at the higher rate). */
export const PAN_NOT_GIVEN = 'Not given';

const columns: AdminColumn<TdsBySeller>[] = [
  {
    title: 'Seller',
    key: 'seller',
    summary: 'heading',
    render: (_, seller) => (
      <span className="tax-stack">
        <span>{seller.name ?? '—'}</span>
        {seller.email && <span className="tax-muted">{seller.email}</span>}
      </span>
    ),
  },
  {
    title: 'PAN',
    key: 'pan',
    summary: true,
    render: (_, seller) =>
      seller.pan ? (
        <span className="tax-doc-number">{seller.pan}</span>
      ) : (
        <span className="tax-muted">{PAN_NOT_GIVEN}</span>
      ),
  },
  {
    title: 'Sales',
    key: 'sales',
    summary: true,
    align: 'right',
    render: (_, seller) => <span className="admin-nowrap">{formatInr(seller.sales)}</span>,
  },
  {
    title: 'TDS withheld',
    key: 'tds',
    summary: true,
    align: 'right',
    render: (_, seller) => <span className="admin-nowrap">{formatInr(seller.tds)}</span>,
  },
];

/** Why the ledger's tds_payable and the payouts' tax may differ: neither should happen (ADR 49). */
const explainTds = (difference: number) =>
  difference > 0
    ? 'The ledger’s TDS account received more than the payouts of the year withheld.'
    : 'The payouts of the year withheld more than the ledger’s TDS account received.';

/**
 * The income tax withheld from sellers' sales in a financial year (ADR 49), citing the law in force that
 * year (contracts/tax.js tdsLawOn: s.194-O of the 1961 Act to 2025-26, s.393 of the 2025 Act after): by seller with PAN,
 * most first, the total checked against the ledger's tds_payable, and the year's deductions as a CSV.
 */
export function TdsReportSection({ year }: { year: string }) {
  const { i18n } = useLingui();
  const report = useQuery(tdsReportQuery(year));
  const law = tdsLawOfYear(year);
  const headingId = useId();

  let body;
  if (report.isPending) {
    body = (
      <div role="status" aria-label="Loading the TDS withheld">
        <Skeleton active paragraph={{ rows: 4 }} />
      </div>
    );
  } else if (report.isError) {
    body = (
      <StatusPanel
        tone="error"
        headingLevel={3}
        icon={<WarningOutlined />}
        title={TDS_REPORT_LOAD_FAILED}
        actions={<Button onClick={() => void report.refetch()}>Retry</Button>}
      >
        <p>{errorMessage(report.error, i18n)}</p>
      </StatusPanel>
    );
  } else {
    const data = report.data;
    body = (
      <>
        <AdminTable<TdsBySeller>
          caption={`TDS withheld by seller, ${year}`}
          rowKey="seller_id"
          columns={columns}
          dataSource={data.sellers}
          emptyText={`No TDS withheld in ${year}.`}
          rowLabel={(seller) => `${seller.name ?? seller.email ?? 'Seller'}, ${formatInr(seller.tds)}`}
          detailsTitle="Seller's TDS"
          toolbar={
            <Button
              className="tax-csv"
              href={tdsCsvHref(year)}
              download
              icon={<DownloadOutlined aria-hidden="true" />}
              disabled={data.sellers.length === 0}
            >
              Download TDS CSV
            </Button>
          }
        />
        <LedgerCheck
          label="TDS in the ledger"
          inLedger={data.tds_in_ledger}
          expected={data.total_tds}
          explain={explainTds}
        >
          <dl className="tax-ledger__figure">
            <dt>Total withheld</dt>
            <dd>{formatInr(data.total_tds)}</dd>
          </dl>
        </LedgerCheck>
      </>
    );
  }

  return (
    <section className="tax-section" aria-labelledby={headingId}>
      <h2 id={headingId} className="tax-section__title">
        TDS withheld
      </h2>
      <p className="tax-muted">
        Income tax withheld from sellers’ sales in the financial year {year}
        {law ? ` (${law})` : ''}, by seller and PAN, most first. The CSV has one row per deduction, for the quarterly
        TDS return.
      </p>
      {body}
    </section>
  );
}

/** What TDS withheld in financial year `year` is under, by the rate table; null for a year before it. */
function tdsLawOfYear(year: string): string | null {
  try {
    return tdsLawOn(financialYearBounds(year).start).section;
  } catch {
    return null;
  }
}
