import { getRouteApi } from '@tanstack/react-router';
import { Descriptions, type DescriptionsProps, Tabs } from 'antd';
import { formatInr, paise } from '@ticketsetu/contracts/money';
import { formatDateIst, formatDateTimeIst } from '../../shared/format';
import { timeLeft } from '../../shared/time-left';
import { useNow } from '../../shared/useNow';
import { usePageTitle } from '../../shared/usePageTitle';
import { EmailText } from '../../shared/ui/EmailText';
import { ButtonLink } from '../../shared/ui/links';
import { AdminListTools, useAdminList } from '../admin';
import { type AdminColumn, AdminTable } from '../admin';
import { DisputeStatusTag, OverdueTag } from '../disputes';
import { ADMIN_DISPUTE_MESSAGES } from './messages';
import { type AdminDispute, adminDisputesQuery } from './queries';
import { disputeDefaultSort, disputeFilters, type DisputeQueueState } from './search';
import './admin-disputes.css';
import { TicketCount } from '../../shared/i18n';

const routeApi = getRouteApi('/admin/disputes');

const tabs: { key: DisputeQueueState; label: string; empty: string }[] = [
  { key: 'open', label: 'Open', empty: 'No open disputes.' },
  { key: 'closed', label: 'Closed', empty: 'No closed disputes yet.' },
  { key: 'all', label: 'All', empty: 'No disputes yet.' },
];

/** The next promise to keep: acknowledge within 48 hours, then resolve within a month; or when it closed. */
export function nextDeadlineText(dispute: AdminDispute): string {
  if (dispute.closed_at) return `Closed ${formatDateTimeIst(dispute.closed_at)}`;
  if (!dispute.acknowledged_at) return `Acknowledge by ${formatDateTimeIst(dispute.acknowledge_by)}`;
  return `Resolve by ${formatDateTimeIst(dispute.resolve_by)}`;
}

