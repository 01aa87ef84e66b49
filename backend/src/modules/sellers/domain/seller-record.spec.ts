import { TRANSFER_STATUSES } from '@ticketsetu/contracts/transfers';
import { cleanSaleShare, ratingCounts, recentSince, saleOutcome, type SaleOutcome } from './seller-record.js';

describe("a seller's record", () => {
  const outcomes: Record<string, SaleOutcome> = {
    pending: 'under_way',
    awaiting_mobile_transfer: 'under_way',
    mobile_transfer_sent: 'under_way',
    mobile_transfer_confirmed: 'completed',
    awaiting_pickup: 'under_way',
    picked_up: 'under_way',
    in_transit: 'under_way',
    delivered: 'completed',
    failed: 'refunded',
    refunded: 'refunded',
  };

  it('names every transfer status', () => {
    expect(Object.keys(outcomes).sort()).toEqual([...TRANSFER_STATUSES].sort());
  });

  it.each(Object.entries(outcomes))('a sale whose transfer is %s and nothing refunded is %s', (status, outcome) => {
    expect(saleOutcome({ status, refunded: false })).toBe(outcome);
  });

  it.each([...TRANSFER_STATUSES])('a sale whose transfer is %s with a refund standing is refunded', (status) => {
    expect(saleOutcome({ status, refunded: true })).toBe('refunded');
  });

  it.each`
    case                                         | outcome        | disputeOpen | disputeRefunded | counts
    ${'a completed sale'}                        | ${'completed'} | ${false}    | ${false}        | ${true}
    ${'a dispute still open'}                    | ${'completed'} | ${true}     | ${false}        | ${false}
    ${'a dispute resolved with a refund'}        | ${'completed'} | ${false}    | ${true}         | ${false}
    ${'a dispute resolved for the seller'}       | ${'completed'} | ${false}    | ${false}        | ${true}
    ${'a sale refunded (in full or part)'}       | ${'refunded'}  | ${false}    | ${false}        | ${false}
    ${'refunded after a dispute'}                | ${'refunded'}  | ${false}    | ${true}         | ${false}
    ${'a sale still under way (never rateable)'} | ${'under_way'} | ${false}    | ${false}        | ${false}
  `('a rating of $case counts: $counts', ({ outcome, disputeOpen, disputeRefunded, counts }) => {
    expect(ratingCounts({ outcome, disputeOpen, disputeRefunded })).toBe(counts);
  });

  it.each`
    completed | ended  | share
    ${0}      | ${0}   | ${null}
    ${0}      | ${3}   | ${0}
    ${3}      | ${3}   | ${100}
    ${199}    | ${200} | ${99}
    ${2}      | ${3}   | ${66}
    ${1}      | ${8}   | ${12}
  `('$completed of $ended ended sales completed without a refund: $share%', ({ completed, ended, share }) => {
    expect(cleanSaleShare(completed, ended)).toBe(share);
  });

  it('looks back twelve months', () => {
    expect(recentSince(new Date('2027-03-15T10:00:00Z'))).toEqual(new Date('2026-03-15T10:00:00Z'));
    expect(recentSince(new Date('2028-02-29T00:00:00Z'))).toEqual(new Date('2027-03-01T00:00:00Z'));
  });
});
