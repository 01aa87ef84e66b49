import { useLingui } from '@lingui/react/macro';
import { RATING_MAX_STARS } from '@ticketsetu/contracts/sellers';
import { StarFilled } from '../../shared/ui/icons';
import './sellers.css';

/** A rating's stars as drawn (filled up to `stars`), read out as '4 out of 5 stars'. */
export function Stars({ stars }: { stars: number }) {
  const { t } = useLingui();
  const most = RATING_MAX_STARS;
  return (
    <span className="stars" role="img" aria-label={t`${stars} out of ${most} stars`}>
      {Array.from({ length: RATING_MAX_STARS }, (_, i) => (
        <StarFilled key={i} aria-hidden="true" className={i < stars ? 'stars__star stars__star--on' : 'stars__star'} />
      ))}
    </span>
  );
}
