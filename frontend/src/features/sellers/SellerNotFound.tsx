import { Trans, useLingui } from '@lingui/react/macro';
import { FrownOutlined } from '../../shared/ui/icons';
import { usePageTitle } from '../../shared/usePageTitle';
import { ButtonLink } from '../../shared/ui/links';
import { StatusPanel } from '../../shared/ui/StatusPanel';

/** /seller/$id for an id with no public profile (404): unknown, deactivated, or never sold. */
export function SellerNotFound() {
  const { t } = useLingui();
  // contracts/sellers RATING_MESSAGES.sellerNotFound, the server's 404, in the reader's language.
  const title = t`Seller not found`;
  usePageTitle(title);
  return (
    <div className="container page page--narrow">
      <StatusPanel
        headingLevel={1}
        icon={<FrownOutlined />}
        title={title}
        actions={
          <ButtonLink href="/events" type="primary" size="large">
            <Trans>Browse events</Trans>
          </ButtonLink>
        }
      >
        <p>
          <Trans>This seller is not on TicketSetu, or the link may be mistyped.</Trans>
        </p>
      </StatusPanel>
    </div>
  );
}
