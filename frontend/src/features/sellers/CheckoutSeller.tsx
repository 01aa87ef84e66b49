import { useQuery } from '@tanstack/react-query';
import { sellerProfileQuery } from './queries';
import { SellerPanel } from './SellerSummary';

/** The checkout's "About the seller" (ADR 65): shown once read; a checkout never waits for it. */
export function CheckoutSeller({ sellerId }: { sellerId: string }) {
  const profile = useQuery(sellerProfileQuery(sellerId));
  return profile.data ? <SellerPanel profile={profile.data} /> : null;
}
