import { createFileRoute, notFound } from '@tanstack/react-router';
import { EventDetailPage } from '../features/event-page/EventDetailPage';
import { EventNotFound } from '../features/event-page/EventNotFound';
import { EventPageSkeleton } from '../features/event-page/EventPageSkeleton';
import { eventPageSearchSchema, toListingFilters } from '../features/event-page/search';
import { eventPageQuery } from '../features/events/queries';
import { isNotFound } from '../shared/api/api-error';

export const Route = createFileRoute('/event/$id')({
  validateSearch: eventPageSearchSchema,
  loaderDeps: ({ search }) => toListingFilters(search),
  loader: async ({ context, params, deps }) => {
    try {
      await context.queryClient.ensureQueryData(eventPageQuery(params.id, deps));
    } catch (error) {
      if (isNotFound(error)) throw notFound();
      throw error;
    }
  },
  pendingComponent: EventPageSkeleton,
  notFoundComponent: EventNotFound,
  component: EventDetailPage,
});
