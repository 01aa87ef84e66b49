import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Button } from '../../shared/ui/Button';
import { Dialog } from '../../shared/ui/Dialog';
import { EmailText } from '../../shared/ui/EmailText';
import type { OwnListing } from '../selling';
import type { Sale } from './queries';

export interface InstructionsTarget {
  sale: Sale;
  listing: Pick<OwnListing, 'event_title' | 'mobile_ticket_type'>;
}

const platformNames = { bookmyshow: 'BookMyShow', district: 'District' } as const;

/** The platform a mobile listing's tickets move on, by name. */
function platformName(i18n: I18n, listing: Pick<OwnListing, 'mobile_ticket_type'>): string {
  return listing.mobile_ticket_type ? platformNames[listing.mobile_ticket_type] : i18n._(msg`the ticketing platform`);
}

/**
 * Transfer Instructions (read-only): the event's instructions as they were when the sale was made,
 * and the buyer's account on the platform to transfer the tickets to.
 */
export function TransferInstructionsModal({
  target,
  onClose,
}: {
  target: InstructionsTarget | null;
  onClose: () => void;
}) {
  const { i18n, t } = useLingui();
  const platform = target ? platformName(i18n, target.listing) : '';
  const quantity = target?.sale.quantity ?? 0;
  return (
    <Dialog
      open={target !== null}
      title={t`Transfer Instructions`}
      onCancel={onClose}
      footer={
        <Button type="primary" onClick={onClose}>
          <Trans>Close</Trans>
        </Button>
      }
    >
      {target && (
        <div className="instructions">
          <p className="instructions__event">{target.listing.event_title ?? t`Your sale`}</p>
          <dl className="instructions__facts">
            <div>
              <dt>
                <Trans>Transfer to this {platform} account</Trans>
              </dt>
              <dd className="instructions__account">
                {target.sale.platform_id ? <EmailText email={target.sale.platform_id} /> : <Trans>Not given</Trans>}
              </dd>
            </div>
            <div>
              <dt>
                <Trans>Tickets to transfer</Trans>
              </dt>
              <dd>
                <Plural value={quantity} one="# ticket" other="# tickets" />
              </dd>
            </div>
          </dl>
          <h3 className="instructions__title">
            <Trans>How to transfer</Trans>
          </h3>
          <p className="instructions__text">
            {target.sale.transfer_instructions ??
              t`Transfer the tickets to the buyer’s ${platform} account above, in the ${platform} app or website.`}
          </p>
          <p className="instructions__next">
            <Trans>
              Then press Upload Proof and add a screenshot or PDF of the transfer confirmation. The buyer is asked to
              confirm they received the tickets; your payout follows their confirmation.
            </Trans>
          </p>
        </div>
      )}
    </Dialog>
  );
}
