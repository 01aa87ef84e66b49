import { Trans, useLingui } from '@lingui/react/macro';
import { useSuspenseInfiniteQuery, useSuspenseQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import type { SellerBadge } from '@ticketsetu/contracts/sellers';
import { useLocale } from '../../shared/i18n';
import { usePageTitle } from '../../shared/usePageTitle';
import { Button } from '../../shared/ui/Button';
import { SafetyCertificateOutlined } from '../../shared/ui/icons';
import { sellerProfileQuery, sellerRatingsQuery } from './queries';
import { RatingItem } from './RatingItem';
import { BADGE_EXPLANATIONS } from './SellerBadges';
import { badgeName, cleanShareText, memberSince, placeText, ratingText, salesText } from './seller-words';
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
  const { i18n, t } = useLingui();
  const locale = useLocale();
  const name = profile.display_name;
  usePageTitle(t`${name}, seller on TicketSetu`);
  const rating = ratingText(i18n, profile.rating_average, profile.rating_count);
  const place = placeText(profile);
  const shown = ratings.data.pages.flatMap((page) => page.ratings);

  return (
    <div className="container page">
      <section className="seller-page__head" aria-labelledby="seller-name">
        <p className="seller-page__kicker">
          <Trans>Seller on TicketSetu</Trans>
        </p>
        <h1 id="seller-name" className="page-title">
          {profile.display_name}
        </h1>
        <ul className="seller-page__facts">
          {place && <li>{place}</li>}
          <li>{memberSince(i18n, locale, profile)}</li>
        </ul>
        <dl className="seller-page__figures">
          <div>
            <dt>
              <Trans>Rating</Trans>
            </dt>
            <dd>{rating}</dd>
          </div>
          <div>
            <dt>
              <Trans>Sales</Trans>
            </dt>
            <dd>{salesText(i18n, profile.completed_sales)}</dd>
          </div>
          <div>
            <dt>
              <Trans>Last 12 months</Trans>
            </dt>
            <dd>{cleanShareText(i18n, profile.clean_sale_share)}</dd>
          </div>
        </dl>
        {profile.badges.length > 0 && (
          <ul className="seller-page__badges" aria-label={t`Badges`}>
            {profile.badges.map((badge) => (
              <li key={badge}>
                <strong>
                  <SafetyCertificateOutlined aria-hidden="true" /> {badgeName(i18n, badge)}
                </strong>
                {Object.hasOwn(BADGE_EXPLANATIONS, badge) && <p>{i18n._(BADGE_EXPLANATIONS[badge as SellerBadge])}</p>}
              </li>
            ))}
          </ul>
        )}
        <p className="seller-page__note">
          <Trans>
            Completed sales are tickets that reached their buyer with nothing refunded. Ratings come only from buyers
            whose purchase from this seller completed; a purchase refunded, or disputed and not resolved for the seller,
            does not count. Your payment is held until your tickets arrive, whoever the seller.
          </Trans>
        </p>
      </section>

      <section className="seller-ratings" aria-labelledby="ratings-heading">
        <h2 id="ratings-heading" className="section-title">
          <Trans>Ratings from buyers</Trans>
        </h2>
        {shown.length === 0 ? (
          <p className="results-count">
            <Trans>No ratings yet</Trans>
          </p>
        ) : (
          <>
            <p className="results-count">{rating}</p>
            <ul className="seller-ratings__list">
              {shown.map((rating) => (
                <RatingItem key={rating.id} rating={rating} sellerName={profile.display_name} />
              ))}
            </ul>
          </>
        )}
        {ratings.hasNextPage && (
          <Button loading={ratings.isFetchingNextPage} onClick={() => void ratings.fetchNextPage()}>
            <Trans>Show more ratings</Trans>
          </Button>
        )}
      </section>
    </div>
  );
}
