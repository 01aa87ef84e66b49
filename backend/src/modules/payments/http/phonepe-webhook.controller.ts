import {
  BadRequestException,
  Body,
  Controller,
  Headers,
  HttpCode,
  Inject,
  Logger,
  Post,
  ServiceUnavailableException,
  UnauthorizedException,
} from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBody,
  ApiOkResponse,
  ApiOperation,
  ApiSecurity,
  ApiTags,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import { Public } from '../../../shared/http/auth.js';
import { PaymentEvents } from '../application/payment-events.js';
import { PaymentGatewayUnavailable } from '../domain/payment-errors.js';
import { PAYMENT_GATEWAY, type PaymentGateway } from '../domain/payment-gateway.js';
import { WEBHOOK_ROUTE } from '../infrastructure/phonepe-settings.js';
import { HANDLED_WEBHOOK_EVENTS, LEGACY_WEBHOOK_TYPES } from '../infrastructure/phonepe-webhook.js';
import { httpRefusals, Refuses } from '../../../shared/http/refusals.js';

const PHONEPE_AWAY = 'PhonePe could not be reached to confirm this event; send it again later';

const text = (description: string) => ({ type: 'string', maxLength: 200, description });

/** PhonePe's callback body as the webhook reads it (PhonePe's own fields beyond these pass untouched). */
const PHONEPE_EVENT_SCHEMA = {
  type: 'object',
  required: ['payload'],
  properties: {
    event: { type: 'string', enum: HANDLED_WEBHOOK_EVENTS, description: 'Others are answered 200 and ignored' },
    type: { type: 'string', enum: LEGACY_WEBHOOK_TYPES, description: 'Older bodies; `event` wins when both are sent' },
    payload: {
      type: 'object',
      properties: {
        merchantOrderId: text('Order events: our order id, as sent when the payment started'),
        orderId: text("Order events: PhonePe's order id"),
        merchantRefundId: text('Refund events: our refund id'),
        originalMerchantOrderId: text('Refund events: the refunded order'),
        refundId: text("Refund events: PhonePe's refund id"),
        state: { type: 'string', enum: ['COMPLETED', 'FAILED'], description: 'Must agree with the event' },
        amount: { type: 'integer', minimum: 0, maximum: Number.MAX_SAFE_INTEGER, description: 'Paise' },
        errorCode: text('Why a payment or refund failed'),
        paymentDetails: {
          type: 'array',
          maxItems: 100,
          items: {
            type: 'object',
            properties: { transactionId: text("PhonePe's transaction id"), state: text('Of this attempt') },
          },
        },
      },
    },
  },
};

/**
 * POST /api/v1/payments/phonepe/webhook — PhonePe's server-to-server callback. No session (PhonePe
 * has none): the Authorization header must be SHA256(username:password) of the configured webhook
 * credentials, else 401 and nothing happens. 400 for a body that is not a PhonePe event. 200 only
 * once every listener has handled the event, so PhonePe retries whatever failed.
 * The same-origin (CSRF) guard lets it through untouched: PhonePe sends no Origin, and does send
 * Authorization, and the body is JSON.
 */
/** Nest's own refusals: an unsigned or malformed webhook, the gateway away. */
@Refuses(httpRefusals(400, 401, 503))
@Public()
@ApiTags('payments')
@ApiSecurity('phonepeWebhook')
@Controller(WEBHOOK_ROUTE)
export class PhonePeWebhookController {
  private readonly logger = new Logger('PhonePeWebhook');

  constructor(
    @Inject(PAYMENT_GATEWAY) private readonly gateway: PaymentGateway,
    private readonly events: PaymentEvents,
  ) {}

  @Post()
  @HttpCode(200)
  @ApiOperation({
    summary: 'PhonePe webhook: called by PhonePe, server to server, never by API clients',
    description:
      'PhonePe reports a payment or refund that reached its final state. The body is read as PhonePe sends ' +
      'it; 200 comes only once every part of the app has acted on the event, so PhonePe retries anything ' +
      'that failed, and a repeat changes nothing. Who: PhonePe, with the webhook credentials (phonepeWebhook). ' +
      'Effects: an order completes or fails, or a refund is recorded, as a status check would.',
  })
  @ApiBody({ schema: PHONEPE_EVENT_SCHEMA })
  @ApiOkResponse({
    description: 'Acted on, or ignored (an event it does not handle)',
    schema: { type: 'object', required: ['success'], properties: { success: { type: 'boolean', enum: [true] } } },
  })
  @ApiUnauthorizedResponse({ description: "A missing or wrong Authorization ('Invalid webhook authorization')" })
  @ApiBadRequestResponse({ description: 'Not a PhonePe event (`detail` says what is missing or disagrees)' })
  async receive(@Headers('authorization') authorization: string | undefined, @Body() body: unknown) {
    const verified = this.gateway.verifyWebhook(authorization, body);
    switch (verified.status) {
      case 'unauthorized':
        this.logger.warn('Refused a PhonePe webhook with a missing or wrong Authorization header');
        throw new UnauthorizedException('Invalid webhook authorization');
      case 'malformed':
        throw new BadRequestException(`Malformed webhook: ${verified.reason}`);
      case 'ignored':
        return { success: true };
      case 'accepted':
        try {
          await this.events.dispatch(verified.event);
        } catch (error) {
          // A listener's status check could not reach PhonePe: 503 (not a 500 with a stack per webhook),
          // and PhonePe sends the event again.
          if (error instanceof PaymentGatewayUnavailable) throw new ServiceUnavailableException(PHONEPE_AWAY);
          throw error;
        }
        return { success: true };
    }
  }
}
