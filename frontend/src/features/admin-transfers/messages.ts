import { ApiError } from '../../shared/api/api-error';

/** The spec's words (section 8). 'Transfer status updated to {status}' comes from the API. */
export const TRANSFER_MESSAGES = {
  loadFailed: 'Error loading transfers',
  notFound: 'Transfer not found',
  updateFailed: 'Error updating transfer status',
} as const;

/**
 * What to tell staff when a change is refused: 'Transfer not found' for a transfer that is gone, the
 * API's own sentence for a refusal it explains ('Please enter the tracking number', a step the path
 * does not allow), and the spec's generic message for anything else (network, server fault).
 */
export function transferChangeError(error: unknown): string {
  if (!(error instanceof ApiError)) return TRANSFER_MESSAGES.updateFailed;
  if (error.status === 404) return TRANSFER_MESSAGES.notFound;
  if (error.status >= 400 && error.status < 500 && error.problem?.detail) return error.detail;
  return TRANSFER_MESSAGES.updateFailed;
}

/** The field a refusal names ('courierName', 'trackingNumber', 'reason'), if any. */
export function refusedField(error: unknown): { field: string; message: string } | undefined {
  return error instanceof ApiError ? error.problem?.errors?.[0] : undefined;
}
