import { useLingui } from '@lingui/react/macro';
import { SkeletonText } from '../../shared/ui/SkeletonText';
import './event-page.css';

export function EventPageSkeleton() {
  const { t } = useLingui();
  return (
    <div className="container page" role="status" aria-busy="true" aria-label={t`Loading event`}>
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
