import { Trans, useLingui } from '@lingui/react/macro';
import { useQueryErrorResetBoundary } from '@tanstack/react-query';
import { type ErrorComponentProps, useRouter } from '@tanstack/react-router';
import { useEffect } from 'react';
import { isNotFound } from '../../shared/api/api-error';
import { usePageTitle } from '../../shared/usePageTitle';
import { Button, SkeletonText } from '../../shared/ui';
import { WarningOutlined } from '../../shared/ui/icons';
import { ButtonLink } from '../../shared/ui/links';
import { StatusPanel } from '../../shared/ui/StatusPanel';
import { checkoutMessage } from './checkout-rules';
import './checkout.css';

/** The checkout could not be loaded: the spec's 'Error' with a way back to the events. */
export function CheckoutLoadError({ error }: ErrorComponentProps) {
  const router = useRouter();
  const queryErrorResetBoundary = useQueryErrorResetBoundary();
  const notFound = isNotFound(error);
  const { i18n, t } = useLingui();
  usePageTitle(t`Error`);

  useEffect(() => {
    // Lets the page's query fetch again on Retry instead of rethrowing the cached error.
    queryErrorResetBoundary.reset();
  }, [queryErrorResetBoundary]);

  return (
    <div className="container page page--narrow">
      <StatusPanel
        headingLevel={1}
        tone="error"
        icon={<WarningOutlined />}
        title={t`Error`}
        actions={
          <>
            <ButtonLink href="/events" type="primary" size="large">
              <Trans>Browse Events</Trans>
            </ButtonLink>
            {!notFound && (
              <Button size="large" onClick={() => void router.invalidate()}>
                <Trans>Retry</Trans>
              </Button>
            )}
          </>
        }
      >
        <p>{checkoutMessage(i18n, notFound ? 'notFound' : 'loadFailed')}</p>
      </StatusPanel>
    </div>
  );
}

/** While the session and the ticket load. */
export function CheckoutSkeleton() {
  const { t } = useLingui();
  return (
    <div className="container page checkout-page" role="status" aria-label={t`Loading the checkout`}>
      <div className="checkout-skeleton__title shimmer" aria-hidden="true" />
      <div className="checkout-grid">
        <div className="checkout-main">
          <div className="checkout-card">
            <SkeletonText lines={['100%', '100%', '100%', '61%']} />
          </div>
        </div>
        <div className="checkout-card checkout-pay">
          <SkeletonText lines={['100%', '100%', '100%', '100%', '61%']} />
        </div>
      </div>
    </div>
  );
}
