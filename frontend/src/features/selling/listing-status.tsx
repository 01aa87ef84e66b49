import { ToneTag, type Tone } from '../../shared/ui/ToneTag';

const statuses: Record<string, { label: string; tone: Tone }> = {
  pending_approval: { label: 'Pending Approval', tone: 'warning' },
  available: { label: 'Available', tone: 'success' },
  // The staff's rejection; the spec shows it as Cancelled.
  cancelled: { label: 'Cancelled', tone: 'danger' },
  withdrawn: { label: 'Withdrawn', tone: 'neutral' },
  sold: { label: 'Sold', tone: 'info' },
  // The seller's view of a sold listing none of whose sales stood (failed or refunded, ADR 32).
  closed: { label: 'Closed', tone: 'neutral' },
};

/** 'pending_approval' -> 'Pending Approval'; a status the page does not know yet is capitalised. */
export function listingStatusLabel(status: string): string {
  const known = statuses[status];
  if (known) return known.label;
  const words = status.replace(/_/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

export function ListingStatusBadge({ status }: { status: string }) {
  return <ToneTag tone={statuses[status]?.tone ?? 'neutral'}>{listingStatusLabel(status)}</ToneTag>;
}
