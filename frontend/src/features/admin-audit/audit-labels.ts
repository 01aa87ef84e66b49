import type { components } from '@ticketsetu/contracts';
import { formatDateTimeIst, formatInr } from '../../shared/format';

/*
 * How the audit log reads to staff: each kind of action in words, its target with a link where the back
 * office has a page for it, and the before/after snapshots field by field in plain values.
 */

export type AuditEntry = components['schemas']['AuditEntryDto'];
export type AuditKind = AuditEntry['kind'];

/** Every kind, in words, grouped by what it acts on (the Kind filter's groups, in this order). */
export const AUDIT_KIND_GROUPS: readonly { label: string; kinds: readonly (readonly [AuditKind, string])[] }[] = [
  {
    label: 'Events',
    kinds: [
      ['event.created', 'Event created'],
      ['event.updated', 'Event edited'],
      ['event.verified', 'Event verified'],
      ['event.rejected', 'Event rejected'],
      ['event.activated', 'Event activated'],
      ['event.deactivated', 'Event deactivated'],
      ['event.deleted', 'Event deleted'],
      ['event.resale_forbidden', 'Resale forbidden for the event'],
      ['event.resale_permitted', 'Resale permitted again for the event'],
    ],
  },
  {
    label: 'Categories',
    kinds: [
      ['category.created', 'Category created'],
      ['category.renamed', 'Category renamed'],
      ['category.deleted', 'Category deleted'],
    ],
  },
  {
    label: 'Listings',
    kinds: [
      ['listing.verified', 'Listing verified'],
      ['listing.rejected', 'Listing rejected'],
      ['listing.remarks', 'Listing remarks saved'],
      ['listing.refused', 'Listing refused (same ticket as another)'],
      ['listing.flagged', 'Listing flagged (may be the same ticket as another)'],
    ],
  },
  {
    label: 'Transfers',
    kinds: [
      ['transfer.advanced', 'Transfer advanced'],
      ['transfer.confirmed', 'Transfer confirmed'],
      ['transfer.failed', 'Transfer failed'],
    ],
  },
  {
    label: 'Payouts and refunds',
    kinds: [
      ['payout.status_changed', 'Payout status changed'],
      ['payout.released', 'Held payout released early'],
      ['payout.upi_change_requested', 'Payout UPI ID change requested'],
      ['payout.upi_change_approved', 'Payout UPI ID change approved'],
      ['payout.upi_change_rejected', 'Payout UPI ID change rejected'],
      ['refund.retried', 'Refund retried'],
    ],
  },
  {
    label: 'Disputes',
    kinds: [
      ['dispute.acknowledged', 'Dispute acknowledged'],
      ['dispute.message', 'Dispute message sent'],
      ['dispute.note', 'Dispute note added'],
      ['dispute.resolved', 'Dispute resolved'],
    ],
  },
  {
    label: 'Ratings',
    kinds: [
      ['rating.comment_hidden', 'Rating comment hidden'],
      ['rating.comment_restored', 'Rating comment shown again'],
    ],
  },
  {
    label: 'Contact messages',
    kinds: [
      ['contact.acknowledged', 'Contact message acknowledged'],
      ['contact.closed', 'Contact message closed'],
    ],
  },
  {
    label: 'Users',
    kinds: [
      ['user.activated', 'User activated'],
      ['user.deactivated', 'User deactivated'],
      ['user.upi_id_changed', 'UPI ID changed'],
      ['user.pan_changed', 'PAN changed'],
      ['admin.granted', 'Made an admin'],
      ['admin.removed', 'Admin privileges removed'],
    ],
  },
];

const kindWords = new Map<string, string>(AUDIT_KIND_GROUPS.flatMap((group) => group.kinds));

/** 'event.verified' -> 'Event verified'; a kind this page does not know yet reads as itself. */
export function auditKindLabel(kind: string): string {
  return kindWords.get(kind) ?? kind;
}

const targetWords: Record<string, string> = {
  event: 'Event',
  category: 'Category',
  listing: 'Listing',
  transfer: 'Transfer',
  payout: 'Payout',
  dispute: 'Dispute',
  rating: 'Rating',
  contact: 'Contact message',
  user: 'User',
};

export function auditTargetLabel(target: string): string {
  return targetWords[target] ?? target;
}

/** The first 8 characters of an id, as the other admin tables show ids. */
export function shortId(id: string): string {
  return id.slice(0, 8);
}

/** A text field of a snapshot (before, else after), when it has one. */
function snapshotText(entry: AuditEntry, field: string): string | null {
  const value = entry.after?.[field] ?? entry.before?.[field];
  return typeof value === 'string' && value.trim() ? value : null;
}

/** What the entry names in its row: an event's title, a message's tracking number or a category's name, else its short id. */
export function auditTargetName(entry: AuditEntry): string {
  const field = entry.target === 'event' ? 'title' : entry.target === 'contact' ? 'tracking_number' : 'name';
  return snapshotText(entry, field) ?? shortId(entry.target_id);
}

