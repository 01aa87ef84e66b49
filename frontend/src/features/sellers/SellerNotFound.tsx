import { RATING_MESSAGES } from '@ticketsetu/contracts/sellers';
import { FrownOutlined } from '../../shared/ui/icons';
import { usePageTitle } from '../../shared/usePageTitle';
import { ButtonLink } from '../../shared/ui/links';
import { StatusPanel } from '../../shared/ui/StatusPanel';

/** /seller/$id for an id with no public profile (404): unknown, deactivated, or never sold. */
export function SellerNotFound() {
  usePageTitle(RATING_MESSAGES.sellerNotFound);
  return (
    <div className="container page page--narrow">
      <StatusPanel
        headingLevel={1}
        icon={<FrownOutlined />}
        title={RATING_MESSAGES.sellerNotFound}
        actions={
          <ButtonLink href="/events" type="primary" size="large">
            Browse events
          </ButtonLink>
        }
      >
        <p>This seller is not on TicketSetu, or the link may be mistyped.</p>
      </StatusPanel>
    </div>
  );
}
