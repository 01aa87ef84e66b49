import { getRouteApi } from '@tanstack/react-router';
import { Button, Descriptions, type DescriptionsProps, Select, Tabs } from 'antd';
import { useId, useState } from 'react';
import { formatDateTimeIst, formatInr } from '../../shared/format';
import { usePageTitle } from '../../shared/usePageTitle';
import { EmailText } from '../../shared/ui/EmailText';
import { AppLink } from '../../shared/ui/links';
import { popupInMain } from '../../shared/ui/popup';
import { AdminListTools, useAdminList } from '../admin';
import { type AdminColumn, AdminTable } from '../admin';
import { PayoutStatusModal, RetryRefundModal } from './PayoutModals';
import { PayoutPerson, PayoutSale, PayoutStatusCell, UpiChangeMarker } from './payout-parts';
import {
  canReleaseEarly,
  holdReasonLabel,
  PAYOUT_MESSAGES,
  payoutMethodLabel,
  payoutTypeLabel,
  shortId,
  staffMoves,
  tdsWithheld,
} from './payout-rules';
import { ReleasePayoutModal } from './ReleasePayoutModal';
import { type AdminPayout, adminPayoutsQuery } from './queries';
import { UpiChangeModal, type UpiChangeTarget } from './UpiChangeModal';
import { payoutFilters, type PayoutTab } from './search';
import './admin-payouts.css';

const routeApi = getRouteApi('/admin/payouts');

const tabs: { key: PayoutTab; label: string; empty: string }[] = [
  { key: 'pending', label: 'Pending', empty: 'Nothing is waiting to be paid or refunded.' },
  { key: 'processed', label: 'Processed', empty: 'No processed payouts yet.' },
  { key: 'failed', label: 'Failed', empty: 'No failed payouts.' },
];

const ALL_TYPES = 'all';
const typeOptions = [
  { value: ALL_TYPES, label: 'All Types' },
  { value: 'seller_payout', label: 'Seller Payout' },
  { value: 'buyer_refund', label: 'Buyer Refund' },
];

function IdText({ id }: { id: string }) {
  return (
    <span className="payout-id" title={id}>
      {shortId(id)}
    </span>
  );
}

const columns: AdminColumn<AdminPayout>[] = [
  {
    title: 'Paid to',
    key: 'person',
    summary: 'heading',
    render: (_, payout) => <PayoutPerson payout={payout} />,
  },
  {
    title: 'Sale',
    key: 'sale',
    summary: true,
    render: (_, payout) => <PayoutSale payout={payout} />,
  },
  {
    title: 'Payout',
    key: 'payout',
    summary: true,
    render: (_, payout) => (
      <span className="payout-kind">
        <span className="admin-nowrap">{payoutTypeLabel(payout.type)}</span>
        <IdText id={payout.id} />
      </span>
    ),
  },
  {
    title: 'Amount / fee',
    key: 'amount',
    sortKey: 'amount',
    summary: true,
    render: (_, payout) => (
      <span className="payout-amount">
        <strong className="admin-nowrap">{formatInr(payout.amount)}</strong>
        <span className="payout-muted admin-nowrap">Fee {formatInr(payout.platform_fee)}</span>
        {tdsWithheld(payout) > 0 && (
          <span className="payout-muted admin-nowrap">TDS withheld {formatInr(tdsWithheld(payout))}</span>
        )}
      </span>
    ),
  },
  {
    title: 'Method / details',
    key: 'method',
    // Staff pay the UPI id shown here: a key fact on phones too.
    summary: true,
    render: (_, payout) => (
      <span className="payout-method">
        <span>{payoutMethodLabel(payout.payout_method)}</span>
        <span className="payout-muted">
          {payout.payout_method === 'upi' ? <EmailText email={payout.payout_details} /> : payout.payout_details}
        </span>
        <UpiChangeMarker payout={payout} />
      </span>
    ),
  },
  {
    title: 'Status',
    key: 'status',
    summary: true,
    render: (_, payout) => <PayoutStatusCell payout={payout} />,
  },
  {
    title: 'Created / processed',
    key: 'dates',
    sortKey: 'created_at',
    render: (_, payout) => (
      <span className="payout-dates">
        <span>{formatDateTimeIst(payout.created_at)}</span>
        <span className="payout-muted">
          {payout.processed_at ? `Processed ${formatDateTimeIst(payout.processed_at)}` : 'Not processed'}
        </span>
      </span>
    ),
  },
];

