import { useQuery } from '@tanstack/react-query';
import { Alert, Button } from 'antd';
import type { ReactNode } from 'react';
import { formatDateTimeIst } from '../../shared/format';
import { usePageTitle } from '../../shared/usePageTitle';
import { AppLink } from '../../shared/ui/links';
import { type AdminDashboardCounts, adminDashboardQuery, DASHBOARD_FAILED } from './dashboard-query';
import { type AdminSection, adminSections } from './sections';
import './admin-dashboard.css';

/** What a section's card counts: the headline number, whether it needs staff now, and any detail. */
interface SectionCount {
  value: number;
  label: string;
  /** Work waiting on staff (shown in the accent colour); `urgent` is past a deadline (red). */
  attention?: boolean;
  detail?: ReactNode;
}

/** Each section's live count from GET /admin/dashboard; sections the API does not count have none. */
export function sectionCount(key: AdminSection['key'], counts: AdminDashboardCounts): SectionCount | null {
  switch (key) {
    case 'users':
      return { value: counts.users, label: counts.users === 1 ? 'account' : 'accounts' };
    case 'events':
      return { value: counts.upcoming_events, label: 'upcoming' };
    case 'tickets':
      return { value: counts.pending_listings, label: 'to review', attention: counts.pending_listings > 0 };
    case 'transfers':
      return { value: counts.pending_transfers, label: 'in progress', attention: counts.pending_transfers > 0 };
    case 'payouts':
      return {
        value: counts.pending_payouts.total,
        label: 'pending',
        attention: counts.pending_payouts.total > 0,
        detail: `${counts.pending_payouts.seller_payouts} seller payouts · ${counts.pending_payouts.buyer_refunds} buyer refunds`,
      };
    case 'transactions':
      return {
        value: counts.transactions.completed,
        label: 'completed',
        detail: `${counts.transactions.pending} pending · ${counts.transactions.failed} failed · ${counts.transactions.refunded} refunded`,
      };
    case 'messages': {
      const c = counts.complaints.contact_messages;
      return {
        value: c.open,
        label: 'open',
        attention: c.open > 0,
        detail: <ComplaintClock counts={c} />,
      };
    }
    case 'disputes':
      return {
        value: counts.open_disputes,
        label: 'open',
        attention: counts.open_disputes > 0,
        detail: (
          <>
            <span className={counts.overdue_disputes > 0 ? 'admin-card__urgent' : undefined}>
              {counts.overdue_disputes} overdue
            </span>
            {` · ${counts.disputes_awaiting_acknowledgement} to acknowledge`}
            <ComplaintClock counts={counts.complaints.disputes} />
          </>
        ),
      };
    default:
      return null;
  }
}

/** The rules' clock (ADR 67): how many open complaints passed the 48 hours, and the month. */
function ComplaintClock({ counts }: { counts: AdminDashboardCounts['complaints']['disputes'] }) {
  const late = (n: number) => (n > 0 ? 'admin-card__urgent' : undefined);
  return (
    <span className="admin-card__clock">
      <span className={late(counts.overdue_to_acknowledge)}>{counts.overdue_to_acknowledge} late to acknowledge</span>
      {' · '}
      <span className={late(counts.overdue_to_settle)}>{counts.overdue_to_settle} late to settle</span>
    </span>
  );
}

/** /admin: a card per section linking to it, with its live count. */
export function AdminDashboard() {
  usePageTitle('Admin dashboard');
  const counts = useQuery({ ...adminDashboardQuery(), refetchOnWindowFocus: true });

  return (
    <>
      <h1 className="page-title">Admin dashboard</h1>
      <p className="page-subtitle">
        Manage users, events, listings, transfers, payouts and disputes.
        {counts.data && (
          <span className="admin-dashboard__updated"> Counts as of {formatDateTimeIst(counts.data.generated_at)}.</span>
        )}
      </p>
      {counts.isError && (
        <Alert
          className="admin-dashboard__error"
          type="error"
          showIcon
          title={DASHBOARD_FAILED}
          action={
            <Button size="small" onClick={() => void counts.refetch()}>
              Retry
            </Button>
          }
        />
      )}
      <ul className="admin-cards">
        {adminSections.map((section) => {
          const count = counts.data ? sectionCount(section.key, counts.data) : null;
          return (
            <li key={section.key}>
              <AppLink href={section.href} className="admin-card">
                <span className="admin-card__icon" aria-hidden="true">
                  {section.icon}
                </span>
                <h2 className="admin-card__title">{section.title}</h2>
                <span className="admin-card__text">{section.description}</span>
                {/* After the text, so the card's accessible name starts with its title. */}
                {count ? (
                  <span className={`admin-card__count${count.attention ? ' is-attention' : ''}`}>
                    <span className="admin-card__number">{count.value}</span> {count.label}
                    {count.detail && <span className="admin-card__detail">{count.detail}</span>}
                  </span>
                ) : (
                  counts.isPending &&
                  sectionCount(section.key, emptyCounts) && (
                    <span className="admin-card__count is-loading" aria-hidden="true">
                      …
                    </span>
                  )
                )}
              </AppLink>
            </li>
          );
        })}
      </ul>
    </>
  );
}

/** Zero counts: which sections have a count at all (for the loading placeholders). */
const emptyCounts: AdminDashboardCounts = {
  generated_at: '',
  pending_listings: 0,
  pending_transfers: 0,
  pending_payouts: { total: 0, seller_payouts: 0, buyer_refunds: 0 },
  open_disputes: 0,
  overdue_disputes: 0,
  disputes_awaiting_acknowledgement: 0,
  complaints: {
    total: { open: 0, overdue_to_acknowledge: 0, overdue_to_settle: 0 },
    disputes: { open: 0, overdue_to_acknowledge: 0, overdue_to_settle: 0 },
    contact_messages: { open: 0, overdue_to_acknowledge: 0, overdue_to_settle: 0 },
  },
  users: 0,
  upcoming_events: 0,
  transactions: { pending: 0, completed: 0, failed: 0, refunded: 0 },
};
