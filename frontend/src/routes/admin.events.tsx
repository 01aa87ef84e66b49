import { createFileRoute } from '@tanstack/react-router';
import { adminListParams } from '../features/admin/admin-list-query';
import { AdminEventsPage } from '../features/admin-events/AdminEventsPage';
import { adminEventsQuery } from '../features/admin-events/queries';
import { adminEventsSearchSchema, eventFilters } from '../features/admin-events/search';

export const Route = createFileRoute('/admin/events')({
  validateSearch: adminEventsSearchSchema,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) =>
    void context.queryClient.prefetchQuery(adminEventsQuery(adminListParams(deps, eventFilters(deps)))),
  component: AdminEventsPage,
});
