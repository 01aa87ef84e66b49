import { Trans } from '@lingui/react/macro';

export const MAIN_CONTENT_ID = 'main-content';

/** First tab stop on every page: jumps past the header to the page's content. */
export function SkipLink() {
  return (
    <a
      className="skip-link"
      href={`#${MAIN_CONTENT_ID}`}
      onClick={(event) => {
        // Focus <main> without changing the URL (a hash change would count as a navigation).
        event.preventDefault();
        const main = document.getElementById(MAIN_CONTENT_ID);
        main?.focus();
        main?.scrollIntoView();
      }}
    >
      <Trans>Skip to main content</Trans>
    </a>
  );
}
