import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { isUuid } from '../../../shared/domain/ids.js';
import { DomainError } from '../../../shared/domain/domain-error.js';
import { UserAddress } from '../domain/address.entity.js';
import { formatAddress } from '../domain/rules.js';
import { User } from '../domain/user.entity.js';
import { hashPassword } from './passwords.js';

export interface NewAccount {
  email: string;
  password: string;
  fullName: string;
  phone?: string;
  isAdmin?: boolean;
}

export interface UserSummary {
  id: string;
  email: string;
  fullName: string | null;
  phone: string | null;
  upiId: string | null;
}

/** Answers whether a person still has something in flight (a live listing, an unpaid payout...). */
export type PendingDuesCheck = (userId: string) => Promise<boolean>;

/** What other modules may ask of identity. */
@Injectable()
export class IdentityService {
  private readonly duesChecks = new Map<string, PendingDuesCheck>();

  constructor(private readonly em: EntityManager) {}

  async createAccount(account: NewAccount): Promise<User> {
    const user = new User(account.email, await hashPassword(account.password), account.fullName);
    user.phone = account.phone ?? null;
    user.isAdmin = account.isAdmin ?? false;
    await this.em.persist(user).flush();
    return user;
  }

  async findByEmail(email: string): Promise<User | null> {
    return this.em.findOne(User, { email: email.trim().toLowerCase() });
  }

  async summaries(userIds: string[]): Promise<Map<string, UserSummary>> {
    const users = userIds.length ? await this.em.find(User, { id: { $in: [...new Set(userIds)] } }) : [];
    return new Map(
      users.map((u) => [u.id, { id: u.id, email: u.email, fullName: u.fullName, phone: u.phone, upiId: u.upiId }]),
    );
  }

  /** One of the person's own saved addresses in the spec's text form; 404 for anyone else's. */
  async addressText(userId: string, addressId: string): Promise<string> {
    const address = isUuid(addressId) ? await this.em.findOne(UserAddress, { id: addressId, userId }) : null;
    if (!address) throw new DomainError('ADDRESS_NOT_FOUND', 'Address not found');
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
