import { completedSalesText, ratingSummary } from '@ticketsetu/contracts/sellers';
import { UserOutlined } from '../../shared/ui/icons';
import { AppLink } from '../../shared/ui/links';
import type { SellerProfile } from './queries';
import { SellerBadges } from './SellerBadges';
import { cleanShareText, memberSince, placeText, sellerPath } from './seller-words';
import './sellers.css';

/**
 * Who sells a listing (ADR 65), in a listing card: the name shown (a link to their page), their city, their
 * rating, their completed sales and their badges.
 */
export function SellerLine({ profile }: { profile: SellerProfile }) {
  return (
    <div className="seller-line">
      <p className="seller-line__who">
        <UserOutlined aria-hidden="true" />
        <span>
          Sold by{' '}
          <AppLink href={sellerPath(profile.id)} className="seller-line__name">
            {profile.display_name}
          </AppLink>
          {profile.city && <span className="seller-line__city"> · {profile.city}</span>}
        </span>
      </p>
      <p className="seller-line__figures">
        {ratingSummary(profile.rating_average, profile.rating_count)} · {completedSalesText(profile.completed_sales)}
      </p>
      <SellerBadges badges={profile.badges} />
    </div>
  );
}

/** Who sells the tickets being bought, at checkout: the whole profile, with a link to their ratings. */
export function SellerPanel({ profile }: { profile: SellerProfile }) {
  const place = placeText(profile);
  return (
    <section className="seller-panel" aria-labelledby="seller-panel-title">
      <h2 id="seller-panel-title" className="seller-panel__title">
        About the seller
      </h2>
      <p className="seller-panel__name">
        <AppLink href={sellerPath(profile.id)}>{profile.display_name}</AppLink>
      </p>
      <ul className="seller-panel__facts">
        {place && <li>{place}</li>}
        <li>{memberSince(profile)}</li>
        <li>{ratingSummary(profile.rating_average, profile.rating_count)}</li>
        <li>{completedSalesText(profile.completed_sales)}</li>
        <li>{cleanShareText(profile.clean_sale_share)}</li>
      </ul>
      <SellerBadges badges={profile.badges} />
    </section>
  );
}
