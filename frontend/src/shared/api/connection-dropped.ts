import { ApiError } from './api-error';

/*
 * Apart from the upload transport (upload.ts), which a page fetches when it sends: a page's upload
 * state (FilePicker/use-upload.ts) tells a dropped connection from the first render, without it.
 */

/** A connection that dropped mid-upload: ApiError status 0 with this code, so a page can offer to send again. */
export const CONNECTION_DROPPED = 'CONNECTION_DROPPED';

export function isConnectionDropped(error: unknown): boolean {
  return error instanceof ApiError && error.code === CONNECTION_DROPPED;
}
