import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import type { Locale } from '@ticketsetu/contracts/locales';
import type { SqlPart } from '../../../shared/domain/admin-list.js';
import { isUuid, uuidArray } from '../../../shared/domain/ids.js';
import { containsPattern } from '../../../shared/domain/text-search.js';
import { IdentityError } from '../domain/identity-errors.js';
import { UserAddress } from '../domain/address.entity.js';
import { formatAddress } from '../domain/rules.js';
import { User } from '../domain/user.entity.js';
import { recordContact } from './contact-history.js';
import { hashPassword } from './passwords.js';

export interface NewAccount {
  email: string;
  password: string;
  fullName: string;
  phone?: string;
  isAdmin?: boolean;
}

/** The recipient's part of a tax invoice (IdentityService.invoiceRecipient). */
export interface InvoiceRecipient {
  name: string;
  address: string | null;
  state: string | null;
}

/** A person as other modules see them: a read model, never the live entity. */
export interface UserSummary {
  id: string;
  email: string;
  fullName: string | null;
  phone: string | null;
  upiId: string | null;
  /** The name upiId is registered to, as the person confirmed it (ADR 45); null when not checked. */
  upiName: string | null;
  isAdmin: boolean;
  /** The language the person reads TicketSetu in: their emails and texts are in it (ADR 85). */
  locale: Locale;
}

function summaryOf(u: User): UserSummary {
  return {
    id: u.id,
    email: u.email,
    fullName: u.fullName,
    phone: u.phone,
    upiId: u.upiId,
    upiName: u.upiName,
    isAdmin: u.isAdmin,
    locale: u.locale,
  };
}

/** The phones and UPI ids (normalised) an account has had, for the refusal of rating oneself (ADR 65). */
export interface ContactPoints {
  phones: string[];
  upiIds: string[];
}

/** Answers whether a person still has something in flight (a live listing, an unpaid payout...). */
export type PendingDuesCheck = (userId: string) => Promise<boolean>;

/** What other modules may ask of identity. */
@Injectable()
export class IdentityService {
  private readonly duesChecks = new Map<string, PendingDuesCheck>();

  constructor(private readonly em: EntityManager) {}

  async createAccount(account: NewAccount): Promise<UserSummary> {
    const user = new User(account.email, await hashPassword(account.password), account.fullName);
    user.phone = account.phone ?? null;
    user.isAdmin = account.isAdmin ?? false;
    await this.em.transactional(async (em) => {
      await em.persist(user).flush();
      if (user.phone) await recordContact(em, user.id, 'phone', user.phone, user.createdAt);
    });
    return summaryOf(user);
  }

  async findByEmail(email: string): Promise<UserSummary | null> {
    const user = await this.em.findOne(User, { email: email.trim().toLowerCase() });
    return user && summaryOf(user);
  }

  async summaries(userIds: string[]): Promise<Map<string, UserSummary>> {
    const ids = [...new Set(userIds)].filter((id) => isUuid(id));
    const users = ids.length ? await this.em.find(User, { id: { $in: ids } }) : [];
    return new Map(users.map((u) => [u.id, summaryOf(u)]));
  }

  /**
   * For admin lists that search people (ADR 27, 71): the ids of accounts whose name, email or phone
   * contains the text (a phone typed with spaces or dashes too), as Admin > Users searches.
   */
  async userIdsMatching(text: string): Promise<string[]> {
    const rows = await this.em
      .fork()
      .execute<{ id: string }[]>(
        'select u.id from users u where u.full_name ilike ? or u.email ilike ? or u.phone ilike ?',
        [containsPattern(text), containsPattern(text), containsPattern(text.replace(/[\s-]/g, ''))],
      );
    return rows.map((r) => r.id);
  }

