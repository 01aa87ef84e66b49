import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { paise } from './money.ts';
import {
  feeWithGst,
  financialYearBounds,
  financialYearOf,
  gstOfFee,
  isGstin,
  placeOfSupply,
  tdsOnSale,
} from './tax.ts';

describe('tax', () => {
  it('reads the financial year in IST', () => {
    assert.equal(financialYearOf(new Date('2026-03-31T18:29:59Z')), '2025-26');
    assert.equal(financialYearOf(new Date('2026-03-31T18:30:00Z')), '2026-27');
    assert.deepEqual(financialYearBounds('2026-27').start, new Date('2026-03-31T18:30:00Z'));
    assert.throws(() => financialYearOf('2026-02-30'), RangeError);
  });

  it('splits the GST inside a fee to the paisa', () => {
    assert.deepEqual(feeWithGst(paise(11_800), '2026-12-01'), { fee: 10_000, gst: 1_800, total: 11_800 });
    const within = gstOfFee(paise(11_801), { supplierState: 'Karnataka', placeOfSupply: 'Karnataka' }, '2026-12-01');
    assert.equal(within.taxable + within.cgst + within.sgst + within.igst, 11_801);
    assert.deepEqual([within.cgst, within.sgst, within.igst], [900, 900, 0]);
    assert.deepEqual(placeOfSupply({ supplierState: 'Karnataka' }), { state: 'Karnataka', basis: 'supplier-location' });
  });

  it('deducts TDS by the PAN on record and the ₹5 lakh exemption', () => {
    const on = '2026-12-01';
    assert.equal(tdsOnSale({ gross: paise(100_000), pan: null }, on).tds, 5_000);
    assert.equal(tdsOnSale({ gross: paise(100_000), pan: 'ABCPS1234K' }, on).rule, 'exempt');
    assert.equal(tdsOnSale({ gross: paise(100_000), pan: 'ABCFS1234K' }, on).tds, 100);
  });

  it('checks a GSTIN by its check character', () => {
    assert.ok(isGstin('29AAGCB7383J1Z4'));
    assert.ok(!isGstin('29AAGCB7383J1Z5'));
  });
});
