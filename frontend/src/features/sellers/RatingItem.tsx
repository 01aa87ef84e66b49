import { Trans } from '@lingui/react/macro';
import { formatDateIst } from '../../shared/format';
import { useLocale } from '../../shared/i18n';
import type { PublicRating } from './queries';
import { Stars } from './Stars';

/** One rating as the seller's page shows it: stars, when, for which event, the comment and the seller's answer. */
export function RatingItem({ rating, sellerName }: { rating: PublicRating; sellerName: string }) {
  const locale = useLocale();
  return (
    <li className="rating-item">
      <div className="rating-item__head">
        <Stars stars={rating.stars} />
        <span className="rating-item__meta">
          <time dateTime={rating.created_at}>{formatDateIst(rating.created_at, locale)}</time>
          {rating.event_title && ` · ${rating.event_title}`}
        </span>
      </div>
      {rating.comment_hidden ? (
        <p className="rating-item__hidden">
          <Trans>Comment hidden by TicketSetu staff</Trans>
        </p>
      ) : (
        rating.comment && <p className="rating-item__comment">{rating.comment}</p>
      )}
      {rating.reply && (
        <p className="rating-item__reply">
          <strong>
            <Trans>{sellerName} answered:</Trans>
          </strong>{' '}
          {rating.reply}
        </p>
      )}
    </li>
  );
}
