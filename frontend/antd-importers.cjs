/**
 * Buyer-side files that still import antd (or @ant-design/*), outside the back office and the kit
 * (shared/ui, shared/antd): the rule antd-back-office-and-kit in frontend/.dependency-cruiser.cjs lets
 * these, and only these, do so (ADR 68). The list only shrinks: each file leaves it when its page moves
 * to the kit (issue 36 item 1); frontend/src/rooms.test.ts fails on an entry that no longer imports antd,
 * and no file may be added.
 */
module.exports = [
  'frontend/src/features/addresses/AddressForm.tsx',
  'frontend/src/features/addresses/AddressPicker.tsx',
  'frontend/src/features/auth/OtpModal.tsx',
  'frontend/src/features/checkout/CannotBuy.tsx',
  'frontend/src/features/checkout/CheckoutPage.tsx',
  'frontend/src/features/checkout/CheckoutStates.tsx',
  'frontend/src/features/checkout/DeliveryDetails.tsx',
  'frontend/src/features/checkout/HoldNotice.tsx',
  'frontend/src/features/checkout/OfferNotice.tsx',
  'frontend/src/features/checkout/OrderSummary.tsx',
  'frontend/src/features/checkout/PayPanel.tsx',
  'frontend/src/features/checkout/PriceDetails.tsx',
  'frontend/src/features/checkout/useCheckoutPay.ts',
  'frontend/src/features/dev-outbox/DevOutboxPage.tsx',
  'frontend/src/features/disputes/DisputeReplyForm.tsx',
  'frontend/src/features/disputes/OpenDisputeModal.tsx',
  'frontend/src/features/payment-result/PaymentResultPage.tsx',
  'frontend/src/features/selling/FilesPicker.tsx',
  'frontend/src/features/selling/SellEventSection.tsx',
  'frontend/src/features/selling/SellForm.tsx',
  'frontend/src/features/selling/SellPage.tsx',
  'frontend/src/features/selling/SellPaymentSection.tsx',
  'frontend/src/features/selling/SellProofSection.tsx',
  'frontend/src/features/selling/SellTdsNote.tsx',
  'frontend/src/features/selling/SellTypeSection.tsx',
  'frontend/src/features/selling/useSubmitListing.ts',
  'frontend/src/features/tickets/UploadProofModal.tsx',
  'frontend/src/shared/notify.tsx',
  'frontend/src/shared/theme.ts',
];
