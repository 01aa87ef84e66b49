import { LISTING_MESSAGES, PROOF_FLAG_KINDS } from '@ticketsetu/contracts/rules';

/** What staff are told of a listing's proofs (ADR 62); each kind is a filter in Admin > Tickets. */
export const proofFlagKinds = PROOF_FLAG_KINDS;
export type ProofFlagKind = (typeof proofFlagKinds)[number];

export interface ProofFlag {
  kind: ProofFlagKind;
  otherListingId: string | null;
  fileId: string | null;
  /** Bits of 64 by which two pictures differ (looks_like only). */
  distance: number | null;
  detail: string;
}

/** A listing's proofs, as read: each file's codes (keyed hashes) and problem, and what they meet elsewhere. */
export interface ReadProofs {
  quantity: number;
  files: { id: string; name: string; codes: string[]; problem: string | null }[];
  /** Live listings (any seller's, this seller's too) holding one of these codes already. */
  heldElsewhere: string[];
  /** Other sellers' live listings with a picture within the likeness threshold, nearest first. */
  lookalikes: { listingId: string; distance: number }[];
}

export interface ProofVerdict {
  /** Why the listing is refused; null when it goes on to staff. */
  refusal: string | null;
  flags: ProofFlag[];
}

/**
 * The one rule of what a listing's proofs mean. Certain (a code is a ticket): a code another live
 * listing holds, or one code on two of its files, refuses it. For staff to judge: fewer distinct codes
 * than tickets, a file with no readable code, a picture like another seller's (never a refusal).
 */
export function judgeProofs(read: ReadProofs): ProofVerdict {
  const flags: ProofFlag[] = [];
  const flag = (kind: ProofFlagKind, detail: string, more: Partial<ProofFlag> = {}) =>
    flags.push({ kind, detail, otherListingId: null, fileId: null, distance: null, ...more });

  const seenIn = new Map<string, string>();
  let twice = false;
  for (const file of read.files) {
    for (const code of file.codes) {
      if (seenIn.has(code) && seenIn.get(code) !== file.id) twice = true;
      seenIn.set(code, file.id);
    }
    if (file.codes.length === 0) {
      flag('no_code', file.problem ? `${file.name}: no code read. ${file.problem}` : `${file.name}: no code found`, {
        fileId: file.id,
      });
    }
  }
  for (const other of read.heldElsewhere) {
    flag('same_code', 'Same ticket code as this listing', { otherListingId: other });
  }
  if (twice) flag('same_code', 'The same ticket code is on two of its proofs');
  const distinct = seenIn.size;
  if (distinct > 0 && distinct < read.quantity) {
    flag(
      'fewer_codes',
      `${read.quantity} tickets, but ${distinct} distinct ticket code${distinct === 1 ? '' : 's'} found`,
    );
  }
  for (const look of read.lookalikes) {
    flag('looks_like', `Pictures differ by ${look.distance} of 64 bits`, {
      otherListingId: look.listingId,
      distance: look.distance,
    });
  }
  const refusal =
    read.heldElsewhere.length > 0 ? LISTING_MESSAGES.sameTicketListed : twice ? LISTING_MESSAGES.sameTicketTwice : null;
  return { refusal, flags };
}
