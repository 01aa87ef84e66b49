import { createFileRoute } from '@tanstack/react-router';
import { CheckoutPage } from '../features/checkout/CheckoutPage';
import { CheckoutLoadError, CheckoutSkeleton } from '../features/checkout/CheckoutStates';
import { checkoutQuery } from '../features/checkout/queries';
import { checkoutSearchSchema } from '../features/checkout/search';
import { loadSellerPanel } from '../features/sellers/CheckoutSeller';
import { sellerProfileQuery } from '../features/sellers/queries';
import { requireSignIn } from '../shared/guards';

export const Route = createFileRoute('/checkout/$ticketId')({
  // Its loader comes with its component (ADR 57), its waiting and error states apart: none in every page's first load.
  codeSplitGroupings: [
    ['component', 'loader'],
    ['pendingComponent', 'errorComponent'],
  ],
  validateSearch: checkoutSearchSchema,
  beforeLoad: requireSignIn,
  loader: async ({ context, params }) => {
    const summary = await context.queryClient.ensureQueryData(checkoutQuery(params.ticketId));
    // Who sells it (ADR 65), without holding the page; known already (the server drew it, ADR 79), the
    // page waits for the panel's code, so it is taken over with the panel in place.
    const seller = sellerProfileQuery(summary.listing.seller_id);
    if (context.queryClient.getQueryData(seller.queryKey)) await loadSellerPanel();
    else void context.queryClient.prefetchQuery(seller);
    return summary;
  },
  pendingComponent: CheckoutSkeleton,
  errorComponent: CheckoutLoadError,
  component: CheckoutPage,
});
