import { lazy } from 'react';

// 'Rate the seller' (its stars and comment form) is fetched when a buyer is asked, not with Your Purchases.
export const LazyRateSellerModal = lazy(() =>
  import('./RateSellerModal').then((m) => ({ default: m.RateSellerModal })),
);
