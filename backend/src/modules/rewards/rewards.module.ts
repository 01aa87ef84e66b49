import { Module } from '@nestjs/common';
import { LedgerModule } from '../ledger/index.js';
import { RewardEvents } from './application/reward-events.js';
import { RewardsService } from './application/rewards.service.js';
import { RewardsController } from './http/rewards.controller.js';

@Module({
  imports: [LedgerModule],
  controllers: [RewardsController],
  providers: [RewardsService, RewardEvents],
  exports: [RewardsService],
})
export class RewardsModule {}
