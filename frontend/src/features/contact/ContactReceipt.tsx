import { Trans, useLingui } from '@lingui/react/macro';
import { formatDateTimeIst } from '../../shared/format';
import { useLocale } from '../../shared/i18n';
import { CheckCircleFilled } from '../../shared/ui/icons';
import { AppLink } from '../../shared/ui/links';
import { CONTACT_SENT, type ContactReceived } from './contact';

/**
 * What the sender sees at once after sending (ADR 67): the spec's thanks, the tracking number, the two
 * deadlines and where to look it up. A live region, so a screen reader reads it as it appears.
 */
export function ContactReceipt({ received }: { received: ContactReceived }) {
  const { i18n } = useLingui();
  const locale = useLocale();
  const acknowledgeBy = formatDateTimeIst(received.acknowledge_by, locale);
  const resolveBy = formatDateTimeIst(received.resolve_by, locale);
  return (
    <div role="status" className="contact-receipt">
      <CheckCircleFilled className="contact-receipt__icon" aria-hidden="true" />
      <div>
        {/* The server's thanks (the spec's words), in the reader's language. */}
        <p className="contact-receipt__title">{i18n._(CONTACT_SENT)}</p>
        <p>
          <Trans>
            Your tracking number is <strong className="contact-receipt__number">{received.tracking_number}</strong>. We
            have emailed it to you too.
          </Trans>
        </p>
        <p className="contact-receipt__text">
          <Trans>
            We will acknowledge your message by {acknowledgeBy} and settle it by {resolveBy} at the latest.{' '}
            <AppLink href="/complaints/track">Track your message</AppLink> with this number and your email address.
          </Trans>
        </p>
      </div>
    </div>
  );
}
