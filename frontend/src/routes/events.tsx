import { createFileRoute } from '@tanstack/react-router';
import { EventsPage } from '../features/events/EventsPage';
import { EventsPageSkeleton } from '../features/events/EventsPageSkeleton';
import { eventsListQuery } from '../features/events/queries';
import { eventsSearchSchema } from '../features/events/search';

export const Route = createFileRoute('/events')({
  validateSearch: eventsSearchSchema,
  loaderDeps: ({ search }) => ({ search: search.search }),
  loader: ({ context, deps }) => context.queryClient.ensureQueryData(eventsListQuery(deps.search)),
  pendingComponent: EventsPageSkeleton,
  component: EventsPage,
});
