import { createFileRoute } from '@tanstack/react-router';
import { myListingsQuery } from '../features/selling/queries';
import { TicketsPage } from '../features/tickets/TicketsPage';
import { ticketsSearchSchema } from '../features/tickets/search';
import { requireSignIn } from '../shared/guards';
import { PageSpinner } from '../shared/ui/PageSpinner';

export const Route = createFileRoute('/tickets')({
  validateSearch: ticketsSearchSchema,
  beforeLoad: requireSignIn,
  loaderDeps: ({ search }) => ({ tab: search.tab }),
  // Start loading the listings without holding the page: the tab has its own loading state.
  loader: ({ context, deps }) => {
    if (deps.tab === 'listings') void context.queryClient.prefetchQuery(myListingsQuery());
  },
  pendingComponent: () => <PageSpinner label="Checking your session…" />,
  component: TicketsPage,
});
