import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { SellerBadge } from '@ticketsetu/contracts/sellers';
import { SafetyCertificateOutlined } from '../../shared/ui/icons';
import { ToneTag } from '../../shared/ui/ToneTag';
import { badgeName } from './seller-words';

/** What each badge means, for the seller's page. */
export const BADGE_EXPLANATIONS: Record<SellerBadge, MessageDescriptor> = {
  phone_verified: msg`Their mobile number was confirmed with a one-time code.`,
  upi_name_checked: msg`Their bank confirmed whose name their UPI ID is registered to, and they confirmed it is theirs.`,
  pan_on_file: msg`They have given their PAN for tax. We never show it.`,
  proof_code_checked: msg`The code on a ticket proof of theirs was read and is not on any other listing.`,
};

/** The badges a seller earned, as tags. */
export function SellerBadges({ badges }: { badges: readonly string[] }) {
  const { i18n, t } = useLingui();
  if (badges.length === 0) return null;
  return (
    <ul className="seller-badges" aria-label={t`Badges`}>
      {badges.map((badge) => (
        <li key={badge}>
          <ToneTag tone="success">
            <SafetyCertificateOutlined aria-hidden="true" /> {badgeName(i18n, badge)}
          </ToneTag>
        </li>
      ))}
    </ul>
  );
}
