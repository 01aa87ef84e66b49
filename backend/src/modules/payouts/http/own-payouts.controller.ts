import { Body, Controller, Get, HttpCode, Param, Post } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBearerAuth,
  ApiConflictResponse,
  ApiCookieAuth,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import { type AuthUser, CurrentUser } from '../../../shared/http/auth.js';
import { UPI_ID_NOT_CONFIRMED } from '../../../shared/infrastructure/upi-id-confirmations.js';
import { OwnPayouts, type OwnPayoutView } from '../application/own-payouts.js';
import { PayoutUpiChanges } from '../application/payout-upi-changes.js';
import { PAYOUT_MESSAGES as m } from '../domain/payout-errors.js';
import { EarningsDto, OwnPayoutDto } from './payout.dto.js';
import { PayoutUpiChangeRequestDto, PayoutUpiChangeRequestedDto } from './payout-upi-change.dto.js';

function toOwnPayoutDto(p: OwnPayoutView): OwnPayoutDto {
  return {
    id: p.id,
    type: p.type,
    ticket_transfer_id: p.transferId,
    transaction_id: p.orderId,
    amount: p.amount,
    platform_fee: p.platformFee,
    gross: p.gross,
    tds: p.tds,
    status: p.status,
    payout_method: p.method,
    payout_details: p.details,
    utr: p.utr,
    failure_reason: p.failureReason,
    on_hold: p.onHold,
    release_at: p.releaseAt,
    release_reason: p.releaseReason,
    release_exposure_limit: p.releaseExposureLimit,
    requested_upi_id: p.requestedUpiId,
    requested_upi_name: p.requestedUpiName,
    upi_change_requested_at: p.upiChangeRequestedAt,
    created_at: p.createdAt,
    processed_at: p.processedAt,
  };
}

/** Your Tickets' money: what you are paid for your sales and refunded for your purchases. */
@ApiTags('tickets')
@ApiBearerAuth()
@ApiCookieAuth()
@Controller('v1')
export class OwnPayoutsController {
  constructor(
    private readonly payouts: OwnPayouts,
    private readonly upiChanges: PayoutUpiChanges,
  ) {}

  @ApiOperation({
    summary: 'Your payouts and refunds',
    description:
      'What you are paid for your sales (held, pending, paid with its UTR, failed) and refunded for your purchases, newest first. ' +
      'Who: a signed-in person (their own). ' +
      'Effects: none.',
  })
  @Get('me/payouts')
  @ApiOkResponse({ type: [OwnPayoutDto] })
  async mine(@CurrentUser() user: AuthUser): Promise<OwnPayoutDto[]> {
    return (await this.payouts.list(user.id)).map(toOwnPayoutDto);
  }

  /**
   * Asks to be paid a due (pending or failed) seller payout to another UPI id. Staff approve it before it
   * is used: a changed payee is how a taken-over account is robbed. A newer request replaces an older one.
   */
  @ApiOperation({
    summary: 'Ask to be paid to another UPI id',
    description:
      'Asks that a due (pending or failed) payout of yours go to another UPI id; staff approve it before it is used, and a newer request replaces an older one. ' +
      "Who: the payout's seller. " +
      'Effects: a request staff see in Admin > Payouts.',
  })
  @Post('me/payouts/:id/upi-id')
  @HttpCode(200)
  @ApiOkResponse({ type: PayoutUpiChangeRequestedDto, description: `'${m.upiChangeRequested}'` })
  @ApiBadRequestResponse({
    description: `Not a UPI id, the one the payout already goes to, or (names checked) no valid confirmation ('${UPI_ID_NOT_CONFIRMED}', field upiId)`,
  })
  @ApiNotFoundResponse({ description: `'${m.notFound}': no seller payout of yours has this id` })
  @ApiConflictResponse({ description: `'${m.upiChangeNotDue}'` })
  async requestUpiChange(
    @CurrentUser() seller: AuthUser,
    @Param('id') id: string,
    @Body() body: PayoutUpiChangeRequestDto,
  ): Promise<PayoutUpiChangeRequestedDto> {
    const payout = await this.upiChanges.request(seller.id, id, body.upiId, body.upiIdConfirmation);
    const [view] = await this.payouts.describe([payout]);
    return { message: m.upiChangeRequested, payout: toOwnPayoutDto(view!) };
  }

  @ApiOperation({
    summary: 'Your earnings',
    description:
      'What your sales have earned in all, what is paid out and what is held until after the event, with your tickets sold and transfers pending and completed. ' +
      'Who: a signed-in person (their own). ' +
      'Effects: none.',
  })
  @Get('me/earnings')
  @ApiOkResponse({ type: EarningsDto })
  async earnings(@CurrentUser() seller: AuthUser): Promise<EarningsDto> {
    const e = await this.payouts.earnings(seller.id);
    return {
      total_earnings: e.totalEarnings,
      paid_out: e.paidOut,
      held_until_after_event: e.heldUntilAfterEvent,
      total_tickets_sold: e.totalTicketsSold,
      pending_transfers: e.pendingTransfers,
      completed_transfers: e.completedTransfers,
    };
  }
}