  /**
   * What of a person a seller's public profile may show (ADR 65), for the ids the subquery gives, as a
   * subquery: one row per account that is active, not erased and not being deleted, with `id`,
   * `full_name` (the profile turns it into the name shown), `member_since` ('YYYY-MM', the month the
   * account was made, in IST), `phone_verified`, `pan_on_file`, `upi_name_checked` (booleans) and the
   * `city` and `state` of the default saved address (null without one). Nothing finer: no phone, email,
   * PAN, UPI id, street or PIN code leaves here.
   */
  publicFactsOf(userIds: SqlPart): SqlPart {
    return {
      sql: `select u.id, u.full_name,
                   to_char(u.created_at at time zone 'Asia/Kolkata', 'YYYY-MM') as member_since,
                   (u.phone is not null and u.phone_verified_at is not null) as phone_verified,
                   (u.pan is not null) as pan_on_file,
                   (u.upi_id is not null and u.upi_name is not null) as upi_name_checked,
                   a.city, a.state
              from users u
              left join user_addresses a on a.user_id = u.id and a.is_default
             where u.id in (${userIds.sql}) and u.is_active and u.erased_at is null
               and u.deletion_requested_at is null`,
      params: userIds.params,
    };
  }

  /** Every phone and UPI id each account has had (its current ones among them), for the refusal of rating oneself. */
  async contactPointsOf(userIds: string[]): Promise<Map<string, ContactPoints>> {
    const ids = [...new Set(userIds)].filter((id) => isUuid(id));
    const points = new Map(ids.map((id): [string, ContactPoints] => [id, { phones: [], upiIds: [] }]));
    if (ids.length === 0) return points;
    const rows = await this.em.fork().execute<{ user_id: string; kind: 'phone' | 'upi_id'; value: string }[]>(
      `select id as user_id, 'phone' as kind, phone as value from users where id = any(?::uuid[]) and phone is not null
         union
         select id, 'upi_id', lower(trim(upi_id)) from users where id = any(?::uuid[]) and nullif(trim(upi_id), '') is not null
         union
         select user_id, kind, value from user_contact_history where user_id = any(?::uuid[])`,
      [uuidArray(ids), uuidArray(ids), uuidArray(ids)],
    );
    for (const row of rows) {
      const person = points.get(row.user_id)!;
      (row.kind === 'phone' ? person.phones : person.upiIds).push(row.value);
    }
    return points;
  }

  /**
   * Who a tax invoice is made out to (ADR 48), read in the caller's transaction at the time of supply: the
   * name on the profile (else the email's name part), and their default saved address, the address on
   * record that places the supply (IGST Act s.12(2)(b)); address and state null when none is saved.
   * Null for an unknown id.
   */
  async invoiceRecipient(userId: string, em: EntityManager = this.em): Promise<InvoiceRecipient | null> {
    const user = isUuid(userId) ? await em.findOne(User, { id: userId }) : null;
    if (!user) return null;
    const address = await em.findOne(UserAddress, { userId, isDefault: true });
    return {
      name: user.fullName?.trim() || user.username,
      address: address ? formatAddress(address) : null,
      state: address?.state ?? null,
    };
  }

  /** A seller's PAN and the name on it (TDS, ADR 49), read in the caller's transaction; null when not given. */
  async panOf(userId: string, em: EntityManager = this.em): Promise<{ pan: string; name: string } | null> {
    const user = isUuid(userId) ? await em.findOne(User, { id: userId }) : null;
    return user?.pan && user.panName ? { pan: user.pan, name: user.panName } : null;
  }

  /** Accounts not erased, for the admin dashboard. */
  async countUsers(): Promise<number> {
    return this.em.fork().count(User, { erasedAt: null });
  }

  /** One of the person's own saved addresses in the spec's text form; 404 for anyone else's. */
  async addressText(userId: string, addressId: string): Promise<string> {
    const address = isUuid(addressId) ? await this.em.findOne(UserAddress, { id: addressId, userId }) : null;
    if (!address) throw new IdentityError('ADDRESS_NOT_FOUND', 'Address not found');
    return formatAddress(address);
  }

  /** Modules that hold a person's dues register a check; erasure waits while any says yes. */
  registerPendingDuesCheck(name: string, check: PendingDuesCheck): void {
    this.duesChecks.set(name, check);
  }

  async hasPendingDues(userId: string): Promise<boolean> {
    for (const check of this.duesChecks.values()) if (await check(userId)) return true;
    return false;
  }
}
