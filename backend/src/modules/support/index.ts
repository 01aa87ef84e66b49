/**
 * The support module's public entry: contact messages, on the complaints' clock (ADR 67). Only disputes
 * reads it (the complaints' lookup and the admin dashboard's counts).
 */
export { SupportModule } from './support.module.js';
export { ContactService, type ContactCounts } from './application/contact.service.js';
