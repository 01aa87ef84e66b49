/** The identity module's public entry: accounts, addresses and the session guard. Other modules import only this file. */
export { IdentityModule } from './identity.module.js';
export {
  type ContactPoints,
  IdentityService,
  type InvoiceRecipient,
  type NewAccount,
  type PendingDuesCheck,
  type UserSummary,
} from './application/identity.service.js';
/** The SMS port, for notices other modules send (ticket alerts, ADR 66). */
export { SMS_SENDER, type SmsNotice, type SmsSender } from './application/ports.js';
export { passwordProblem } from './domain/rules.js';
/** For the composition root's pages (app.pages.ts): whether a request carries a session at all. */
export { accessTokenOf } from './http/session-cookies.js';
/** For the composition root's pages: who a page request is from (a checkout rendered for its buyer, ADR 79). */
export { PageSession } from './http/page-session.js';
/** Mounted by the composition root (app.setup.ts) in front of every /api/v1/admin path. */
export { AdminAreaGate } from './http/admin-area.gate.js';
// Admin > Users' read model and answers; the back office mounts the list (ADR 71).
export { AdminUserList, type AdminUserRow } from './application/admin-user-list.js';
export { AdminUsersQueryDto } from './http/admin-users.dto.js';
export { AdminUserDto } from './http/me.dto.js';
export { toAdminUserDto } from './http/admin-user-views.js';
