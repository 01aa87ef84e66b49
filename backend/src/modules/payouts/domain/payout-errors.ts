import { defineErrors } from '../../../shared/domain/domain-error.js';

export const PayoutError = defineErrors({
  PAYOUT_INVALID: 400,
  PAYOUT_NOT_FOUND: 404,
  TRANSACTION_NOT_FOUND: 404,
  PAYOUT_STATE: 409,
  PAYOUT_ON_HOLD: 409,
  UTR_IN_USE: 409,
  REFUND_REFUSED: 409,
  SELLER_ALREADY_PAID: 409,
  /** The payouts API could not answer (down, slow, or refusing us): nothing is known about the request. */
  PAYOUT_PROVIDER_UNAVAILABLE: 503,
});

/** The spec's words (section 8) and ours where it has none. */
export const PAYOUT_MESSAGES = Object.freeze({
  updated: 'Payout status updated',
  updateFailed: 'Error updating payout status',
  loadFailed: 'Error loading payouts',
  transactionNotFound: 'Transaction not found for refund',
  notFound: 'Payout not found',
  onHold: 'This payout is on hold while a dispute is open',
  released: 'Payout released',
  notHeld: 'This payout is not on hold until after the event',
  releaseOnlyPending: 'Only a pending payout can be released',
  paidByRazorpayX: 'Payouts are paid by RazorpayX: staff do not record a UTR',
  onlyRetryWithApi: 'Payouts are paid by RazorpayX: staff may only send a failed payout again',
  utrRequired: 'Please enter the UPI transaction reference (UTR) of the payment',
  utrInvalid: 'The UTR of a UPI payment is 12 digits',
  utrInUse: 'This UTR is already recorded for another payout',
  reasonRequired: 'Please enter the reason the payout failed',
  refundsByGateway: 'A buyer refund is completed or failed by PhonePe; only a failed refund can be retried',
  cancelled: 'This payout was cancelled: the sale was refunded to the buyer',
  nothingToPay: 'Nothing to pay: the seller fee takes the whole price',
  noMove: (from: string, to: string) => `A payout that is ${from} cannot be set to ${to}`,
  alreadyProcessed: 'This payout is already processed',
  sellerAlreadyPaid:
    'The seller has already been paid for this sale, so the refund cannot be taken from the payout; set the payout back to failed first',
  refundTooLarge: (left: string) => `The refund is more than what is left to refund (${left})`,
  refundTooSmall: 'A refund through PhonePe must be at least ₹1.00',
  refundLeavesTooLittle: 'A refund must leave nothing or at least ₹1.00 to refund later',
  refundKeyReused: 'This dispute already refunded a different amount or sale',
  nothingPaid: 'Nothing was paid at the gateway for this sale; only a full refund of its rewards credit is possible',
  upiIdNotFound: 'This UPI ID does not exist. Check it in your UPI app and try again.',
  upiChangeRequested: "Your new UPI ID is waiting for our team's approval.",
  upiChangeApproved: 'UPI ID change approved',
  upiChangeRejected: 'UPI ID change rejected',
  upiChangeNotDue: 'The UPI ID can only be changed while the payout is still to be paid',
  upiIdUnchanged: 'This payout already goes to this UPI ID',
  noUpiChangeRequested: 'No change of UPI ID is waiting for approval on this payout',
  upiChangeInFlight: 'This payout is being sent to its current UPI ID; approve the change if it fails',
  upiIdCheckUnavailable: 'We could not check this UPI ID right now. Please try again in a few minutes.',
});
