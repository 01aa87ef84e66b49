/** UPI ids do not depend on case or surrounding spaces: `Asha.Rao@OKAXIS ` is `asha.rao@okaxis`. */
export function normaliseUpiId(upiId: string): string {
  return upiId.trim().toLowerCase();
}

export function sameUpiId(a: string | null | undefined, b: string | null | undefined): boolean {
  return normaliseUpiId(a ?? '') === normaliseUpiId(b ?? '');
}
