/** UPI ids do not depend on case or surrounding spaces (as the shared kernel's normaliseUpiId says). */
export function sameUpiId(a: string, b: string): boolean {
  return a.trim().toLowerCase() === b.trim().toLowerCase();
}
