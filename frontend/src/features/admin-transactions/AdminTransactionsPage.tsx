import { useLingui } from '@lingui/react/macro';
import { CheckCircleOutlined, ReloadOutlined, WarningOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { Button, Select, Skeleton, Tabs } from 'antd';
import type { ReactNode } from 'react';
import { errorMessage } from '../../shared/api/api-error';
import { formatDateTimeIst, formatInr } from '../../shared/format';
import { usePageTitle } from '../../shared/usePageTitle';
import { popupInMain } from '../../shared/ui/popup';
import { EmailText } from '../../shared/ui/EmailText';
import { StatusPanel } from '../../shared/ui/StatusPanel';
import { type Tone, ToneTag } from '../../shared/ui/ToneTag';
import { AdminListTools, useAdminList } from '../admin';
import { type AdminColumn, AdminTable } from '../admin';
import {
  type AdminTransaction,
  adminTransactionsQuery,
  type Mismatch,
  reconciliationQuery,
  type TransactionStatus,
} from './queries';
import { transactionFilters, transactionStatuses, type TransactionView } from './search';
import { TransactionTaxDocuments } from './TransactionTaxDocuments';
import './admin-transactions.css';

const routeApi = getRouteApi('/admin/transactions');

export const TRANSACTION_MESSAGES = {
  loadFailed: 'Error loading transactions',
  reconciliationFailed: 'Error loading the reconciliation',
} as const;

const statusTags: Record<TransactionStatus, { label: string; tone: Tone }> = {
  pending: { label: 'Pending', tone: 'warning' },
  completed: { label: 'Completed', tone: 'success' },
  failed: { label: 'Failed', tone: 'danger' },
  refunded: { label: 'Refunded', tone: 'accent' },
};

function capitalise(text: string): string {
  const words = text.replace(/_/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

export function TransactionStatusTag({ status }: { status: string }) {
  const tag = statusTags[status as TransactionStatus];
  return <ToneTag tone={tag?.tone ?? 'neutral'}>{tag?.label ?? capitalise(status)}</ToneTag>;
}

/** The spec: ids are shown as their first 8 characters. */
export function ShortId({ id }: { id: string | null | undefined }) {
  return id ? <code className="short-id">{id.slice(0, 8)}</code> : <>—</>;
}

const gateways: Record<string, string> = { phonepe: 'PhonePe' };

function Person({ person }: { person: AdminTransaction['buyer'] }) {
  if (!person) return <>—</>;
  return (
    <span className="admin-person">
      <span className="admin-person__name">{person.full_name || '—'}</span>
      <span>
        <EmailText email={person.email} />
      </span>
    </span>
  );
}

const when = (iso: string | null) => (iso ? <span className="admin-nowrap">{formatDateTimeIst(iso)}</span> : '—');

/**
 * /admin/transactions: every payment, read-only (searched, filtered, sorted and paged on the server with
 * the state in the URL, ADR 27), and the reconciliation of the ledger with the gateway.
 */
export function AdminTransactionsPage() {
  const { view = 'list' } = routeApi.useSearch();
  const navigate = routeApi.useNavigate();
  usePageTitle(view === 'reconciliation' ? 'Transactions: Reconciliation · Admin' : 'Transactions · Admin');

  return (
    <>
      <h1 className="page-title">Transactions</h1>
      <p className="page-subtitle">Every payment, read-only, and a check of the ledger against PhonePe.</p>
      <Tabs
        className="transactions-tabs"
        activeKey={view}
        onChange={(key) =>
          void navigate({
            search: (previous) => ({ ...previous, view: key === 'list' ? undefined : (key as TransactionView) }),
          })
        }
        items={[
          {
            key: 'list',
            label: 'Transactions',
            children: view === 'list' ? <TransactionsTable /> : null,
          },
          {
            key: 'reconciliation',
            label: 'Reconciliation',
            children: view === 'reconciliation' ? <ReconciliationView /> : null,
          },
        ]}
      />
    </>
  );
}

const columns: AdminColumn<AdminTransaction>[] = [
  {
    title: 'Event',
    key: 'event',
    summary: 'heading',
    render: (_, t) => (
      <span className="txn-event">
        <span className="txn-event__title">{t.event?.title ?? '—'}</span>
        <span className="txn-muted">
          {t.quantity} × {formatInr(t.price)}
        </span>
      </span>
    ),
  },
  {
    // One column for both people: the table then fits a laptop's width without scrolling.
    title: 'Buyer and seller',
    key: 'people',
    summary: true,
    render: (_, t) => (
      <span className="txn-stack txn-people">
        <span>
          <span className="txn-role">Buyer</span>
          <Person person={t.buyer} />
        </span>
        <span>
          <span className="txn-role">Seller</span>
          <Person person={t.seller} />
        </span>
      </span>
    ),
  },
  {
    title: 'Amount',
    key: 'amount',
    sortKey: 'amount',
    summary: true,
    render: (_, t) => <span className="admin-nowrap">{formatInr(t.amount)}</span>,
  },
  {
    title: 'Status and gateway',
    key: 'status',
    summary: true,
    render: (_, t) => (
      <span className="txn-stack">
        <TransactionStatusTag status={t.status} />
        <span className="txn-muted">{gateways[t.payment_gateway] ?? t.payment_gateway}</span>
      </span>
    ),
  },
  {
    title: 'Dates (IST)',
    key: 'dates',
    sortKey: 'created_at',
    summary: true,
    render: (_, t) => (
      <span className="txn-stack">
        <span>Created {when(t.created_at)}</span>
        {/* completed_at is when the payment ended, whichever way (spec section 4). */}
        {t.completed_at && (
          <span>
            {t.status === 'failed' ? 'Failed' : 'Completed'} {when(t.completed_at)}
          </span>
        )}
      </span>
    ),
  },
  { title: 'ID', key: 'id', summary: true, render: (_, t) => <ShortId id={t.id} /> },
  // In the details drawer only.
  { title: 'Listing', key: 'listing', detailOnly: true, render: (_, t) => <ShortId id={t.ticket_id} /> },
  { title: 'Gateway order', key: 'payment', detailOnly: true, render: (_, t) => <ShortId id={t.payment_id} /> },
  {
    title: 'Gateway transaction',
    key: 'gateway-transaction',
    detailOnly: true,
    render: (_, t) => <ShortId id={t.gateway_transaction_id} />,
  },
  { title: 'Tickets', key: 'subtotal', detailOnly: true, render: (_, t) => formatInr(t.subtotal) },
  { title: 'Platform Fees + Taxes', key: 'fee', detailOnly: true, render: (_, t) => formatInr(t.buyer_fee) },
  { title: 'Rewards credit', key: 'credit', detailOnly: true, render: (_, t) => formatInr(t.credit_applied) },
  {
    title: 'Delivery',
    key: 'delivery',
    detailOnly: true,
    render: (_, t) =>
      t.ticket_type === 'mobile'
        ? `Mobile transfer to ${t.platform_id ?? '—'}`
        : `Physical, to ${t.delivery_address ?? '—'}`,
  },
  { title: 'Failure reason', key: 'failure', detailOnly: true, render: (_, t) => t.failure_reason ?? '—' },
  {
    title: 'Refund',
    key: 'refund',
    detailOnly: true,
    render: (_, t) => (t.refund_state ? capitalise(t.refund_state.toLowerCase()) : '—'),
  },
  // Drawer only, so the documents are asked for when a payment's details open, not for every row.
  {
    title: 'Invoices',
    key: 'invoices',
    detailOnly: true,
    render: (_, t) => <TransactionTaxDocuments transactionId={t.id} />,
  },
];

const statusOptions = [
  { value: 'all', label: 'All statuses' },
  ...transactionStatuses.map((status) => ({ value: status, label: statusTags[status].label })),
];

function TransactionsTable() {
  const search = routeApi.useSearch();
  const { status } = search;
  const list = useAdminList({
    search,
    navigate: routeApi.useNavigate(),
    query: adminTransactionsQuery,
    csvPath: '/api/v1/admin/transactions',
    filters: transactionFilters(search),
    defaultSort: { by: 'created_at', order: 'desc' },
  });

  return (
    <AdminTable<AdminTransaction>
      {...list.table}
      caption={status ? `Transactions: ${statusTags[status].label}` : 'Transactions'}
      rowKey="id"
      columns={columns}
      errorTitle={TRANSACTION_MESSAGES.loadFailed}
      emptyText={
        search.search
          ? 'No transactions match.'
          : status
            ? `No ${statusTags[status].label.toLowerCase()} transactions.`
            : 'No transactions yet.'
      }
      rowLabel={(t) => `${t.event?.title ?? 'Transaction'}, ${formatInr(t.amount)}, ${t.id.slice(0, 8)}`}
      detailsTitle="Transaction details"
      toolbar={
        <AdminListTools
          list={list}
          searchLabel="Search transactions"
          placeholder="Event, buyer, seller, order or gateway ID"
          noun={['transaction', 'transactions']}
        >
          <label className="txn-filter">
            <span>Status</span>
            <Select<string>
              aria-label="Status"
              value={status ?? 'all'}
              options={statusOptions}
              popupMatchSelectWidth={false}
              getPopupContainer={popupInMain}
              onChange={(value) => list.setFilter({ status: value === 'all' ? undefined : value })}
            />
          </label>
        </AdminListTools>
      }
    />
  );
}

const mismatchKinds: Record<string, string> = {
  paid_without_capture: 'Paid, no capture in the ledger',
  capture_without_sale: 'Capture without a sale',
  refund_not_in_ledger: 'Refund missing from the ledger',
  refund_failed: 'Refund failed',
  amount_mismatch: 'Amount mismatch',
  gateway_completed_not_settled: 'Paid at the gateway, not settled',
  settled_but_gateway_not_completed: 'Settled, not paid at the gateway',
  gateway_unreachable: 'Gateway unreachable',
};

export function mismatchKindLabel(kind: string): string {
  return mismatchKinds[kind] ?? capitalise(kind);
}

type MismatchRow = Mismatch & { key: string };

const mismatchColumns: AdminColumn<MismatchRow>[] = [
  {
    title: 'Kind',
    key: 'kind',
    summary: 'heading',
    render: (_, m) => <span className="txn-event__title">{mismatchKindLabel(m.kind)}</span>,
  },
  { title: 'Detail', dataIndex: 'detail', key: 'detail', summary: true },
  { title: 'Order', key: 'order', summary: true, render: (_, m) => <ShortId id={m.order_id} /> },
  { title: 'Our status', key: 'status', render: (_, m) => <TransactionStatusTag status={m.status} /> },
  { title: 'Gateway says', key: 'gateway', render: (_, m) => m.gateway_state ?? '—' },
];

/** The ledger against the gateway: every mismatch, or a plain "no mismatches". */
function ReconciliationView() {
  const { i18n } = useLingui();
  const check = useQuery(reconciliationQuery());
  const again = (
    <Button
      icon={<ReloadOutlined aria-hidden="true" />}
      loading={check.isFetching}
      onClick={() => void check.refetch()}
    >
      Check again
    </Button>
  );

  let body: ReactNode;
  if (check.isPending) {
    body = (
      <div className="admin-table" role="status" aria-label="Checking the ledger against PhonePe">
        <Skeleton active paragraph={{ rows: 4 }} />
      </div>
    );
  } else if (check.isError) {
    body = (
      <StatusPanel
        tone="error"
        icon={<WarningOutlined />}
        title={TRANSACTION_MESSAGES.reconciliationFailed}
        actions={<Button onClick={() => void check.refetch()}>Retry</Button>}
      >
        <p>{errorMessage(check.error, i18n)}</p>
      </StatusPanel>
    );
  } else {
    const { checked_at, orders_checked, mismatches } = check.data;
    const rows: MismatchRow[] = mismatches.map((m, i) => ({ ...m, key: `${m.order_id}-${m.kind}-${i}` }));
    body = (
      <>
        <div className="reconciliation-head">
          <p className="txn-muted">
            Checked {orders_checked} recent {orders_checked === 1 ? 'order' : 'orders'} at{' '}
            {formatDateTimeIst(checked_at)} (IST).
          </p>
          {again}
        </div>
        {rows.length === 0 ? (
          <StatusPanel icon={<CheckCircleOutlined />} title="No mismatches">
            <p>The ledger and PhonePe agree on every order checked.</p>
          </StatusPanel>
        ) : (
          <AdminTable<MismatchRow>
            caption="Reconciliation mismatches"
            rowKey="key"
            columns={mismatchColumns}
            dataSource={rows}
            rowLabel={(m) => `${mismatchKindLabel(m.kind)}, order ${m.order_id.slice(0, 8)}`}
            detailsTitle="Mismatch details"
            toolbar={
              <span className="txn-muted">
                {rows.length} {rows.length === 1 ? 'mismatch' : 'mismatches'}
              </span>
            }
          />
        )}
      </>
    );
  }
  return <div className="reconciliation">{body}</div>;
}
