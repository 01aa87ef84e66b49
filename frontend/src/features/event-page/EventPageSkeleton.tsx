import { Skeleton } from 'antd';
import './event-page.css';

export function EventPageSkeleton() {
  return (
    <div className="container page" role="status" aria-busy="true" aria-label="Loading event">
      <div className="event-hero event-hero--skeleton">
        <div className="event-hero__image shimmer" />
        <div className="event-hero__details">
          <Skeleton active title={{ width: '70%' }} paragraph={{ rows: 5 }} />
        </div>
      </div>
      <div className="listings">
        {[0, 1, 2].map((i) => (
          <div key={i} className="listing listing--skeleton">
            <Skeleton active title={false} paragraph={{ rows: 2, width: ['60%', '40%'] }} />
          </div>
        ))}
      </div>
    </div>
  );
}
