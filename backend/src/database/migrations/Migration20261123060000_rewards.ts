import { Migration } from '@mikro-orm/migrations';

/**
 * The rewards programme (docs/rewards.md): each buyer's purchases as the programme counted them, and
 * the credits they earned. The money itself lives in the ledger (rewards_liability); these tables say
 * why. No reference to the orders' table: rewards learns of purchases from TicketSold and of refunds
 * from PurchaseRefunded / LatePaymentRefunded, and may not know the orders module.
 */
export class Migration20261123060000_rewards extends Migration {
  override up(): void {
    this.addSql(`
      create table reward_purchases (
        order_id uuid primary key,
        buyer_id uuid not null references users (id),
        -- The order in which the programme counted the buyer's purchases (taken under the buyer's lock).
        seq bigint generated always as identity constraint reward_purchases_seq_unique unique,
        -- Null when the refund was heard of before the sale: that purchase never counts.
        quantity integer null constraint reward_purchases_quantity_check check (quantity > 0),
        price integer null constraint reward_purchases_price_check check (price > 0),
        settled_at timestamptz null,
        refunded_at timestamptz null,
        constraint reward_purchases_sale_check check (
          (quantity is null) = (price is null) and (quantity is null) = (settled_at is null)),
        constraint reward_purchases_seen_check check (quantity is not null or refunded_at is not null)
      );`);
    // A buyer's counted purchases, newest first (the last ten give the prices to average).
    this.addSql(`
      create index reward_purchases_counted_idx on reward_purchases (buyer_id, seq desc)
        include (quantity, price) where refunded_at is null;`);
    this.addSql(`
      create table reward_credits (
        order_id uuid not null references reward_purchases (order_id),
        -- Which ticket of the purchase earned it (1 = its first ticket).
        ticket_no integer not null constraint reward_credits_ticket_no_check check (ticket_no between 1 and 1000),
        buyer_id uuid not null references users (id),
        -- The buyer's count with that ticket: 11, 22, 33... when nothing was refunded.
        position integer not null constraint reward_credits_position_check check (position >= 11),
        amount integer not null constraint reward_credits_amount_check check (amount > 0),
        -- The prices of the 10 tickets averaged, oldest first.
        averaged integer[] not null constraint reward_credits_averaged_check check (cardinality(averaged) = 10),
        earned_at timestamptz not null,
        reversed_at timestamptz null,
        -- What the reversal took back: at most what the buyer had not spent.
        reversed_amount integer null,
        primary key (order_id, ticket_no),
        constraint reward_credits_reversal_check check (
          (reversed_at is null) = (reversed_amount is null) and reversed_amount between 0 and amount)
      );`);
    this.addSql(`create index reward_credits_buyer_idx on reward_credits (buyer_id, earned_at desc);`);
  }
}