/**
 * /admin/payouts: seller payouts and buyer refunds by status (tabs) and type (filter), searched, sorted
 * and paged on the server with all of it in the URL (ADR 27).
 */
export function AdminPayoutsPage() {
  const search = routeApi.useSearch();
  const tab = search.tab ?? 'pending';
  const current = tabs.find((t) => t.key === tab) ?? tabs[0]!;
  usePageTitle(`Payouts: ${current.label} · Admin`);
  const list = useAdminList({
    search,
    navigate: routeApi.useNavigate(),
    query: adminPayoutsQuery,
    csvPath: '/api/v1/admin/payouts',
    filters: payoutFilters(search),
    defaultSort: { by: 'created_at', order: 'desc' },
  });
  const [changing, setChanging] = useState<AdminPayout | null>(null);
  const [retrying, setRetrying] = useState<AdminPayout | null>(null);
  const [releasing, setReleasing] = useState<AdminPayout | null>(null);
  const [decidingUpi, setDecidingUpi] = useState<UpiChangeTarget | null>(null);
  const filterId = useId();

  const actions = (payout: AdminPayout) => {
    const release = canReleaseEarly(payout) && (
      <Button size="small" onClick={() => setReleasing(payout)}>
        Release now
      </Button>
    );
    const upiChange = payout.requested_upi_id && (
      <>
        <Button size="small" onClick={() => setDecidingUpi({ payout, decision: 'approve' })}>
          Approve UPI change
        </Button>
        <Button size="small" danger onClick={() => setDecidingUpi({ payout, decision: 'reject' })}>
          Reject UPI change
        </Button>
      </>
    );
    if (staffMoves(payout).length === 0)
      return release || upiChange ? (
        <>
          {release}
          {upiChange}
        </>
      ) : null;
    return payout.type === 'buyer_refund' ? (
      <Button size="small" onClick={() => setRetrying(payout)}>
        Retry refund
      </Button>
    ) : (
      <>
        <Button size="small" type="primary" onClick={() => setChanging(payout)}>
          Change status
        </Button>
        {release}
        {upiChange}
      </>
    );
  };

  const table = (
    <AdminTable<AdminPayout>
      {...list.table}
      caption={`Payouts: ${current.label}`}
      rowKey="id"
      columns={columns}
      errorTitle={PAYOUT_MESSAGES.loadFailed}
      emptyText={search.search || search.type ? 'No payouts match.' : current.empty}
      rowLabel={(payout) => `${payoutTypeLabel(payout.type)} ${shortId(payout.id)}, ${formatInr(payout.amount)}`}
      detailsTitle="Payout details"
      details={(payout) => <PayoutDetails payout={payout} />}
      actions={actions}
      toolbar={
        <AdminListTools
          list={list}
          searchLabel="Search payouts"
          placeholder="Name, email, phone, ID, UTR or UPI ID"
          noun={['payout', 'payouts']}
        >
          <span className="payout-filter">
            <label htmlFor={filterId} className="payout-filter__label">
              Type
            </label>
            <Select
              id={filterId}
              className="payout-filter__select"
              value={search.type ?? ALL_TYPES}
              options={typeOptions}
              onChange={(value: string) => list.setFilter({ type: value === ALL_TYPES ? undefined : value })}
              getPopupContainer={popupInMain}
            />
          </span>
        </AdminListTools>
      }
    />
  );

  return (
    <>
      <h1 className="page-title">Payouts</h1>
      <p className="page-subtitle">
        Pay sellers by UPI once their transfer completes and record the UTR; a seller’s first sales, and large sums
        owed, are held until after the event unless you release them. Buyer refunds go straight to PhonePe: there is
        nothing to pay by hand. They wait under Pending while PhonePe sends the money back, then move to Processed;
        retry one that failed.
      </p>
      <p className="payout-refunds-note">
        <AppLink href="/admin/payouts?tab=pending&type=buyer_refund">Show refunds in flight at PhonePe</AppLink>
      </p>
      <Tabs
        className="payout-tabs"
        activeKey={tab}
        onChange={(key) => list.setTab({ tab: key === 'pending' ? undefined : key })}
        items={tabs.map((t) => ({ key: t.key, label: t.label, children: t.key === tab ? table : null }))}
      />
      <PayoutStatusModal key={`status-${changing?.id ?? ''}`} payout={changing} onClose={() => setChanging(null)} />
      <RetryRefundModal key={`retry-${retrying?.id ?? ''}`} refund={retrying} onClose={() => setRetrying(null)} />
      <ReleasePayoutModal
        key={`release-${releasing?.id ?? ''}`}
        payout={releasing}
        onClose={() => setReleasing(null)}
      />
      <UpiChangeModal
        key={`upi-${decidingUpi?.payout.id ?? ''}-${decidingUpi?.decision ?? ''}`}
        target={decidingUpi}
        onClose={() => setDecidingUpi(null)}
      />
    </>
  );
}

