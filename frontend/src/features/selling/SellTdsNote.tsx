import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { panHolderMayBeExempt, type TaxDate } from '@ticketsetu/contracts/tax';
import { currentFinancialYear } from '../../shared/financial-year';
import { InfoCircleOutlined } from '../../shared/ui/icons';
import { AppLink } from '../../shared/ui/links';
import type { Profile } from '../profile';
import { crossesExemptGross, PAN_SECTION_HREF, tdsFigures } from '../profile';
import { sellerStatementQuery } from './statement';

/** To a seller without a PAN on the profile. */
function noPanNote(i18n: I18n, date: TaxDate = new Date()): string {
  const { withoutPan } = tdsFigures(date);
  return i18n._(
    msg`Add your PAN on your profile: without it, ${withoutPan} of each sale is withheld as income tax (TDS).`,
  );
}

/** When this listing would take the seller's year past the exempt amount. */
function crossingNote(i18n: I18n, date: TaxDate = new Date()): string {
  const { exemptGross, withPan } = tdsFigures(date);
  return i18n._(
    msg`Your sales this financial year will pass ${exemptGross}: ${withPan} of the year's sales is withheld as income tax (TDS) from here on.`,
  );
}

/**
 * The income tax a sale will have withheld (ADR 49), where the seller says where their money goes: a
 * seller without a PAN is asked for one; one with a PAN hears when this listing takes their year past the
 * exempt amount. Information only: it never stands in the way of listing. `listingGross`: price × tickets
 * in paise (0 while no price is typed).
 */
export function SellTdsNote({ profile, listingGross }: { profile: Profile | undefined; listingGross: number }) {
  const { i18n } = useLingui();
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
          {noPanNote(i18n)}{' '}
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
          <span>{crossingNote(i18n)}</span>
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
