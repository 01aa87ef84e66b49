import { useLingui } from '@lingui/react/macro';
import { createFileRoute, notFound } from '@tanstack/react-router';
import { EventDetailPage } from '../features/event-page/EventDetailPage';
import { EventNotFound } from '../features/event-page/EventNotFound';
import { EventPageSkeleton } from '../features/event-page/EventPageSkeleton';
import { eventPageSearchSchema, toListingFilters } from '../features/event-page/search';
import { eventPageQuery } from '../features/events/queries';
import { eventSellersQuery } from '../features/sellers/queries';
import { isNotFound } from '../shared/api/api-error';

// Drawn from the route tree, which every page loads: its words are the shell's, not the event page's area's.
function EventPagePending() {
  const { t } = useLingui();
  return <EventPageSkeleton label={t`Loading event`} />;
}

export const Route = createFileRoute('/event/$id')({
  validateSearch: eventPageSearchSchema,
  loaderDeps: ({ search }) => toListingFilters(search),
  loader: async ({ context, params, deps }) => {
    try {
      await Promise.all([
        context.queryClient.ensureQueryData(eventPageQuery(params.id, deps)),
        // The listing cards' sellers (ADR 65), read beside the page: without them the cards still show.
        context.queryClient.ensureQueryData(eventSellersQuery(params.id)).catch(() => undefined),
      ]);
    } catch (error) {
      if (isNotFound(error)) throw notFound();
      throw error;
    }
  },
  pendingComponent: EventPagePending,
  notFoundComponent: EventNotFound,
  component: EventDetailPage,
});