/** Every field of a payout: the details drawer's body. */
function PayoutDetails({ payout }: { payout: AdminPayout }) {
  const refund = payout.type === 'buyer_refund';
  const items: DescriptionsProps['items'] = [
    { key: 'id', label: 'Payout ID', children: <IdText id={payout.id} /> },
    { key: 'type', label: 'Type', children: payoutTypeLabel(payout.type) },
    { key: 'person', label: refund ? 'Buyer' : 'Seller', children: <PayoutPerson payout={payout} /> },
    { key: 'sale', label: 'Sale', children: <PayoutSale payout={payout} /> },
    { key: 'phone', label: 'Phone', children: payout.user?.phone ?? '—' },
    { key: 'amount', label: 'Amount', children: formatInr(payout.amount) },
    { key: 'fee', label: 'Platform fee', children: formatInr(payout.platform_fee) },
    ...(tdsWithheld(payout) > 0
      ? [{ key: 'tds', label: 'TDS withheld', children: formatInr(tdsWithheld(payout)) }]
      : []),
    { key: 'method', label: 'Method', children: payoutMethodLabel(payout.payout_method) },
    { key: 'details', label: refund ? 'Payment ID' : 'UPI ID', children: payout.payout_details },
    ...(payout.requested_upi_id
      ? [{ key: 'upi-change', label: 'UPI change', children: <UpiChangeMarker payout={payout} /> }]
      : []),
    { key: 'status', label: 'Status', children: <PayoutStatusCell payout={payout} /> },
    ...(payout.release_at
      ? [
          { key: 'release', label: 'Held until', children: `${formatDateTimeIst(payout.release_at)} IST` },
          { key: 'held-because', label: 'Held because', children: holdReasonLabel(payout) },
        ]
      : []),
    ...(refund
      ? [
          { key: 'phonepe', label: 'PhonePe says', children: payout.refund_state ?? '—' },
          {
            key: 'rule',
            label: 'Who decides',
            children: 'PhonePe completes or fails a refund; staff may retry a failed one.',
          },
        ]
      : [{ key: 'utr', label: 'UTR', children: payout.utr ?? '—' }]),
    { key: 'attempt', label: refund ? 'Requests to PhonePe' : 'Times processed', children: payout.attempt },
    ...(payout.note ? [{ key: 'note', label: 'Note', children: payout.note }] : []),
    ...(payout.failure_reason ? [{ key: 'failure', label: 'Failure reason', children: payout.failure_reason }] : []),
    { key: 'created', label: 'Created', children: formatDateTimeIst(payout.created_at) },
    {
      key: 'processed',
      label: 'Processed',
      children: payout.processed_at ? formatDateTimeIst(payout.processed_at) : '—',
    },
    { key: 'transfer', label: 'Transfer ID', children: <IdText id={payout.ticket_transfer_id} /> },
    { key: 'transaction', label: 'Transaction ID', children: <IdText id={payout.transaction_id} /> },
  ];
  // Focusable: the drawer's body then scrolls from the keyboard (its actions sit in the footer).
  return (
    <div tabIndex={0} role="group" aria-label="Payout fields">
      <Descriptions size="small" bordered column={1} items={items} className="admin-drawer__fields" />
    </div>
  );
}
