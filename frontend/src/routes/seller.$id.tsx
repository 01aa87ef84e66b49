import { createFileRoute, notFound } from '@tanstack/react-router';
import { SellerNotFound } from '../features/sellers/SellerNotFound';
import { SellerPage } from '../features/sellers/SellerPage';
import { SellerPagePending } from '../features/sellers/SellerPagePending';
import { sellerProfileQuery, sellerRatingsQuery } from '../features/sellers/queries';
import { isNotFound } from '../shared/api/api-error';

export const Route = createFileRoute('/seller/$id')({
  loader: async ({ context, params }) => {
    try {
      await Promise.all([
        context.queryClient.ensureQueryData(sellerProfileQuery(params.id)),
        context.queryClient.ensureInfiniteQueryData(sellerRatingsQuery(params.id)),
      ]);
    } catch (error) {
      if (isNotFound(error)) throw notFound();
      throw error;
    }
  },
  pendingComponent: SellerPagePending,
  notFoundComponent: SellerNotFound,
  component: SellerPage,
});
