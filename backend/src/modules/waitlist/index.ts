/** The waiting list module's public entry (ADR 25). No module imports it: it reacts to listings' and orders' events. */
export { WaitlistModule } from './waitlist.module.js';
