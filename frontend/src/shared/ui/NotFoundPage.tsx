import { Trans, useLingui } from '@lingui/react/macro';
import { CompassOutlined } from './icons';
import { usePageTitle } from '../usePageTitle';
import { ButtonLink } from './links';
import './status-panel.css';
import './not-found-page.css';

/** Shown for every path without a page (including pages still to be built). */
export function NotFoundPage() {
  const { t } = useLingui();
  usePageTitle(t`Page not found`);
  return (
    <div className="container page page--narrow">
      <div className="not-found">
        <p className="not-found__code" aria-hidden="true">
          404
        </p>
        <div className="not-found__icon" aria-hidden="true">
          <CompassOutlined />
        </div>
        <h1 className="not-found__title">
          <Trans>Page not found</Trans>
        </h1>
        <p className="not-found__text">
          <Trans>
            We couldn’t find the page you were looking for. It may have moved, or it may not be open yet. Let’s get you
            back to the good seats.
          </Trans>
        </p>
        <div className="status-panel__actions">
          <ButtonLink href="/" type="primary" size="large">
            <Trans>Go to home</Trans>
          </ButtonLink>
          <ButtonLink href="/events" size="large">
            <Trans>Browse events</Trans>
          </ButtonLink>
        </div>
      </div>
    </div>
  );
}
