import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { sellerProfileQuery } from './queries';

// Drawn once the profile is read, so its code can come meanwhile: the checkout's first load stays in
// the public pages' budget (first-load-budget.test.ts).
const SellerPanel = lazy(() => import('./SellerSummary').then((module) => ({ default: module.SellerPanel })));

/** The checkout's "About the seller" (ADR 65): shown once read; a checkout never waits for it. */
export function CheckoutSeller({ sellerId }: { sellerId: string }) {
  const profile = useQuery(sellerProfileQuery(sellerId));
  return profile.data ? (
    <Suspense fallback={null}>
      <SellerPanel profile={profile.data} />
    </Suspense>
  ) : null;
}
