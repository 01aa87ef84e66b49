import { Migration } from '@mikro-orm/migrations';

/**
 * The account remembers its language (issue 37 item 5, ADR 85): 'en' or 'hi', set at sign-up from the
 * page's language and changed by the language switch; every email and text goes out in it. A sign-up's
 * OTP challenge keeps the language of the page it was asked from, so a resent code is in it too.
 */
export class Migration20261225000000_user_locale extends Migration {
  override up(): void {
    this.addSql(`
      alter table users
        add column locale text not null default 'en' check (locale in ('en', 'hi'))`);
    this.addSql(`
      alter table otp_challenges
        add column locale text not null default 'en' check (locale in ('en', 'hi'))`);
  }
}
