import { useMutation } from '@tanstack/react-query';
import type { components } from '@ticketsetu/contracts';
import { api, unwrap } from '../../shared/api/client';

export type ComplaintLookup = components['schemas']['ComplaintLookupRequestDto'];
export type ComplaintStanding = components['schemas']['ComplaintStandingDto'];

/** A POST, so the email stays out of the address bar, history and logs (ADR 67). */
export function useTrackComplaint() {
  return useMutation({
    mutationFn: (body: ComplaintLookup) => unwrap(api.POST('/api/v1/complaints/track', { body })),
  });
}
