import { ApiError } from '../../shared/api/api-error';

/** The admin area's words in the spec's style ('Error loading …'); each step's success comes from the API. */
export const ADMIN_DISPUTE_MESSAGES = {
  loadFailed: 'Error loading disputes',
  loadOneFailed: 'Error loading the dispute',
  notFound: 'Dispute not found',
  updateFailed: 'Error updating dispute',
} as const;

/**
 * What to tell staff when a step is refused: the API's own sentence for a refusal it explains ('This
 * dispute is already acknowledged', more than is left to refund), else the generic error.
 */
export function deskStepError(error: unknown): string {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500 && error.problem?.detail) {
    return error.detail;
  }
  return ADMIN_DISPUTE_MESSAGES.updateFailed;
}

/** The field a refusal names ('message', 'note', 'amount'), if any. */
export function refusedField(error: unknown): { field: string; message: string } | undefined {
  return error instanceof ApiError ? error.problem?.errors?.[0] : undefined;
}
