import { createHash } from 'node:crypto';

/** Escapes text for HTML content and quoted attribute values. */
export const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

/**
 * The frame of a built-in sandbox's server-rendered pages: no script at all, one stylesheet allowed
 * by its hash in the page's own strict Content-Security-Policy, and a banner saying no money moves.
 */
export class SandboxPage {
  private readonly styleHash: string;

  constructor(
    private readonly css: string,
    private readonly banner: string,
  ) {
    this.styleHash = createHash('sha256').update(css).digest('base64');
  }

  /** No script, this stylesheet only, forms back to the page's own origin or on to `formOrigin`. */
  policy(formOrigin?: string): string {
    return [
      "default-src 'none'",
      `style-src 'sha256-${this.styleHash}'`,
      `form-action 'self'${formOrigin ? ` ${formOrigin}` : ''}`,
      "frame-ancestors 'none'",
      "base-uri 'none'",
    ].join('; ');
  }

  /** A whole page around `main` (HTML, escaped by the caller). */
  html(title: string, main: string): string {
    return `<!doctype html>
<html lang="en-IN">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title>
<style>${this.css}</style>
</head>
<body>
<header class="banner">${escapeHtml(this.banner)}</header>
<main>${main}</main>
</body>
</html>`;
  }
}
