import { useSuspenseInfiniteQuery, useSuspenseQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { completedSalesText, ratingSummary, SELLER_BADGES, type SellerBadge } from '@ticketsetu/contracts/sellers';
import { usePageTitle } from '../../shared/usePageTitle';
import { Button } from '../../shared/ui/Button';
import { SafetyCertificateOutlined } from '../../shared/ui/icons';
import { sellerProfileQuery, sellerRatingsQuery } from './queries';
import { RatingItem } from './RatingItem';
import { BADGE_EXPLANATIONS } from './SellerBadges';
import { cleanShareText, memberSince, placeText } from './seller-words';
import './sellers.css';

const routeApi = getRouteApi('/seller/$id');

/**
 * /seller/$id (ADR 65): who a seller is, as a buyer may know before buying (Consumer Protection
 * (E-Commerce) Rules 2020, rule 5(3)(a)), and the ratings of buyers who bought from them, newest first.
 */
export function SellerPage() {
  const { id } = routeApi.useParams();
  const { data: profile } = useSuspenseQuery(sellerProfileQuery(id));
  const ratings = useSuspenseInfiniteQuery(sellerRatingsQuery(id));
  usePageTitle(`${profile.display_name}, seller on TicketSetu`);
  const place = placeText(profile);
  const shown = ratings.data.pages.flatMap((page) => page.ratings);

  return (
    <div className="container page">
      <section className="seller-page__head" aria-labelledby="seller-name">
        <p className="seller-page__kicker">Seller on TicketSetu</p>
        <h1 id="seller-name" className="page-title">
          {profile.display_name}
        </h1>
        <ul className="seller-page__facts">
          {place && <li>{place}</li>}
          <li>{memberSince(profile)}</li>
        </ul>
        <dl className="seller-page__figures">
          <div>
            <dt>Rating</dt>
            <dd>{ratingSummary(profile.rating_average, profile.rating_count)}</dd>
          </div>
          <div>
            <dt>Sales</dt>
            <dd>{completedSalesText(profile.completed_sales)}</dd>
          </div>
          <div>
            <dt>Last 12 months</dt>
            <dd>{cleanShareText(profile.clean_sale_share)}</dd>
          </div>
        </dl>
        {profile.badges.length > 0 && (
          <ul className="seller-page__badges" aria-label="Badges">
            {profile.badges.map((badge) => (
              <li key={badge}>
                <strong>
                  <SafetyCertificateOutlined aria-hidden="true" /> {SELLER_BADGES[badge as SellerBadge]}
                </strong>
                <p>{BADGE_EXPLANATIONS[badge as SellerBadge]}</p>
              </li>
            ))}
          </ul>
        )}
        <p className="seller-page__note">
          Completed sales are tickets that reached their buyer with nothing refunded. Ratings come only from buyers
          whose purchase from this seller completed; a purchase refunded, or disputed and not resolved for the seller,
          does not count. Your payment is held until your tickets arrive, whoever the seller.
        </p>
      </section>

      <section className="seller-ratings" aria-labelledby="ratings-heading">
        <h2 id="ratings-heading" className="section-title">
          Ratings from buyers
        </h2>
        {shown.length === 0 ? (
          <p className="results-count">No ratings yet</p>
        ) : (
          <>
            <p className="results-count">{ratingSummary(profile.rating_average, profile.rating_count)}</p>
            <ul className="seller-ratings__list">
              {shown.map((rating) => (
                <RatingItem key={rating.id} rating={rating} sellerName={profile.display_name} />
              ))}
            </ul>
          </>
        )}
        {ratings.hasNextPage && (
          <Button loading={ratings.isFetchingNextPage} onClick={() => void ratings.fetchNextPage()}>
            Show more ratings
          </Button>
        )}
      </section>
    </div>
  );
}
