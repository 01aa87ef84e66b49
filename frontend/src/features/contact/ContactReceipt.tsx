import { formatDateTimeIst } from '../../shared/format';
import { CheckCircleFilled } from '../../shared/ui/icons';
import { AppLink } from '../../shared/ui/links';
import type { ContactReceived } from './contact';

/**
 * What the sender sees at once after sending (ADR 67): the spec's thanks, the tracking number, the two
 * deadlines and where to look it up. A live region, so a screen reader reads it as it appears.
 */
export function ContactReceipt({ received }: { received: ContactReceived }) {
  return (
    <div role="status" className="contact-receipt">
      <CheckCircleFilled className="contact-receipt__icon" aria-hidden="true" />
      <div>
        <p className="contact-receipt__title">{received.message}</p>
        <p>
          Your tracking number is <strong className="contact-receipt__number">{received.tracking_number}</strong>. We
          have emailed it to you too.
        </p>
        <p className="contact-receipt__text">
          We will acknowledge your message by {formatDateTimeIst(received.acknowledge_by)} and settle it by{' '}
          {formatDateTimeIst(received.resolve_by)} at the latest.{' '}
          <AppLink href="/complaints/track">Track your message</AppLink> with this number and your email address.
        </p>
      </div>
    </div>
  );
}
