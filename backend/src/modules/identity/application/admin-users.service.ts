import { LockMode } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { Inject, Injectable } from '@nestjs/common';
import { CLOCK, type Clock } from '../../../shared/domain/clock.js';
import { AuditLog } from '../../audit/index.js';
import type { AdminListWindow } from '../../../shared/domain/admin-list.js';
import { isUuid } from '../../../shared/domain/ids.js';
import { IdentityError } from '../domain/identity-errors.js';
import { User } from '../domain/user.entity.js';
import { SessionService } from './session.service.js';

export const adminUserSorts = ['created_at', 'full_name', 'email'] as const;
export type AdminUserSort = (typeof adminUserSorts)[number];
export const userRoles = ['admin', 'user'] as const;
export type UserRole = (typeof userRoles)[number];
export const userStatuses = ['active', 'inactive', 'deletion_requested'] as const;
export type UserStatus = (typeof userStatuses)[number];

/** Admin > Users: searched by name, email or phone, filtered by role and status, sorted, paged. */
export interface AdminUsersQuery extends AdminListWindow<AdminUserSort> {
  role?: UserRole;
  status?: UserStatus;
}

/** A person's role and status as Admin > Users shows them. */
export function roleOf(user: User): UserRole {
  return user.isAdmin ? 'admin' : 'user';
}

export function statusOf(user: User): UserStatus {
  return user.deletionRequestedAt ? 'deletion_requested' : user.isActive ? 'active' : 'inactive';
}

/** Staff management of accounts (spec: Admin > Users); the list is AdminUserList's. */
@Injectable()
export class AdminUsersService {
  constructor(
    private readonly em: EntityManager,
    private readonly sessions: SessionService,
    private readonly audit: AuditLog,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async get(userId: string): Promise<User> {
    return this.findUser(this.em, userId);
  }

  /** Deactivating signs the person out everywhere. Nobody can deactivate themselves. */
  async setActive(adminId: string, userId: string, active: boolean): Promise<User> {
    if (adminId === userId && !active) {
      throw new IdentityError('ADMIN_RULE', 'You cannot deactivate your own account');
    }
    return this.em.transactional(async (em) => {
      const user = await this.findUser(em, userId, true);
      if (!active && user.isAdmin) await this.assertAnotherAdmin(em, userId);
      const before = { is_active: user.isActive };
      user.isActive = active;
      await em.flush();
      if (!active) await this.sessions.revokeAllSessions(em, userId, 'deactivated by staff');
      await this.audit.record(em, {
        actorId: adminId,
        kind: active ? 'user.activated' : 'user.deactivated',
        targetId: user.id,
        before,
        after: { is_active: user.isActive },
        at: this.clock.now(),
      });
      return user;
    });
  }

  /** There is always at least one active admin. */
  async setAdmin(adminId: string, userId: string, isAdmin: boolean): Promise<User> {
    return this.em.transactional(async (em) => {
      const user = await this.findUser(em, userId, true);
      if (!isAdmin && user.isAdmin) await this.assertAnotherAdmin(em, userId);
      if (isAdmin && !user.isActive)
        throw new IdentityError('ADMIN_RULE', 'Activate the account before making it an admin');
      const before = { is_admin: user.isAdmin };
      user.isAdmin = isAdmin;
      await em.flush();
      await this.audit.record(em, {
        actorId: adminId,
        kind: isAdmin ? 'admin.granted' : 'admin.removed',
        targetId: user.id,
        before,
        after: { is_admin: user.isAdmin },
        at: this.clock.now(),
      });
      return user;
    });
  }

  private async findUser(em: EntityManager, userId: string, lock = false): Promise<User> {
    const user = isUuid(userId)
      ? await em.findOne(User, { id: userId, erasedAt: null }, lock ? { lockMode: LockMode.PESSIMISTIC_WRITE } : {})
      : null;
    if (!user) throw new IdentityError('USER_NOT_FOUND', 'User not found');
    return user;
  }

  private async assertAnotherAdmin(em: EntityManager, userId: string): Promise<void> {
    // Lock every admin row so two staff cannot demote each other at the same moment.
    const admins = await em.find(User, { isAdmin: true, isActive: true }, { lockMode: LockMode.PESSIMISTIC_WRITE });
    if (!admins.some((a) => a.id !== userId)) {
      throw new IdentityError('ADMIN_RULE', 'The last admin cannot be removed or deactivated');
    }
  }
}
