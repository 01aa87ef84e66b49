import { queryOptions } from '@tanstack/react-query';
import type { operations } from '@ticketsetu/contracts';
import { api, unwrap } from '../../shared/api/client';
import { type AdminListParams, unwrapPage } from '../admin';

type AuditQuery = NonNullable<operations['AdminAuditController_list']['parameters']['query']>;
export type AdminAuditParams = AdminListParams & Pick<AuditQuery, 'actor' | 'kind' | 'from' | 'to'>;

export const auditKeys = {
  all: ['admin', 'audit'] as const,
  list: (params: AdminAuditParams) => [...auditKeys.all, params] as const,
  staff: ['admin', 'audit', 'staff'] as const,
};

/** One page of the audit log, newest first unless asked otherwise, and how many entries match. */
export function adminAuditQuery(params: AdminAuditParams) {
  return queryOptions({
    queryKey: auditKeys.list(params),
    queryFn: () => unwrapPage(api.GET('/api/v1/admin/audit', { params: { query: params as AuditQuery } })),
  });
}

/** Today's admins, for the Staff filter (people who were admins once also show when their lines are on screen). */
export function auditStaffQuery() {
  return queryOptions({
    queryKey: auditKeys.staff,
    queryFn: () =>
      unwrap(
        api.GET('/api/v1/admin/users', {
          params: { query: { role: 'admin', sort: 'full_name', order: 'asc', limit: 100 } },
        }),
      ),
  });
}
