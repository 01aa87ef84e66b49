import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { waitlistOfferQuery } from '../waitlist';
import { checkoutKeys } from './queries';
import { useSecondsLeft } from '../../shared/useSecondsLeft';

/**
 * The waiting-list offer a checkout was opened with (its email's link): seats held for this buyer,
 * off public sale, bought in exactly its quantity while it lasts.
 */
export function useCheckoutOffer(listingId: string, offerId: string | undefined) {
  const queryClient = useQueryClient();
  const offerQuery = useQuery({ ...waitlistOfferQuery(offerId ?? ''), enabled: Boolean(offerId) });
  const offer = offerQuery.data?.listing?.id === listingId ? offerQuery.data : undefined;
  const secondsLeft = useSecondsLeft(offer?.status === 'offered' ? Date.parse(offer.expires_at) : null);
  const live =
    offer !== undefined && (offer.status === 'in_checkout' || (offer.status === 'offered' && (secondsLeft ?? 0) > 0));
  const ended = offer?.status === 'offered' && secondsLeft === 0;

  // The offer ran out on this page: its seats went to the next person, so reload what the page says.
  const refetchOffer = offerQuery.refetch;
  useEffect(() => {
    if (!ended) return;
    void queryClient.invalidateQueries({ queryKey: checkoutKeys.listing(listingId) });
    void refetchOffer();
  }, [ended, listingId, queryClient, refetchOffer]);

  return {
    offer,
    /** The offer's seats are this buyer's to pay for now. */
    live,
    secondsLeft,
    checking: Boolean(offerId) && offerQuery.isPending,
    error: offerQuery.error,
  };
}

export type CheckoutOfferState = ReturnType<typeof useCheckoutOffer>;
