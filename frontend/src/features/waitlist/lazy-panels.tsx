import { lazy } from 'react';

// The waiting list's panels for the event page load on demand: most visits to an event page have
// tickets on sale and no offer, so the panels' code need not come with the page.
export const LazyJoinWaitlistPanel = lazy(() =>
  import('./JoinWaitlistPanel').then((m) => ({ default: m.JoinWaitlistPanel })),
);
export const LazyOfferPanel = lazy(() => import('./OfferPanel').then((m) => ({ default: m.OfferPanel })));
export const LazyLapsedOfferNotice = lazy(() => import('./OfferPanel').then((m) => ({ default: m.LapsedOfferNotice })));