/** The buyer or seller: name, then email (wrapping after the @). */
export function DisputePerson({ person }: { person: AdminDispute['buyer'] }) {
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

function disputeHref(dispute: Pick<AdminDispute, 'id'>): string {
  return `/admin/disputes/${encodeURIComponent(dispute.id)}`;
}

/** The queue's columns; the deadline column sorts by the closing time on the Closed tab (what it shows there). */
const columnsFor = (state: DisputeQueueState, now: number): AdminColumn<AdminDispute>[] => [
  {
    title: 'Dispute',
    key: 'dispute',
    summary: 'heading',
    render: (_, dispute) => (
      <span className="dispute-cell">
        <span className="dispute-reference">{dispute.reference}</span>
        <span className="dispute-cell__event">{dispute.event?.title ?? 'Unknown event'}</span>
        {dispute.event && <span className="dispute-muted">{formatDateIst(dispute.event.event_date)}</span>}
      </span>
    ),
  },
  {
    title: 'Buyer / seller',
    key: 'people',
    render: (_, dispute) => (
      <span className="dispute-people">
        <DisputePerson person={dispute.buyer} />
        <span className="dispute-muted">
          from {dispute.seller ? dispute.seller.full_name || dispute.seller.email : '—'}
        </span>
      </span>
    ),
  },
  { title: 'Problem', key: 'reason', dataIndex: 'reason_label', summary: true },
  {
    title: 'Status',
    key: 'status',
    summary: true,
    render: (_, dispute) => (
      <span className="dispute-status">
        <DisputeStatusTag dispute={dispute} />
        <OverdueTag dispute={dispute} />
      </span>
    ),
  },
  {
    title: state === 'closed' ? 'Closed' : 'Next deadline',
    key: 'deadline',
    sortKey: state === 'closed' ? 'closed_at' : 'deadline',
    summary: true,
    render: (_, dispute) => (
      <span className={dispute.overdue ? 'dispute-deadline is-overdue' : 'dispute-deadline'}>
        {nextDeadlineText(dispute)}
        {!dispute.closed_at && (
          <span className="dispute-deadline__left">
            {timeLeft(dispute.acknowledged_at ? dispute.resolve_by : dispute.acknowledge_by, now).text}
          </span>
        )}
      </span>
    ),
  },
  {
    title: 'Opened',
    key: 'opened',
    dataIndex: 'opened_at',
    sortKey: 'opened_at',
    render: (at: string) => formatDateTimeIst(at),
  },
];

/**
 * /admin/disputes: the grievance desk's queue, nearest deadline first, overdue ones highlighted. State,
 * search, sort and page live in the URL and are applied by the server (ADR 27).
 */
export function AdminDisputesPage() {
  const search = routeApi.useSearch();
  const state = search.state ?? 'open';
  const current = tabs.find((t) => t.key === state) ?? tabs[0]!;
  usePageTitle(`Disputes: ${current.label} · Admin`);
  const list = useAdminList({
    search,
    navigate: routeApi.useNavigate(),
    query: adminDisputesQuery,
    csvPath: '/api/v1/admin/disputes',
    filters: disputeFilters(search),
    defaultSort: disputeDefaultSort(state),
  });
  const now = useNow(60_000);
  const rows = list.rows ?? [];
  const overdue = rows.filter((dispute) => dispute.overdue).length;
  // Only this page's rows are known: say so when the queue runs onto other pages.
  const overdueNote = overdue > 0 && (
    <strong className="dispute-count__overdue">
      {' '}
      · {overdue} overdue{(list.total ?? 0) > rows.length ? ' on this page' : ''}
    </strong>
  );

  const table = (
    <AdminTable<AdminDispute>
      {...list.table}
      caption={`Disputes: ${current.label}`}
      rowKey="id"
      columns={columnsFor(state, now)}
      errorTitle={ADMIN_DISPUTE_MESSAGES.loadFailed}
      emptyText={search.search ? 'No disputes match.' : current.empty}
      rowLabel={(dispute) => `${dispute.reference}, ${dispute.event?.title ?? 'dispute'}`}
      rowClassName={(dispute) => (dispute.overdue ? 'is-overdue' : undefined)}
      detailsTitle="Dispute details"
      details={(dispute) => <DisputeFields dispute={dispute} />}
      actions={(dispute) => (
        <ButtonLink
          size="small"
          type="primary"
          href={disputeHref(dispute)}
          aria-label={`Open dispute ${dispute.reference}`}
        >
          Open
        </ButtonLink>
      )}
      toolbar={
        <AdminListTools
          list={list}
          searchLabel="Search disputes"
          placeholder="Reference, event, buyer, seller or ID"
          noun={['dispute', 'disputes']}
          countNote={overdueNote}
        />
      }
    />
  );

  return (
    <>
      <h1 className="page-title">Disputes</h1>
      <p className="page-subtitle">
        The grievance desk: acknowledge each dispute within 48 hours and resolve it within 30 days (Consumer Protection
        (E-Commerce) Rules, 2020). The seller’s payout is held while a dispute is open.
      </p>
      <Tabs
        className="dispute-tabs"
        activeKey={state}
        onChange={(key) => list.setTab({ state: key === 'open' ? undefined : key })}
        items={tabs.map((t) => ({ key: t.key, label: t.label, children: t.key === state ? table : null }))}
      />
    </>
  );
}

/** Every field of a queued dispute: the details drawer's body. */
function DisputeFields({ dispute }: { dispute: AdminDispute }) {
  const items: DescriptionsProps['items'] = [
    { key: 'reference', label: 'Reference', children: dispute.reference },
    { key: 'status', label: 'Status', children: <DisputeStatusTag dispute={dispute} /> },
    { key: 'deadline', label: 'Next deadline', children: nextDeadlineText(dispute) },
    ...(dispute.overdue ? [{ key: 'overdue', label: 'Overdue', children: <OverdueTag dispute={dispute} /> }] : []),
    { key: 'event', label: 'Event', children: dispute.event?.title ?? '—' },
    { key: 'problem', label: 'Problem', children: dispute.reason_label },
    { key: 'description', label: 'Buyer’s words', children: dispute.description },
    { key: 'buyer', label: 'Buyer', children: <DisputePerson person={dispute.buyer} /> },
    { key: 'seller', label: 'Seller', children: <DisputePerson person={dispute.seller} /> },
    ...(dispute.quantity !== null
      ? [{ key: 'tickets', label: 'Tickets', children: <TicketCount count={dispute.quantity} /> }]
      : []),
    ...(dispute.amount_paid !== null
      ? [{ key: 'paid', label: 'Buyer paid', children: formatInr(paise(dispute.amount_paid)) }]
      : []),
    { key: 'opened', label: 'Opened', children: formatDateTimeIst(dispute.opened_at) },
    {
      key: 'acknowledged',
      label: 'Acknowledged',
      children: dispute.acknowledged_at ? formatDateTimeIst(dispute.acknowledged_at) : 'Not yet',
    },
  ];
  return (
    <div tabIndex={0} role="group" aria-label="Dispute fields">
      <Descriptions size="small" bordered column={1} items={items} className="admin-drawer__fields" />
    </div>
  );
}
