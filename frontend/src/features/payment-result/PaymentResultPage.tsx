import type { MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { getRouteApi, useRouter } from '@tanstack/react-router';
import { type ReactNode, useEffect, useState } from 'react';
import { isNotFound } from '../../shared/api/api-error';
import { formatDateTimeIst, formatEventDate, formatInr } from '../../shared/format';
import { useLocale } from '../../shared/i18n';
import { usePageTitle } from '../../shared/usePageTitle';
import { Alert, Button } from '../../shared/ui';
import {
  CheckCircleFilled,
  ClockCircleFilled,
  CloseCircleFilled,
  ReloadOutlined,
  RollbackOutlined,
  WarningFilled,
} from '../../shared/ui/icons';
import { ButtonLink } from '../../shared/ui/links';
import { checkoutKeys, type Order } from '../checkout';
import { feeGstLine } from '../checkout';
import { clearPayAttempt } from '../checkout';
import { useCancelCheckout } from '../checkout';
import { useSecondsLeft } from '../../shared/useSecondsLeft';
import { eventKeys } from '../events';
import { listingKeys } from '../selling';
import { purchaseKeys, taxDocumentKeys } from '../tickets';
import { paymentResultQuery } from './queries';
import './payment-result.css';

const routeApi = getRouteApi('/payment-result');

/** The spec's payment-result messages (section 8). */
export const PAYMENT_RESULT_MESSAGES = {
  noOrderId: 'No order ID found',
  notFound: 'Transaction data not found',
  checkFailed: 'Failed to check order status',
  failed: 'Your payment could not be completed. Please try again.',
} as const;

type ResultMessage = keyof typeof PAYMENT_RESULT_MESSAGES;

/** The same messages in the reader's language; the English of each is the spec's, as above (the page's test holds them equal). */
export const PAYMENT_RESULT_WORDS: Readonly<Record<ResultMessage, MessageDescriptor>> = {
  noOrderId: msg`No order ID found`,
  notFound: msg`Transaction data not found`,
  checkFailed: msg`Failed to check order status`,
  failed: msg`Your payment could not be completed. Please try again.`,
};

/** Completed or failed: this long on the page, then on to the buyer's tickets (spec section 9). */
export const REDIRECT_TO_TICKETS_SECONDS = 5;

const TICKETS_HREF = '/tickets?tab=purchases';

/** /payment-result?order_id=…: where the gateway sends the buyer back; the outcome of their payment. */
export function PaymentResultPage() {
  const { order_id: orderId } = routeApi.useSearch();
  return (
    <div className="container page page--narrow payment-result">
      {orderId ? <OrderResult key={orderId} orderId={orderId} /> : <NoOrder message="noOrderId" />}
    </div>
  );
}

function OrderResult({ orderId }: { orderId: string }) {
  const result = useQuery(paymentResultQuery(orderId));
  const queryClient = useQueryClient();
  const status = result.data?.order.status;
  const listingId = result.data?.order.ticket_id;

  // Settled: every page showing this sale is out of date, and the checkout's remembered Pay is over.
  useEffect(() => {
    if (!status || status === 'pending' || !listingId) return;
    clearPayAttempt(listingId);
    for (const queryKey of [
      purchaseKeys.all,
      purchaseKeys.earnings,
      purchaseKeys.rewards,
      taxDocumentKeys.all,
      listingKeys.mine,
      checkoutKeys.all,
      eventKeys.all,
    ]) {
      void queryClient.invalidateQueries({ queryKey });
    }
  }, [listingId, queryClient, status]);

  if (result.isPending) return <Checking />;
  if (!result.data) {
    if (isNotFound(result.error)) return <NoOrder message="notFound" />;
    return <CheckFailed retrying={result.isFetching} onRetry={() => void result.refetch()} />;
  }

  const { order } = result.data;
  switch (order.status) {
    case 'completed':
      return <Completed order={order} />;
    case 'failed':
      return <Failed order={order} />;
    case 'refunded':
      return <Refunded order={order} />;
    default:
      return (
        <Pending
          order={order}
          checkFailed={result.data.checkFailed || result.isError}
          refreshing={result.isFetching}
          onRefresh={() => void result.refetch()}
        />
      );
  }
}

type Tone = 'success' | 'error' | 'pending' | 'info';

const icons: Record<Tone, ReactNode> = {
  success: <CheckCircleFilled />,
  error: <CloseCircleFilled />,
  pending: <ClockCircleFilled />,
  info: <WarningFilled />,
};

/** The one look of every outcome: a big icon, the heading, what it means, what to do. */
function ResultCard({
  tone,
  title,
  children,
  actions,
}: {
  tone: Tone;
  title: string;
  children?: ReactNode;
  actions?: ReactNode;
}) {
  usePageTitle(title);
  return (
    <section className={`result-card result-card--${tone}`} aria-labelledby="result-title">
      <div className="result-card__icon" aria-hidden="true">
        {icons[tone]}
      </div>
      <h1 id="result-title" className="result-card__title">
        {title}
      </h1>
      {children}
      {actions && <div className="result-card__actions">{actions}</div>}
    </section>
  );
}

function Checking() {
  const { t } = useLingui();
  usePageTitle(t`Checking your payment`);
  return (
    <div className="result-card result-card--loading" role="status" aria-live="polite">
      <span className="ts-wheel" aria-hidden="true" />
      <p className="result-card__text">
        <Trans>Checking your payment…</Trans>
      </p>
    </div>
  );
}

/** 5, 4, 3… then the buyer's tickets. */
function ToTicketsCountdown() {
  const router = useRouter();
  const { t } = useLingui();
  const [deadline] = useState(() => Date.now() + REDIRECT_TO_TICKETS_SECONDS * 1000);
  const left = useSecondsLeft(deadline) ?? 0;
  useEffect(() => {
    if (left === 0) void router.navigate({ to: '/tickets', search: { tab: 'purchases' } });
  }, [left, router]);
  return (
    <p className="result-countdown">
      {t`${plural(left, { one: 'Taking you to your tickets in # second…', other: 'Taking you to your tickets in # seconds…' })}`}
    </p>
  );
}

function OrderFacts({ order }: { order: Order }) {
  const { i18n } = useLingui();
  const locale = useLocale();
  // The GST rate of when the fee was paid (or priced, while the payment is open).
  const feeParts = feeGstLine(i18n, order.buyer_fee, new Date(order.completed_at ?? order.created_at));
  return (
    <dl className="result-facts">
      {order.event && (
        <>
          <div>
            <dt>
              <Trans>Event</Trans>
            </dt>
            <dd>{order.event.title}</dd>
          </div>
          <div>
            <dt>
              <Trans>When</Trans>
            </dt>
            <dd>{formatEventDate(order.event.event_date, locale)}</dd>
          </div>
        </>
      )}
      <div>
        <dt>
          <Trans>Tickets</Trans>
        </dt>
        <dd>{order.quantity}</dd>
      </div>
      <div className={feeParts ? 'result-facts__with-note' : undefined}>
        <dt>
          <Trans>Platform Fees + Taxes</Trans>
        </dt>
        <dd>{formatInr(order.buyer_fee)}</dd>
        {feeParts && <dd className="result-facts__note">{feeParts}</dd>}
      </div>
      <div>
        <dt>{order.status === 'completed' ? <Trans>Amount paid</Trans> : <Trans>Amount</Trans>}</dt>
        <dd>{formatInr(order.amount)}</dd>
      </div>
      {order.credit_applied > 0 && (
        <div>
          <dt>
            <Trans>Rewards credit used</Trans>
          </dt>
          <dd>{formatInr(order.credit_applied)}</dd>
        </div>
      )}
      <div>
        <dt>
          <Trans>Order</Trans>
        </dt>
        <dd>
          <code title={order.id}>{order.id.slice(0, 8)}</code>
        </dd>
      </div>
    </dl>
  );
}

const ticketsButton = (
  <ButtonLink key="tickets" href={TICKETS_HREF} type="primary" size="large">
    <Trans>Go to Your Tickets</Trans>
  </ButtonLink>
);

function Completed({ order }: { order: Order }) {
  const { t } = useLingui();
  const account = order.platform_id ?? '';
  const address = order.delivery_address ?? t`your address`;
  return (
    <ResultCard tone="success" title={t`Payment successful!`} actions={ticketsButton}>
      <p className="result-card__text">
        <Trans>Your tickets are booked.</Trans>
      </p>
      <OrderFacts order={order} />
      <p className="result-card__next">
        {order.ticket_type === 'mobile'
          ? t`The seller now transfers the tickets to your account ${account}.`
          : t`Our courier partner collects the tickets from the seller and delivers them to ${address}.`}{' '}
        <Trans>We hold your payment until the transfer is complete; you can follow it in Your Tickets.</Trans>
      </p>
      <ToTicketsCountdown />
    </ResultCard>
  );
}

function Failed({ order }: { order: Order }) {
  const { i18n, t } = useLingui();
  return (
    <ResultCard
      tone="error"
      title={order.cancelled ? t`Checkout cancelled` : t`Payment failed`}
      actions={
        <>
          {ticketsButton}
          <ButtonLink
            href={`/checkout/${encodeURIComponent(order.ticket_id)}?quantity=${order.quantity}`}
            size="large"
            icon={<RollbackOutlined aria-hidden="true" />}
          >
            <Trans>Try again</Trans>
          </ButtonLink>
        </>
      }
    >
      <p className="result-card__text" role="alert">
        {order.failure_reason || i18n._(PAYMENT_RESULT_WORDS.failed)}
      </p>
      <OrderFacts order={order} />
      <ToTicketsCountdown />
    </ResultCard>
  );
}

function Pending({
  order,
  checkFailed,
  refreshing,
  onRefresh,
}: {
  order: Order;
  checkFailed: boolean;
  refreshing: boolean;
  onRefresh: () => void;
}) {
  const { cancel, cancelling } = useCancelCheckout();
  const { i18n, t } = useLingui();
  const heldUntil = formatDateTimeIst(order.hold_expires_at, useLocale());
  return (
    <ResultCard
      tone="pending"
      title={t`Payment pending`}
      actions={
        <>
          <Button
            type="primary"
            size="large"
            icon={<ReloadOutlined aria-hidden="true" />}
            loading={refreshing}
            onClick={onRefresh}
          >
            <Trans>Refresh Status</Trans>
          </Button>
          <Button size="large" loading={cancelling} onClick={() => void cancel(order, order.event?.id)}>
            <Trans>Cancel</Trans>
          </Button>
          <ButtonLink href={TICKETS_HREF} size="large">
            <Trans>Go to Your Tickets</Trans>
          </ButtonLink>
        </>
      }
    >
      {checkFailed && (
        <Alert className="result-card__alert" type="error" title={i18n._(PAYMENT_RESULT_WORDS.checkFailed)} />
      )}
      <p className="result-card__text">
        <Trans>
          PhonePe has not confirmed your payment yet. If you paid, it usually shows here within a minute: press Refresh
          Status. Your seats are held until {heldUntil}; if no payment arrives by then, they go back on sale and you are
          not charged. If you do not want them, Cancel gives them back now.
        </Trans>
      </p>
      <OrderFacts order={order} />
    </ResultCard>
  );
}

const onItsWay = msg`Your refund is on its way.`;
const refundStates: Readonly<Record<string, MessageDescriptor>> = {
  PENDING: onItsWay,
  CONFIRMED: onItsWay,
  COMPLETED: msg`Your refund is complete.`,
  FAILED: msg`The refund did not go through at the payment gateway yet; our team has been alerted and will complete it.`,
};

function Refunded({ order }: { order: Order }) {
  const { i18n, t } = useLingui();
  const refund =
    order.refund_state && Object.hasOwn(refundStates, order.refund_state)
      ? refundStates[order.refund_state]
      : undefined;
  return (
    <ResultCard
      tone="info"
      title={t`Payment refunded`}
      actions={
        <>
          {ticketsButton}
          <ButtonLink href="/events" size="large">
            <Trans>Browse Events</Trans>
          </ButtonLink>
        </>
      }
    >
      <p className="result-card__text">{order.failure_reason}</p>
      {refund && <p className="result-card__text">{i18n._(refund)}</p>}
      <OrderFacts order={order} />
    </ResultCard>
  );
}

/** No order to show: no id in the address, or none of this buyer's orders has it. */
function NoOrder({ message }: { message: ResultMessage }) {
  const { i18n, t } = useLingui();
  return (
    <ResultCard
      tone="error"
      title={t`Payment not found`}
      actions={
        <>
          {ticketsButton}
          <ButtonLink href="/events" size="large">
            <Trans>Browse Events</Trans>
          </ButtonLink>
        </>
      }
    >
      <p className="result-card__text" role="alert">
        {i18n._(PAYMENT_RESULT_WORDS[message])}
      </p>
      <ToTicketsCountdown />
    </ResultCard>
  );
}

/** The order could not be read (network, server): nothing is known, so nothing is claimed. */
function CheckFailed({ retrying, onRetry }: { retrying: boolean; onRetry: () => void }) {
  const { i18n, t } = useLingui();
  return (
    <ResultCard
      tone="info"
      title={t`We couldn’t check your payment`}
      actions={
        <>
          <Button type="primary" size="large" loading={retrying} onClick={onRetry}>
            <Trans>Retry</Trans>
          </Button>
          <ButtonLink href={TICKETS_HREF} size="large">
            <Trans>Go to Your Tickets</Trans>
          </ButtonLink>
        </>
      }
    >
      <p className="result-card__text" role="alert">
        {i18n._(PAYMENT_RESULT_WORDS.checkFailed)}
      </p>
    </ResultCard>
  );
}
