import { Body, Controller, Get, Headers, HttpCode, Inject, Param, Post, Req, Res } from '@nestjs/common';
import {
  ApiBadGatewayResponse,
  ApiBearerAuth,
  ApiConflictResponse,
  ApiCookieAuth,
  ApiCreatedResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiServiceUnavailableResponse,
  ApiTags,
  ApiTooManyRequestsResponse,
} from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { APP_CONFIG, type AppConfig } from '../../../config/config.js';
import { DomainError, RequestError } from '../../../shared/domain/domain-error.js';
import { requestFingerprint } from '../../../shared/domain/request-fingerprint.js';
import { type AuthUser, CurrentUser } from '../../../shared/http/auth.js';
import { browserBaseUrl } from '../../../shared/http/browser-origin.js';
import { ApiIdempotencyKey, IDEMPOTENCY_KEY_RULE, isIdempotencyKey } from '../../../shared/http/idempotency-key.js';
import { CheckoutCancellation } from '../application/checkout-cancellation.js';
import { CheckoutSummary } from '../application/checkout-summary.js';
import { CheckoutService } from '../application/checkout.service.js';
import { CHECKOUT_RETRY_AFTER_SECONDS, leaveCheckoutAdmission } from './checkout-admission.js';
import { OrderQueries } from '../application/order-queries.js';
import { PaymentStartService } from '../application/payment-start.service.js';
import { SettlementService } from '../application/settlement.service.js';
import { CHECKOUT_MESSAGES as m, ORDER_PAID, OrderError } from '../domain/order-errors.js';
import { PaymentGatewayUnavailable } from '../../payments/index.js';
import { CheckoutDto, OrderDto, OrderPlacedDto, PlaceOrderDto } from './order.dto.js';
import { orderRecord } from '../domain/order-record.js';
import { toCheckoutDto, toOrderDto } from './order-views.js';

