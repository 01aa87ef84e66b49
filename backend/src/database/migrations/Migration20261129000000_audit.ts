import { Migration } from '@mikro-orm/migrations';

/**
 * The audit log of staff actions (ADR 30): append-only. The database itself refuses to change or
 * remove a line, whoever asks; the app has no way to edit it either.
 */
export class Migration20261129000000_audit extends Migration {
  override up(): void {
    this.addSql(`
      create table audit_entries (
        id uuid primary key,
        actor_id uuid not null,
        kind text not null,
        target text not null,
        target_id uuid not null,
        before jsonb null,
        after jsonb null,
        at timestamptz not null
      );`);
    this.addSql(`create index audit_entries_at_idx on audit_entries (at desc, id);`);
    this.addSql(`create index audit_entries_actor_idx on audit_entries (actor_id, at desc);`);
    this.addSql(`create index audit_entries_kind_idx on audit_entries (kind, at desc);`);
    this.addSql(`create index audit_entries_target_idx on audit_entries (target_id);`);
    this.addSql(`
      create function audit_entries_append_only() returns trigger language plpgsql as $$
      begin
        raise exception 'The audit log is append-only: % is not allowed', tg_op;
      end $$;`);
    this.addSql(`
      create trigger audit_entries_no_change before update or delete on audit_entries
        for each row execute function audit_entries_append_only();`);
    this.addSql(`
      create trigger audit_entries_no_truncate before truncate on audit_entries
        for each statement execute function audit_entries_append_only();`);
  }
}
