import { describe, expect, it } from 'vitest';
import { testI18n } from '../../test/i18n';
import { foreignLatinWords } from '../../test/latin-script';
import type { MoneyLine } from './money-words';
import { purchaseMoney, refundLine, salePayout, tdsLine, upiChangeLine } from './money-words';
import type { OwnPayout } from './queries';

const payout = (overrides: Partial<OwnPayout> = {}): OwnPayout => ({
  id: 'payout-1',
  type: 'seller_payout',
  ticket_transfer_id: 'transfer-1',
  transaction_id: 'transaction-1',
  amount: 285000,
  platform_fee: 15000,
  tds: 1500,
  status: 'pending',
  payout_method: 'upi',
  payout_details: 'priya@okaxis',
  utr: null,
  failure_reason: null,
  on_hold: false,
  release_at: null,
  release_reason: null,
  release_exposure_limit: null,
  requested_upi_id: null,
  requested_upi_name: null,
  upi_change_requested_at: null,
  created_at: '2026-11-22T04:30:00.000Z',
  processed_at: null,
  ...overrides,
});

const words = (lines: readonly MoneyLine[]) => lines.flatMap((line) => [line.text, line.detail ?? '']).join(' ');

describe('the money lines in Hindi', () => {
  const hi = testI18n('hi');
  const confirmed = { transfer_status: 'mobile_transfer_confirmed' } as const;

  it("say what happened to a sale's payout and a purchase's refund in Hindi, amounts and dates as India writes them", () => {
    const lines = [
      salePayout(hi, confirmed, payout()),
      salePayout(hi, confirmed, payout({ on_hold: true })),
      salePayout(hi, confirmed, payout({ release_at: '2026-12-03T18:30:00.000Z', release_reason: 'first_sales' })),
      salePayout(
        hi,
        confirmed,
        payout({
          release_at: '2026-12-03T18:30:00.000Z',
          release_reason: 'high_exposure',
          release_exposure_limit: 2_500_000,
        }),
      ),
      salePayout(hi, confirmed, payout({ status: 'failed', failure_reason: null })),
      salePayout(
        hi,
        confirmed,
        payout({ status: 'processed', processed_at: '2026-11-27T06:00:00Z', utr: '712345678902' }),
      ),
      salePayout(hi, { transfer_status: 'failed' }, undefined),
      salePayout(hi, { transfer_status: 'awaiting_mobile_transfer' }, undefined),
      ...tdsLine(hi, payout()),
      ...upiChangeLine(hi, payout({ requested_upi_id: 'priya@okicici' })),
      refundLine(hi, payout({ type: 'buyer_refund', status: 'processed', processed_at: '2026-11-26T06:00:00Z' })),
      ...purchaseMoney(hi, { transfer_status: 'refunded' }, []),
    ];
    expect(lines[0]).toMatchObject({ text: '₹2,850.00 का भुगतान होना है', detail: '24-48 घंटों में priya@okaxis पर।' });
    expect(lines[5]!.text).toBe('27 नव॰ 2026 को ₹2,850.00 का भुगतान हुआ');
    expect(lines[3]!.detail).toContain('₹25,000.00');
    // hi-IN's clock still says 'am'/'pm' (shared/format's times).
    expect(foreignLatinWords(words(lines)).filter((word) => word !== 'am' && word !== 'pm')).toEqual([]);
  });
});
