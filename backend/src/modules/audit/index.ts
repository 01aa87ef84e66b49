/** The audit module's public entry: the append-only log of staff actions. A sink: it uses no module. */
export { AuditModule } from './audit.module.js';
export { AuditLog, auditSorts, type AuditQuery, type RecordedAuditEntry } from './application/audit-log.js';
export { auditKinds, type AuditKind, type AuditState, type AuditTarget } from './domain/audit-entry.js';
