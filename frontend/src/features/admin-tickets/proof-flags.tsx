import { Link } from '@tanstack/react-router';
import { ToneTag } from '../../shared/ui/ToneTag';
import { ListingStatusBadge } from '../selling';
import type { ProofFlag, ReviewListing } from './queries';
import { shortId } from './review-labels';

/** Each flag as staff read it (ADR 62): certain for a code, a hint for a picture, a question for nothing read. */
export const proofFlagLabels: Record<ProofFlag['kind'], { label: string; tone: 'danger' | 'warning' | 'neutral' }> = {
  same_code: { label: 'Same ticket code', tone: 'danger' },
  looks_like: { label: 'Looks like', tone: 'warning' },
  no_code: { label: 'No code found', tone: 'warning' },
  fewer_codes: { label: 'Fewer codes than tickets', tone: 'warning' },
};

function OtherListing({ flag }: { flag: ProofFlag }) {
  const other = flag.other_listing;
  if (!other) return null;
  return (
    <>
      {' '}
      <Link to="/admin/tickets" search={{ search: other.id, tab: tabOf(other.status) }} className="proof-flag__link">
        listing {shortId(other.id)}
      </Link>{' '}
      <ListingStatusBadge status={other.status as ReviewListing['status']} /> by{' '}
      {other.seller.full_name || other.seller.email}
    </>
  );
}

function tabOf(status: string): 'verified' | 'rejected' | undefined {
  if (status === 'available' || status === 'sold') return 'verified';
  if (status === 'cancelled') return 'rejected';
  return undefined;
}

/** One line per flag: "Same ticket code as listing 1a2b3c4d (Available) by Asha", "Looks like …, 3 of 64 bits". */
export function ProofFlagList({ flags }: { flags: readonly ProofFlag[] }) {
  if (flags.length === 0) return null;
  return (
    <ul className="proof-flags" aria-label="What the proofs show">
      {flags.map((flag, i) => (
        <li key={`${flag.kind}-${flag.other_listing?.id ?? flag.file_id ?? i}`} className="proof-flag">
          <ToneTag tone={proofFlagLabels[flag.kind].tone}>{proofFlagLabels[flag.kind].label}</ToneTag>{' '}
          {flag.kind === 'same_code' && flag.other_listing ? (
            <>
              as
              <OtherListing flag={flag} />
            </>
          ) : flag.kind === 'looks_like' ? (
            <>
              <OtherListing flag={flag} />
              {flag.distance !== null && <span className="review-muted"> · {flag.distance} of 64 bits differ</span>}
            </>
          ) : (
            <span>{flag.detail}</span>
          )}
        </li>
      ))}
    </ul>
  );
}

/** The flags in a table cell: one tag per kind, the certain one first. */
export function ProofFlagTags({ flags }: { flags: readonly ProofFlag[] }) {
  const kinds = (Object.keys(proofFlagLabels) as ProofFlag['kind'][]).filter((k) => flags.some((f) => f.kind === k));
  return kinds.map((kind) => (
    <ToneTag key={kind} tone={proofFlagLabels[kind].tone}>
      {proofFlagLabels[kind].label}
    </ToneTag>
  ));
}
