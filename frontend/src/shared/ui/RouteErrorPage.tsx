import { Trans, useLingui } from '@lingui/react/macro';
import { WarningOutlined } from './icons';
import { useQueryErrorResetBoundary } from '@tanstack/react-query';
import { type ErrorComponentProps, useRouter } from '@tanstack/react-router';
import { useEffect } from 'react';
import { errorMessage } from '../api/api-error';
import { usePageTitle } from '../usePageTitle';
import { Button } from './Button';
import { ButtonLink } from './links';
import { StatusPanel } from './StatusPanel';

/** A route's loader or render failed: say what the API said, and offer to try again. */
export function RouteErrorPage({ error }: ErrorComponentProps) {
  const router = useRouter();
  const queryErrorResetBoundary = useQueryErrorResetBoundary();
  const { i18n, t } = useLingui();
  usePageTitle(t`Something went wrong`);

  useEffect(() => {
    // Lets useSuspenseQuery fetch again instead of rethrowing the cached error.
    queryErrorResetBoundary.reset();
  }, [queryErrorResetBoundary]);

  return (
    <div className="container page page--narrow">
      <StatusPanel
        headingLevel={1}
        tone="error"
        icon={<WarningOutlined />}
        title={t`We couldn’t load this page`}
        actions={
          <>
            <Button type="primary" size="large" onClick={() => void router.invalidate()}>
              <Trans>Retry</Trans>
            </Button>
            <ButtonLink href="/" size="large">
              <Trans>Go to home</Trans>
            </ButtonLink>
          </>
        }
      >
        <p>{errorMessage(error, i18n)}</p>
      </StatusPanel>
    </div>
  );
}
