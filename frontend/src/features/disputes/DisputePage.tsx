import { ArrowLeftOutlined, SafetyCertificateOutlined, WarningOutlined } from '../../shared/ui/icons';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { checkDisputeReply, DISPUTE_FORM_MESSAGES } from '@ticketsetu/contracts/dispute-form';
import { formatInr, paise } from '@ticketsetu/contracts/money';
import { type FormEvent, lazy, Suspense, useId, useState } from 'react';
import { errorMessage, isNotFound } from '../../shared/api/api-error';
import { formatEventDate, ticketCount } from '../../shared/format';
import { useNotify } from '../../shared/notify';
import { usePageTitle } from '../../shared/usePageTitle';
import { Button } from '../../shared/ui/Button';
import { Dialog } from '../../shared/ui/Dialog';
import { Field } from '../../shared/ui/fields/Field';
import { rulesOf, useFormFields } from '../../shared/ui/fields/form-state';
import { TextArea } from '../../shared/ui/fields/inputs';
import { ButtonLink } from '../../shared/ui/links';
import { SkeletonText } from '../../shared/ui/SkeletonText';
import { StatusPanel } from '../../shared/ui/StatusPanel';
import { transferStatusLabel } from '../../shared/ui/transfer-status';
import { DISPUTE_MESSAGES, MAX_DISPUTE_TEXT } from './dispute-messages';
import { DisputeDeadlines, DisputeStatusTag, OverdueTag } from './dispute-parts';
import { DisputeTimeline } from './DisputeTimeline';
import { type DisputeDetails, disputeQuery, useWithdrawDispute } from './queries';

const routeApi = getRouteApi('/disputes/$id');

// The reply form (its file picker with the upload code) comes after the page: reading the dispute needs none of it.
const DisputeReplyForm = lazy(() => import('./DisputeReplyForm').then((m) => ({ default: m.DisputeReplyForm })));

/** /disputes/$id: one dispute as its buyer or seller sees it, with the timeline and what they can do. */
export function DisputePage() {
  const { id } = routeApi.useParams();
  const dispute = useQuery(disputeQuery(id));
  usePageTitle(dispute.data ? `Dispute ${dispute.data.reference}` : 'Dispute');

  let body;
  if (dispute.isPending) {
    body = (
      <div role="status" aria-label="Loading the dispute">
        <SkeletonText lines={['100%', '100%', '100%', '100%', '100%', '61%']} />
      </div>
    );
  } else if (dispute.isError) {
    body = isNotFound(dispute.error) ? (
      <StatusPanel
        headingLevel={1}
        icon={<WarningOutlined />}
        title={DISPUTE_MESSAGES.notFound}
        actions={
          <ButtonLink href="/tickets" type="primary">
            Your tickets
          </ButtonLink>
        }
      >
        <p>It may not be yours, or the link may be wrong. Your disputes are listed on your tickets page.</p>
      </StatusPanel>
    ) : (
      <StatusPanel
        headingLevel={1}
        tone="error"
        icon={<WarningOutlined />}
        title={DISPUTE_MESSAGES.loadOneFailed}
        actions={<Button onClick={() => void dispute.refetch()}>Retry</Button>}
      >
        <p>{errorMessage(dispute.error)}</p>
      </StatusPanel>
    );
  } else {
    body = <DisputeView dispute={dispute.data} />;
  }

  return <div className="container page dispute-page">{body}</div>;
}

