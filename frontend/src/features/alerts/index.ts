/** Ticket alerts (ADR 66): Your Tickets' list (the event page loads AlertPanel.tsx on demand). */
export { AlertsSection } from './AlertsSection';
export { myAlertsQuery } from './queries';
