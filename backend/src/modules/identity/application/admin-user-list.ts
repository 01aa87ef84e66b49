import { type FilterQuery, type QueryOrderMap, raw } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import type { AdminListPage } from '../../../shared/domain/admin-list.js';
import { containsPattern } from '../../../shared/domain/text-search.js';
import { User } from '../domain/user.entity.js';
import {
  type AdminUsersQuery,
  type AdminUserSort,
  roleOf,
  statusOf,
  type UserRole,
  type UserStatus,
} from './admin-users.service.js';

/** An account as Admin > Users shows it: a plain row, the read model the back office lists (ADR 71). */
export interface AdminUserRow {
  id: string;
  email: string;
  fullName: string | null;
  phone: string | null;
  role: UserRole;
  status: UserStatus;
  isAdmin: boolean;
  isActive: boolean;
  createdAt: Date;
  deletionRequestedAt: Date | null;
}

export function toAdminUserRow(u: User): AdminUserRow {
  return {
    id: u.id,
    email: u.email,
    fullName: u.fullName,
    phone: u.phone,
    role: roleOf(u),
    status: statusOf(u),
    isAdmin: u.isAdmin,
    isActive: u.isActive,
    createdAt: u.createdAt,
    deletionRequestedAt: u.deletionRequestedAt,
  };
}

const sortProperty: Record<Exclude<AdminUserSort, 'full_name'>, 'createdAt' | 'email'> = {
  created_at: 'createdAt',
  email: 'email',
};

/** Admin > Users' list (spec 8). */
@Injectable()
export class AdminUserList {
  constructor(private readonly em: EntityManager) {}

  /** Accounts not erased, matching the query, one page in the order asked (ties by id) and the total. */
  async list(query: AdminUsersQuery): Promise<AdminListPage<AdminUserRow>> {
    const where: FilterQuery<User>[] = [{ erasedAt: null }];
    if (query.search) {
      const pattern = containsPattern(query.search);
      // Phones are stored as +91XXXXXXXXXX: "98765 43210" or "98765-43210" finds one too.
      const phone = containsPattern(query.search.replace(/[\s-]/g, ''));
      where.push({
        $or: [{ fullName: { $ilike: pattern } }, { email: { $ilike: pattern } }, { phone: { $ilike: phone } }],
      });
    }
    if (query.role) where.push({ isAdmin: query.role === 'admin' });
    if (query.status === 'deletion_requested') where.push({ deletionRequestedAt: { $ne: null } });
    if (query.status === 'active' || query.status === 'inactive') {
      where.push({ deletionRequestedAt: null, isActive: query.status === 'active' });
    }
    // Names sort without regard to case (the database's collation is C) and, being optional,
    // people without one come last whichever way the list runs. Emails are stored lower-case.
    const direction = query.order === 'desc' ? 'desc' : 'asc';
    const first: QueryOrderMap<User> =
      query.sort === 'full_name'
        ? { [raw((alias: string) => `lower(${alias}.full_name)`)]: `${direction} nulls last` }
        : { [sortProperty[query.sort]]: direction };
    const orderBy: QueryOrderMap<User>[] = [first, { id: direction }];
    const [rows, total] = await this.em.findAndCount(
      User,
      { $and: where },
      {
        orderBy,
        limit: query.limit,
        offset: query.offset,
      },
    );
    return { rows: rows.map(toAdminUserRow), total };
  }
}
