import { Migration } from '@mikro-orm/migrations';

/**
 * A sale's end states agree (ADR 32): a transfer whose refunds gave the buyer everything back ends as
 * `refunded`; "a dispute is open" and "no automatic confirmation after a partial refund" become two
 * facts; a listing remembers the seats of sales that did not stand. Existing rows are brought into line.
 */
export class Migration20261202000000_sale_end_states extends Migration {
  override up(): void {
    this.addSql(`alter table ticket_transfers drop constraint ticket_transfers_status_check;`);
    this.addSql(`
      alter table ticket_transfers add constraint ticket_transfers_status_check check (transfer_status in
        ('pending', 'awaiting_mobile_transfer', 'mobile_transfer_sent', 'mobile_transfer_confirmed',
         'awaiting_pickup', 'picked_up', 'in_transit', 'delivered', 'failed', 'refunded'));`);
    this.addSql(`alter table ticket_transfers add column auto_confirm_stopped boolean not null default false;`);
    // dispute_open stayed set after a dispute that refunded part of the sale: it now means open only.
    this.addSql(`
      update ticket_transfers tt
         set dispute_open = false,
             auto_confirm_stopped = exists (
               select 1 from disputes d where d.transfer_id = tt.id and d.status = 'resolved_refund')
       where tt.dispute_open
         and not exists (select 1 from disputes d where d.transfer_id = tt.id and d.closed_at is null);`);

    this.addSql(`
      create table listing_undone_sales (
        order_id uuid primary key references transactions (id),
        listing_id uuid not null references tickets (id),
        quantity integer not null check (quantity > 0),
        outcome text not null check (outcome in ('failed', 'refunded')),
        at timestamptz not null
      );`);
    this.addSql(`create index listing_undone_sales_listing_idx on listing_undone_sales (listing_id);`);

    // Transfers whose standing refunds (pending or processed) reach what the buyer paid end as refunded.
    this.addSql(`
      with refunded as (
        select tt.id, tt.transfer_status as from_status
          from ticket_transfers tt
          join transactions o on o.id = tt.transaction_id
          join payouts p on p.ticket_transfer_id = tt.id and p.type = 'buyer_refund' and p.status <> 'failed'
         where tt.transfer_status not in ('failed', 'refunded')
         group by tt.id, tt.transfer_status, o.amount
        having sum(p.amount) >= o.amount
      ), steps as (
        insert into transfer_steps (id, transfer_id, from_status, to_status, by_user_id, note, at)
        select gen_random_uuid(), id, from_status, 'refunded', null, 'Refunded in full (recorded by a migration)', now()
          from refunded
      )
      update ticket_transfers tt
         set transfer_status = 'refunded', dispute_open = false, auto_confirm_stopped = false, updated_at = now()
        from refunded where tt.id = refunded.id;`);
    this.addSql(`
      insert into listing_undone_sales (order_id, listing_id, quantity, outcome, at)
      select transaction_id, ticket_id, quantity, transfer_status, updated_at
        from ticket_transfers where transfer_status in ('failed', 'refunded')
      on conflict (order_id) do nothing;`);

    // Admin > Transfers: Pending leaves out refunded transfers, which get a tab of their own.
    this.addSql(`drop index ticket_transfers_pending_tab_idx;`);
    this.addSql(`
      create index ticket_transfers_pending_tab_idx on ticket_transfers (transferred_at, id)
        where transfer_status not in ('delivered', 'mobile_transfer_confirmed', 'failed', 'refunded');`);
    this.addSql(`
      create index ticket_transfers_refunded_tab_idx on ticket_transfers (transferred_at, id)
        where transfer_status = 'refunded';`);
  }
}
