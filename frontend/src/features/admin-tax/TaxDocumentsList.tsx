import { FileTextOutlined } from '@ant-design/icons';
import { getRouteApi } from '@tanstack/react-router';
import { Select } from 'antd';
import { useId } from 'react';
import { formatDateIst, formatInr } from '../../shared/format';
import { popupInMain } from '../../shared/ui/popup';
import { AdminListTools, useAdminList } from '../admin';
import { type AdminColumn, AdminTable } from '../admin';
import { downloadLabel } from '../tickets';
import { type AdminTaxDocument, adminTaxDocumentsQuery } from './queries';
import { taxDocumentFilters, type TaxDocumentKind } from './search';

const routeApi = getRouteApi('/admin/tax');

export const TAX_DOCUMENTS_LOAD_FAILED = 'Error loading invoices and credit notes';

const kindLabels: Record<TaxDocumentKind, string> = { invoice: 'Invoice', credit_note: 'Credit note' };

const ALL_KINDS = 'all';
const kindOptions = [
  { value: ALL_KINDS, label: 'All kinds' },
  { value: 'invoice', label: 'Invoices' },
  { value: 'credit_note', label: 'Credit notes' },
];

/** The tax a document carries: its heads, as named at its place of supply. */
function TaxCell({ document }: { document: AdminTaxDocument }) {
  const heads =
    document.igst > 0
      ? [`IGST ${formatInr(document.igst)}`]
      : [`CGST ${formatInr(document.cgst)}`, `${document.state_tax_head} ${formatInr(document.sgst)}`];
  return (
    <span className="tax-stack">
      <span className="admin-nowrap">{formatInr(document.cgst + document.sgst + document.igst)}</span>
      {heads.map((head) => (
        <span key={head} className="tax-muted admin-nowrap">
          {head}
        </span>
      ))}
    </span>
  );
}

const columns: AdminColumn<AdminTaxDocument>[] = [
  {
    title: 'Number',
    key: 'number',
    summary: 'heading',
    render: (_, document) => <span className="tax-doc-number admin-nowrap">{document.number}</span>,
  },
  {
    title: 'Kind',
    key: 'kind',
    summary: true,
    render: (_, document) => (
      <span className="tax-stack">
        <span>{kindLabels[document.kind]}</span>
        {document.kind === 'credit_note' && document.invoice_number && (
          <span className="tax-muted">
            Against <span className="tax-doc-number">{document.invoice_number}</span>
          </span>
        )}
      </span>
    ),
  },
  {
    title: 'Date (IST)',
    key: 'issued_at',
    summary: true,
    render: (_, document) => (
      <time className="admin-nowrap" dateTime={document.issued_at}>
        {formatDateIst(document.issued_at)}
      </time>
    ),
  },
  { title: 'Recipient', key: 'recipient', dataIndex: 'recipient_name', summary: true },
  {
    title: 'Role',
    key: 'role',
    render: (_, document) => (document.recipient_role === 'buyer' ? 'Buyer' : 'Seller'),
  },
  { title: 'Place of supply', key: 'place', dataIndex: 'place_of_supply' },
  { title: 'Tax', key: 'tax', render: (_, document) => <TaxCell document={document} /> },
  {
    title: 'Total',
    key: 'total',
    summary: true,
    align: 'right',
    render: (_, document) => <span className="admin-nowrap">{formatInr(document.total)}</span>,
  },
  {
    title: 'PDF',
    key: 'pdf',
    summary: true,
    render: (_, document) => (
      <a href={document.pdf_url} download aria-label={downloadLabel(document)} className="admin-nowrap">
        <FileTextOutlined aria-hidden="true" /> Download
      </a>
    ),
  },
];

/** Every invoice and credit note of the financial year, newest first: searched, filtered by kind and paged on the server. */
export function TaxDocumentsList({ year }: { year: string }) {
  const search = routeApi.useSearch();
  const headingId = useId();
  const kindId = useId();
  const list = useAdminList({
    search,
    navigate: routeApi.useNavigate(),
    query: adminTaxDocumentsQuery,
    csvPath: '/api/v1/admin/tax-documents',
    filters: taxDocumentFilters(search),
  });

  return (
    <section className="tax-section" aria-labelledby={headingId}>
      <h2 id={headingId} className="tax-section__title">
        Invoices and credit notes
      </h2>
      <p className="tax-muted">Every document issued in the financial year {year}, newest first.</p>
      <AdminTable<AdminTaxDocument>
        {...list.table}
        caption={`Invoices and credit notes, ${year}`}
        rowKey="id"
        columns={columns}
        errorTitle={TAX_DOCUMENTS_LOAD_FAILED}
        emptyText={
          search.search || search.kind ? 'No documents match.' : `No invoice or credit note issued in ${year}.`
        }
        rowLabel={(document) => `${kindLabels[document.kind]} ${document.number}`}
        detailsTitle="Document details"
        toolbar={
          <AdminListTools
            list={list}
            searchLabel="Search invoices and credit notes"
            placeholder="Number, name, order or person ID"
            noun={['document', 'documents']}
            csvLabel="Export CSV"
          >
            <span className="tax-filter">
              <label htmlFor={kindId} className="tax-period__label">
                Kind
              </label>
              <Select<string>
                id={kindId}
                className="tax-filter__select"
                value={search.kind ?? ALL_KINDS}
                options={kindOptions}
                popupMatchSelectWidth={false}
                getPopupContainer={popupInMain}
                onChange={(value) => list.setFilter({ kind: value === ALL_KINDS ? undefined : value })}
              />
            </span>
          </AdminListTools>
        }
      />
    </section>
  );
}
