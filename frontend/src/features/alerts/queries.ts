import { msg } from '@lingui/core/macro';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { components } from '@ticketsetu/contracts';
import { api, unwrap } from '../../shared/api/client';

export type TicketAlert = components['schemas']['TicketAlertDto'];
export type AlertTicketType = TicketAlert['ticket_type'];

/** Under 'me': dropped when the signed-in person changes. */
export const alertKeys = { all: ['me', 'alerts'] as const };

/** The alerts' notices, in the reader's language (the server says the same words in English). */
export const ALERT_MESSAGES = {
  set: msg`We will tell you when tickets are listed`,
  removed: msg`Ticket alert removed`,
  badPrice: msg`Enter the most you will pay in rupees, such as 2500 or 2499.50`,
} as const;

/** The signed-in fan's live ticket alerts, soonest event first. */
export function myAlertsQuery() {
  return queryOptions({
    queryKey: alertKeys.all,
    queryFn: () => unwrap(api.GET('/api/v1/me/alerts')),
  });
}

export interface AlertWish {
  maxPrice: number | null;
  quantity: number;
  ticketType: AlertTicketType;
  sms: boolean;
}

/** Sets the fan's alert for an event, or changes it. */
export function useSetAlert() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ eventId, wish }: { eventId: string; wish: AlertWish }) =>
      unwrap(api.POST('/api/v1/events/{eventId}/alert', { params: { path: { eventId } }, body: wish })),
    onSettled: () => queryClient.invalidateQueries({ queryKey: alertKeys.all }),
  });
}

/** Removes one of the fan's alerts. */
export function useRemoveAlert() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (alertId: string) =>
      unwrap(api.DELETE('/api/v1/me/alerts/{id}', { params: { path: { id: alertId } } })),
    onSettled: () => queryClient.invalidateQueries({ queryKey: alertKeys.all }),
  });
}
