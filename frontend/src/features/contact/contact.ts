import { useMutation } from '@tanstack/react-query';
import type { components } from '@ticketsetu/contracts';
import { api, unwrap } from '../../shared/api/client';

export type ContactRequest = components['schemas']['ContactRequestDto'];
export type ContactReceived = components['schemas']['ContactReceivedDto'];

/** The spec's messages for the contact form. */
export const CONTACT_SENT = "Thank you for your message! We'll get back to you soon.";
export const CONTACT_FAILED = 'Failed to send message';

/** A plain POST without an Idempotency-Key: the client never repeats it, so one click sends one message. */
export function useSendContactMessage() {
  return useMutation({
    mutationFn: (body: ContactRequest) => unwrap(api.POST('/api/v1/contact', { body })),
  });
}
