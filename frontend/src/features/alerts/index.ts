/** Ticket alerts (ADR 66): the event page's panel and Your Tickets' list. */
export { AlertPanel } from './AlertPanel';
export { AlertsSection } from './AlertsSection';
export { myAlertsQuery } from './queries';
