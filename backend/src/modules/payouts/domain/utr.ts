/**
 * The UTR (Unique Transaction Reference) of a UPI payment: the 12-digit number UPI apps show as "UPI
 * Ref No", "UTR" or "RRN" (NPCI's retrieval reference number). Staff copy it from the app they paid
 * with; the spaces or dashes people type between groups are dropped.
 */
export const UTR_PATTERN = /^\d{12}$/;

/** The UTR as stored, or null when it is not one. */
export function normaliseUtr(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const utr = value.replace(/[\s-]/g, '');
  return UTR_PATTERN.test(utr) ? utr : null;
}
