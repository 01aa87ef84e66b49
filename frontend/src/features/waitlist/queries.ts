import { msg } from '@lingui/core/macro';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { components } from '@ticketsetu/contracts';
import { api, unwrap } from '../../shared/api/client';
import { waitlistKeys } from './offer-query';

export type WaitlistEntry = components['schemas']['WaitlistEntryDto'];
export type WaitlistOffer = components['schemas']['WaitlistOfferDto'];
export type WaitlistTicketType = WaitlistEntry['ticket_type'];

/** An offer or an event page shows seats that may have moved: refresh the events too. */
export const eventsKey = ['events'] as const;

/** The notices of the waiting list, in the reader's language (the server says the same words in English). */
export const WAITLIST_MESSAGES = {
  joined: msg`You joined the waiting list`,
  left: msg`You left the waiting list`,
  declined: msg`Offer declined: the seats go to the next person waiting`,
} as const;

/** The signed-in person's waiting lists (still waiting), each with the offer holding seats now, if any. */
export function myWaitlistQuery() {
  return queryOptions({
    queryKey: waitlistKeys.entries(),
    queryFn: () => unwrap(api.GET('/api/v1/me/waitlist')),
    // An offer lasts 15 minutes: a page left open shows new offers and ended ones within a minute.
    refetchInterval: 60_000,
  });
}

/** Joins an event's waiting list, or changes the quantity and type of the person's entry. */
export function useJoinWaitlist() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      eventId,
      quantity,
      ticketType,
    }: {
      eventId: string;
      quantity: number;
      ticketType: WaitlistTicketType;
    }) =>
      unwrap(
        api.POST('/api/v1/events/{eventId}/waitlist', {
          params: { path: { eventId } },
          body: { quantity, ticketType },
        }),
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: waitlistKeys.all }),
  });
}

/** Leaves a waiting list; an offer not yet in checkout goes to the next person. */
export function useLeaveWaitlist() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (entryId: string) =>
      unwrap(api.DELETE('/api/v1/me/waitlist/{id}', { params: { path: { id: entryId } } })),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: waitlistKeys.all }),
        queryClient.invalidateQueries({ queryKey: eventsKey }),
      ]),
  });
}

/** Says no to an offer: its seats go to the next person; the person stays on the list. */
export function useDeclineOffer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (offerId: string) =>
      unwrap(api.POST('/api/v1/me/waitlist/offers/{offerId}/decline', { params: { path: { offerId } } })),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: waitlistKeys.all }),
        queryClient.invalidateQueries({ queryKey: eventsKey }),
      ]),
  });
}

/**
 * The offer's checkout, from the link the API gives (only ever an in-app /checkout path), else built
 * from the offer: /checkout/{listingId}?quantity=N&offer={offerId}.
 */
export function offerCheckoutPath(offer: WaitlistOffer): string | null {
  if (/^\/checkout\/[^/?#]+\?/.test(offer.checkout_path)) return offer.checkout_path;
  if (!offer.listing) return null;
  return `/checkout/${encodeURIComponent(offer.listing.id)}?quantity=${offer.quantity}&offer=${encodeURIComponent(offer.id)}`;
}
