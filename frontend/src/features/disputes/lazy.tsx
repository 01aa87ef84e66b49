import { lazy } from 'react';

// 'Report a problem' (its evidence picker with the upload code) is fetched when a buyer opens it, not
// with Your Purchases.
export const LazyOpenDisputeModal = lazy(() =>
  import('./OpenDisputeModal').then((m) => ({ default: m.OpenDisputeModal })),
);
