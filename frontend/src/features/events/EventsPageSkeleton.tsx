import { useLingui } from '@lingui/react/macro';
import { SkeletonText } from '../../shared/ui/SkeletonText';
import { EventCardSkeleton } from './EventCardSkeleton';
import './events.css';

export function EventsPageSkeleton() {
  const { t } = useLingui();
  return (
    <div className="container page" role="status" aria-busy="true" aria-label={t`Loading events`}>
      <SkeletonText title="240px" lines={['320px']} />
      <ul className="events-grid">
        {Array.from({ length: 6 }, (_, i) => (
          <li key={i}>
            <EventCardSkeleton />
          </li>
        ))}
      </ul>
    </div>
  );
}
