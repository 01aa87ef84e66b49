import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  checkoutTotal,
  creditToApply,
  formatInr,
  paise,
  percentOf,
  resaleCap,
  resaleCapLabel,
  rupeesToPaise,
  sellFormEstimate,
} from './money.ts';

describe('money (integer paise)', () => {
  it('takes a percent half-up to the paisa, in integers', () => {
    assert.equal(percentOf(paise(1999), 2.5), 50);
    assert.equal(percentOf(paise(100), 0.5), 1);
    assert.throws(() => percentOf(paise(100), 101), RangeError);
  });

  it("adds the buyer's fee and spends credit, leaving at least ₹1 to pay", () => {
    assert.deepEqual(checkoutTotal(paise(150_000), 2, 5), {
      subtotal: 300_000,
      fee: 15_000,
      creditApplied: 0,
      total: 315_000,
    });
    assert.equal(creditToApply(paise(10_000), paise(10_050)), 9_950);
    assert.equal(creditToApply(paise(20_000), paise(10_050)), 10_050);
  });

  it("estimates the seller's payout with the payout's own arithmetic", () => {
    assert.deepEqual(sellFormEstimate(paise(100_000), 3, 10), { gross: 300_000, fee: 30_000, payout: 270_000 });
  });

  it('caps resale at face value + a percent, or at a price, never both', () => {
    const cap = resaleCap({ faceValue: paise(100_000), capPercent: 20 });
    assert.deepEqual(cap, { rule: 'percent', percent: 20, maxPrice: 120_000 });
    assert.equal(resaleCapLabel(cap!), 'face value + 20%');
    assert.equal(resaleCapLabel({ rule: 'price', maxPrice: paise(150_000) }), '₹1,500.00 per ticket');
    assert.throws(() => resaleCap({ capPercent: 20, capPrice: paise(1) }), RangeError);
    assert.equal(resaleCap({}), null);
  });

  it('reads rupees as people type them, and writes ₹ with 2 decimals and Indian grouping', () => {
    assert.equal(rupeesToPaise('₹ 1,499.5'), 149_950);
    assert.equal(rupeesToPaise('1.005'), null);
    assert.equal(rupeesToPaise(-1), null);
    assert.equal(formatInr(12_345_678), '₹1,23,456.78');
    assert.equal(formatInr(-1250), '-₹12.50');
    assert.throws(() => formatInr(0.5), RangeError);
  });
});
