/** The ticket alerts module's public entry (ADR 66). No module imports it: it reacts to listings' events. */
export { AlertsModule } from './alerts.module.js';
