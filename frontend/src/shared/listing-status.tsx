import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { ToneTag, type Tone } from './ui/ToneTag';

// In the shell's catalogue: Your Listings and the back office's listings both draw it (ADR 84).
const statuses: Record<string, { label: MessageDescriptor; tone: Tone }> = {
  pending_approval: { label: msg`Pending Approval`, tone: 'warning' },
  available: { label: msg`Available`, tone: 'success' },
  // The staff's rejection; the spec shows it as Cancelled.
  cancelled: { label: msg`Cancelled`, tone: 'danger' },
  withdrawn: { label: msg`Withdrawn`, tone: 'neutral' },
  sold: { label: msg`Sold`, tone: 'info' },
  // The seller's view of a sold listing none of whose sales stood (failed or refunded, ADR 32).
  closed: { label: msg`Closed`, tone: 'neutral' },
};

/** 'pending_approval' -> 'Pending Approval'; a status the page does not know yet is capitalised (in English). */
export function listingStatusLabel(i18n: I18n, status: string): string {
  const known = statuses[status];
  if (known) return i18n._(known.label);
  const words = status.replace(/_/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

export function ListingStatusBadge({ status }: { status: string }) {
  const { i18n } = useLingui();
  return <ToneTag tone={statuses[status]?.tone ?? 'neutral'}>{listingStatusLabel(i18n, status)}</ToneTag>;
}
