import { useLingui } from '@lingui/react';
import { useQueryClient } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { newIdempotencyKey } from '../../shared/api/idempotency-key';
import { useNotify } from '../../shared/notify';
import { type CannotBuy, checkoutMessage, orderRequest, payFailure, platformAccount } from './checkout-rules';
import { requestFingerprint } from './pay-attempt';
import { isWebUrl, payPage } from './pay-page';
import { type CheckoutSummary, checkoutKeys, type OrderRequest, usePlaceOrder } from './queries';
import type { CheckoutOfferState } from './useCheckoutOffer';
import type { PayAttemptState } from './usePayAttempt';

export interface CheckoutPayOptions {
  summary: CheckoutSummary;
  quantity: number;
  /** What the buyer typed as their account on the ticket's platform. */
  platformId: string;
  /** Shows a problem with it under its box (and takes the focus there). */
  showPlatformProblem: (message: string) => void;
  addressId: string | null | undefined;
  /** Shows an address problem by the address picker (and takes the focus there). */
  showAddressProblem: (message: string) => void;
  /** Why this listing cannot be bought here, if it cannot. */
  blocked: CannotBuy | null;
  attempt: PayAttemptState;
  offer: CheckoutOfferState;
}

/**
 * Pay and Continue to payment: one order per Pay (its Idempotency-Key kept for a retry of the same
 * request), then the pay page, or the result when the rewards credit paid it all; refusals go to their
 * field, or to a red message.
 */
export function useCheckoutPay({
  summary,
  quantity,
  platformId,
  showPlatformProblem,
  addressId,
  showAddressProblem,
  blocked,
  attempt,
  offer,
}: CheckoutPayOptions) {
  const router = useRouter();
  const { i18n } = useLingui();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const place = usePlaceOrder();
  const { listing } = summary;
  const refreshListing = () => void queryClient.invalidateQueries({ queryKey: checkoutKeys.listing(listing.id) });
  // Redirecting: until the pay page opens, or the hold ends (the buyer came back and waited it out).
  const sending = place.isPending || (attempt.redirecting && attempt.holdOrder !== undefined);

  /** Sends Pay with `key`, then goes where the order says: the pay page, or the result when credit paid it all. */
  const send = async (request: OrderRequest, key: string) => {
    const fingerprint = requestFingerprint(request);
    const current = attempt.attempt;
    attempt.remember(current?.key === key ? current : { key, request: fingerprint });
    let order;
    try {
      order = await place.mutateAsync({ request, idempotencyKey: key });
    } catch (error) {
      const failure = payFailure(i18n, error);
      if (!failure.keepKey) attempt.remember(null);
      if (failure.refresh) refreshListing();
      if (failure.field === 'platformId') {
        showPlatformProblem(failure.message);
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
      attempt.remember(null);
      void router.navigate({ to: '/payment-result', search: { order_id: order.id } });
      return;
    }
    if (order.status !== 'pending') {
      attempt.remember(null);
      refreshListing();
      notify(order.failure_reason || checkoutMessage(i18n, 'createFailed'), { tone: 'error' });
      return;
    }
    attempt.remember({ key, request: fingerprint, orderId: order.id, holdExpiresAt: order.hold_expires_at });
    if (!isWebUrl(order.pay_page_url)) {
      // The seats are held; "Continue to payment" sends the same Pay again, which starts the payment.
      notify(checkoutMessage(i18n, 'noPayPage'), { tone: 'error' });
      return;
    }
    attempt.setRedirecting(true);
    payPage.open(order.pay_page_url);
  };

  const pay = async () => {
    if (sending || blocked) return;
    const mobile = listing.ticket_type === 'mobile';
    if (mobile && !platformId.trim()) {
      showPlatformProblem(platformAccount(i18n, listing).missing); // the spec's message, under the box
      return;
    } else if (!mobile && !addressId) {
      showAddressProblem(checkoutMessage(i18n, 'noAddress'));
      return;
    }
    const request = orderRequest(
      listing,
      quantity,
      mobile ? platformId : undefined,
      addressId,
      offer.live ? offer.offer?.id : undefined,
    );
    // The same request after an unknown outcome (no answer, 503) is a retry of that Pay: the same key.
    const earlier = attempt.attempt;
    const retry = earlier && !earlier.orderId && earlier.request === requestFingerprint(request);
    await send(request, retry ? earlier.key : newIdempotencyKey());
  };

  const continuePayment = () => {
    const earlier = attempt.attempt;
    if (!earlier || sending) return;
    void send(JSON.parse(earlier.request) as OrderRequest, earlier.key);
  };

  return { pay, continuePayment, sending };
}
