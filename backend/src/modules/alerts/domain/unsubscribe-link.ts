import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/*
 * The one-click unsubscribe link of a ticket alert's email (ADR 66): the alert's id and an HMAC of it,
 * so the link works without signing in and nobody can end another fan's alert by guessing ids. It never
 * expires: an old email's link still stops the alert.
 */

const PURPOSE = 'ticketsetu.ticket-alert-unsubscribe.v1.';

function signature(key: Buffer, alertId: string): Buffer {
  return createHmac('sha256', key)
    .update(PURPOSE + alertId.toLowerCase())
    .digest();
}

/** `<alert id>.<base64url HMAC-SHA256>`. */
export function signUnsubscribe(key: Buffer, alertId: string): string {
  return `${alertId.toLowerCase()}.${signature(key, alertId).toString('base64url')}`;
}

/** The alert id the token was signed for, or null (malformed or forged; compared in constant time). */
export function checkUnsubscribe(key: Buffer, token: string | null | undefined): string | null {
  const [alertId, sent, ...rest] = (token ?? '').split('.');
  if (!alertId || !sent || rest.length > 0 || !/^[0-9a-f-]{36}$/i.test(alertId)) return null;
  const given = Buffer.from(sent, 'base64url');
  const wanted = signature(key, alertId);
  if (given.length !== wanted.length || !timingSafeEqual(given, wanted)) return null;
  return alertId.toLowerCase();
}

/**
 * The key: derived from AUTH_SECRET for this purpose alone, so replicas agree and the token is never a
 * valid session or any other signature. Without AUTH_SECRET (never in production) a per-process key.
 */
export function unsubscribeKey(authSecret: string | undefined): Buffer {
  return createHmac('sha256', authSecret ?? randomBytes(32))
    .update('ticket-alert-unsubscribe')
    .digest();
}
