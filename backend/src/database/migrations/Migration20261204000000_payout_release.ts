import { Migration } from '@mikro-orm/migrations';

/**
 * Seller payouts held where the risk is (ADR 44): `release_at` is when a held payout may be paid (the
 * event's start plus the dispute window), `release_reason` why it was held, `released_at` when it was
 * released (by the job once `release_at` passed, or early by staff). Not held: all three null.
 */
export class Migration20261204000000_payout_release extends Migration {
  override up(): void {
    this.addSql(`alter table payouts add column release_at timestamptz null;`);
    this.addSql(
      `alter table payouts add column release_reason text null check (release_reason in ('first_sales', 'high_exposure'));`,
    );
    this.addSql(`alter table payouts add column released_at timestamptz null;`);
    this.addSql(
      `alter table payouts add constraint payouts_release_ck check ((release_at is null) = (release_reason is null) and (released_at is null or release_at is not null));`,
    );
    // The release job's look-up: payouts still held, by the time they are due.
    this.addSql(
      `create index payouts_release_due_idx on payouts (release_at) where release_reason is not null and released_at is null;`,
    );
  }
}
