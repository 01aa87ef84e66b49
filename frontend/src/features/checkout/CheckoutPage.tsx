import { ArrowLeftOutlined, LockOutlined, ShopOutlined, WarningOutlined } from '@ant-design/icons';
import { useQuery, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { getRouteApi, useRouter } from '@tanstack/react-router';
import { Button, Form, Input, Select } from 'antd';
import { paise } from '@ticketsetu/contracts/money';
import { useCallback, useEffect, useRef, useState } from 'react';
import { isNotFound } from '../../shared/api/api-error';
import { formatInr } from '../../shared/format';
import { useNotify } from '../../shared/notify';
import { usePageTitle } from '../../shared/usePageTitle';
import { ButtonLink } from '../../shared/ui/links';
import { popupInMain } from '../../shared/ui/popup';
import { StatusPanel } from '../../shared/ui/StatusPanel';
import { AddressPicker } from '../addresses/AddressPicker';
import { waitlistOfferQuery } from '../waitlist/queries';
import {
  cannotBuyReason,
  CHECKOUT_MESSAGES,
  type CheckoutFigures,
  checkoutFigures,
  chosenQuantity,
  orderRequest,
  payFailure,
  platformAccount,
} from './checkout-rules';
import { HoldEnded, HoldNotice } from './HoldNotice';
import { OfferNotice } from './OfferNotice';
import { OrderSummary } from './OrderSummary';
import { clearPayAttempt, type PayAttempt, readPayAttempt, requestFingerprint, savePayAttempt } from './pay-attempt';
import { PriceDetails } from './PriceDetails';
import {
  type CheckoutSummary,
  checkoutKeys,
  checkoutQuery,
  newIdempotencyKey,
  type OrderRequest,
  orderQuery,
  usePlaceOrder,
} from './queries';
import { useSecondsLeft } from './useSecondsLeft';
import './checkout.css';

const routeApi = getRouteApi('/checkout/$ticketId');

/** Where Pay sends the browser: the gateway's pay page (the built-in sandbox's in development). */
export const payPage = {
  open(url: string): void {
    window.location.assign(url);
  },
};

/** Only a web address is followed, never a javascript: or data: URL, whatever came back. */
export function isWebUrl(url: string | null | undefined): url is string {
  if (!url) return false;
  try {
    const { protocol } = new URL(url, window.location.origin);
    return protocol === 'https:' || protocol === 'http:';
  } catch {
    return false;
  }
}

/** /checkout/$ticketId?quantity=N: the order summary, delivery details, the price and Pay. */
export function CheckoutPage() {
  const { ticketId } = routeApi.useParams();
  const { quantity, offer } = routeApi.useSearch();
  const { data: summary } = useSuspenseQuery(checkoutQuery(ticketId));
  usePageTitle('Checkout');

  return (
    <div className="container page checkout-page">
      <ButtonLink
        href={`/event/${encodeURIComponent(summary.event.id)}`}
        type="link"
        className="back-button"
        icon={<ArrowLeftOutlined aria-hidden="true" />}
      >
        Back to the event
      </ButtonLink>
      <h1 className="page-title">Checkout</h1>
      {/* A new listing starts a new checkout (its own Pay, its own hold). */}
      <Checkout
        key={`${ticketId}:${offer ?? ''}`}
        listingId={ticketId}
        summary={summary}
        quantityFromUrl={quantity}
        offerId={offer}
      />
    </div>
  );
}

interface CheckoutProps {
  listingId: string;
  summary: CheckoutSummary;
  quantityFromUrl: number | undefined;
  /** A waiting-list offer's id (from its email's link): its held seats are paid for with it. */
  offerId: string | undefined;
}

function Checkout({ listingId, summary, quantityFromUrl, offerId }: CheckoutProps) {
  const [form] = Form.useForm<{ platformId?: string }>();
  const router = useRouter();
  const navigate = routeApi.useNavigate();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const place = usePlaceOrder();
  const [attempt, setAttempt] = useState<PayAttempt | null>(() => readPayAttempt(listingId));
  const [addressId, setAddressId] = useState<string | null | undefined>(undefined);
  const [addressError, setAddressError] = useState<string | null>(null);
  const [redirecting, setRedirecting] = useState(false);
  const addressRef = useRef<HTMLDivElement>(null);
  const { listing, event } = summary;

  const remember = useCallback(
    (next: PayAttempt | null) => {
      if (next) savePayAttempt(listingId, next);
      else clearPayAttempt(listingId);
      setAttempt(next);
    },
    [listingId],
  );

  // The order an earlier Pay in this tab created: while it is pending, its seats are held for us.
  const attemptOrder = useQuery({ ...orderQuery(attempt?.orderId ?? ''), enabled: Boolean(attempt?.orderId) });
  const holdOrder =
    attempt?.orderId && attemptOrder.data?.id === attempt.orderId && attemptOrder.data.status === 'pending'
      ? attemptOrder.data
      : undefined;
  const holdSecondsLeft = useSecondsLeft(holdOrder ? Date.parse(holdOrder.hold_expires_at) : null);
  const holdActive = holdOrder !== undefined && holdSecondsLeft !== null && holdSecondsLeft > 0;
  const holdEnded = holdOrder !== undefined && holdSecondsLeft === 0;
  const checkingHold = Boolean(attempt?.orderId) && attemptOrder.isPending;
  const attemptOrderOver =
    (attemptOrder.data !== undefined && attemptOrder.data.status !== 'pending') || isNotFound(attemptOrder.error);

  // That order is over (paid, failed, or not this buyer's): a later Pay is a new one.
  useEffect(() => {
    if (attemptOrderOver) clearPayAttempt(listingId);
  }, [attemptOrderOver, listingId]);

  // The hold ran out: the seats went back on sale, so what the page says about them may be stale.
  useEffect(() => {
    if (holdEnded) void queryClient.invalidateQueries({ queryKey: checkoutKeys.listing(listingId) });
  }, [holdEnded, listingId, queryClient]);

  // Back from the pay page out of the browser's cache: the page is as we left it, redirecting.
  const refetchAttemptOrder = attemptOrder.refetch;
  useEffect(() => {
    const onPageShow = (pageEvent: PageTransitionEvent) => {
      if (!pageEvent.persisted) return;
      setRedirecting(false);
      void refetchAttemptOrder();
    };
    window.addEventListener('pageshow', onPageShow);
    return () => window.removeEventListener('pageshow', onPageShow);
  }, [refetchAttemptOrder]);

  // The waiting-list offer: seats held for this buyer, off public sale, bought in exactly its quantity.
  const offerQuery = useQuery({ ...waitlistOfferQuery(offerId ?? ''), enabled: Boolean(offerId) });
  const offer = offerQuery.data?.listing?.id === listingId ? offerQuery.data : undefined;
  const offerSecondsLeft = useSecondsLeft(offer?.status === 'offered' ? Date.parse(offer.expires_at) : null);
  const offerLive =
    offer !== undefined &&
    (offer.status === 'in_checkout' || (offer.status === 'offered' && (offerSecondsLeft ?? 0) > 0));
  const checkingOffer = Boolean(offerId) && offerQuery.isPending;
  const offerEnded = offer?.status === 'offered' && offerSecondsLeft === 0;

  // The offer ran out on this page: its seats went to the next person, so reload what the page says.
  const refetchOffer = offerQuery.refetch;
  useEffect(() => {
    if (!offerEnded) return;
    void queryClient.invalidateQueries({ queryKey: checkoutKeys.listing(listingId) });
    void refetchOffer();
  }, [offerEnded, listingId, queryClient, refetchOffer]);

  const quantity = holdActive
    ? holdOrder.quantity
    : offerLive
      ? offer.quantity
      : chosenQuantity(quantityFromUrl, summary.max_quantity);
  const figures: CheckoutFigures = holdActive
    ? {
        subtotal: paise(holdOrder.subtotal),
        fee: paise(holdOrder.buyer_fee),
        creditApplied: paise(holdOrder.credit_applied),
        total: paise(holdOrder.amount),
      }
    : checkoutFigures(summary, quantity);
  // While the offer is being read, nothing is refused yet (its seats look unavailable to everyone else).
  const blocked = holdActive || checkingOffer ? null : cannotBuyReason(summary, offerLive);
  const account = platformAccount(listing);
  // Redirecting: until the pay page opens, or the hold ends (the buyer came back and waited it out).
  const sending = place.isPending || (redirecting && holdActive);

  const chooseAddress = useCallback((id: string | null) => {
    setAddressId(id);
    if (id) setAddressError(null);
  }, []);

  const showAddressProblem = (message: string) => {
    setAddressError(message);
    addressRef.current?.scrollIntoView({ block: 'center' });
    addressRef.current?.focus();
  };

  /** Sends Pay with `key`, then goes where the order says: the pay page, or the result when credit paid it all. */
  const send = async (request: OrderRequest, key: string) => {
    const fingerprint = requestFingerprint(request);
    remember(attempt?.key === key ? attempt : { key, request: fingerprint });
    let order;
    try {
      order = await place.mutateAsync({ request, idempotencyKey: key });
    } catch (error) {
      const failure = payFailure(error);
      if (!failure.keepKey) remember(null);
      if (failure.refresh) void queryClient.invalidateQueries({ queryKey: checkoutKeys.listing(listingId) });
      if (failure.field === 'platformId') {
        form.setFields([{ name: 'platformId', errors: [failure.message] }]);
        form.scrollToField('platformId', { block: 'center', focus: true });
      } else if (failure.field === 'deliveryAddressId') {
        showAddressProblem(failure.message);
      } else {
        // Refusals are red even when their words carry no 'Error' (ADR 13).
        notify(failure.message, { tone: 'error' });
      }
      return;
    }
    if (order.status === 'completed') {
      // The rewards credit paid it all: nothing to pay at the gateway.
      remember(null);
      void router.navigate({ to: '/payment-result', search: { order_id: order.id } });
      return;
    }
    if (order.status !== 'pending') {
      remember(null);
      void queryClient.invalidateQueries({ queryKey: checkoutKeys.listing(listingId) });
      notify(order.failure_reason || CHECKOUT_MESSAGES.createFailed, { tone: 'error' });
      return;
    }
    remember({ key, request: fingerprint, orderId: order.id, holdExpiresAt: order.hold_expires_at });
    if (!isWebUrl(order.pay_page_url)) {
      // The seats are held; "Continue to payment" sends the same Pay again, which starts the payment.
      notify(CHECKOUT_MESSAGES.noPayPage);
      return;
    }
    setRedirecting(true);
    payPage.open(order.pay_page_url);
  };

  const pay = async () => {
    if (sending || blocked) return;
    setAddressError(null);
    let platformId: string | undefined;
    if (listing.ticket_type === 'mobile') {
      try {
        ({ platformId } = await form.validateFields(['platformId']));
      } catch {
        form.scrollToField('platformId', { block: 'center', focus: true });
        return; // the field shows the spec's message
      }
    } else if (!addressId) {
      showAddressProblem(CHECKOUT_MESSAGES.noAddress);
      return;
    }
    const request = orderRequest(listing, quantity, platformId, addressId, offerLive ? offer.id : undefined);
    // The same request after an unknown outcome (no answer, 503) is a retry of that Pay: the same key.
    const retry = attempt && !attempt.orderId && attempt.request === requestFingerprint(request);
    await send(request, retry ? attempt.key : newIdempotencyKey());
  };

  const continuePayment = () => {
    if (!attempt || sending) return;
    void send(JSON.parse(attempt.request) as OrderRequest, attempt.key);
  };

  const quantityOptions = Array.from({ length: Math.max(summary.max_quantity, quantity) }, (_, i) => ({
    value: i + 1,
    label: String(i + 1),
  }));

  return (
    <Form
      form={form}
      // No <form> element: the address picker has its own form, and forms cannot nest.
      component={false}
      layout="vertical"
      requiredMark="optional"
      onValuesChange={() => form.setFields([{ name: 'platformId', errors: [] }])}
    >
      <div className="checkout-grid">
        <div className="checkout-main">
          {offerId && !holdActive && (
            <OfferNotice
              offer={offer}
              live={offerLive}
              secondsLeft={offerSecondsLeft}
              loading={checkingOffer}
              error={offerQuery.error}
            />
          )}
          <OrderSummary summary={summary} />
          {blocked ? null : listing.ticket_type === 'mobile' ? (
            <section className="checkout-card" aria-labelledby="checkout-delivery-title">
              <h2 id="checkout-delivery-title" className="checkout-card__title">
                Your {account.provider} account
              </h2>
              {holdActive ? (
                <p className="checkout-locked">
                  The seller transfers the tickets to <strong>{holdOrder.platform_id}</strong> on {account.provider}.
                </p>
              ) : (
                <Form.Item
                  name="platformId"
                  label={account.label}
                  required
                  rules={[{ required: true, whitespace: true, message: account.missing }]}
                  extra={`The email or phone number of your ${account.provider} account: the seller transfers the tickets to it on ${account.provider}.`}
                >
                  <Input maxLength={120} autoComplete="off" spellCheck={false} disabled={sending} />
                </Form.Item>
              )}
            </section>
          ) : (
            <section className="checkout-card" aria-labelledby="checkout-delivery-title">
              <h2 id="checkout-delivery-title" className="checkout-card__title">
                Delivery address
              </h2>
              {holdActive ? (
                <p className="checkout-locked">
                  Our courier partner delivers the tickets to <strong>{holdOrder.delivery_address}</strong>.
                </p>
              ) : (
                <div
                  ref={addressRef}
                  className="checkout-address"
                  role="group"
                  aria-labelledby="checkout-delivery-title"
                  aria-describedby="checkout-address-hint"
                  tabIndex={-1}
                >
                  <p id="checkout-address-hint" className="checkout-muted checkout-address__hint">
                    Our courier partner delivers the tickets to this address.
                  </p>
                  <AddressPicker mode="select" value={addressId} onChange={chooseAddress} label="Delivery address" />
                  {addressError && (
                    <p className="checkout-error" role="alert">
                      {addressError}
                    </p>
                  )}
                </div>
              )}
            </section>
          )}
          {blocked && <CannotBuy reason={blocked} eventId={event.id} />}
        </div>

        {!blocked && (
          <section className="checkout-card checkout-pay" aria-labelledby="checkout-pay-title">
            <h2 id="checkout-pay-title" className="checkout-card__title">
              Price details
            </h2>
            <Form.Item label="Number of tickets" htmlFor="checkout-quantity" className="checkout-quantity" required>
              <Select<number>
                id="checkout-quantity"
                aria-label="Number of tickets"
                value={quantity}
                options={quantityOptions}
                disabled={holdActive || offerLive || sending}
                getPopupContainer={popupInMain}
                onChange={(value) => void navigate({ search: { quantity: value }, replace: true })}
              />
            </Form.Item>
            <PriceDetails
              price={listing.price}
              quantity={quantity}
              buyerFeePercent={event.buyer_fee_percent}
              figures={figures}
              rewardsCredit={holdActive ? holdOrder.credit_applied : summary.rewards_credit}
            />
            {holdActive ? (
              <HoldNotice secondsLeft={holdSecondsLeft}>
                <Button
                  type="primary"
                  size="large"
                  block
                  className="btn-saffron"
                  loading={sending}
                  disabled={sending}
                  onClick={continuePayment}
                >
                  {redirecting ? 'Taking you to PhonePe…' : 'Continue to payment'}
                </Button>
              </HoldNotice>
            ) : (
              <>
                {holdEnded && <HoldEnded />}
                <Button
                  type="primary"
                  size="large"
                  block
                  className="btn-saffron checkout-pay__button"
                  loading={sending || checkingHold || checkingOffer}
                  disabled={sending || checkingHold || checkingOffer}
                  onClick={() => void pay()}
                >
                  {figures.total === 0 ? 'Pay with rewards credit' : `Pay ${formatInr(figures.total)}`}
                </Button>
              </>
            )}
            <p className="checkout-secure">
              <LockOutlined aria-hidden="true" /> Secure payment through PhonePe. We hold your payment until the tickets
              reach you.
            </p>
          </section>
        )}
      </div>
    </Form>
  );
}

/** A seller's own listing, or one no longer on sale: no Pay. */
function CannotBuy({ reason, eventId }: { reason: string; eventId: string }) {
  if (reason === CHECKOUT_MESSAGES.ownListing) {
    return (
      <StatusPanel
        icon={<ShopOutlined />}
        title={reason}
        actions={
          <>
            <ButtonLink href="/tickets?tab=listings" type="primary">
              See your listings
            </ButtonLink>
            <ButtonLink href="/events">Browse Events</ButtonLink>
          </>
        }
      >
        <p>This is your listing: buyers see it on the event page.</p>
      </StatusPanel>
    );
  }
  return (
    <StatusPanel
      tone="error"
      icon={<WarningOutlined />}
      title={reason}
      actions={
        <>
          <ButtonLink href={`/event/${encodeURIComponent(eventId)}`} type="primary">
            Other tickets for this event
          </ButtonLink>
          <ButtonLink href="/events">Browse Events</ButtonLink>
        </>
      }
    >
      <p>Someone may have bought these seats, or the seller took them off sale.</p>
    </StatusPanel>
  );
}
