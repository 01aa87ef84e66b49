/**
 * The support module's public entry: contact messages, on the complaints' clock (ADR 67). Disputes reads
 * it (the complaints' lookup), and the back office (the dashboard's counts and Admin > Messages' list, ADR 71).
 */
export { SupportModule } from './support.module.js';
export { ContactService, type ContactCounts } from './application/contact.service.js';
// Admin > Contact messages' read model and answers; the back office mounts the list (ADR 71).
export { ContactMessageList, type ContactMessageRow } from './application/contact-message-list.js';
export { ContactMessageDto, ContactMessagesQueryDto } from './http/contact.dto.js';
export { toContactMessageDto } from './http/contact-views.js';
