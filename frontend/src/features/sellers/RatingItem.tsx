import { formatDateIst } from '../../shared/format';
import type { PublicRating } from './queries';
import { Stars } from './Stars';

/** One rating as the seller's page shows it: stars, when, for which event, the comment and the seller's answer. */
export function RatingItem({ rating, sellerName }: { rating: PublicRating; sellerName: string }) {
  return (
    <li className="rating-item">
      <div className="rating-item__head">
        <Stars stars={rating.stars} />
        <span className="rating-item__meta">
          <time dateTime={rating.created_at}>{formatDateIst(rating.created_at)}</time>
          {rating.event_title && ` · ${rating.event_title}`}
        </span>
      </div>
      {rating.comment_hidden ? (
        <p className="rating-item__hidden">Comment hidden by TicketSetu staff</p>
      ) : (
        rating.comment && <p className="rating-item__comment">{rating.comment}</p>
      )}
      {rating.reply && (
        <p className="rating-item__reply">
          <strong>{sellerName} answered:</strong> {rating.reply}
        </p>
      )}
    </li>
  );
}
