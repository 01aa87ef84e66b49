import { LockMode } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { isUuid } from '../../../shared/domain/ids.js';
import { DomainError } from '../../../shared/domain/domain-error.js';
import { User } from '../domain/user.entity.js';
import { AuthService } from './auth.service.js';

/** Staff management of accounts (spec: Admin > Users). */
@Injectable()
export class AdminUsersService {
  constructor(
    private readonly em: EntityManager,
    private readonly auth: AuthService,
  ) {}

  async list(): Promise<User[]> {
    return this.em.find(User, { erasedAt: null }, { orderBy: { createdAt: 'desc' }, limit: 1000 });
  }

  async get(userId: string): Promise<User> {
    return this.findUser(this.em, userId);
  }

  /** Deactivating signs the person out everywhere. Nobody can deactivate themselves. */
  async setActive(adminId: string, userId: string, active: boolean): Promise<User> {
    if (adminId === userId && !active) {
      throw new DomainError('ADMIN_RULE', 'You cannot deactivate your own account');
    }
    return this.em.transactional(async (em) => {
      const user = await this.findUser(em, userId, true);
      if (!active && user.isAdmin) await this.assertAnotherAdmin(em, userId);
      user.isActive = active;
      await em.flush();
      if (!active) await this.auth.revokeAllSessions(em, userId, 'deactivated by staff');
      return user;
    });
  }

  /** There is always at least one active admin. */
  async setAdmin(adminId: string, userId: string, isAdmin: boolean): Promise<User> {
    return this.em.transactional(async (em) => {
      const user = await this.findUser(em, userId, true);
      if (!isAdmin && user.isAdmin) await this.assertAnotherAdmin(em, userId);
      if (isAdmin && !user.isActive)
        throw new DomainError('ADMIN_RULE', 'Activate the account before making it an admin');
      user.isAdmin = isAdmin;
      return user;
    });
  }

  private async findUser(em: EntityManager, userId: string, lock = false): Promise<User> {
    const user = isUuid(userId)
      ? await em.findOne(User, { id: userId, erasedAt: null }, lock ? { lockMode: LockMode.PESSIMISTIC_WRITE } : {})
      : null;
    if (!user) throw new DomainError('USER_NOT_FOUND', 'User not found');
    return user;
  }

  private async assertAnotherAdmin(em: EntityManager, userId: string): Promise<void> {
    // Lock every admin row so two staff cannot demote each other at the same moment.
    const admins = await em.find(User, { isAdmin: true, isActive: true }, { lockMode: LockMode.PESSIMISTIC_WRITE });
    if (!admins.some((a) => a.id !== userId)) {
      throw new DomainError('ADMIN_RULE', 'The last admin cannot be removed or deactivated');
    }
  }
}
