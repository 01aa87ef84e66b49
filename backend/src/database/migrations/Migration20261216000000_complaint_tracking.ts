import { Migration } from '@mikro-orm/migrations';

/**
 * Contact messages on the complaints' clock (ADR 67): each gets a tracking number (TS-C-<year>-<6
 * random base-32 characters>, unique), the two legal deadlines counted from its receipt (48 hours to
 * acknowledge; 30 days and never past one calendar month in India to settle, as disputes, ADR 24),
 * and when staff acknowledged and closed it. Messages received before this get the same, from their
 * `created_at`: a number drawn here, and deadlines by the same rule written in SQL.
 */
export class Migration20261216000000_complaint_tracking extends Migration {
  override up(): void {
    this.addSql(`
      alter table contact_messages
        add column tracking_number text null,
        add column acknowledge_by timestamptz null,
        add column resolve_by timestamptz null,
        add column acknowledged_at timestamptz null,
        add column acknowledged_by uuid null references users (id),
        add column closed_at timestamptz null,
        add column closed_by uuid null references users (id);`);
    // Backfill: six characters of Crockford base 32 per old message; a clash (one in a billion) retries.
    this.addSql(`
      do $$
      declare r record; candidate text;
      begin
        for r in select id, created_at from contact_messages loop
          loop
            select 'TS-C-' || to_char(r.created_at at time zone 'Asia/Kolkata', 'YYYY') || '-' ||
                   string_agg(substr('0123456789ABCDEFGHJKMNPQRSTVWXYZ', 1 + floor(random() * 32)::int, 1), '')
              into candidate from generate_series(1, 6);
            exit when not exists (select 1 from contact_messages where tracking_number = candidate);
          end loop;
          update contact_messages set tracking_number = candidate where id = r.id;
        end loop;
      end $$;`);
    this.addSql(`
      update contact_messages set
        acknowledge_by = created_at + interval '48 hours',
        resolve_by = least(created_at + interval '30 days',
          ((created_at at time zone 'Asia/Kolkata') + interval '1 month') at time zone 'Asia/Kolkata');`);
    this.addSql(`
      alter table contact_messages
        alter column tracking_number set not null,
        alter column acknowledge_by set not null,
        alter column resolve_by set not null,
        add constraint contact_messages_tracking_number_key unique (tracking_number),
        add constraint contact_messages_acknowledged check ((acknowledged_at is null) = (acknowledged_by is null)),
        add constraint contact_messages_closed check ((closed_at is null) = (closed_by is null));`);
    // Staff's queue: open messages by their next deadline, as disputes_queue_idx runs.
    this.addSql(`
      create index contact_messages_queue_idx on contact_messages
        ((case when acknowledged_at is null then acknowledge_by else resolve_by end), created_at)
        where closed_at is null;`);
  }
}
