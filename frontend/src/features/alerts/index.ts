/** Ticket alerts (ADR 66): Your Tickets' list and the event page's panel, loaded on demand. */
export { AlertsSection } from './AlertsSection';
export { myAlertsQuery } from './queries';
export { LazyAlertPanel } from './lazy-panel';
