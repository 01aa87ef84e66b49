import { Trans, useLingui } from '@lingui/react/macro';
import { ArrowLeftOutlined, SafetyCertificateOutlined, WarningOutlined } from '../../shared/ui/icons';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { formatInr, paise } from '@ticketsetu/contracts/money';
import { type FormEvent, lazy, Suspense, useId, useMemo, useState } from 'react';
import { errorMessage, isNotFound } from '../../shared/api/api-error';
import { formatEventDate } from '../../shared/format';
import { ticketCount, useLocale } from '../../shared/i18n';
import { useNotify } from '../../shared/notify';
import { usePageTitle } from '../../shared/usePageTitle';
import { Button } from '../../shared/ui/Button';
import { Dialog } from '../../shared/ui/Dialog';
import { Field } from '../../shared/ui/fields/Field';
import { useFormFields } from '../../shared/ui/fields/form-state';
import { TextArea } from '../../shared/ui/fields/inputs';
import { ButtonLink } from '../../shared/ui/links';
import { SkeletonText } from '../../shared/ui/SkeletonText';
import { StatusPanel } from '../../shared/ui/StatusPanel';
import { transferStatusLabel } from '../../shared/ui/transfer-status';
import { MAX_DISPUTE_TEXT } from './dispute-messages';
import { DisputeDeadlines, DisputeStatusTag, OverdueTag } from './dispute-parts';
import { disputeReasonLabel, withdrawRules } from './dispute-words';
import { DisputeTimeline } from './DisputeTimeline';
import { type DisputeDetails, disputeQuery, useWithdrawDispute } from './queries';

const routeApi = getRouteApi('/disputes/$id');

// The reply form (its file picker with the upload code) comes after the page: reading the dispute needs none of it.
const DisputeReplyForm = lazy(() => import('./DisputeReplyForm').then((m) => ({ default: m.DisputeReplyForm })));

/** /disputes/$id: one dispute as its buyer or seller sees it, with the timeline and what they can do. */
export function DisputePage() {
  const { id } = routeApi.useParams();
  const dispute = useQuery(disputeQuery(id));
  const { t, i18n } = useLingui();
  const reference = dispute.data?.reference;
  usePageTitle(reference ? t`Dispute ${reference}` : t`Dispute`);

  let body;
  if (dispute.isPending) {
    body = (
      <div role="status" aria-label={t`Loading the dispute`}>
        <SkeletonText lines={['100%', '100%', '100%', '100%', '100%', '61%']} />
      </div>
    );
  } else if (dispute.isError) {
    body = isNotFound(dispute.error) ? (
      <StatusPanel
        headingLevel={1}
        icon={<WarningOutlined />}
        title={t`Dispute not found`}
        actions={
          <ButtonLink href="/tickets" type="primary">
            <Trans>Your tickets</Trans>
          </ButtonLink>
        }
      >
        <p>
          <Trans>It may not be yours, or the link may be wrong. Your disputes are listed on your tickets page.</Trans>
        </p>
      </StatusPanel>
    ) : (
      <StatusPanel
        headingLevel={1}
        tone="error"
        icon={<WarningOutlined />}
        title={t`Failed to load the dispute`}
        actions={
          <Button onClick={() => void dispute.refetch()}>
            <Trans>Retry</Trans>
          </Button>
        }
      >
        <p>{errorMessage(dispute.error, i18n)}</p>
      </StatusPanel>
    );
  } else {
    body = <DisputeView dispute={dispute.data} />;
  }

  return <div className="container page dispute-page">{body}</div>;
}

