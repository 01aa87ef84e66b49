import { financialYearBounds, financialYearOf, istDateOf } from '@ticketsetu/contracts/tax';

/** Today's date in India, 'YYYY-MM-DD' (dates compare as text). */
export function todayIst(now: Date = new Date()): string {
  return istDateOf(now);
}

/** The financial year (April to March, IST) that is running now, e.g. '2026-27'. */
export function currentFinancialYear(now: Date = new Date()): string {
  return financialYearOf(now);
}

/** The label of the financial year that starts on 1 April of `startYear`: 2026 → '2026-27'. */
export function financialYearLabel(startYear: number): string {
  return `${startYear}-${String((startYear + 1) % 100).padStart(2, '0')}`;
}

/** The calendar year a financial year starts in: '2026-27' → 2026. */
export function financialYearStart(label: string): number {
  return Number(label.slice(0, 4));
}

/** Whether `text` names a financial year as the API does ('2026-27', not '2026-28'). */
export function isFinancialYear(text: string): boolean {
  try {
    financialYearBounds(text);
    return true;
  } catch {
    return false;
  }
}

/** This financial year first, then the `count - 1` before it: ['2026-27', '2025-26', …]. */
export function recentFinancialYears(count: number, now: Date = new Date()): string[] {
  const start = financialYearStart(currentFinancialYear(now));
  return Array.from({ length: count }, (_, back) => financialYearLabel(start - back));
}
