/**
 * A dispute's reference: what the buyer quotes and the desk searches for. Sequential per calendar year
 * in India (TS-D-2026-000123): short, readable over the phone, never reused, and it tells how old a
 * complaint is at a glance. The number comes from a per-year counter in the database.
 */
export function disputeReference(year: number, sequence: number): string {
  if (!Number.isInteger(year) || !Number.isInteger(sequence) || sequence < 1) {
    throw new RangeError(`Bad dispute reference parts: ${year}, ${sequence}`);
  }
  return `TS-D-${year}-${String(sequence).padStart(6, '0')}`;
}

/** The calendar year in India (UTC+05:30) of a moment: a dispute opened at 1 a.m. on 1 January IST is next year's. */
export function referenceYear(at: Date): number {
  return new Date(at.getTime() + 330 * 60_000).getUTCFullYear();
}
