import { Trans, useLingui } from '@lingui/react/macro';
import { HourglassOutlined } from '../../shared/ui/icons';
import { useQuery } from '@tanstack/react-query';
import { errorMessage } from '../../shared/api/api-error';
import { formatDateTimeIst, formatEventDate } from '../../shared/format';
import { ticketCount, useLocale } from '../../shared/i18n';
import { useNotify } from '../../shared/notify';
import { AppLink } from '../../shared/ui/links';
import { Button } from '../../shared/ui/Button';
import { ConfirmButton } from '../../shared/ui/ConfirmButton';
import { useEntryOffer } from './offer-state';
import { LapsedOfferNotice, OfferPanel } from './OfferPanel';
import { wantedTypeLabel } from '../events';
import { myWaitlistQuery, useLeaveWaitlist, WAITLIST_MESSAGES, type WaitlistEntry } from './queries';
import './waitlist.css';

/**
 * Your waiting lists (under Your Purchases): each event waited on, and any seats held for the person
 * now — until when, Buy now (the checkout with the offer) and Decline — or the offer that lapsed, and
 * Leave. Nothing shows while the person waits on no event.
 */
export function WaitlistSection() {
  const { i18n, t } = useLingui();
  const entries = useQuery(myWaitlistQuery());
  if (entries.isError) {
    const error = errorMessage(entries.error, i18n);
    return (
      <section className="waitlist-section" aria-labelledby="waitlist-title">
        <h2 id="waitlist-title" className="waitlist-section__title">
          <Trans>Your waiting lists</Trans>
        </h2>
        <div className="waitlist-section__error" role="alert">
          <p>{t`Failed to load your waiting lists: ${error}`}</p>
          <Button size="small" onClick={() => void entries.refetch()}>
            <Trans>Retry</Trans>
          </Button>
        </div>
      </section>
    );
  }
  if (!entries.data || entries.data.length === 0) return null;
  return (
    <section className="waitlist-section" aria-labelledby="waitlist-title">
      <h2 id="waitlist-title" className="waitlist-section__title">
        <Trans>Your waiting lists</Trans>
      </h2>
      <p className="waitlist-section__intro">
        <Trans>
          When tickets come up, everyone waiting who fits is put in a random order, and seats are held for each in turn
          for 15 minutes. We email you when it is your turn.
        </Trans>
      </p>
      <ul className="waitlist-entries">
        {entries.data.map((entry) => (
          <WaitlistEntryCard key={entry.id} entry={entry} />
        ))}
      </ul>
    </section>
  );
}

function WaitlistEntryCard({ entry }: { entry: WaitlistEntry }) {
  const { i18n, t } = useLingui();
  const locale = useLocale();
  const leave = useLeaveWaitlist();
  const notify = useNotify();
  const { live, lapsed } = useEntryOffer(entry);
  const headingId = `waitlist-${entry.id}`;
  const tickets = ticketCount(i18n, entry.quantity);
  const type = wantedTypeLabel(i18n, entry.ticket_type);
  const joined = formatDateTimeIst(entry.joined_at, locale);
  const eventTitle = entry.event.title;

  const confirmLeave = () =>
    leave.mutateAsync(entry.id).then(
      () => notify(i18n._(WAITLIST_MESSAGES.left)),
      (error: unknown) => notify(errorMessage(error, i18n), { tone: 'error' }),
    );

  return (
    <li className={`waitlist-entry${live ? ' has-offer' : ''}`}>
      <article aria-labelledby={headingId}>
        <div className="waitlist-entry__head">
          <h3 id={headingId} className="waitlist-entry__title">
            <AppLink href={`/event/${encodeURIComponent(entry.event.id)}`}>{entry.event.title}</AppLink>
          </h3>
          <ConfirmButton
            title={t`Leave this waiting list?`}
            description={
              live?.status === 'offered'
                ? t`The seats held for you go to the next person waiting.`
                : t`You will not be offered tickets for this event.`
            }
            okText={t`Leave`}
            dangerous
            cancelText={t`Stay`}
            onConfirm={confirmLeave}
            size="small"
            loading={leave.isPending}
            aria-label={t`Leave the waiting list: ${eventTitle}`}
          >
            <Trans>Leave</Trans>
          </ConfirmButton>
        </div>
        <p className="waitlist-entry__meta">
          {entry.event.venue}, {entry.event.city} · {formatEventDate(entry.event.event_date, locale)}
        </p>
        <p className="waitlist-entry__wants">
          <HourglassOutlined aria-hidden="true" /> {t`Waiting for ${tickets} (${type}) since ${joined}`}
        </p>
        {live && <OfferPanel offer={live} />}
        {lapsed && <LapsedOfferNotice offer={lapsed} />}
      </article>
    </li>
  );
}
