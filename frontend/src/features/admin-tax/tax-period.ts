import { financialYearStart } from '../../shared/financial-year';

/** The quarters of a financial year (Q1 is April to June); no quarter is the whole year. */
export const taxQuarters = ['q1', 'q2', 'q3', 'q4'] as const;
export type TaxQuarter = (typeof taxQuarters)[number];

/** The Period select's choices, the whole year first. */
export const periodOptions: readonly { value: TaxQuarter | 'year'; label: string }[] = [
  { value: 'year', label: 'Full year' },
  { value: 'q1', label: 'Q1 Apr–Jun' },
  { value: 'q2', label: 'Q2 Jul–Sep' },
  { value: 'q3', label: 'Q3 Oct–Dec' },
  { value: 'q4', label: 'Q4 Jan–Mar' },
];

/** First and last month (1-12) of each quarter, and whether it falls in the financial year's second calendar year. */
const quarterMonths: Record<TaxQuarter, { first: number; last: number; nextYear: boolean }> = {
  q1: { first: 4, last: 6, nextYear: false },
  q2: { first: 7, last: 9, nextYear: false },
  q3: { first: 10, last: 12, nextYear: false },
  q4: { first: 1, last: 3, nextYear: true },
};

/** Days in the summary's query: first and last, both included, 'YYYY-MM-DD' in IST. */
export interface TaxPeriod {
  from: string;
  to: string;
}

const day = (year: number, month: number, date: number) =>
  `${year}-${String(month).padStart(2, '0')}-${String(date).padStart(2, '0')}`;

const lastDateOf = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();

/**
 * The days a financial year (or one of its quarters) covers, up to `today` at most (IST, 'YYYY-MM-DD'):
 * the figures of days to come are not known yet. Null when the period has not begun.
 */
export function taxPeriod(year: string, quarter: TaxQuarter | undefined, today: string): TaxPeriod | null {
  const start = financialYearStart(year);
  let from: string;
  let to: string;
  if (quarter === undefined) {
    from = day(start, 4, 1);
    to = day(start + 1, 3, 31);
  } else {
    const { first, last, nextYear } = quarterMonths[quarter];
    const calendarYear = nextYear ? start + 1 : start;
    from = day(calendarYear, first, 1);
    to = day(calendarYear, last, lastDateOf(calendarYear, last));
  }
  if (from > today) return null;
  return { from, to: to < today ? to : today };
}

/** 'Q3 Oct–Dec 2026-27' or '2026-27'. */
export function periodName(year: string, quarter: TaxQuarter | undefined): string {
  const option = periodOptions.find((o) => o.value === quarter);
  return quarter && option ? `${option.label} ${year}` : year;
}

/** The summary's query string for a period, as the CSV link and the API call share it. */
export function periodQuery(period: TaxPeriod): string {
  return new URLSearchParams({ from: period.from, to: period.to }).toString();
}
