import { SkeletonText } from '../../shared/ui/SkeletonText';
import './events.css';

/** Same footprint as EventCard, so the page does not jump when events arrive. */
export function EventCardSkeleton() {
  return (
    <div className="event-card event-card--skeleton" aria-hidden="true">
      <div className="event-card__media shimmer" />
      <div className="event-card__body">
        <SkeletonText title="80%" lines={['70%', '90%', '50%']} />
      </div>
    </div>
  );
}
