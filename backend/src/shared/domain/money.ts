/**
 * Money is an integer count of paise everywhere: database, domain and API.
 * Rupees appear only at the edges (forms, display).
 */
export type Paise = number;

export function assertPaise(value: number): Paise {
  if (!Number.isSafeInteger(value) || value < 0) {
    throw new RangeError(`Not an amount in paise: ${value}`);
  }
  return value;
}

/** A percentage (up to 2 decimals) of an amount, rounded half-up to the paisa. */
export function percentOf(amount: Paise, percent: number): Paise {
  const hundredthsOfPercent = Math.round(percent * 100);
  // amount * hundredths / 10000, half-up, computed in integers to avoid float drift
  return Number((BigInt(amount) * BigInt(hundredthsOfPercent) * 2n + 10000n) / 20000n);
}

/** Parses a rupee amount typed by a person ("1,499.5", "250") into paise; null when it is not one. */
export function rupeesToPaise(input: string): Paise | null {
  const cleaned = input.replace(/[,\s₹]/g, '');
  const match = /^(\d{1,9})(?:\.(\d{1,2}))?$/.exec(cleaned);
  if (!match) return null;
  const rupees = Number(match[1]);
  const paise = Number((match[2] ?? '').padEnd(2, '0'));
  return rupees * 100 + paise;
}
