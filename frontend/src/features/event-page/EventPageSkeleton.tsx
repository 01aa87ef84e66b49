import { SkeletonText } from '../../shared/ui/SkeletonText';
import './event-page.css';

/** The event page's shape while it loads; `label` names the wait (the route gives it, in the shell's words). */
export function EventPageSkeleton({ label }: { label: string }) {
  return (
    <div className="container page" role="status" aria-busy="true" aria-label={label}>
      <div className="event-hero event-hero--skeleton">
        <div className="event-hero__image shimmer" />
        <div className="event-hero__details">
          <SkeletonText title="70%" lines={['100%', '100%', '100%', '100%', '61%']} />
        </div>
      </div>
      <div className="listings">
        {[0, 1, 2].map((i) => (
          <div key={i} className="listing listing--skeleton">
            <SkeletonText title={false} lines={['60%', '40%']} />
          </div>
        ))}
      </div>
    </div>
  );
}
