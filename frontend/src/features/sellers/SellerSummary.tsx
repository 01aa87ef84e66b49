import { Trans, useLingui } from '@lingui/react/macro';
import { useLocale } from '../../shared/i18n';
import { UserOutlined } from '../../shared/ui/icons';
import { AppLink } from '../../shared/ui/links';
import type { SellerProfile } from './queries';
import { SellerBadges } from './SellerBadges';
import { cleanShareText, memberSince, placeText, ratingText, salesText, sellerPath } from './seller-words';
import './sellers.css';

/**
 * Who sells a listing (ADR 65), in a listing card: the name shown (a link to their page), their city, their
 * rating, their completed sales and their badges.
 */
export function SellerLine({ profile }: { profile: SellerProfile }) {
  const { i18n } = useLingui();
  const name = profile.display_name;
  return (
    <div className="seller-line">
      <p className="seller-line__who">
        <UserOutlined aria-hidden="true" />
        <span>
          <Trans>
            Sold by{' '}
            <AppLink href={sellerPath(profile.id)} className="seller-line__name">
              {name}
            </AppLink>
          </Trans>
          {profile.city && <span className="seller-line__city"> · {profile.city}</span>}
        </span>
      </p>
      <p className="seller-line__figures">
        {ratingText(i18n, profile.rating_average, profile.rating_count)} · {salesText(i18n, profile.completed_sales)}
      </p>
      <SellerBadges badges={profile.badges} />
    </div>
  );
}

/** Who sells the tickets being bought, at checkout: the whole profile, with a link to their ratings. */
export function SellerPanel({ profile }: { profile: SellerProfile }) {
  const { i18n } = useLingui();
  const locale = useLocale();
  const place = placeText(profile);
  return (
    <section className="seller-panel" aria-labelledby="seller-panel-title">
      <h2 id="seller-panel-title" className="seller-panel__title">
        <Trans>About the seller</Trans>
      </h2>
      <p className="seller-panel__name">
        <AppLink href={sellerPath(profile.id)}>{profile.display_name}</AppLink>
      </p>
      <ul className="seller-panel__facts">
        {place && <li>{place}</li>}
        <li>{memberSince(i18n, locale, profile)}</li>
        <li>{ratingText(i18n, profile.rating_average, profile.rating_count)}</li>
        <li>{salesText(i18n, profile.completed_sales)}</li>
        <li>{cleanShareText(i18n, profile.clean_sale_share)}</li>
      </ul>
      <SellerBadges badges={profile.badges} />
    </section>
  );
}
