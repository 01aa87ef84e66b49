import { lazy } from 'react';

// The ticket alert's panel needs the session: the event page loads it in the browser, after the listings.
export const LazyAlertPanel = lazy(() => import('./AlertPanel').then((m) => ({ default: m.AlertPanel })));