function DisputeView({ dispute }: { dispute: DisputeDetails }) {
  const { t, i18n } = useLingui();
  const locale = useLocale();
  const open = dispute.closed_at === null;
  const buyer = dispute.role === 'buyer';
  const backTab = buyer ? 'purchases' : 'listings';
  return (
    <>
      <ButtonLink
        href={`/tickets?tab=${backTab}`}
        type="link"
        className="back-button"
        icon={<ArrowLeftOutlined aria-hidden="true" />}
      >
        {buyer ? t`Back to your purchases` : t`Back to your listings`}
      </ButtonLink>
      <div className="dispute-head">
        <div>
          <p className="dispute-head__kicker">{buyer ? t`Your dispute` : t`A dispute on your sale`}</p>
          <h1 className="page-title">
            <Trans>
              Dispute <span className="dispute-reference">{dispute.reference}</span>
            </Trans>
          </h1>
        </div>
        <span className="dispute-head__tags">
          <DisputeStatusTag dispute={dispute} />
          <OverdueTag dispute={dispute} />
        </span>
      </div>

      <div className="dispute-grid">
        <div className="dispute-main">
          <section className="dispute-card" aria-labelledby="dispute-about-title">
            <h2 id="dispute-about-title" className="dispute-card__title">
              {dispute.event?.title ?? t`Your purchase`}
            </h2>
            <dl className="dispute-facts">
              {dispute.event && (
                <div>
                  <dt>
                    <Trans>Event</Trans>
                  </dt>
                  <dd>
                    {dispute.event.venue}, {dispute.event.city} · {formatEventDate(dispute.event.event_date, locale)}
                  </dd>
                </div>
              )}
              {dispute.quantity !== null && (
                <div>
                  <dt>
                    <Trans>Tickets</Trans>
                  </dt>
                  <dd>{ticketCount(i18n, dispute.quantity)}</dd>
                </div>
              )}
              {dispute.amount_paid !== null && (
                <div>
                  <dt>{buyer ? t`You paid` : t`The buyer paid`}</dt>
                  <dd>{formatInr(paise(dispute.amount_paid))}</dd>
                </div>
              )}
              <div>
                <dt>
                  <Trans>Problem</Trans>
                </dt>
                <dd>{disputeReasonLabel(i18n, dispute.reason, dispute.reason_label)}</dd>
              </div>
              {dispute.transfer_status && (
                <div>
                  <dt>
                    <Trans>Transfer</Trans>
                  </dt>
                  <dd>{transferStatusLabel(dispute.transfer_status)}</dd>
                </div>
              )}
            </dl>
            {!open && <Outcome dispute={dispute} />}
          </section>

          <section className="dispute-card" aria-labelledby="dispute-timeline-title">
            <h2 id="dispute-timeline-title" className="dispute-card__title">
              <Trans>What has happened</Trans>
            </h2>
            <DisputeTimeline entries={dispute.timeline} reader={dispute.role} />
          </section>

          {open && (
            <Suspense fallback={<SkeletonText lines={['100%', '100%', '61%']} />}>
              <DisputeReplyForm dispute={dispute} />
            </Suspense>
          )}
        </div>

        <aside className="dispute-side" aria-label={t`Deadlines and contacts`}>
          <section className="dispute-card">
            <h2 className="dispute-card__title">
              <Trans>Our deadlines</Trans>
            </h2>
            <DisputeDeadlines dispute={dispute} />
          </section>
          <section className="dispute-card dispute-officer">
            <h2 className="dispute-card__title">
              <SafetyCertificateOutlined aria-hidden="true" /> <Trans>Grievance officer</Trans>
            </h2>
            <p>
              {dispute.grievance_officer.name}
              <br />
              <a href={`mailto:${dispute.grievance_officer.email}`}>{dispute.grievance_officer.email}</a>
            </p>
            <p className="dispute-muted">
              <Trans>Quote {dispute.reference} when you write.</Trans>
            </p>
          </section>
          {open && buyer && <WithdrawDispute dispute={dispute} />}
        </aside>
      </div>
    </>
  );
}

/** How a closed dispute ended: the refund, the release or the withdrawal, with the desk's words. */
function Outcome({ dispute }: { dispute: DisputeDetails }) {
  const { t } = useLingui();
  let text: string;
  if (dispute.status === 'resolved_refund') {
    const refund = dispute.refund_amount ? formatInr(paise(dispute.refund_amount)) : null;
    text = refund
      ? t`Resolved: ${refund} refunded to the buyer through PhonePe.`
      : t`Resolved: the buyer is refunded through PhonePe.`;
  } else if (dispute.status === 'resolved_release') {
    text = t`Resolved: the seller’s payout is released.`;
  } else {
    text = t`The buyer withdrew this dispute.`;
  }
  return (
    <div className="dispute-outcome">
      <p className="dispute-outcome__text">{text}</p>
      {dispute.resolution_note && <p className="dispute-outcome__note">{dispute.resolution_note}</p>}
    </div>
  );
}

/** The buyer closes their dispute (the tickets arrived after all): the seller's payout is released. */
function WithdrawDispute({ dispute }: { dispute: DisputeDetails }) {
  const { t, i18n } = useLingui();
  const [asking, setAsking] = useState(false);
  // contracts' checkDisputeReply, the reason being optional (the server's own check).
  const rules = useMemo(() => withdrawRules(i18n), [i18n]);
  const form = useFormFields({ message: '' }, rules);
  const formId = useId();
  const withdraw = useWithdrawDispute();
  const notify = useNotify();

  const close = () => {
    setAsking(false);
    form.reset();
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (withdraw.isPending || !form.validate(event.currentTarget)) return;
    try {
      await withdraw.mutateAsync({ id: dispute.id, message: form.values.message.trim() || undefined });
      // The server's 'Dispute withdrawn' (backend DISPUTE_MESSAGES.withdrawn), in the reader's language.
      notify(t`Dispute withdrawn`);
    } catch (error) {
      notify(errorMessage(error, i18n), { tone: 'error' });
    }
    close();
  };

  return (
    <section className="dispute-card">
      <h2 className="dispute-card__title">
        <Trans>Problem solved?</Trans>
      </h2>
      <p className="dispute-muted">
        <Trans>If the tickets reached you after all, withdraw the dispute.</Trans>
      </p>
      <Button danger onClick={() => setAsking(true)}>
        <Trans>Withdraw dispute</Trans>
      </Button>
      <Dialog
        open={asking}
        title={t`Withdraw this dispute?`}
        onCancel={close}
        footer={
          <>
            <Button onClick={close}>
              <Trans>Keep it open</Trans>
            </Button>
            <Button type="primary" danger htmlType="submit" form={formId} loading={withdraw.isPending}>
              <Trans>Withdraw dispute</Trans>
            </Button>
          </>
        }
      >
        <form id={formId} noValidate onSubmit={(event) => void submit(event)}>
          <p>
            <Trans>
              The seller’s payout is released and the dispute is closed. A new problem would be a new dispute.
            </Trans>
          </p>
          <Field id={`${formId}-message`} label={t`Why (optional, the seller reads it)`} error={form.errors.message}>
            {(field) => (
              <TextArea
                {...field}
                name="message"
                rows={3}
                maxLength={MAX_DISPUTE_TEXT}
                value={form.values.message}
                onChange={(event) => form.setValue('message', event.target.value)}
              />
            )}
          </Field>
        </form>
      </Dialog>
    </section>
  );
}
