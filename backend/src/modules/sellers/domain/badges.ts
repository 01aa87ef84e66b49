import { SELLER_BADGE_KEYS, type SellerBadge } from '@ticketsetu/contracts/sellers';

/** What a seller's badges are earned from (ADR 65): facts recorded by code, never a claim typed in. */
export interface BadgeFacts {
  /** The account's current phone was proved by a one-time code. */
  phoneVerified: boolean;
  /** A name-checking payouts API named the owner of the seller's current UPI id and the seller confirmed it (ADR 45). */
  upiNameChecked: boolean;
  /** A PAN is on the profile (the PAN itself is never shown). */
  panOnFile: boolean;
  /** A listing of theirs had its proofs fingerprinted with a code found and no conflict (issue 34). */
  proofCodeChecked: boolean;
}

const earned: Record<SellerBadge, (facts: BadgeFacts) => boolean> = {
  phone_verified: (f) => f.phoneVerified,
  upi_name_checked: (f) => f.upiNameChecked,
  pan_on_file: (f) => f.panOnFile,
  proof_code_checked: (f) => f.proofCodeChecked,
};

/** The badges earned, in the order they are shown. */
export function badgesOf(facts: BadgeFacts): SellerBadge[] {
  return SELLER_BADGE_KEYS.filter((badge) => earned[badge](facts));
}
