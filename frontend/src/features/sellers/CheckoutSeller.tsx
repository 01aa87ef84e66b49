import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { sellerProfileQuery } from './queries';
import type { SellerPanel as Panel } from './SellerSummary';
// The panel's styles come with the checkout, its code when needed: a checkout the server draws (ADR 79)
// has the panel styled before any script runs.
import '../../shared/ui/tone-tag.css';
import './sellers.css';

// Drawn once the profile is read, so its code can come meanwhile: the checkout's first load stays in
// the public pages' budget (first-load-budget.test.ts).
let loaded: typeof Panel | null = null;

/**
 * The panel's code. The checkout's route waits for it when the profile is known already (a checkout
 * the server drew, ADR 79): the page is taken over with the panel in place, as the server drew it.
 */
export function loadSellerPanel(): Promise<typeof Panel> {
  return import('./SellerSummary').then((module) => (loaded = module.SellerPanel));
}

/** The checkout's "About the seller" (ADR 65): shown once read; a checkout never waits for it. */
export function CheckoutSeller({ sellerId }: { sellerId: string }) {
  const profile = useQuery(sellerProfileQuery(sellerId));
  const [SellerPanel, setSellerPanel] = useState(() => loaded);
  const known = Boolean(profile.data);
  useEffect(() => {
    if (known && !SellerPanel) void loadSellerPanel().then((panel) => setSellerPanel(() => panel));
  }, [known, SellerPanel]);
  return profile.data && SellerPanel ? <SellerPanel profile={profile.data} /> : null;
}
