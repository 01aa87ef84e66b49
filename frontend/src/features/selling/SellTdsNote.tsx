import { Trans } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { panHolderMayBeExempt } from '@ticketsetu/contracts/tax';
import { currentFinancialYear } from '../../shared/financial-year';
import { InfoCircleOutlined } from '../../shared/ui/icons';
import { AppLink } from '../../shared/ui/links';
import type { Profile } from '../profile';
import { crossesExemptGross, crossingNote, noPanNote, PAN_SECTION_HREF } from '../profile';
import { sellerStatementQuery } from './statement';

/**
 * The income tax a sale will have withheld (ADR 49), where the seller says where their money goes: a
 * seller without a PAN is asked for one; one with a PAN hears when this listing takes their year past the
 * exempt amount. Information only: it never stands in the way of listing. `listingGross`: price × tickets
 * in paise (0 while no price is typed).
 */
export function SellTdsNote({ profile, listingGross }: { profile: Profile | undefined; listingGross: number }) {
  const hasPan = Boolean(profile?.pan);
  // The year's sales matter only to an individual or HUF with a PAN (anyone else is withheld from on every sale).
  const mayBeExempt = Boolean(profile?.pan && panHolderMayBeExempt(profile.pan));
  const statement = useQuery({ ...sellerStatementQuery(currentFinancialYear()), enabled: mayBeExempt });

  let note = null;
  if (profile && !hasPan) {
    note = (
      <p className="sell-note">
        <InfoCircleOutlined aria-hidden="true" />
        <span>
          {noPanNote()}{' '}
          <AppLink href={PAN_SECTION_HREF}>
            <Trans>Add PAN</Trans>
          </AppLink>
        </span>
      </p>
    );
  } else if (mayBeExempt && statement.data && listingGross > 0) {
    const { gross, refunded } = statement.data.totals;
    if (crossesExemptGross(gross - refunded, listingGross)) {
      note = (
        <p className="sell-note">
          <InfoCircleOutlined aria-hidden="true" />
          <span>{crossingNote()}</span>
        </p>
      );
    }
  }
  // Announced as the price or the number of tickets changes it.
  return (
    <div className="sell-tds-note" aria-live="polite">
      {note}
    </div>
  );
}
