import { Skeleton } from 'antd';
import { EventCardSkeleton } from './EventCardSkeleton';
import './events.css';

export function EventsPageSkeleton() {
  return (
    <div className="container page" role="status" aria-busy="true" aria-label="Loading events">
      <Skeleton active title={{ width: 240 }} paragraph={{ rows: 1, width: 320 }} />
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
