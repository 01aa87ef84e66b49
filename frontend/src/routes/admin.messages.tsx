import { createFileRoute } from '@tanstack/react-router';
import { adminListParams } from '../features/admin/admin-list-query';
import { AdminMessagesPage } from '../features/admin/AdminMessagesPage';
import { contactMessagesQuery } from '../features/admin/queries';
import { adminMessagesSearchSchema, messageFilters } from '../features/admin/search';

export const Route = createFileRoute('/admin/messages')({
  validateSearch: adminMessagesSearchSchema,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) =>
    void context.queryClient.prefetchQuery(contactMessagesQuery(adminListParams(deps, messageFilters(deps)))),
  component: AdminMessagesPage,
});
