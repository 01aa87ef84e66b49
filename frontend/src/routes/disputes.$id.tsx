import { createFileRoute } from '@tanstack/react-router';
import { DisputePage } from '../features/disputes/DisputePage';
import { disputeQuery } from '../features/disputes/queries';
import { requireSignIn } from '../shared/guards';
import { CheckingSession } from '../shared/ui/SessionSpinners';

/** A dispute as its buyer or seller follows it; anyone else is told it is not found. */
export const Route = createFileRoute('/disputes/$id')({
  beforeLoad: requireSignIn,
  // Start loading without holding the page: it has its own loading, not-found and error states.
  loader: ({ context, params }) => void context.queryClient.prefetchQuery(disputeQuery(params.id)),
  pendingComponent: CheckingSession,
  component: DisputePage,
});
