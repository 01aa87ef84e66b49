import { Controller, Get } from '@nestjs/common';
import { ApiBearerAuth, ApiCookieAuth, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { type AuthUser, CurrentUser } from '../../../shared/http/auth.js';
import { RewardsService } from '../application/rewards.service.js';
import { RewardsSummaryDto } from './rewards.dto.js';

/** The caller's rewards credit and progress. Takes no user id: always the caller's own. */
@ApiTags('rewards')
@ApiBearerAuth()
@ApiCookieAuth()
@Controller('v1/me')
export class RewardsController {
  constructor(private readonly rewards: RewardsService) {}

  @ApiOperation({
    summary: 'Your rewards credit',
    description:
      'Your rewards credit (one earned per 10 tickets bought), what can be spent now at checkout and how many tickets to the next. ' +
      'Who: a signed-in person (their own). ' +
      'Effects: none.',
  })
  @Get('rewards')
  @ApiOkResponse({ type: RewardsSummaryDto })
  async summary(@CurrentUser() me: AuthUser): Promise<RewardsSummaryDto> {
    const s = await this.rewards.summary(me.id);
    return {
      credit_balance: s.creditBalance,
      credit_available: s.creditAvailable,
      tickets_counted: s.ticketsCounted,
      tickets_to_next_credit: s.ticketsToNextCredit,
      credits_earned: s.creditsEarned,
      credits: s.credits.map((c) => ({
        transaction_id: c.orderId,
        amount: c.amount,
        earned_at: c.earnedAt,
        reversed_at: c.reversedAt,
        reversed_amount: c.reversedAmount,
      })),
    };
  }
}
