import {
  BadRequestException,
  Controller,
  Headers,
  HttpCode,
  Inject,
  Logger,
  Post,
  Req,
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
import type { Request } from 'express';
import { Public } from '../../../shared/http/auth.js';
import { ProviderPayouts } from '../application/provider-payouts.js';
import { PAYOUT_WEBHOOK_SECRET } from '../domain/payout-provider.js';
import { PAYOUT_WEBHOOK_EVENTS, verifyRazorpayXWebhook } from '../infrastructure/razorpayx/razorpayx-webhook.js';
import { httpRefusals, Refuses } from '../../../shared/http/refusals.js';

/** Where RazorpayX posts payout events (set on its dashboard; the built-in sandbox posts here by default). */
export const RAZORPAYX_WEBHOOK_ROUTE = 'v1/webhooks/razorpayx';

const RAZORPAYX_EVENT_SCHEMA = {
  type: 'object',
  required: ['entity', 'event', 'payload'],
  properties: {
    entity: { type: 'string', enum: ['event'] },
    event: {
      type: 'string',
      maxLength: 100,
      description: `Payout events are acted on (${PAYOUT_WEBHOOK_EVENTS.join(', ')}); others are answered 200 and ignored`,
    },
    account_id: { type: 'string', maxLength: 100 },
    contains: { type: 'array', maxItems: 10, items: { type: 'string', maxLength: 100 } },
    payload: {
      type: 'object',
      properties: {
        payout: {
          type: 'object',
          properties: {
            entity: {
              type: 'object',
              required: ['id', 'status', 'amount'],
              properties: {
                id: { type: 'string', maxLength: 100, description: "RazorpayX's payout id (pout_…)" },
                status: { type: 'string', maxLength: 30, description: 'Must agree with the event' },
                amount: { type: 'integer', minimum: 0, maximum: Number.MAX_SAFE_INTEGER, description: 'Paise' },
                reference_id: { type: 'string', maxLength: 40, description: 'Our payout id' },
                utr: { type: 'string', maxLength: 40, nullable: true },
              },
            },
          },
        },
      },
    },
    created_at: { type: 'integer', minimum: 0, maximum: Number.MAX_SAFE_INTEGER },
  },
};

/**
 * POST /api/v1/webhooks/razorpayx — RazorpayX's server-to-server payout events (ADR 43). No session:
 * `X-Razorpay-Signature` must be the HMAC-SHA256 of the exact body with the webhook secret (the body
 * reaches here raw for that: app.setup.ts), else 401 and nothing happens. The event only names a
 * payment; what moves is what RazorpayX answers when the payment is read back. 200 once applied, so
 * RazorpayX retries anything that failed; a repeat changes nothing.
 */
/** Nest's own refusals: an unsigned or malformed webhook, the gateway away. */
@Refuses(httpRefusals(400, 401))
@Public()
@ApiTags('payouts')
@ApiSecurity('razorpayxWebhook')
@Controller(RAZORPAYX_WEBHOOK_ROUTE)
export class RazorpayXWebhookController {
  private readonly logger = new Logger('RazorpayXWebhook');

  constructor(
    private readonly payouts: ProviderPayouts,
    @Inject(PAYOUT_WEBHOOK_SECRET) private readonly secret: string | null,
  ) {}

  @Post()
  @HttpCode(200)
  @ApiOperation({
    summary: 'RazorpayX webhook: called by RazorpayX, server to server, never by API clients',
    description:
      'RazorpayX reports a change of a payout it makes for a seller. The payout is read back from RazorpayX ' +
      'before anything changes; 200 comes once it is applied, so RazorpayX retries anything that failed. ' +
      'Who: RazorpayX, signing the body (razorpayxWebhook). Effects: the payout is paid (with its UTR) or ' +
      'failed, and the seller emailed, as staff recording it would.',
  })
  @ApiBody({ schema: RAZORPAYX_EVENT_SCHEMA })
  @ApiOkResponse({
    description: 'Acted on, or ignored (an event about something else)',
    schema: { type: 'object', required: ['success'], properties: { success: { type: 'boolean', enum: [true] } } },
  })
  @ApiUnauthorizedResponse({ description: "A missing or wrong signature ('Invalid webhook signature')" })
  @ApiBadRequestResponse({ description: 'Signed, but not a RazorpayX event (`detail` says what is wrong)' })
  async receive(@Headers('x-razorpay-signature') signature: string | undefined, @Req() req: Request) {
    const body: unknown = req.body;
    const raw = Buffer.isBuffer(body) ? body : Buffer.alloc(0);
    const verified = this.secret
      ? verifyRazorpayXWebhook(signature, raw, this.secret)
      : { status: 'unauthorized' as const };
    switch (verified.status) {
      case 'unauthorized':
        this.logger.warn('Refused a RazorpayX webhook with a missing or wrong signature');
        throw new UnauthorizedException('Invalid webhook signature');
      case 'malformed':
        throw new BadRequestException(`Malformed webhook: ${verified.reason}`);
      case 'ignored':
        return { success: true };
      case 'accepted':
        await this.payouts.confirm(verified.event.payoutId);
        return { success: true };
    }
  }
}
