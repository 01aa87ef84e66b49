import { useLingui } from '@lingui/react/macro';
import { ArrowLeftOutlined, WarningOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { Button, Form, Input, Select, Skeleton } from 'antd';
import { formatInr, paise } from '@ticketsetu/contracts/money';
import { isCompletedTransfer, isUndoneTransfer } from '@ticketsetu/contracts/transfers';
import { useState } from 'react';
import { errorMessage, isNotFound } from '../../shared/api/api-error';
import { formatDateTimeIst, formatEventDate } from '../../shared/format';
import { useNotify } from '../../shared/notify';
import { usePageTitle } from '../../shared/usePageTitle';
import { AppLink, ButtonLink } from '../../shared/ui/links';
import { popupInMain } from '../../shared/ui/popup';
import { StatusPanel } from '../../shared/ui/StatusPanel';
import { DISPUTE_MESSAGES, MAX_DISPUTE_TEXT } from '../disputes';
import { DisputeDeadlines, DisputeStatusTag, OverdueTag } from '../disputes';
import { DisputeTimeline } from '../disputes';
import { useAdminCrumb } from '../admin';
import { transferStatusLabel } from '../../shared/ui/transfer-status';
import { PayoutStatusBadge } from '../admin-payouts';
import { DisputePerson } from './AdminDisputesPage';
import { AcknowledgeModal, ResolveModal } from './DeskModals';
import { ADMIN_DISPUTE_MESSAGES, deskStepError, refusedField } from './messages';
import { type AdminDisputeDetails, adminDisputeQuery, type StaffMove, useAddNote, useMessageParties } from './queries';
import './admin-disputes.css';
import { TicketCount } from '../../shared/i18n';

const routeApi = getRouteApi('/admin/disputes_/$id');

/** /admin/disputes/$id: one dispute with everything staff need, and the desk's steps. */
export function AdminDisputePage() {
  const { i18n } = useLingui();
  const { id } = routeApi.useParams();
  const dispute = useQuery(adminDisputeQuery(id));
  usePageTitle(dispute.data ? `Dispute ${dispute.data.reference} · Admin` : 'Dispute · Admin');
  useAdminCrumb(dispute.data?.reference);

  const back = (
    <ButtonLink
      href="/admin/disputes"
      type="link"
      className="back-button"
      icon={<ArrowLeftOutlined aria-hidden="true" />}
    >
      All disputes
    </ButtonLink>
  );
  if (dispute.isPending) {
    return (
      <>
        {back}
        <div role="status" aria-label="Loading the dispute">
          <Skeleton active paragraph={{ rows: 8 }} />
        </div>
      </>
    );
  }
  if (dispute.isError) {
    return (
      <>
        {back}
        <h1 className="page-title">
          {isNotFound(dispute.error) ? ADMIN_DISPUTE_MESSAGES.notFound : ADMIN_DISPUTE_MESSAGES.loadOneFailed}
        </h1>
        <StatusPanel
          tone={isNotFound(dispute.error) ? 'neutral' : 'error'}
          icon={<WarningOutlined />}
          title={errorMessage(dispute.error, i18n)}
          actions={<Button onClick={() => void dispute.refetch()}>Retry</Button>}
        />
      </>
    );
  }
  return (
    <>
      {back}
      <DeskView dispute={dispute.data} />
    </>
  );
}

function DeskView({ dispute }: { dispute: AdminDisputeDetails }) {
  const [acknowledging, setAcknowledging] = useState(false);
  const [resolving, setResolving] = useState(false);
  const open = dispute.closed_at === null;

  return (
    <>
      <div className="desk-head">
        <h1 className="page-title">
          Dispute <span className="dispute-reference">{dispute.reference}</span>
        </h1>
        <span className="desk-head__tags">
          <DisputeStatusTag dispute={dispute} />
          <OverdueTag dispute={dispute} />
        </span>
      </div>
      <div className="desk-grid">
        <div className="desk-main">
          <section className="desk-card" aria-labelledby="desk-facts-title">
            <h2 id="desk-facts-title" className="desk-card__title">
              {dispute.event?.title ?? 'Unknown event'}
            </h2>
            <dl className="desk-facts">
              {dispute.event && (
                <div>
                  <dt>Event</dt>
                  <dd>
                    {dispute.event.venue}, {dispute.event.city} · {formatEventDate(dispute.event.event_date)}
                  </dd>
                </div>
              )}
              <div>
                <dt>Buyer</dt>
                <dd>
                  <DisputePerson person={dispute.buyer} />
                  {dispute.buyer?.phone && <span className="dispute-muted"> · {dispute.buyer.phone}</span>}
                </dd>
              </div>
              <div>
                <dt>Seller</dt>
                <dd>
                  <DisputePerson person={dispute.seller} />
                  {dispute.seller?.phone && <span className="dispute-muted"> · {dispute.seller.phone}</span>}
                </dd>
              </div>
              <div>
                <dt>Problem</dt>
                <dd>{dispute.reason_label}</dd>
              </div>
              {dispute.quantity !== null && (
                <div>
                  <dt>Tickets</dt>
                  <dd>
                    <TicketCount count={dispute.quantity} />
                  </dd>
                </div>
              )}
              {dispute.amount_paid !== null && (
                <div>
                  <dt>Buyer paid</dt>
                  <dd>{formatInr(paise(dispute.amount_paid))}</dd>
                </div>
              )}
              {dispute.transfer_status && (
                <div>
                  <dt>Transfer</dt>
                  <dd>
                    <AppLink href={transferHref(dispute.transfer_id, dispute.transfer_status)}>
                      {transferStatusLabel(dispute.transfer_status)}
                      <span className="sr-only">: open the transfer in Admin &gt; Transfers</span>
                    </AppLink>
                  </dd>
                </div>
              )}
              <div>
                <dt>Opened</dt>
                <dd>{formatDateTimeIst(dispute.opened_at)}</dd>
              </div>
            </dl>
            {dispute.resolution_note && (
              <p className="desk-resolution">
                <strong>Decision:</strong> {dispute.resolution_note}
              </p>
            )}
          </section>

          <section className="desk-card" aria-labelledby="desk-timeline-title">
            <h2 id="desk-timeline-title" className="desk-card__title">
              Timeline
            </h2>
            <DisputeTimeline entries={dispute.timeline} reader="staff" />
          </section>

          {open && <MessageForm dispute={dispute} />}
          <NoteForm dispute={dispute} />
        </div>

        <aside className="desk-side" aria-label="Deadlines, steps and money">
          <section className="desk-card">
            <h2 className="desk-card__title">Deadlines</h2>
            <DisputeDeadlines dispute={dispute} />
          </section>
          {open && (
            <section className="desk-card" aria-labelledby="desk-steps-title">
              <h2 id="desk-steps-title" className="desk-card__title">
                Steps
              </h2>
              <div className="desk-steps">
                {!dispute.acknowledged_at && (
                  <Button type="primary" onClick={() => setAcknowledging(true)}>
                    Acknowledge
                  </Button>
                )}
                <Button type={dispute.acknowledged_at ? 'primary' : 'default'} onClick={() => setResolving(true)}>
                  Resolve
                </Button>
              </div>
            </section>
          )}
          <Money dispute={dispute} />
        </aside>
      </div>
      <AcknowledgeModal dispute={acknowledging ? dispute : null} onClose={() => setAcknowledging(false)} />
      <ResolveModal dispute={resolving ? dispute : null} onClose={() => setResolving(false)} />
    </>
  );
}

/** The disputed sale's transfer in Admin > Transfers: its tab, searched by its id. */
export function transferHref(transferId: string, status: string): string {
  const tab = isCompletedTransfer(status) ? 'completed' : isUndoneTransfer(status) ? status : 'pending';
  return `/admin/transfers?tab=${tab}&search=${encodeURIComponent(transferId)}`;
}

/** A refund's state as staff read it: PhonePe's progress, when it came back, or why it failed. */
function refundState(refund: AdminDisputeDetails['payouts']['refunds'][number]): string {
  if (refund.status === 'processed') return 'returned to the buyer';
  if (refund.status === 'failed') return refund.failure_reason ?? 'failed at PhonePe';
  return 'in flight at PhonePe';
}

/** The sale's money: the seller payout (held while open) and the refunds made, and what may still be refunded. */
function Money({ dispute }: { dispute: AdminDisputeDetails }) {
  const { payouts } = dispute;
  return (
    <section className="desk-card" aria-labelledby="desk-money-title">
      <h2 id="desk-money-title" className="desk-card__title">
        Money
      </h2>
      <dl className="desk-facts">
        <div>
          <dt>Seller payout</dt>
          <dd>
            {payouts.seller_payout ? (
              <span className="desk-money">
                {formatInr(paise(payouts.seller_payout.amount))}{' '}
                <PayoutStatusBadge status={payouts.seller_payout.status} />
                {payouts.seller_payout.utr && <span className="dispute-muted">UTR {payouts.seller_payout.utr}</span>}
              </span>
            ) : (
              'Not due yet'
            )}
            {payouts.on_hold && <strong className="desk-hold"> · On hold</strong>}
          </dd>
        </div>
        <div>
          <dt>Refunds</dt>
          <dd>
            {payouts.refunds.length === 0 ? (
              'None'
            ) : (
              <ul className="desk-refunds">
                {payouts.refunds.map((refund) => (
                  <li key={refund.id} className="desk-money">
                    {formatInr(paise(refund.amount))} <PayoutStatusBadge status={refund.status} />
                    <span className="dispute-muted">{refundState(refund)}</span>
                  </li>
                ))}
              </ul>
            )}
          </dd>
        </div>
        <div>
          <dt>Still refundable</dt>
          <dd>{formatInr(paise(dispute.refundable))}</dd>
        </div>
      </dl>
    </section>
  );
}

const KEEP_STATUS = 'keep';

/** A message to both parties (emailed), optionally moving the dispute (ask the seller, or review). */
function MessageForm({ dispute }: { dispute: AdminDisputeDetails }) {
  const [form] = Form.useForm<{ message?: string; status: StaffMove | typeof KEEP_STATUS }>();
  const send = useMessageParties();
  const notify = useNotify();

  const submit = async ({ message, status }: { message?: string; status: StaffMove | typeof KEEP_STATUS }) => {
    try {
      const answer = await send.mutateAsync({
        id: dispute.id,
        message: message?.trim() ?? '',
        ...(status !== KEEP_STATUS && status !== dispute.status ? { status } : {}),
      });
      notify(answer.message);
      form.resetFields();
    } catch (error) {
      const refused = refusedField(error);
      if (refused?.field === 'message') {
        form.setFields([{ name: 'message', errors: [refused.message] }]);
        return;
      }
      notify(deskStepError(error), { tone: 'error' });
    }
  };

  return (
    <section className="desk-card" aria-labelledby="desk-message-title">
      <h2 id="desk-message-title" className="desk-card__title">
        Message the buyer and the seller
      </h2>
      <Form
        form={form}
        name="desk-message"
        layout="vertical"
        requiredMark={false}
        initialValues={{ status: KEEP_STATUS }}
        onFinish={(values) => void submit(values)}
      >
        <Form.Item
          name="message"
          label="Message (both parties read it and are emailed)"
          rules={[
            { required: true, whitespace: true, message: DISPUTE_MESSAGES.messageRequired },
            { max: MAX_DISPUTE_TEXT, message: DISPUTE_MESSAGES.messageTooLong },
          ]}
        >
          <Input.TextArea rows={3} maxLength={MAX_DISPUTE_TEXT} />
        </Form.Item>
        <Form.Item name="status" label="Then" htmlFor="desk-message-status">
          <Select
            id="desk-message-status"
            aria-label="Then"
            getPopupContainer={popupInMain}
            options={[
              { value: KEEP_STATUS, label: 'Keep the status' },
              { value: 'awaiting_seller', label: 'Ask the seller (awaiting seller)' },
              { value: 'under_review', label: 'Review it (under review)' },
            ]}
          />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={send.isPending}>
          Send message
        </Button>
      </Form>
    </section>
  );
}

/** An internal note: staff only, never shown to the parties (also after closing). */
function NoteForm({ dispute }: { dispute: AdminDisputeDetails }) {
  const [form] = Form.useForm<{ note?: string }>();
  const add = useAddNote();
  const notify = useNotify();

  const submit = async ({ note }: { note?: string }) => {
    try {
      const answer = await add.mutateAsync({ id: dispute.id, note: note?.trim() ?? '' });
      notify(answer.message);
      form.resetFields();
    } catch (error) {
      const refused = refusedField(error);
      if (refused?.field === 'note') {
        form.setFields([{ name: 'note', errors: [refused.message] }]);
        return;
      }
      notify(deskStepError(error), { tone: 'error' });
    }
  };

  return (
    <section className="desk-card desk-card--internal" aria-labelledby="desk-note-title">
      <h2 id="desk-note-title" className="desk-card__title">
        Internal note
      </h2>
      <Form
        form={form}
        name="desk-note"
        layout="vertical"
        requiredMark={false}
        onFinish={(values) => void submit(values)}
      >
        <Form.Item
          name="note"
          label="Note (staff only)"
          rules={[
            { required: true, whitespace: true, message: DISPUTE_MESSAGES.noteRequired },
            { max: MAX_DISPUTE_TEXT, message: DISPUTE_MESSAGES.messageTooLong },
          ]}
        >
          <Input.TextArea rows={2} maxLength={MAX_DISPUTE_TEXT} />
        </Form.Item>
        <Button htmlType="submit" loading={add.isPending}>
          Add note
        </Button>
      </Form>
    </section>
  );
}
