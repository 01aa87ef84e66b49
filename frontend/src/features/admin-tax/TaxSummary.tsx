import { useLingui } from '@lingui/react/macro';
import { CheckCircleOutlined, DownloadOutlined, WarningOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Button, Skeleton } from 'antd';
import { type ReactNode, useId } from 'react';
import { errorMessage } from '../../shared/api/api-error';
import { formatDateIst, formatInr } from '../../shared/format';
import { StatusPanel } from '../../shared/ui/StatusPanel';
import { type AdminColumn, AdminTable } from '../admin';
import { type StateTaxFigures, type TaxFigures, taxSummaryCsvHref, taxSummaryQuery } from './queries';
import type { TaxPeriod } from './tax-period';

export const TAX_SUMMARY_LOAD_FAILED = 'Error loading the tax summary';

const documentCount = (count: number) => `${count.toLocaleString('en-IN')} ${count === 1 ? 'document' : 'documents'}`;

/** The heads of tax, in the order an invoice prints them. */
const figureRows: { key: keyof Omit<TaxFigures, 'documents'>; label: string }[] = [
  { key: 'taxable', label: 'Taxable value' },
  { key: 'cgst', label: 'CGST' },
  { key: 'sgst', label: 'SGST' },
  { key: 'utgst', label: 'UTGST' },
  { key: 'igst', label: 'IGST' },
  { key: 'total', label: 'Total' },
];

/** One set of figures (invoices, credit notes or their net): the documents, then each head and the total. */
function FiguresCard({ title, note, figures }: { title: string; note?: string; figures: TaxFigures }) {
  const headingId = useId();
  return (
    <section className="tax-figures" aria-labelledby={headingId}>
      <h3 id={headingId} className="tax-figures__title">
        {title}
      </h3>
      <p className="tax-muted">
        {note ? `${note} · ${documentCount(figures.documents)}` : documentCount(figures.documents)}
      </p>
      <dl className="tax-figures__list">
        {figureRows.map((row) => (
          <div key={row.key} className={`tax-figures__row${row.key === 'total' ? ' is-total' : ''}`}>
            <dt>{row.label}</dt>
            <dd>{formatInr(figures[row.key])}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/**
 * What a ledger account holds beside what the documents or payouts add up to (`expected`): the same when
 * everything was recorded both ways, else by how much they differ and (`explain`) what that may mean.
 */
export function LedgerCheck({
  label,
  inLedger,
  expected,
  explain,
  children,
}: {
  label: string;
  inLedger: number;
  expected: number;
  explain: (difference: number) => string;
  /** Figures shown before the ledger's (e.g. the total they are checked against). */
  children?: ReactNode;
}) {
  const difference = inLedger - expected;
  return (
    <div className="tax-ledger">
      {children}
      <dl className="tax-ledger__figure">
        <dt>{label}</dt>
        <dd>{formatInr(inLedger)}</dd>
      </dl>
      {difference === 0 ? (
        <p className="tax-ledger__match">
          <CheckCircleOutlined aria-hidden="true" /> Matches the ledger
        </p>
      ) : (
        <div>
          <p className="tax-ledger__differs">
            <WarningOutlined aria-hidden="true" /> Differs from the ledger by {formatInr(Math.abs(difference))}
          </p>
          <p className="tax-muted">{explain(difference)}</p>
        </div>
      )}
    </div>
  );
}

/** What the ledger's fee accounts earned beside the net the documents carry: equal when every fee was invoiced. */
const explainFees = (difference: number) =>
  difference > 0
    ? 'Fees charged before invoicing began have no invoice: they count in the ledger only.'
    : 'The documents carry more than the ledger’s fee accounts earned in the period.';

const money = (
  key: keyof Omit<TaxFigures, 'documents'>,
  title: string,
  summary = true,
): AdminColumn<StateTaxFigures> => ({
  title,
  key,
  summary,
  align: 'right',
  render: (_, state) => <span className="admin-nowrap">{formatInr(state[key])}</span>,
});

const stateColumns: AdminColumn<StateTaxFigures>[] = [
  {
    title: 'Place of supply',
    key: 'state',
    summary: 'heading',
    render: (_, state) => (
      <span>
        {state.state} <span className="tax-muted">({state.state_code})</span>
      </span>
    ),
  },
  { title: 'Documents', key: 'documents', dataIndex: 'documents', summary: true, align: 'right' },
  money('taxable', 'Taxable value'),
  money('cgst', 'CGST'),
  money('sgst', 'SGST'),
  money('utgst', 'UTGST'),
  money('igst', 'IGST'),
  money('total', 'Total'),
];

/**
 * The period's GST: the invoices, credit notes and their net by head with the ledger check, then the
 * net by place of supply with its CSV download. One request for both; loading and error shown once.
 */
export function TaxSummarySections({ period }: { period: TaxPeriod }) {
  const { i18n } = useLingui();
  const summary = useQuery(taxSummaryQuery(period));
  const collectedId = useId();
  const byStateId = useId();

  if (summary.isPending) {
    return (
      <div className="tax-summary" role="status" aria-label="Loading the GST summary">
        <Skeleton active paragraph={{ rows: 5 }} />
      </div>
    );
  }
  if (summary.isError) {
    return (
      <StatusPanel
        tone="error"
        icon={<WarningOutlined />}
        title={TAX_SUMMARY_LOAD_FAILED}
        actions={<Button onClick={() => void summary.refetch()}>Retry</Button>}
      >
        <p>{errorMessage(summary.error, i18n)}</p>
      </StatusPanel>
    );
  }

  const data = summary.data;
  return (
    <>
      <section className="tax-summary" aria-labelledby={collectedId}>
        <h2 id={collectedId} className="tax-section__title">
          GST collected
        </h2>
        <p className="tax-muted">
          {formatDateIst(data.from)} to {formatDateIst(data.to)} (IST), by the date each document was issued.
        </p>
        <div className="tax-figures-grid">
          <FiguresCard title="Invoices" figures={data.invoices} />
          <FiguresCard title="Credit notes" figures={data.credit_notes} />
          <FiguresCard title="Net" note="Invoices less credit notes" figures={data.net} />
        </div>
        <LedgerCheck
          label="Fees in the ledger"
          inLedger={data.fees_in_ledger}
          expected={data.net.total}
          explain={explainFees}
        />
      </section>

      <section className="tax-section" aria-labelledby={byStateId}>
        <h2 id={byStateId} className="tax-section__title">
          By state
        </h2>
        <AdminTable<StateTaxFigures>
          caption="Net GST by place of supply"
          rowKey="state"
          columns={stateColumns}
          dataSource={data.by_state}
          emptyText="No invoices or credit notes in this period."
          rowLabel={(state) => `${state.state}, ${formatInr(state.total)}`}
          detailsTitle="State figures"
          toolbar={
            <Button
              className="tax-csv"
              href={taxSummaryCsvHref(period)}
              download
              icon={<DownloadOutlined aria-hidden="true" />}
              disabled={data.by_state.length === 0}
            >
              Download CSV
            </Button>
          }
        />
      </section>
    </>
  );
}
