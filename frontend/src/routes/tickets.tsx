import { createFileRoute } from '@tanstack/react-router';
import { myDisputesQuery } from '../features/disputes/queries';
import { myListingsQuery } from '../features/selling/queries';
import {
  earningsQuery,
  myPayoutsQuery,
  myTaxDocumentsQuery,
  purchasesQuery,
  rewardsQuery,
  salesQuery,
} from '../features/tickets/queries';
import { myAlertsQuery } from '../features/alerts';
import { myWaitlistQuery } from '../features/waitlist/queries';
import { TicketsPage } from '../features/tickets/TicketsPage';
import { ticketsSearchSchema } from '../features/tickets/search';
import { requireSignIn } from '../shared/guards';
import { CheckingSession } from '../shared/ui/SessionSpinners';

export const Route = createFileRoute('/tickets')({
  validateSearch: ticketsSearchSchema,
  beforeLoad: requireSignIn,
  loaderDeps: ({ search }) => ({ tab: search.tab }),
  // Start loading the tab's data without holding the page: each tab has its own loading state (on the
  // server, its reads answered first draw the page whole, ADR 88).
  loader: ({ context, deps }) => {
    if (deps.tab === 'listings') {
      void context.queryClient.prefetchQuery(myListingsQuery());
      void context.queryClient.prefetchQuery(salesQuery());
      void context.queryClient.prefetchQuery(earningsQuery());
    } else {
      void context.queryClient.prefetchQuery(purchasesQuery());
      void context.queryClient.prefetchQuery(myTaxDocumentsQuery('buyer'));
      void context.queryClient.prefetchQuery(rewardsQuery());
      void context.queryClient.prefetchQuery(myWaitlistQuery());
      void context.queryClient.prefetchQuery(myAlertsQuery());
    }
    // Both tabs list the person's disputes (as buyer or as seller) and their payouts or refunds.
    void context.queryClient.prefetchQuery(myDisputesQuery());
    void context.queryClient.prefetchQuery(myPayoutsQuery());
  },
  pendingComponent: CheckingSession,
  component: TicketsPage,
});
