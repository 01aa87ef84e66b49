import { createRetryingFetch } from '../../shared/api/retrying-fetch';

const fetchWithRetries = createRetryingFetch();

export const DOWNLOAD_FAILED = 'Error downloading file';

/**
 * Fetches an authorised file (a seller's proof: the `url` the API gives, which needs the staff
 * member's session cookie) and saves it under its original name through a temporary blob link.
 */
export async function downloadFile(url: string, name: string): Promise<void> {
  const response = await fetchWithRetries(new Request(new URL(url, document.baseURI), { credentials: 'include' }));
  if (!response.ok) throw new Error(`${DOWNLOAD_FAILED} (${response.status})`);
  const blob = await response.blob();
  const href = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = href;
  link.download = name;
  link.rel = 'noopener';
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // Some browsers read the blob after click() returns.
  setTimeout(() => URL.revokeObjectURL(href), 10_000);
}
