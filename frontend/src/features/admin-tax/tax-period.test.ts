import { describe, expect, it } from 'vitest';
import { periodName, periodQuery, taxPeriod } from './tax-period';

describe('taxPeriod', () => {
  const afterTheYear = '2027-06-30';

  it('maps a financial year and its quarters to their first and last days (IST)', () => {
    expect(taxPeriod('2026-27', undefined, afterTheYear)).toEqual({ from: '2026-04-01', to: '2027-03-31' });
    expect(taxPeriod('2026-27', 'q1', afterTheYear)).toEqual({ from: '2026-04-01', to: '2026-06-30' });
    expect(taxPeriod('2026-27', 'q2', afterTheYear)).toEqual({ from: '2026-07-01', to: '2026-09-30' });
    expect(taxPeriod('2026-27', 'q3', afterTheYear)).toEqual({ from: '2026-10-01', to: '2026-12-31' });
    // Q4 is January to March of the next calendar year.
    expect(taxPeriod('2026-27', 'q4', afterTheYear)).toEqual({ from: '2027-01-01', to: '2027-03-31' });
    expect(taxPeriod('2027-28', 'q4', '2028-12-01')).toEqual({ from: '2028-01-01', to: '2028-03-31' });
  });

  it('ends the running period today, and has none for a period still to come', () => {
    expect(taxPeriod('2026-27', undefined, '2026-11-27')).toEqual({ from: '2026-04-01', to: '2026-11-27' });
    expect(taxPeriod('2026-27', 'q3', '2026-11-27')).toEqual({ from: '2026-10-01', to: '2026-11-27' });
    expect(taxPeriod('2026-27', 'q3', '2026-10-01')).toEqual({ from: '2026-10-01', to: '2026-10-01' });
    expect(taxPeriod('2026-27', 'q4', '2026-11-27')).toBeNull();
    expect(taxPeriod('2027-28', undefined, '2026-11-27')).toBeNull();
  });

  it('writes the query string and names the period', () => {
    expect(periodQuery({ from: '2026-10-01', to: '2026-12-31' })).toBe('from=2026-10-01&to=2026-12-31');
    expect(periodName('2026-27', 'q3')).toBe('Q3 Oct–Dec 2026-27');
    expect(periodName('2026-27', undefined)).toBe('2026-27');
  });
});
