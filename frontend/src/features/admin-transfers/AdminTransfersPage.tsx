import { getRouteApi } from '@tanstack/react-router';
import { Button, Descriptions, type DescriptionsProps, Tabs } from 'antd';
import { useState } from 'react';
import { formatDateTimeIst, formatEventDate, formatInr } from '../../shared/format';
import { usePageTitle } from '../../shared/usePageTitle';
import { EmailText } from '../../shared/ui/EmailText';
import { AdminListTools, useAdminList } from '../admin';
import { type AdminColumn, AdminTable } from '../admin';
import { TRANSFER_MESSAGES } from './messages';
import { type AdminTransfer, adminTransfersQuery } from './queries';
import { transferDefaultSort, transferFilters, type TransferTab } from './search';
import {
  ProofLinks,
  TransferDelivery,
  TransferEvent,
  TransferPeople,
  TransferPerson,
  TransferStatusCell,
} from './transfer-parts';
import { type AdvanceTarget, AdvanceModal, FailModal } from './TransferModals';
import { transferStatusLabel } from '../../shared/ui/transfer-status';
import { canFail, nextStep, transferTypeLabel } from './transfer-steps';
import './admin-transfers.css';
import { TicketCount } from '../../shared/i18n';

const routeApi = getRouteApi('/admin/transfers');

const tabs: { key: TransferTab; label: string; empty: string }[] = [
  { key: 'pending', label: 'Pending', empty: 'No transfers are in progress.' },
  { key: 'completed', label: 'Completed', empty: 'No completed transfers yet.' },
  { key: 'failed', label: 'Failed', empty: 'No failed transfers.' },
  { key: 'refunded', label: 'Refunded', empty: 'No sales refunded in full.' },
];

/** Transfer ids as staff read them: the first 8 characters (the full id is the tooltip). */
function shortId(id: string) {
  return <span title={id}>{id.slice(0, 8)}</span>;
}

const columns: AdminColumn<AdminTransfer>[] = [
  {
    title: 'Event',
    key: 'event',
    summary: 'heading',
    render: (_, transfer) => <TransferEvent transfer={transfer} />,
  },
  {
    title: 'Buyer / seller',
    key: 'people',
    summary: true,
    render: (_, transfer) => <TransferPeople transfer={transfer} />,
  },
  {
    title: 'Status',
    key: 'status',
    summary: true,
    render: (_, transfer) => <TransferStatusCell transfer={transfer} />,
  },
  {
    title: 'Courier / proof',
    key: 'delivery',
    summary: true,
    render: (_, transfer) => <TransferDelivery transfer={transfer} />,
  },
  {
    title: 'Purchased',
    dataIndex: 'transferred_at',
    key: 'purchased',
    sortKey: 'transferred_at',
    render: (at: string) => <span className="transfer-date">{formatDateTimeIst(at)}</span>,
  },
];

/**
 * /admin/transfers: every sale's transfer in four tabs; staff move them along. Tab, search, order and page
 * live in the URL and are applied by the server (ADR 27).
 */
