import { TRANSFER_STATUSES } from '@ticketsetu/contracts/transfers';
import { createModuleTestApp } from '../../../../test/harness/module-test-app.js';
import type { TestApp } from '../../../../test/harness/test-app.js';
import {
  ratingCounts,
  ratingCountsSql,
  saleOutcome,
  saleOutcomeSql,
  type SaleOutcome,
} from '../domain/seller-record.js';

/** Each rule of a seller's record and its SQL twin (the profile's one statement) agree on every case. */
describe("the seller's record in SQL", () => {
  let t: TestApp;
  beforeAll(async () => (t = await createModuleTestApp('sellers')));
  afterAll(() => t.close());

  it('saleOutcomeSql answers what saleOutcome does, for every transfer status with and without a refund', async () => {
    const cases = TRANSFER_STATUSES.flatMap((status) => [false, true].map((refunded) => ({ status, refunded })));
    for (const sale of cases) {
      const [row] = await t.sql<{ outcome: SaleOutcome }>(
        `select ${saleOutcomeSql('v.status', 'v.refunded')} as outcome from (values (?::text, ?::boolean)) v(status, refunded)`,
        [sale.status, sale.refunded],
      );
      expect({ ...sale, outcome: row!.outcome }).toEqual({ ...sale, outcome: saleOutcome(sale) });
    }
  });

  it('ratingCountsSql answers what ratingCounts does, for every outcome and state of disputes', async () => {
    const outcomes: SaleOutcome[] = ['completed', 'refunded', 'under_way'];
    const flags = [false, true];
    for (const outcome of outcomes) {
      for (const disputeOpen of flags) {
        for (const disputeRefunded of flags) {
          const facts = { outcome, disputeOpen, disputeRefunded };
          const [row] = await t.sql<{ counts: boolean }>(
            `select ${ratingCountsSql('v.outcome', 'v.open', 'v.refunded')} as counts
               from (values (?::text, ?::boolean, ?::boolean)) v(outcome, open, refunded)`,
            [outcome, disputeOpen, disputeRefunded],
          );
          expect({ ...facts, counts: row!.counts }).toEqual({ ...facts, counts: ratingCounts(facts) });
        }
      }
    }
  });
});
