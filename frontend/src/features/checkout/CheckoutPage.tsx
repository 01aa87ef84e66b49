import { Trans, useLingui } from '@lingui/react/macro';
import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { paise } from '@ticketsetu/contracts/money';
import { lazy, Suspense, useCallback, useRef, useState } from 'react';
import { usePageTitle } from '../../shared/usePageTitle';
import { ArrowLeftOutlined } from '../../shared/ui/icons';
import { ButtonLink } from '../../shared/ui/links';
import { CheckoutSeller } from '../sellers';
import { useLiveAvailability } from '../events';
import {
  buyingLimitNote,
  cannotBuyReason,
  type CheckoutFigures,
  checkoutFigures,
  chosenQuantity,
} from './checkout-rules';
import { DeliveryDetails } from './DeliveryDetails';
import { OrderSummary } from './OrderSummary';
import { PayPanel } from './PayPanel';
import { type CheckoutSummary, checkoutKeys, checkoutQuery } from './queries';
import { useCancelCheckout } from './useCancelCheckout';
import { useCheckoutOffer } from './useCheckoutOffer';
import { useCheckoutPay } from './useCheckoutPay';
import { usePayAttempt } from './usePayAttempt';
import './checkout.css';

const routeApi = getRouteApi('/checkout/$ticketId');

// What few checkouts show (a waiting-list offer, a listing that cannot be bought) loads when shown,
// keeping the page's first load within the public pages' budget (first-load-budget.test.ts).
const OfferNotice = lazy(() => import('./OfferNotice').then((module) => ({ default: module.OfferNotice })));
const CannotBuy = lazy(() => import('./CannotBuy').then((module) => ({ default: module.CannotBuy })));

/** /checkout/$ticketId?quantity=N: the order summary, delivery details, the price and Pay. */
export function CheckoutPage() {
  const { ticketId } = routeApi.useParams();
  const { quantity, offer } = routeApi.useSearch();
  const { data: summary } = useSuspenseQuery(checkoutQuery(ticketId));
  const { t } = useLingui();
  usePageTitle(t`Checkout`);
  // The listing sold out, or seats came back, while the buyer looks: read the checkout again (ADR 54).
  const queryClient = useQueryClient();
  useLiveAvailability(summary.event.id, (page) => {
    const live = page.listings.find((listing) => listing.id === ticketId)?.available_quantity ?? 0;
    const shown = summary.listing.is_on_sale ? summary.listing.available_quantity : 0;
    if (live !== shown) void queryClient.invalidateQueries({ queryKey: checkoutKeys.listing(ticketId) });
  });

  return (
    <div className="container page checkout-page">
      <ButtonLink
        href={`/event/${encodeURIComponent(summary.event.id)}`}
        type="link"
        className="back-button"
        icon={<ArrowLeftOutlined aria-hidden="true" />}
      >
        <Trans>Back to the event</Trans>
      </ButtonLink>
      <h1 className="page-title">
        <Trans>Checkout</Trans>
      </h1>
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
  const { i18n } = useLingui();
  const [platformId, setPlatformId] = useState('');
  const [platformError, setPlatformError] = useState<string | undefined>(undefined);
  const platformRef = useRef<HTMLInputElement>(null);
  const navigate = routeApi.useNavigate();
  const attempt = usePayAttempt(listingId);
  const offer = useCheckoutOffer(listingId, offerId);
  const [addressId, setAddressId] = useState<string | null | undefined>(undefined);
  const [addressError, setAddressError] = useState<string | null>(null);
  const addressRef = useRef<HTMLDivElement>(null);
  const { holdOrder } = attempt;

  const quantity = holdOrder
    ? holdOrder.quantity
    : offer.live && offer.offer
      ? offer.offer.quantity
      : chosenQuantity(quantityFromUrl, summary.max_quantity);
  const figures: CheckoutFigures = holdOrder
    ? {
        subtotal: paise(holdOrder.subtotal),
        fee: paise(holdOrder.buyer_fee),
        creditApplied: paise(holdOrder.credit_applied),
        total: paise(holdOrder.amount),
      }
    : checkoutFigures(summary, quantity);
  // While the offer is being read, nothing is refused yet (its seats look unavailable to everyone else).
  const blocked = holdOrder || offer.checking ? null : cannotBuyReason(summary, offer.live);

  const chooseAddress = useCallback((id: string | null) => {
    setAddressId(id);
    if (id) setAddressError(null);
  }, []);
  const showPlatformProblem = (message: string) => {
    setPlatformError(message);
    platformRef.current?.scrollIntoView({ block: 'center' });
    platformRef.current?.focus();
  };
  const showAddressProblem = (message: string) => {
    setAddressError(message);
    addressRef.current?.scrollIntoView({ block: 'center' });
    addressRef.current?.focus();
  };

  const { cancel, cancelling } = useCancelCheckout();
  const { pay, continuePayment, sending } = useCheckoutPay({
    summary,
    quantity,
    platformId,
    showPlatformProblem,
    addressId,
    showAddressProblem,
    blocked,
    attempt,
    offer,
  });

  return (
    // No <form> element: the address picker has its own form, and forms cannot nest.
    <div className="checkout-grid">
      <div className="checkout-main">
        {offerId && !holdOrder && (
          <Suspense fallback={null}>
            <OfferNotice
              offer={offer.offer}
              live={offer.live}
              secondsLeft={offer.secondsLeft}
              loading={offer.checking}
              error={offer.error}
            />
          </Suspense>
        )}
        <OrderSummary summary={summary} />
        <CheckoutSeller sellerId={summary.listing.seller_id} />
        {!blocked && (
          <DeliveryDetails
            listing={summary.listing}
            holdOrder={holdOrder}
            sending={sending}
            platformId={platformId}
            onPlatformId={(value) => {
              setPlatformId(value);
              // As antd's form did: a change takes the refusal away; Pay checks again.
              setPlatformError(undefined);
            }}
            platformError={platformError}
            platformRef={platformRef}
            addressRef={addressRef}
            addressId={addressId}
            onAddress={chooseAddress}
            addressError={addressError}
          />
        )}
        {blocked && (
          <Suspense fallback={null}>
            <CannotBuy reason={blocked} title={buyingLimitNote(i18n, summary)} eventId={summary.event.id} />
          </Suspense>
        )}
      </div>

      {!blocked && (
        <PayPanel
          summary={summary}
          quantity={quantity}
          onQuantity={(value) => void navigate({ search: { quantity: value }, replace: true })}
          quantityFixed={Boolean(holdOrder) || offer.live}
          figures={figures}
          holdOrder={holdOrder}
          holdSecondsLeft={attempt.holdSecondsLeft}
          holdEnded={attempt.holdEnded}
          sending={sending}
          redirecting={attempt.redirecting}
          checking={attempt.checkingHold || offer.checking}
          onPay={() => {
            setAddressError(null);
            void pay();
          }}
          onContinue={continuePayment}
          onCancel={() => holdOrder && void cancel(holdOrder, summary.event.id)}
          cancelling={cancelling}
        />
      )}
    </div>
  );
}
