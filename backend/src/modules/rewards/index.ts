/** The rewards module's public entry: a buyer's credit. Other modules import only this file. */
export { RewardsModule } from './rewards.module.js';
export { RewardsService, type CreditSetAside, type RewardsSummary } from './application/rewards.service.js';
