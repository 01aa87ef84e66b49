import { SELLER_BADGES, type SellerBadge } from '@ticketsetu/contracts/sellers';
import { SafetyCertificateOutlined } from '../../shared/ui/icons';
import { ToneTag } from '../../shared/ui/ToneTag';

/** What each badge means, for the seller's page. */
export const BADGE_EXPLANATIONS: Record<SellerBadge, string> = {
  phone_verified: 'Their mobile number was confirmed with a one-time code.',
  upi_name_checked: 'Their bank confirmed whose name their UPI ID is registered to, and they confirmed it is theirs.',
  pan_on_file: 'They have given their PAN for tax. We never show it.',
  proof_code_checked: 'The code on a ticket proof of theirs was read and is not on any other listing.',
};

/** The badges a seller earned, as tags. */
export function SellerBadges({ badges }: { badges: readonly string[] }) {
  if (badges.length === 0) return null;
  return (
    <ul className="seller-badges" aria-label="Badges">
      {badges.map((badge) => (
        <li key={badge}>
          <ToneTag tone="success">
            <SafetyCertificateOutlined aria-hidden="true" /> {SELLER_BADGES[badge as SellerBadge] ?? badge}
          </ToneTag>
        </li>
      ))}
    </ul>
  );
}
