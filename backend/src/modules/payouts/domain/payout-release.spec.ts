import { paise } from '@ticketsetu/contracts/money';
import { loadConfig } from '../../../config/config.js';
import {
  type CountedPayout,
  isReleaseDue,
  payoutRelease,
  type PayoutReleaseLimits,
  payoutReleaseLimits,
  sellerStanding,
} from './payout-release.js';

const HOUR = 3_600_000;
const eventStart = new Date('2027-01-19T15:30:00Z'); // 9:00 pm IST
const releaseAt = new Date('2027-01-21T15:30:00Z'); // 48 hours later
const beforeEvent = new Date('2027-01-10T06:00:00Z');
/** The limits as the app runs them when nothing is configured. */
const limits = payoutReleaseLimits(loadConfig({}));

describe('the payout release rule', () => {
  it('has the documented defaults: 3 first sales, ₹25,000, the 48-hour dispute window', () => {
    expect(limits).toEqual({ firstSales: 3, exposureLimit: 2_500_000, afterEventMs: 48 * HOUR });
  });

  it('takes its limits from the PAYOUT_HOLD_* settings', () => {
    const settings = {
      PAYOUT_HOLD_FIRST_SALES: 0,
      PAYOUT_HOLD_EXPOSURE_RUPEES: 1_000,
      PAYOUT_HOLD_AFTER_EVENT_HOURS: 1,
    };
    expect(payoutReleaseLimits(settings)).toEqual({ firstSales: 0, exposureLimit: 100_000, afterEventMs: HOUR });
  });

  // paidSales, unpaid (paise, this payout included), now → the answer.
  it.each`
    case                                                 | paidSales | unpaid       | now                                          | expected
    ${'a first sale, before the event'}                  | ${0}      | ${285_000}   | ${beforeEvent}                               | ${{ kind: 'held', until: releaseAt, reason: 'first_sales' }}
    ${'the third sale (two paid before)'}                | ${2}      | ${285_000}   | ${beforeEvent}                               | ${{ kind: 'held', until: releaseAt, reason: 'first_sales' }}
    ${'the fourth sale (three paid before)'}             | ${3}      | ${285_000}   | ${beforeEvent}                               | ${{ kind: 'now' }}
    ${'an established seller owed exactly the limit'}    | ${3}      | ${2_500_000} | ${beforeEvent}                               | ${{ kind: 'now' }}
    ${'an established seller owed a paisa more'}         | ${3}      | ${2_500_001} | ${beforeEvent}                               | ${{ kind: 'held', until: releaseAt, reason: 'high_exposure' }}
    ${'a first sale above the limit: first sales first'} | ${0}      | ${9_000_000} | ${beforeEvent}                               | ${{ kind: 'held', until: releaseAt, reason: 'first_sales' }}
    ${'a first sale during the event'}                   | ${0}      | ${285_000}   | ${new Date(eventStart.getTime() + HOUR)}     | ${{ kind: 'held', until: releaseAt, reason: 'first_sales' }}
    ${'a first sale at the last moment of the window'}   | ${0}      | ${285_000}   | ${releaseAt}                                 | ${{ kind: 'held', until: releaseAt, reason: 'first_sales' }}
    ${'a first sale a moment after the window'}          | ${0}      | ${285_000}   | ${new Date(releaseAt.getTime() + 1)}         | ${{ kind: 'now' }}
    ${'high exposure long after the event'}              | ${5}      | ${9_000_000} | ${new Date(releaseAt.getTime() + 24 * HOUR)} | ${{ kind: 'now' }}
  `('$case: $expected.kind', ({ paidSales, unpaid, now, expected }) => {
    expect(payoutRelease({ paidSales, unpaid: paise(unpaid) }, eventStart, now, limits)).toEqual(expected);
  });

  it.each`
    case                                  | change                               | paidSales | unpaid     | expected
    ${'no first-sales hold when it is 0'} | ${{ firstSales: 0 }}                 | ${0}      | ${285_000} | ${{ kind: 'now' }}
    ${'a higher first-sales count'}       | ${{ firstSales: 5 }}                 | ${4}      | ${285_000} | ${{ kind: 'held', until: releaseAt, reason: 'first_sales' }}
    ${'a lower exposure limit'}           | ${{ exposureLimit: paise(100_000) }} | ${3}      | ${100_001} | ${{ kind: 'held', until: releaseAt, reason: 'high_exposure' }}
    ${'a shorter wait after the event'}   | ${{ afterEventMs: 0 }}               | ${0}      | ${285_000} | ${{ kind: 'held', until: eventStart, reason: 'first_sales' }}
  `('configured: $case', ({ change, paidSales, unpaid, expected }) => {
    const configured: PayoutReleaseLimits = { ...limits, ...change };
    expect(payoutRelease({ paidSales, unpaid: paise(unpaid) }, eventStart, beforeEvent, configured)).toEqual(expected);
  });

  it('ends a hold only once its time has passed', () => {
    expect(isReleaseDue(releaseAt, new Date(releaseAt.getTime() - 1))).toBe(false);
    expect(isReleaseDue(releaseAt, releaseAt)).toBe(false);
    expect(isReleaseDue(releaseAt, new Date(releaseAt.getTime() + 1))).toBe(true);
  });
});

describe("a seller's standing", () => {
  const row = (status: CountedPayout['status'], amount: number): CountedPayout => ({ status, amount: paise(amount) });

  it.each`
    case                                                 | payouts                                                                            | expected
    ${'a new seller: nothing paid, owed the new payout'} | ${[]}                                                                              | ${{ paidSales: 0, unpaid: 100_000 }}
    ${'paid sales count; paid money is not owed'}        | ${[row('processed', 50_000), row('processed', 70_000)]}                            | ${{ paidSales: 2, unpaid: 100_000 }}
    ${'pending and failed payouts are owed'}             | ${[row('pending', 50_000), row('failed', 70_000)]}                                 | ${{ paidSales: 0, unpaid: 220_000 }}
    ${'a cancelled payout is neither paid nor owed'}     | ${[row('cancelled', 0), row('cancelled', 30_000)]}                                 | ${{ paidSales: 0, unpaid: 100_000 }}
    ${'all of them'}                                     | ${[row('processed', 1), row('pending', 2), row('failed', 3), row('cancelled', 4)]} | ${{ paidSales: 1, unpaid: 100_005 }}
  `('$case', ({ payouts, expected }) => {
    expect(sellerStanding(payouts, paise(100_000))).toEqual(expected);
  });
});
