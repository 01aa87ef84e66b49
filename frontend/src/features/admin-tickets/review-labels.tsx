import { WarningOutlined } from '@ant-design/icons';
import { ToneTag } from '../../shared/ui/ToneTag';
import type { ReviewListing } from './queries';

export const REVIEW_MESSAGES = {
  loadFailed: 'Error loading tickets',
  verified: 'Ticket verified successfully',
  rejected: 'Ticket rejected',
  decisionFailed: 'Error updating ticket status',
  remarksSaved: 'Remarks saved',
  remarksFailed: 'Error saving remarks',
} as const;

const providerNames: Record<string, string> = { bookmyshow: 'BookMyShow', district: 'District' };

/** 'Mobile · BookMyShow' or 'Physical'. */
export function reviewTypeLabel(listing: Pick<ReviewListing, 'ticket_type' | 'mobile_ticket_type'>): string {
  if (listing.ticket_type === 'physical') return 'Physical';
  const provider = listing.mobile_ticket_type && providerNames[listing.mobile_ticket_type];
  return provider ? `Mobile · ${provider}` : 'Mobile';
}

/** Listing ids as staff read them: the first 8 characters. */
export function shortId(id: string): string {
  return id.slice(0, 8);
}

/** A red flag when another listing carries a proof file with identical content. */
export function DuplicateFlag({ ids }: { ids: readonly string[] }) {
  if (ids.length === 0) return null;
  const others = ids.map(shortId).join(', ');
  return (
    <span className="duplicate-flag">
      <ToneTag tone="danger" title={`Same proof file as listing ${others}`}>
        <WarningOutlined aria-hidden="true" /> Possible duplicate
      </ToneTag>
      <span className="duplicate-flag__ids">Same file as {others}</span>
    </span>
  );
}
