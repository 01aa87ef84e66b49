import { useLingui } from '@lingui/react/macro';
import { SkeletonText } from '../../shared/ui/SkeletonText';

/** A tab's grey cards while its list (or its code) loads. */
export function TabLoading({ label }: { label?: string }) {
  const { t } = useLingui();
  return (
    <div className="own-listings" role="status" aria-label={label ?? t`Loading your listings`}>
      {[0, 1].map((i) => (
        <div key={i} className="own-listing">
          <SkeletonText lines={['100%', '100%', '61%']} />
        </div>
      ))}
    </div>
  );
}
