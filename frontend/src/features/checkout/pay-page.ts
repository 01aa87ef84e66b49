/** Where Pay sends the browser: the gateway's pay page (the built-in sandbox's in development). */
export const payPage = {
  open(url: string): void {
    window.location.assign(url);
  },
};

/** Only a web address is followed, never a javascript: or data: URL, whatever came back. */
export function isWebUrl(url: string | null | undefined): url is string {
  if (!url) return false;
  try {
    const { protocol } = new URL(url, window.location.origin);
    return protocol === 'https:' || protocol === 'http:';
  } catch {
    return false;
  }
}
