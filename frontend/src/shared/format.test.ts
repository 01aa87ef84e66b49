import { formatInr as moneyFormatInr } from '@ticketsetu/contracts/money';
import { describe, expect, it } from 'vitest';
import {
  formatDateIst,
  formatDateTimeIst,
  formatEventDate,
  formatFileSize,
  formatInr,
  formatInrWhole,
  formatPercent,
} from './format';
import { ticketCount } from './i18n';
import { testI18n } from '../test/i18n';

describe('formatInr', () => {
  it('formats paise as rupees with Indian grouping and two decimals', () => {
    expect(formatInr(12345600)).toBe('₹1,23,456.00');
    expect(formatInr(189900)).toBe('₹1,899.00');
    expect(formatInr(0)).toBe('₹0.00');
    expect(formatInr(5)).toBe('₹0.05');
    expect(formatInr(1000000000)).toBe('₹1,00,00,000.00');
  });

  it('is the money module’s own formatter (ADR 5), so a net below zero reads as on the server', () => {
    expect(formatInr).toBe(moneyFormatInr);
    expect(formatInr(-1250)).toBe('-₹12.50');
  });

  it('leaves out the paise of a whole-rupee limit, and keeps them otherwise', () => {
    expect(formatInrWhole(50_000_000)).toBe('₹5,00,000');
    expect(formatInrWhole(0)).toBe('₹0');
    expect(formatInrWhole(149950)).toBe('₹1,499.50');
  });
});

describe('formatEventDate', () => {
  it('shows the long date and short time in IST whatever the browser zone', () => {
    // 14:30 UTC is 20:00 IST
    expect(formatEventDate('2026-11-28T14:30:00.000Z')).toBe('Saturday, 28 November 2026 at 8:00 pm');
  });

  it('moves the date forward when the UTC evening is already the next day in India', () => {
    // 20:00 UTC on the 31st is 01:30 IST on the 1st
    expect(formatEventDate('2026-12-31T20:00:00Z')).toBe('Friday, 1 January 2027 at 1:30 am');
  });

  it('writes the date in Hindi for a Hindi reader, still in IST', () => {
    expect(formatEventDate('2026-11-28T14:30:00Z', 'hi')).toBe('शनिवार, 28 नवंबर 2026 को रात 8:00 बजे');
    // The part of the day in Hindi words, not hi-IN's Latin am/pm.
    expect(formatDateTimeIst('2026-12-27T10:30:00Z', 'hi')).toBe('27 दिस॰ 2026, शाम 4:00');
    expect(formatDateTimeIst('2026-12-27T20:30:00Z', 'hi')).toBe('28 दिस॰ 2026, रात 2:00');
    expect(formatDateIst('2026-12-31T20:00:00Z', 'hi')).toBe('1 जन॰ 2027');
  });
});

describe('small formatters', () => {
  it('formats fee percents', () => {
    expect(formatPercent(2.5)).toBe('2.5%');
    expect(formatPercent(3)).toBe('3%');
  });

  it('counts tickets by each language’s plural rules: Hindi’s 0 is "one" as its 1 is', () => {
    const en = testI18n('en');
    expect([0, 1, 7].map((n) => ticketCount(en, n))).toEqual(['0 tickets', '1 ticket', '7 tickets']);
    const hi = testI18n('hi');
    expect([0, 1, 7].map((n) => ticketCount(hi, n))).toEqual(['0 टिकट', '1 टिकट', '7 टिकट']);
  });
});

describe('table dates in IST', () => {
  it('shows the Indian date and time whatever the browser zone', () => {
    // 20:00 UTC on 31 Dec is 01:30 IST on 1 Jan.
    expect(formatDateIst('2026-12-31T20:00:00Z')).toBe('1 Jan 2027');
    expect(formatDateTimeIst('2026-12-31T20:00:00Z')).toBe('1 Jan 2027, 1:30 am');
  });
});

describe('formatFileSize', () => {
  it('shows sizes people read', () => {
    const MB = 1024 * 1024;
    expect(formatFileSize(512)).toBe('512 B');
    expect(formatFileSize(2048)).toBe('2 KB');
    expect(formatFileSize(3.5 * MB)).toBe('3.5 MB');
    expect(formatFileSize(10 * MB)).toBe('10 MB');
    expect(formatFileSize(512, 'hi')).toBe('512 बाइट');
    expect(formatFileSize(3.5 * MB, 'hi')).toBe('3.5 एमबी');
  });
});
