import { createFileRoute } from '@tanstack/react-router';
import { eventsListQuery } from '../features/events/queries';
import { HomePage } from '../features/home/HomePage';

export const Route = createFileRoute('/')({
  // Start loading the featured events without holding the page: the hero shows at once.
  loader: ({ context }) => void context.queryClient.prefetchQuery(eventsListQuery()),
  component: HomePage,
});
