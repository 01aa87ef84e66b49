/**
 * The payments module's public entry: the only file other modules import.
 *
 *   constructor(
 *     @Inject(PAYMENT_GATEWAY) private readonly gateway: PaymentGateway,
 *     private readonly paymentEvents: PaymentEvents,
 *   ) {}
 *
 * PaymentsModule is global (registered once in AppModule), so nothing needs importing in @Module.
 */
export { PaymentsModule } from './payments.module.js';
export {
  PAYMENT_GATEWAY,
  type PaymentGateway,
  type PaymentState,
  type RefundState,
  type PaymentMetaInfo,
  type CreatePaymentRequest,
  type CreatedPayment,
  type OrderStatus,
  type PaymentAttempt,
  type RefundRequest,
  type CreatedRefund,
  type RefundStatus,
  type PaymentOrderEvent,
  type PaymentRefundEvent,
  type PaymentWebhookEvent,
  type VerifiedWebhook,
} from './domain/payment-gateway.js';
export {
  PaymentGatewayUnavailable,
  PaymentGatewayPaused,
  PaymentGatewayRejected,
  PaymentNotFound,
  InvalidPaymentRequest,
} from './domain/payment-errors.js';
export { MIN_AMOUNT_PAISE } from './domain/payment-rules.js';
export { PaymentEvents, type PaymentOrderListener, type PaymentRefundListener } from './application/payment-events.js';
