import { Trans, useLingui } from '@lingui/react/macro';
import { FrownOutlined } from '../../shared/ui/icons';
import { usePageTitle } from '../../shared/usePageTitle';
import { ButtonLink } from '../../shared/ui/links';
import { StatusPanel } from '../../shared/ui/StatusPanel';

/** /event/$id for an id the API does not know (404), or an event no longer listed. */
export function EventNotFound() {
  const { t } = useLingui();
  usePageTitle(t`Event not found`);
  return (
    <div className="container page page--narrow">
      <StatusPanel
        headingLevel={1}
        icon={<FrownOutlined />}
        title={t`Event not found`}
        actions={
          <>
            <ButtonLink href="/events" type="primary" size="large">
              <Trans>Browse events</Trans>
            </ButtonLink>
            <ButtonLink href="/" size="large">
              <Trans>Go to home</Trans>
            </ButtonLink>
          </>
        }
      >
        <p>
          <Trans>
            This event may have ended or been removed, or the link may be mistyped. There are plenty more to choose
            from.
          </Trans>
        </p>
      </StatusPanel>
    </div>
  );
}
