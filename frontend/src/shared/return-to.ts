const SITE = 'https://ticketsetu.invalid';

/**
 * Where to go after signing in: `candidate` only when it is a path on this site ('/tickets?tab=listings'),
 * else '/'. Refuses everything a browser could read as another origin: '//evil.example',
 * '/\\evil.example', 'https://…', 'javascript:…', and control characters (browsers drop tabs and
 * newlines, so '/\t/evil.example' would become '//evil.example'). Never returns to /auth itself.
 */
export function safeReturnTo(candidate: unknown, fallback = '/'): string {
  if (typeof candidate !== 'string') return fallback;
  const path = candidate.trim();
  if (!path.startsWith('/') || path.startsWith('//')) return fallback;
  // Backslashes count as slashes in URLs; control characters are stripped before parsing.
  if (path.includes('\\') || [...path].some((c) => c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f)) {
    return fallback;
  }
  let url: URL;
  try {
    url = new URL(path, SITE);
  } catch {
    return fallback;
  }
  if (url.origin !== SITE) return fallback;
  if (url.pathname === '/auth' || url.pathname.startsWith('/auth/')) return fallback;
  return `${url.pathname}${url.search}${url.hash}`;
}
