import type { VerifiedListing } from '../domain/alert-rule.js';
import { ALERT_GAP_MS } from '../domain/alert-rule.js';

/**
 * `answers` (domain/alert-rule.ts) as one statement: queues one delivery per live alert of the event
 * that the listing answers, in a single INSERT ... SELECT however many fans wait (ADR 66). The unique
 * (alert_id, listing_id) makes a repeat queue nothing; the hourly limit reads the fan's latest delivery
 * for the event. Returns the number of deliveries queued.
 */
export const QUEUE_MATCHING_ALERTS = `
  with queued as (
  insert into ticket_alert_deliveries (id, alert_id, user_id, event_id, listing_id, sms, queued_at)
  select gen_random_uuid(), a.id, a.user_id, a.event_id, ?::uuid, a.sms, ?::timestamptz
    from ticket_alerts a
   where a.event_id = ?::uuid
     and a.status = 'active'
     and a.user_id <> ?::uuid
     and (a.max_price is null or a.max_price >= ?::integer)
     and a.quantity <= ?::integer
     and (a.ticket_type = 'any' or a.ticket_type = ?::text)
     and not exists (
       select 1 from ticket_alert_deliveries d
        where d.user_id = a.user_id and d.event_id = a.event_id
          and d.queued_at > ?::timestamptz - make_interval(secs => ?::integer))
  on conflict (alert_id, listing_id) do nothing
  returning 1)
  select count(*)::integer as queued from queued`;

/** The parameters of QUEUE_MATCHING_ALERTS, in order. */
export function matchParams(
  listing: VerifiedListing & { id: string; eventId: string },
  now: Date,
): (string | number | Date)[] {
  return [
    listing.id,
    now,
    listing.eventId,
    listing.sellerId,
    listing.price,
    listing.available,
    listing.ticketType,
    now,
    ALERT_GAP_MS / 1000,
  ];
}
