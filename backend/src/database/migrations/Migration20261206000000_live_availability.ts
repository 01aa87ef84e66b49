import { Migration } from '@mikro-orm/migrations';

/**
 * Live availability (issue 20 item 2, ADR 54): every committed change to a listing's stock, price,
 * status or event says so on the `event_availability` channel, with the event's id as payload. A
 * trigger sees every path (holds, sales, releases, expiry, reviews, admin edits, a hand-run UPDATE);
 * NOTIFY is delivered only on commit, and one transaction's repeats for an event arrive once.
 */
export class Migration20261206000000_live_availability extends Migration {
  override up(): void {
    this.addSql(`create function tickets_notify_event_availability() returns trigger language plpgsql as $$
      begin
        if tg_op <> 'INSERT' then perform pg_notify('event_availability', old.event_id::text); end if;
        if tg_op <> 'DELETE' then perform pg_notify('event_availability', new.event_id::text); end if;
        return null;
      end $$;`);
    this.addSql(`create trigger tickets_event_availability
      after insert or delete or update of status, quantity, sold_quantity, held_quantity, price, event_id on tickets
      for each row execute function tickets_notify_event_availability();`);
  }
}
