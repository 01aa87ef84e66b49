import { createFileRoute } from '@tanstack/react-router';
import { CheckoutPage } from '../features/checkout/CheckoutPage';
import { CheckoutLoadError, CheckoutSkeleton } from '../features/checkout/CheckoutStates';
import { checkoutQuery } from '../features/checkout/queries';
import { checkoutSearchSchema } from '../features/checkout/search';
import { sellerProfileQuery } from '../features/sellers/queries';
import { requireSignIn } from '../shared/guards';

export const Route = createFileRoute('/checkout/$ticketId')({
  // Its waiting and error states load with it, not with every page's first load.
  codeSplitGroupings: [['component'], ['pendingComponent', 'errorComponent']],
  validateSearch: checkoutSearchSchema,
  beforeLoad: requireSignIn,
  loader: async ({ context, params }) => {
    const summary = await context.queryClient.ensureQueryData(checkoutQuery(params.ticketId));
    // Who sells it (ADR 65), without holding the page.
    void context.queryClient.prefetchQuery(sellerProfileQuery(summary.listing.seller_id));
    return summary;
  },
  pendingComponent: CheckoutSkeleton,
  errorComponent: CheckoutLoadError,
  component: CheckoutPage,
});
