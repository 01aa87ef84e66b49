import { Controller, Get } from '@nestjs/common';
import { ApiBearerAuth, ApiCookieAuth, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { type AuthUser, CurrentUser } from '../../../shared/http/auth.js';
import { OwnPayouts, type OwnPayoutView } from '../application/own-payouts.js';
import { EarningsDto, OwnPayoutDto } from './payout.dto.js';

function toOwnPayoutDto(p: OwnPayoutView): OwnPayoutDto {
  return {
    id: p.id,
    type: p.type,
    ticket_transfer_id: p.transferId,
    transaction_id: p.orderId,
    amount: p.amount,
    platform_fee: p.platformFee,
    status: p.status,
    payout_method: p.method,
    payout_details: p.details,
    utr: p.utr,
    failure_reason: p.failureReason,
    on_hold: p.onHold,
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
  constructor(private readonly payouts: OwnPayouts) {}

  /** Your seller payouts (by sale) and buyer refunds (by purchase), newest first. */
  @Get('me/payouts')
  @ApiOkResponse({ type: [OwnPayoutDto] })
  async mine(@CurrentUser() user: AuthUser): Promise<OwnPayoutDto[]> {
    return (await this.payouts.list(user.id)).map(toOwnPayoutDto);
  }

  @Get('me/earnings')
  @ApiOkResponse({ type: EarningsDto })
  async earnings(@CurrentUser() seller: AuthUser): Promise<EarningsDto> {
    const e = await this.payouts.earnings(seller.id);
    return {
      total_earnings: e.totalEarnings,
      paid_out: e.paidOut,
      total_tickets_sold: e.totalTicketsSold,
      pending_transfers: e.pendingTransfers,
      completed_transfers: e.completedTransfers,
    };
  }
}
