import type { EntityManager } from '@mikro-orm/postgresql';
import { normaliseUpiId } from '../../../shared/domain/upi-id.js';

export type ContactKind = 'phone' | 'upi_id';

/**
 * Every phone and UPI id an account has had (`user_contact_history`), written in the transaction that
 * sets it: a rating through a second account on the seller's own phone or UPI id is refused even after
 * one of them moved on (ADR 65). UPI ids are kept normalised (trimmed, lower case). Erased with the account.
 */
export async function recordContact(
  em: EntityManager,
  userId: string,
  kind: ContactKind,
  value: string,
  at: Date,
): Promise<void> {
  const stored = kind === 'upi_id' ? normaliseUpiId(value) : value.trim();
  if (!stored) return;
  await em.execute(
    `insert into user_contact_history (user_id, kind, value, first_used_at) values (?, ?, ?, ?)
     on conflict do nothing`,
    [userId, kind, stored, at],
  );
}
