import { createFileRoute } from '@tanstack/react-router';
import { CheckoutPage } from '../features/checkout/CheckoutPage';
import { CheckoutLoadError, CheckoutSkeleton } from '../features/checkout/CheckoutStates';
import { checkoutQuery } from '../features/checkout/queries';
import { checkoutSearchSchema } from '../features/checkout/search';
import { requireSignIn } from '../shared/guards';

export const Route = createFileRoute('/checkout/$ticketId')({
  // Its waiting and error states load with it, not with every page's first load.
  codeSplitGroupings: [['component'], ['pendingComponent', 'errorComponent']],
  validateSearch: checkoutSearchSchema,
  beforeLoad: requireSignIn,
  loader: ({ context, params }) => context.queryClient.ensureQueryData(checkoutQuery(params.ticketId)),
  pendingComponent: CheckoutSkeleton,
  errorComponent: CheckoutLoadError,
  component: CheckoutPage,
});