function DisputeView({ dispute }: { dispute: DisputeDetails }) {
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
        {buyer ? 'Back to your purchases' : 'Back to your listings'}
      </ButtonLink>
      <div className="dispute-head">
        <div>
          <p className="dispute-head__kicker">{buyer ? 'Your dispute' : 'A dispute on your sale'}</p>
          <h1 className="page-title">
            Dispute <span className="dispute-reference">{dispute.reference}</span>
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
              {dispute.event?.title ?? 'Your purchase'}
            </h2>
            <dl className="dispute-facts">
              {dispute.event && (
                <div>
                  <dt>Event</dt>
                  <dd>
                    {dispute.event.venue}, {dispute.event.city} · {formatEventDate(dispute.event.event_date)}
                  </dd>
                </div>
              )}
              {dispute.quantity !== null && (
                <div>
                  <dt>Tickets</dt>
                  <dd>{ticketCount(dispute.quantity)}</dd>
                </div>
              )}
              {dispute.amount_paid !== null && (
                <div>
                  <dt>{buyer ? 'You paid' : 'The buyer paid'}</dt>
                  <dd>{formatInr(paise(dispute.amount_paid))}</dd>
                </div>
              )}
              <div>
                <dt>Problem</dt>
                <dd>{dispute.reason_label}</dd>
              </div>
              {dispute.transfer_status && (
                <div>
                  <dt>Transfer</dt>
                  <dd>{transferStatusLabel(dispute.transfer_status)}</dd>
                </div>
              )}
            </dl>
            {!open && <Outcome dispute={dispute} />}
          </section>

          <section className="dispute-card" aria-labelledby="dispute-timeline-title">
            <h2 id="dispute-timeline-title" className="dispute-card__title">
              What has happened
            </h2>
            <DisputeTimeline entries={dispute.timeline} reader={dispute.role} />
          </section>

          {open && (
            <Suspense fallback={<SkeletonText lines={['100%', '100%', '61%']} />}>
              <DisputeReplyForm dispute={dispute} />
            </Suspense>
          )}
        </div>

        <aside className="dispute-side" aria-label="Deadlines and contacts">
          <section className="dispute-card">
            <h2 className="dispute-card__title">Our deadlines</h2>
            <DisputeDeadlines dispute={dispute} />
          </section>
          <section className="dispute-card dispute-officer">
            <h2 className="dispute-card__title">
              <SafetyCertificateOutlined aria-hidden="true" /> Grievance officer
            </h2>
            <p>
              {dispute.grievance_officer.name}
              <br />
              <a href={`mailto:${dispute.grievance_officer.email}`}>{dispute.grievance_officer.email}</a>
            </p>
            <p className="dispute-muted">Quote {dispute.reference} when you write.</p>
          </section>
          {open && buyer && <WithdrawDispute dispute={dispute} />}
        </aside>
      </div>
    </>
  );
}

/** How a closed dispute ended: the refund, the release or the withdrawal, with the desk's words. */
function Outcome({ dispute }: { dispute: DisputeDetails }) {
  let text: string;
  if (dispute.status === 'resolved_refund') {
    text = dispute.refund_amount
      ? `Resolved: ${formatInr(paise(dispute.refund_amount))} refunded to the buyer through PhonePe.`
      : 'Resolved: the buyer is refunded through PhonePe.';
  } else if (dispute.status === 'resolved_release') {
    text = 'Resolved: the seller’s payout is released.';
  } else {
    text = 'The buyer withdrew this dispute.';
  }
  return (
    <div className="dispute-outcome">
      <p className="dispute-outcome__text">{text}</p>
      {dispute.resolution_note && <p className="dispute-outcome__note">{dispute.resolution_note}</p>}
    </div>
  );
}

/** contracts' checkDisputeReply, the reason being optional (the server's own check). */
const WITHDRAW_RULES = rulesOf(['message'], (input) => checkDisputeReply(input, true), DISPUTE_FORM_MESSAGES);

/** The buyer closes their dispute (the tickets arrived after all): the seller's payout is released. */
function WithdrawDispute({ dispute }: { dispute: DisputeDetails }) {
  const [asking, setAsking] = useState(false);
  const form = useFormFields({ message: '' }, WITHDRAW_RULES);
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
      const answer = await withdraw.mutateAsync({ id: dispute.id, message: form.values.message.trim() || undefined });
      notify(answer.message || DISPUTE_MESSAGES.withdrawn);
    } catch (error) {
      notify(errorMessage(error), { tone: 'error' });
    }
    close();
  };

  return (
    <section className="dispute-card">
      <h2 className="dispute-card__title">Problem solved?</h2>
      <p className="dispute-muted">If the tickets reached you after all, withdraw the dispute.</p>
      <Button danger onClick={() => setAsking(true)}>
        Withdraw dispute
      </Button>
      <Dialog
        open={asking}
        title="Withdraw this dispute?"
        onCancel={close}
        footer={
          <>
            <Button onClick={close}>Keep it open</Button>
            <Button type="primary" danger htmlType="submit" form={formId} loading={withdraw.isPending}>
              Withdraw dispute
            </Button>
          </>
        }
      >
        <form id={formId} noValidate onSubmit={(event) => void submit(event)}>
          <p>The seller’s payout is released and the dispute is closed. A new problem would be a new dispute.</p>
          <Field id={`${formId}-message`} label="Why (optional, the seller reads it)" error={form.errors.message}>
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
