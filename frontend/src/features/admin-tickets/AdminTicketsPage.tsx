import { getRouteApi } from '@tanstack/react-router';
import { Button, Select, Tabs } from 'antd';
import { useState } from 'react';
import { formatDateIst, formatDateTimeIst, formatInr } from '../../shared/format';
import { usePageTitle } from '../../shared/usePageTitle';
import { EmailText } from '../../shared/ui/EmailText';
import { AdminListTools, useAdminList } from '../admin';
import { type AdminColumn, AdminTable } from '../admin';
import { ListingStatusBadge } from '../selling';
import { ProofFlagTags, proofFlagLabels } from './proof-flags';
import { DecisionModal, type DecisionTarget, ListingDetails, RemarksModal } from './ReviewModals';
import { type ReviewListing, reviewListingsQuery } from './queries';
import { DuplicateFlag, REVIEW_MESSAGES, reviewTypeLabel } from './review-labels';
import { proofFlagKinds, reviewDefaultSort, reviewFilters, type ReviewTab } from './search';
import './admin-tickets.css';

const ALL = 'all';
const flagOptions = [
  { value: ALL, label: 'Any proof' },
  ...proofFlagKinds.map((kind) => ({ value: kind, label: proofFlagLabels[kind].label })),
];

const routeApi = getRouteApi('/admin/tickets');

const tabs: { key: ReviewTab; label: string; empty: string }[] = [
  { key: 'pending', label: 'Pending Review', empty: 'No listings are waiting for review.' },
  { key: 'verified', label: 'Verified', empty: 'No verified listings yet.' },
  { key: 'rejected', label: 'Rejected', empty: 'No rejected listings.' },
];

const columns: AdminColumn<ReviewListing>[] = [
  {
    title: 'Event',
    key: 'event',
    summary: true,
    render: (_, listing) => (
      <span className="review-event">
        <span className="review-event__title">{listing.event_title ?? '—'}</span>
        {listing.event_date && <span className="review-muted">{formatDateIst(listing.event_date)}</span>}
      </span>
    ),
  },
  {
    title: 'Listed',
    dataIndex: 'listed_at',
    key: 'listed',
    sortKey: 'listed_at',
    summary: true,
    render: (at: string) => <span className="review-date">{formatDateTimeIst(at)}</span>,
  },
  {
    title: 'Seller',
    key: 'seller',
    summary: true,
    render: (_, listing) => (
      <span className="review-seller">
        <span className="review-seller__name">{listing.seller.full_name || '—'}</span>
        <span>
          <EmailText email={listing.seller.email} />
        </span>
        <span>{listing.seller.phone ?? '—'}</span>
      </span>
    ),
  },
  {
    title: 'Price and type',
    key: 'price',
    sortKey: 'price',
    summary: true,
    render: (_, listing) => (
      <span className="review-price">
        <span className="admin-nowrap">
          {formatInr(listing.price)} <span className="review-muted">× {listing.quantity}</span>
        </span>
        <span className="review-type">{reviewTypeLabel(listing)}</span>
      </span>
    ),
  },
  {
    title: 'Status',
    key: 'status',
    summary: true,
    render: (_, listing) => (
      <span className="review-status">
        <ListingStatusBadge status={listing.status} />
        <DuplicateFlag ids={listing.possible_duplicate_of} />
        <ProofFlagTags flags={listing.proof_flags} />
      </span>
    ),
  },
  {
    title: 'Remarks',
    dataIndex: 'remarks',
    key: 'remarks',
    // On phones too: on the Rejected tab the remark is why.
    summary: true,
    render: (remarks: string | null) => <p className="review-remarks">{remarks || '—'}</p>,
  },
];

/**
 * /admin/tickets: staff review of listings in three tabs. Tab, search, sort and page live in the URL and
 * are applied by the server (ADR 27).
 */
export function AdminTicketsPage() {
  const search = routeApi.useSearch();
  const tab = search.tab ?? 'pending';
  const current = tabs.find((t) => t.key === tab) ?? tabs[0]!;
  usePageTitle(`Tickets: ${current.label} · Admin`);
  const list = useAdminList({
    search,
    navigate: routeApi.useNavigate(),
    query: reviewListingsQuery,
    csvPath: '/api/v1/admin/listings',
    filters: reviewFilters(search),
    defaultSort: reviewDefaultSort(tab),
  });
  const [remarksFor, setRemarksFor] = useState<ReviewListing | null>(null);
  const [decision, setDecision] = useState<DecisionTarget | null>(null);

  const table = (
    <AdminTable<ReviewListing>
      {...list.table}
      caption={`Tickets: ${current.label}`}
      rowKey="id"
      columns={columns}
      errorTitle={REVIEW_MESSAGES.loadFailed}
      emptyText={search.search ? 'No listings match.' : current.empty}
      rowLabel={(listing) => `${listing.event_title ?? 'Listing'}, ${formatInr(listing.price)}`}
      detailsTitle="Listing details"
      details={(listing) => <ListingDetails listing={listing} />}
      actions={(listing) => (
        <>
          <Button size="small" onClick={() => setRemarksFor(listing)}>
            Add Remarks
          </Button>
          {listing.status === 'pending_approval' && (
            <>
              <Button size="small" type="primary" onClick={() => setDecision({ listing, decision: 'verify' })}>
                Verify
              </Button>
              <Button size="small" danger onClick={() => setDecision({ listing, decision: 'reject' })}>
                Reject
              </Button>
            </>
          )}
        </>
      )}
      toolbar={
        <AdminListTools
          list={list}
          searchLabel="Search listings"
          placeholder="Event, seller, listing ID or UPI ID"
          noun={['listing', 'listings']}
        >
          <Select<string>
            // Its own id: antd's generated one is the same for every part under test (rc-util's useId).
            id="review-flag-filter"
            aria-label="Proof flag"
            className="review-flag-filter"
            value={search.flag ?? ALL}
            options={flagOptions}
            onChange={(next) =>
              list.setFilter({ flag: next === ALL ? undefined : (next as (typeof proofFlagKinds)[number]) })
            }
            popupMatchSelectWidth={false}
            virtual={false}
          />
        </AdminListTools>
      }
    />
  );

  return (
    <>
      <h1 className="page-title">Tickets</h1>
      <p className="page-subtitle">Check each listing and its proof before it goes on sale.</p>
      <Tabs
        className="review-tabs"
        activeKey={tab}
        onChange={(key) => list.setTab({ tab: key === 'pending' ? undefined : key })}
        items={tabs.map((t) => ({ key: t.key, label: t.label, children: t.key === tab ? table : null }))}
      />
      <RemarksModal key={`remarks-${remarksFor?.id ?? ''}`} listing={remarksFor} onClose={() => setRemarksFor(null)} />
      <DecisionModal
        key={`decision-${decision?.listing.id ?? ''}-${decision?.decision ?? ''}`}
        target={decision}
        onClose={() => setDecision(null)}
      />
    </>
  );
}
