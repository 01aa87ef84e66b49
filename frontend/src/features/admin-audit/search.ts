import { lenient, uuidText, v } from '../../shared/search-params';
import { adminListSearchSchema } from '../admin';
import { auditKinds } from '@ticketsetu/contracts/audit';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * /admin/audit: page, search (a target's id) and order (ADR 27), and the filters: `actor` (a staff
 * member's id), `kind`, and `from`/`to` as days in India time (yyyy-MM-dd), inclusive. A value that does
 * not parse is dropped.
 */
export const adminAuditSearchSchema = v.object({
  ...adminListSearchSchema(['at'] as const).entries,
  actor: uuidText(),
  kind: lenient(v.picklist(auditKinds)),
  from: lenient(v.pipe(v.string(), v.regex(DAY))),
  to: lenient(v.pipe(v.string(), v.regex(DAY))),
});

export type AdminAuditSearch = v.InferOutput<typeof adminAuditSearchSchema>;

/**
 * The API's filters for the URL's: a day range in IST as instants, from the first millisecond of `from`
 * to the last of `to`.
 */
export function auditFilters(search: AdminAuditSearch) {
  return {
    actor: search.actor,
    kind: search.kind,
    from: search.from ? `${search.from}T00:00:00.000+05:30` : undefined,
    to: search.to ? `${search.to}T23:59:59.999+05:30` : undefined,
  };
}
