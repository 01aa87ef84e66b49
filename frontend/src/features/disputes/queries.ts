import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { components } from '@ticketsetu/contracts';
import { api, unwrap } from '../../shared/api/client';
import { upload } from '../../shared/api/upload';
import type { UploadControls } from '../../shared/ui/FilePicker/use-upload';

export type Dispute = components['schemas']['DisputeDto'];
export type DisputeDetails = components['schemas']['DisputeDetailsDto'];
export type TimelineEntry = components['schemas']['TimelineEntryDto'];
export type DisputeFile = components['schemas']['DisputeFileDto'];
export type DisputeReason = Dispute['reason'];
export type DisputeStatus = Dispute['status'];

/** Under 'me': dropped when the signed-in person changes. The purchases and sales carry the dispute flag. */
export const disputeKeys = {
  all: ['me', 'disputes'] as const,
  one: (id: string) => [...disputeKeys.all, id] as const,
};
const transferKeys = [
  ['me', 'purchases'],
  ['me', 'sales'],
] as const;

/** The disputes the signed-in person is a party to, as buyer or seller, newest first. */
export function myDisputesQuery() {
  return queryOptions({
    queryKey: disputeKeys.all,
    queryFn: () => unwrap(api.GET('/api/v1/me/disputes')),
  });
}

/** One dispute with its timeline (no internal notes); 404 'Dispute not found' for anyone not a party. */
export function disputeQuery(id: string) {
  return queryOptions({
    queryKey: disputeKeys.one(id),
    queryFn: () => unwrap(api.GET('/api/v1/disputes/{id}', { params: { path: { id } } })),
  });
}

/** Text fields as they are, then every file under `files` (the multipart body the desk reads). */
export function disputeFormData(fields: object, files: readonly File[]): FormData {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    if (typeof value === 'string' && value !== '') body.append(name, value);
  }
  for (const file of files) body.append('files', file, file.name);
  return body;
}

/** What a change answers: the dispute as it is now, put in the cache, and the lists refreshed. */
function useDisputeChanged() {
  const queryClient = useQueryClient();
  return async (dispute: DisputeDetails | undefined) => {
    if (dispute) queryClient.setQueryData(disputeKeys.one(dispute.id), dispute);
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: disputeKeys.all, exact: true }),
      ...transferKeys.map((queryKey) => queryClient.invalidateQueries({ queryKey })),
    ]);
  };
}

export interface OpenDisputeInput {
  transferId: string;
  reason: DisputeReason;
  description: string;
  files: readonly File[];
  /** The evidence's upload progress and cancel (ADR 74). */
  controls?: UploadControls;
}

/** Report a problem on a purchase: the dispute, its reference and deadlines. A plain POST, never repeated. */
export function useOpenDispute() {
  const changed = useDisputeChanged();
  return useMutation({
    mutationFn: ({ transferId, reason, description, files, controls }: OpenDisputeInput) =>
      upload({
        path: '/api/v1/me/purchases/{id}/dispute',
        pathParams: { id: transferId },
        body: disputeFormData({ reason, description }, files),
        ...controls,
      }),
    onSuccess: (answer) => changed(answer.dispute),
    onError: () => changed(undefined),
  });
}

/** A party's message (the buyer's further details, the seller's answer) with optional files. */
export function usePostDisputeMessage() {
  const changed = useDisputeChanged();
  return useMutation({
    mutationFn: ({
      id,
      message,
      files,
      controls,
    }: {
      id: string;
      message: string;
      files: readonly File[];
      controls?: UploadControls;
    }) =>
      upload({
        path: '/api/v1/disputes/{id}/messages',
        pathParams: { id },
        body: disputeFormData({ message }, files),
        ...controls,
      }),
    onSuccess: (answer) => changed(answer.dispute),
  });
}

/** The buyer closes their dispute (the seller's payout is released). */
export function useWithdrawDispute() {
  const changed = useDisputeChanged();
  return useMutation({
    mutationFn: ({ id, message }: { id: string; message?: string }) =>
      unwrap(
        api.POST('/api/v1/disputes/{id}/withdraw', {
          params: { path: { id } },
          body: message ? { message } : {},
        }),
      ),
    onSuccess: (answer) => changed(answer.dispute),
  });
}

/** Open disputes first, then by when they were opened, newest first. */
export function openFirst<T extends Pick<Dispute, 'closed_at' | 'opened_at'>>(disputes: readonly T[]): T[] {
  return [...disputes].sort(
    (a, b) =>
      Number(a.closed_at !== null) - Number(b.closed_at !== null) || Date.parse(b.opened_at) - Date.parse(a.opened_at),
  );
}

/** The open dispute on a transfer, if any. */
export function openDisputeOn(disputes: readonly Dispute[] | undefined, transferId: string): Dispute | undefined {
  return disputes?.find((dispute) => dispute.transfer_id === transferId && dispute.closed_at === null);
}
