import { normaliseUpiId } from '../../../shared/domain/upi-id.js';

/** The phone numbers and UPI ids an account has used (on its profile, at sign-up, on its listings). */
export interface ContactPoints {
  phones: readonly string[];
  upiIds: readonly string[];
}

/**
 * What a buyer's account shares with the seller's, if anything: a rating through a second account of the
 * seller's own is no buyer's feedback (E-Commerce Rules 2020, rule 6(2): a seller may not pose as a
 * consumer and post reviews). Phones are stored in one form (+91…); UPI ids are compared whatever their
 * case and surrounding spaces.
 */
export function sharedContact(buyer: ContactPoints, seller: ContactPoints): 'phone' | 'upi_id' | null {
  const phones = new Set(seller.phones);
  if (buyer.phones.some((phone) => phones.has(phone))) return 'phone';
  const upiIds = new Set(seller.upiIds.map(normaliseUpiId));
  if (buyer.upiIds.some((upiId) => upiIds.has(normaliseUpiId(upiId)))) return 'upi_id';
  return null;
}