/** Buying: the checkout summary, Pay, and the payment's outcome (the buyer's own orders only). */
@ApiTags('orders')
@ApiBearerAuth()
@ApiCookieAuth()
@Controller('v1')
export class OrdersController {
  constructor(
    private readonly checkout: CheckoutService,
    private readonly summaries: CheckoutSummary,
    private readonly cancellation: CheckoutCancellation,
    private readonly payments: PaymentStartService,
    private readonly settlement: SettlementService,
    private readonly queries: OrderQueries,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @ApiOperation({
    summary: 'Checkout summary for a listing',
    description:
      'What buying from this listing costs: price per ticket, fees and taxes, rewards credit that applies, and whether it is your own listing (which you cannot buy). ' +
      'Step 3 of buying. ' +
      'Who: a signed-in person. ' +
      'Effects: none.',
  })
  @Get('checkout/:listingId')
  @ApiOkResponse({ type: CheckoutDto })
  @ApiNotFoundResponse({ description: "'Ticket not found'" })
  async summary(@CurrentUser() buyer: AuthUser, @Param('listingId') listingId: string): Promise<CheckoutDto> {
    return toCheckoutDto(await this.summaries.of(buyer.id, listingId));
  }

  @ApiOperation({
    summary: 'Pay: place an order and start the payment',
    description:
      "Holds the tickets for 10 minutes, places a pending order and starts the PhonePe payment; send the buyer's browser to `pay_page_url`, then poll the order. " +
      'Send a new Idempotency-Key per Pay: a repeat with the same key answers the same order. ' +
      'Step 4 of buying. ' +
      "Who: a signed-in person (not the listing's seller). " +
      'Effects: the tickets are held and any rewards credit is applied; if PhonePe does not start the payment, both are given back.',
  })
  @Post('orders')
  @ApiIdempotencyKey(true, 'One per Pay: a repeat returns the same order.')
  @ApiCreatedResponse({ type: OrderPlacedDto })
  @ApiTooManyRequestsResponse({ description: 'A rush of Pay requests: try again after `Retry-After` seconds' })
  @ApiBadGatewayResponse({
    description:
      'PhonePe refused to start the payment (code PAYMENT_FAILED_TO_START): the order failed, the seats are given back',
  })
  @ApiServiceUnavailableResponse({
    description:
      "'Failed to create payment order' (code GATEWAY_UNAVAILABLE): PhonePe did not answer or its breaker is open; " +
      'the order failed and the seats are given back at once. A new Pay needs a new key.',
  })
  @ApiConflictResponse({
    description:
      "'This ticket is no longer available'; or, for a repeat of a Pay whose payment is still being set up " +
      "(code PAYMENT_SETUP_IN_PROGRESS, with Retry-After), 'Your payment is still being set up. Please try again in a moment.'",
  })
  async place(
    @CurrentUser() buyer: AuthUser,
    @Body() body: PlaceOrderDto,
    @Headers('idempotency-key') key: string | undefined,
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
  ): Promise<OrderPlacedDto> {
    if (!isIdempotencyKey(key)) {
      throw new RequestError('REQUEST_INVALID', `An Idempotency-Key header (${IDEMPOTENCY_KEY_RULE}) is required`);
    }
    const placed = await this.checkout.placeOrder(buyer.id, body, {
      key,
      fingerprint: requestFingerprint('POST /api/v1/orders', body),
    });
    leaveCheckoutAdmission(res);
    try {
      const order = await this.payments.payPage(placed, browserBaseUrl(req, this.config));
      return toOrderDto({ order: orderRecord(order), event: null });
    } catch (error) {
      // The same Pay, sent again a moment later, gets its order.
      if (error instanceof DomainError && error.code === 'PAYMENT_SETUP_IN_PROGRESS') {
        res.setHeader('Retry-After', String(CHECKOUT_RETRY_AFTER_SECONDS));
      }
      throw error;
    }
  }

  @ApiOperation({
    summary: 'One of your orders',
    description:
      "The order's status (pending, completed, failed, refunded), amounts in paise and event. " +
      'Who: its buyer, or staff. ' +
      'Effects: none.',
  })
  @Get('orders/:id')
  @ApiOkResponse({ type: OrderDto })
  @ApiNotFoundResponse({ description: "'Transaction data not found'" })
  async one(@CurrentUser() viewer: AuthUser, @Param('id') id: string): Promise<OrderDto> {
    return toOrderDto(await this.queries.orderFor(viewer, id));
  }

  @ApiOperation({
    summary: 'Cancel an unpaid order and give its tickets back',
    description:
      "Ends the buyer's own unpaid checkout at once: the held tickets go back on sale (open event pages are told). " +
      'A payment that still arrives for a cancelled order is refunded in full, never sold. A repeat answers the order as it stands. ' +
      "Who: the order's buyer. " +
      'Effects: the hold ends and the order fails with `cancelled` true; a paid order is refused (409).',
  })
  @Post('orders/:id/cancel')
  @HttpCode(200)
  @ApiOkResponse({ type: OrderDto, description: 'The order, failed and cancelled (`cancelled` true)' })
  @ApiNotFoundResponse({ description: "'Transaction data not found' (also for another buyer's order)" })
  @ApiConflictResponse({ description: `'${ORDER_PAID}'` })
  async cancel(@CurrentUser() buyer: AuthUser, @Param('id') id: string): Promise<OrderDto> {
    await this.cancellation.cancel(buyer.id, id);
    return toOrderDto(await this.queries.orderFor(buyer, id));
  }

  @ApiOperation({
    summary: "Check an order's payment now",
    description:
      "While the order is pending (or failed), asks PhonePe for the payment's state and settles what it says, then answers the order: poll this after the pay page until the status is not pending. " +
      'Step 5 of buying. ' +
      'Who: its buyer, or staff. ' +
      "Effects: a completed payment completes the order (the transfer starts, the seller is emailed, the fee's tax invoice is issued); a failed one gives the tickets back.",
  })
  @Post('orders/:id/status-check')
  @HttpCode(200)
  @ApiOkResponse({ type: OrderDto })
  async check(@CurrentUser() viewer: AuthUser, @Param('id') id: string): Promise<OrderDto> {
    const view = await this.queries.orderFor(viewer, id);
    if (view.order.status === 'pending' || view.order.status === 'failed') {
      await this.settlement.checkWithGateway(view.order.id).catch((error: unknown) => {
        // PhonePe not answering (or its breaker open, ADR 50): a 503 in the spec's words, not a 500.
        if (error instanceof PaymentGatewayUnavailable) throw new OrderError('GATEWAY_UNAVAILABLE', m.checkFailed);
        throw error;
      });
    }
    return toOrderDto(await this.queries.orderFor(viewer, id));
  }
}
