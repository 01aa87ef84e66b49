import { createFileRoute } from '@tanstack/react-router';
import { adminListParams } from '../features/admin/admin-list-query';
import { AdminAuditPage } from '../features/admin-audit/AdminAuditPage';
import { adminAuditQuery } from '../features/admin-audit/queries';
import { adminAuditSearchSchema, auditFilters } from '../features/admin-audit/search';

export const Route = createFileRoute('/admin/audit')({
  validateSearch: adminAuditSearchSchema,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) =>
    void context.queryClient.prefetchQuery(adminAuditQuery(adminListParams(deps, auditFilters(deps)))),
  component: AdminAuditPage,
});