/**
 * Where the target can be seen in the back office, when there is such a page: an event by its title in
 * Admin > Events (a deleted one is gone), a dispute's own page, the categories list.
 */
export function auditTargetHref(entry: AuditEntry): string | null {
  switch (entry.target) {
    case 'event': {
      const title = snapshotText(entry, 'title');
      return title && entry.kind !== 'event.deleted' ? `/admin/events?search=${encodeURIComponent(title)}` : null;
    }
    case 'dispute':
      return `/admin/disputes/${encodeURIComponent(entry.target_id)}`;
    case 'category':
      return entry.kind === 'category.deleted' ? null : '/admin/categories';
    case 'rating':
      return `/admin/ratings?search=${encodeURIComponent(entry.target_id)}`;
    case 'contact': {
      const number = snapshotText(entry, 'tracking_number');
      return number ? `/admin/messages?search=${encodeURIComponent(number)}` : null;
    }
    default:
      return null;
  }
}

/** Snapshot field names in words; others are shown with their underscores as spaces. */
const fieldWords: Record<string, string> = {
  title: 'Title',
  venue: 'Venue',
  city: 'City',
  event_date: 'Date',
  category_id: 'Category (id)',
  is_active: 'Active',
  is_admin: 'Admin',
  verified: 'Verified',
  buyer_fee_percent: 'Buyer fee',
  seller_fee_percent: 'Seller fee',
  resale_cap_percent: 'Resale cap (percent over face value)',
  resale_cap_price: 'Resale cap (maximum price)',
  name: 'Name',
  status: 'Status',
  remarks: 'Remarks',
  utr: 'UTR',
  attempt: 'Attempt',
  upi_id: 'UPI ID',
  upi_name: 'Registered name',
  comment_hidden_reason: 'Reason for hiding',
  tracking_number: 'Tracking number',
};

/** Known fields in the order of `fieldWords` (title first), the rest after them alphabetically. */
const fieldRank = new Map(Object.keys(fieldWords).map((field, rank) => [field, rank]));
function byFieldOrder(a: string, b: string): number {
  const rankA = fieldRank.get(a) ?? Infinity;
  const rankB = fieldRank.get(b) ?? Infinity;
  return rankA === rankB ? a.localeCompare(b) : rankA - rankB;
}

export function auditFieldLabel(field: string): string {
  const words = fieldWords[field];
  if (words) return words;
  const text = field.replace(/_/g, ' ');
  return text.charAt(0).toUpperCase() + text.slice(1);
}

const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/;

/** A snapshot value as people read it: Yes/No, — for nothing, IST times, rupees for amounts in paise. */
export function auditValue(field: string, value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (typeof value === 'number') {
    if (/(^|_)(price|amount)$/.test(field) && Number.isSafeInteger(value)) return formatInr(value);
    if (field.endsWith('_percent')) return `${value}%`;
    return String(value);
  }
  if (typeof value === 'string') {
    if (ISO_INSTANT.test(value)) return formatDateTimeIst(value);
    return field === 'status' ? value.replace(/_/g, ' ') : value;
  }
  return JSON.stringify(value);
}

export interface AuditChange {
  field: string;
  label: string;
  before: string;
  after: string;
  changed: boolean;
}

/** Every field of the before and after snapshots, side by side; `changed` marks what the action changed. */
export function auditChanges(entry: Pick<AuditEntry, 'before' | 'after'>): AuditChange[] {
  const fields = [...new Set([...Object.keys(entry.before ?? {}), ...Object.keys(entry.after ?? {})])];
  return fields.sort(byFieldOrder).map((field) => {
    const before = entry.before ? auditValue(field, entry.before[field]) : '—';
    const after = entry.after ? auditValue(field, entry.after[field]) : '—';
    const changed =
      entry.before === null || entry.after === null
        ? true
        : JSON.stringify(entry.before[field] ?? null) !== JSON.stringify(entry.after[field] ?? null);
    return { field, label: auditFieldLabel(field), before, after, changed };
  });
}

/** The changed fields in one line for the table: 'Active: Yes → No'; a created or deleted record says so. */
export function auditChangeSummary(entry: AuditEntry): string {
  if (entry.before === null && entry.after !== null) return 'Created';
  if (entry.after === null && entry.before !== null) return 'Deleted';
  const changed = auditChanges(entry).filter((change) => change.changed);
  if (changed.length === 0) return 'No field changed';
  const shown = changed.slice(0, 2).map((change) => `${change.label}: ${change.before} → ${change.after}`);
  return changed.length > 2 ? `${shown.join('; ')}; +${changed.length - 2} more` : shown.join('; ');
}

/** Who did it: their name, else their email, else their short id. */
export function auditActorName(entry: AuditEntry): string {
  return entry.actor.full_name?.trim() || entry.actor.email || shortId(entry.actor.id);
}
