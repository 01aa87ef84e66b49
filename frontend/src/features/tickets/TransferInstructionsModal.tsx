import { ticketCount } from '../../shared/format';
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
export function platformName(listing: Pick<OwnListing, 'mobile_ticket_type'>): string {
  return listing.mobile_ticket_type ? platformNames[listing.mobile_ticket_type] : 'the ticketing platform';
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
  const platform = target ? platformName(target.listing) : '';
  return (
    <Dialog
      open={target !== null}
      title="Transfer Instructions"
      onCancel={onClose}
      footer={
        <Button type="primary" onClick={onClose}>
          Close
        </Button>
      }
    >
      {target && (
        <div className="instructions">
          <p className="instructions__event">{target.listing.event_title ?? 'Your sale'}</p>
          <dl className="instructions__facts">
            <div>
              <dt>Transfer to this {platform} account</dt>
              <dd className="instructions__account">
                {target.sale.platform_id ? <EmailText email={target.sale.platform_id} /> : 'Not given'}
              </dd>
            </div>
            <div>
              <dt>Tickets to transfer</dt>
              <dd>{ticketCount(target.sale.quantity)}</dd>
            </div>
          </dl>
          <h3 className="instructions__title">How to transfer</h3>
          <p className="instructions__text">
            {target.sale.transfer_instructions ??
              `Transfer the tickets to the buyer’s ${platform} account above, in the ${platform} app or website.`}
          </p>
          <p className="instructions__next">
            Then press Upload Proof and add a screenshot or PDF of the transfer confirmation. The buyer is asked to
            confirm they received the tickets; your payout follows their confirmation.
          </p>
        </div>
      )}
    </Dialog>
  );
}