export function AdminTransfersPage() {
  const search = routeApi.useSearch();
  const tab = search.tab ?? 'pending';
  const current = tabs.find((t) => t.key === tab) ?? tabs[0]!;
  usePageTitle(`Transfers: ${current.label} · Admin`);
  const list = useAdminList({
    search,
    navigate: routeApi.useNavigate(),
    query: adminTransfersQuery,
    csvPath: '/api/v1/admin/transfers',
    filters: transferFilters(search),
    defaultSort: transferDefaultSort(tab),
  });
  const [advancing, setAdvancing] = useState<AdvanceTarget | null>(null);
  const [failing, setFailing] = useState<AdminTransfer | null>(null);

  /** Advance to the next step of the right path (Confirm for a sent mobile transfer), and Fail. */
  const actions = (transfer: AdminTransfer) => {
    const next = nextStep(transfer.transfer_type, transfer.transfer_status);
    return (
      <>
        {next && (
          <Button
            size="small"
            type="primary"
            className="transfer-action"
            onClick={() => setAdvancing({ transfer, to: next })}
          >
            {next === 'mobile_transfer_confirmed' ? 'Confirm transfer' : `Advance to ${transferStatusLabel(next)}`}
          </Button>
        )}
        {canFail(transfer) && (
          <Button size="small" danger onClick={() => setFailing(transfer)}>
            Fail
          </Button>
        )}
      </>
    );
  };

  const table = (
    <AdminTable<AdminTransfer>
      {...list.table}
      caption={`Transfers: ${current.label}`}
      rowKey="id"
      columns={columns}
      errorTitle={TRANSFER_MESSAGES.loadFailed}
      emptyText={search.search ? 'No transfers match.' : current.empty}
      rowLabel={(transfer) =>
        `${transfer.event?.title ?? 'Transfer'}, ${transfer.buyer?.full_name || transfer.buyer?.email || 'buyer'}`
      }
      detailsTitle="Transfer details"
      details={(transfer) => <TransferDetails transfer={transfer} />}
      actions={actions}
      toolbar={
        <AdminListTools
          list={list}
          searchLabel="Search transfers"
          placeholder="Event, buyer, seller, ID, account, tracking"
          noun={['transfer', 'transfers']}
        />
      }
    />
  );

  return (
    <>
      <h1 className="page-title">Transfers</h1>
      <p className="page-subtitle">
        Move each sale’s tickets along their path to the buyer. The seller is paid once a transfer completes; a failed
        transfer refunds the buyer. A sale a dispute refunded in full ends under Refunded.
      </p>
      <Tabs
        className="transfer-tabs"
        activeKey={tab}
        onChange={(key) => list.setTab({ tab: key === 'pending' ? undefined : key })}
        items={tabs.map((t) => ({ key: t.key, label: t.label, children: t.key === tab ? table : null }))}
      />
      <AdvanceModal
        key={`advance-${advancing?.transfer.id ?? ''}-${advancing?.to ?? ''}`}
        target={advancing}
        onClose={() => setAdvancing(null)}
      />
      <FailModal key={`fail-${failing?.id ?? ''}`} transfer={failing} onClose={() => setFailing(null)} />
    </>
  );
}

/** Every field of a transfer: the details drawer's body. */
function TransferDetails({ transfer }: { transfer: AdminTransfer }) {
  const physical = transfer.transfer_type === 'physical';
  const items: DescriptionsProps['items'] = [
    { key: 'event', label: 'Event', children: transfer.event?.title ?? '—' },
    {
      key: 'venue',
      label: 'Venue',
      children: transfer.event ? `${transfer.event.venue}, ${transfer.event.city}` : '—',
    },
    { key: 'date', label: 'Event date', children: transfer.event ? formatEventDate(transfer.event.event_date) : '—' },
    { key: 'status', label: 'Status', children: <TransferStatusCell transfer={transfer} /> },
    { key: 'type', label: 'Type', children: transferTypeLabel(transfer.transfer_type) },
    { key: 'tickets', label: 'Tickets', children: <TicketCount count={transfer.quantity} /> },
    { key: 'price', label: 'Price per ticket', children: formatInr(transfer.price) },
    { key: 'paid', label: 'Buyer paid', children: formatInr(transfer.amount_paid) },
    { key: 'buyer', label: 'Buyer', children: <TransferPerson person={transfer.buyer} /> },
    { key: 'seller', label: 'Seller', children: <TransferPerson person={transfer.seller} /> },
    ...(physical
      ? [
          { key: 'address', label: 'Deliver to', children: transfer.delivery_address ?? '—' },
          { key: 'courier', label: 'Courier', children: transfer.courier_name ?? '—' },
          { key: 'tracking', label: 'Tracking number', children: transfer.tracking_number ?? '—' },
        ]
      : [
          {
            key: 'platform',
            label: 'Buyer’s platform account',
            children: transfer.platform_id ? <EmailText email={transfer.platform_id} /> : '—',
          },
          { key: 'proof', label: 'Proof of transfer', children: <ProofLinks transfer={transfer} /> },
          {
            key: 'proof-at',
            label: 'Proof uploaded',
            children: transfer.proof_uploaded_at ? formatDateTimeIst(transfer.proof_uploaded_at) : '—',
          },
        ]),
    { key: 'purchased', label: 'Purchased', children: formatDateTimeIst(transfer.transferred_at) },
    {
      key: 'confirmed',
      label: 'Completed',
      children: transfer.confirmed_at ? formatDateTimeIst(transfer.confirmed_at) : '—',
    },
    ...(transfer.failure_reason
      ? [{ key: 'failure', label: 'Failure reason', children: transfer.failure_reason }]
      : []),
    { key: 'id', label: 'Transfer ID', children: shortId(transfer.id) },
    { key: 'order', label: 'Transaction ID', children: shortId(transfer.transaction_id) },
  ];
  // Focusable: the drawer's body then scrolls from the keyboard (its actions sit in the footer).
  return (
    <div tabIndex={0} role="group" aria-label="Transfer fields">
      <Descriptions size="small" bordered column={1} items={items} className="admin-drawer__fields" />
    </div>
  );
}
