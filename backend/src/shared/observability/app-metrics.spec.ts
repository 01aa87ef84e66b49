import { orderStatuses } from '../../modules/orders/domain/order-status.js';
import { payoutStatuses, payoutTypes } from '../../modules/payouts/domain/payout-status.js';
import { ORDER_STATUSES, PAYOUT_STATUSES, PAYOUT_TYPES } from './app-metrics.js';

// shared/ may not import a module, so the metrics keep their own lists of states (reported as 0 when no
// row has them): a state added to a module's state machine must be added here too.
describe('the states the metrics report even at 0', () => {
  it("are the orders module's order statuses", () => {
    expect([...ORDER_STATUSES].sort()).toEqual([...orderStatuses].sort());
  });

  it("are the payouts module's types and statuses", () => {
    expect([...PAYOUT_TYPES].sort()).toEqual([...payoutTypes].sort());
    expect([...PAYOUT_STATUSES].sort()).toEqual([...payoutStatuses].sort());
  });
});
