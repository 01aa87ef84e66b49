/**
 * The sandbox's directory of UPI ids: which ones exist, and the name each is registered to. No bank
 * is asked, so the rule is deterministic and easy to aim at by hand or in a test:
 *
 * - A VPA is well formed as RazorpayX's Create Fund Account (VPA) takes it: 3 to 100 characters,
 *   letters, digits, `.` and `-`, with exactly one `@` between a username and a handle.
 * - It is `active` when its handle (case-insensitive) is one of the real UPI handles in KNOWN_HANDLES
 *   and its username does not contain `invalid`; any other VPA is `invalid` (an unknown handle, a typo
 *   like `okaxsi`, or `invalid@okaxis` / `asha.invalid@ybl` on purpose).
 * - An active VPA's registered name comes from its username: digits dropped, split at `.` and `-`,
 *   each word capitalised (`asha.rao@okaxis` is registered to "Asha Rao"); a username of digits only
 *   (a phone number) is registered to "UPI Account Holder".
 *
 * The sandbox does not read the app's users or listings for names: it stands in for a bank, which
 * knows nothing of TicketSetu, and a sandbox reading another module's tables would tie the two together.
 */

/** Handles of the big UPI apps and banks (Google Pay's ok*, PhonePe's ybl/ibl/axl, Paytm, BHIM...). */
export const KNOWN_HANDLES: ReadonlySet<string> = new Set([
  'okaxis',
  'oksbi',
  'okhdfcbank',
  'okicici',
  'ybl',
  'ibl',
  'axl',
  'paytm',
  'ptyes',
  'ptaxis',
  'pthdfc',
  'ptsbi',
  'upi',
  'apl',
  'yapl',
  'axisbank',
  'icici',
  'hdfcbank',
  'sbi',
  'kotak',
  'idfcbank',
  'aubank',
  'freecharge',
  'airtel',
  'jio',
]);

const VPA = /^[A-Za-z0-9.-]+@[A-Za-z0-9]+$/;

export interface ParsedVpa {
  username: string;
  handle: string;
  address: string;
}

/** The VPA split into username and handle, or null when RazorpayX would refuse it as malformed. */
export function parseVpa(address: unknown): ParsedVpa | null {
  if (typeof address !== 'string' || address.length < 3 || address.length > 100 || !VPA.test(address)) return null;
  const at = address.indexOf('@');
  return { username: address.slice(0, at), handle: address.slice(at + 1), address };
}

export type VpaLookup = { accountStatus: 'active'; registeredName: string } | { accountStatus: 'invalid' };

/** What the sandbox's "bank" says about a VPA (see the rule above). */
export function lookUpVpa(address: string): VpaLookup {
  const vpa = parseVpa(address);
  if (!vpa || !KNOWN_HANDLES.has(vpa.handle.toLowerCase()) || /invalid/i.test(vpa.username)) {
    return { accountStatus: 'invalid' };
  }
  return { accountStatus: 'active', registeredName: registeredName(vpa.username) };
}

function registeredName(username: string): string {
  const words = username
    .replace(/\d+/g, ' ')
    .split(/[\s.-]+/)
    .filter((word) => word.length > 0)
    .map((word) => word[0]!.toUpperCase() + word.slice(1).toLowerCase());
  return words.length > 0 ? words.join(' ') : 'UPI Account Holder';
}
