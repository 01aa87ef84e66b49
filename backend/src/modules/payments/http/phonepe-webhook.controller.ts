import {
  BadRequestException,
  Body,
  Controller,
  Headers,
  HttpCode,
  Inject,
  Logger,
  Post,
  UnauthorizedException,
} from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import { Public } from '../../../shared/http/auth.js';
import { PaymentEvents } from '../application/payment-events.js';
import { PAYMENT_GATEWAY, type PaymentGateway } from '../domain/payment-gateway.js';
import { WEBHOOK_ROUTE } from '../infrastructure/phonepe-settings.js';

/**
 * POST /api/v1/payments/phonepe/webhook — PhonePe's server-to-server callback. No session (PhonePe
 * has none): the Authorization header must be SHA256(username:password) of the configured webhook
 * credentials, else 401 and nothing happens. 400 for a body that is not a PhonePe event. 200 only
 * once every listener has handled the event, so PhonePe retries whatever failed.
 * The same-origin (CSRF) guard lets it through untouched: PhonePe sends no Origin, and does send
 * Authorization, and the body is JSON.
 */
@Public()
@ApiExcludeController()
@Controller(WEBHOOK_ROUTE)
export class PhonePeWebhookController {
  private readonly logger = new Logger('PhonePeWebhook');

  constructor(
    @Inject(PAYMENT_GATEWAY) private readonly gateway: PaymentGateway,
    private readonly events: PaymentEvents,
  ) {}

  @Post()
  @HttpCode(200)
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
        await this.events.dispatch(verified.event);
        return { success: true };
    }
  }
}
