import { ForeignKeyConstraintViolationException, LockMode, UniqueConstraintViolationException } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { Inject, Injectable } from '@nestjs/common';
import { CATEGORY_MESSAGES as m } from '@ticketsetu/contracts/rules';
import { CLOCK, type Clock } from '../../../shared/domain/clock.js';
import { isUuid } from '../../../shared/domain/ids.js';
import { AuditLog } from '../../audit/index.js';
import { CatalogError } from '../domain/catalog-errors.js';
import { Category } from '../domain/category.entity.js';
import { AdminCategoryList, type AdminCategoryView } from './admin-category-list.js';

/**
 * Admin > Categories: create, rename, delete (the list: AdminCategoryList). Names are unique without regard to case (a unique
 * index on lower(name)); a category any event uses cannot be deleted (checked under the category's
 * row lock, and the events' foreign key restricts it too).
 */
@Injectable()
export class CategoryAdminService {
  constructor(
    private readonly em: EntityManager,
    private readonly audit: AuditLog,
    private readonly categories: AdminCategoryList,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async create(adminId: string, name: string): Promise<AdminCategoryView> {
    const category = await this.em
      .transactional(async (em) => {
        const created = new Category(name);
        await em.persist(created).flush();
        await this.record(em, adminId, 'category.created', created.id, null, { name: created.name });
        return created;
      })
      .catch((error: unknown) => {
        throw error instanceof UniqueConstraintViolationException
          ? new CatalogError('CATEGORY_EXISTS', m.nameTaken, 'name')
          : error;
      });
    return { id: category.id, name: category.name, eventCount: 0 };
  }

  async rename(adminId: string, categoryId: string, name: string): Promise<AdminCategoryView> {
    const renamed = await this.em
      .transactional(async (em) => {
        const category = await this.find(em, categoryId);
        const before = { name: category.name };
        category.rename(name);
        await em.flush();
        await this.record(em, adminId, 'category.renamed', category.id, before, { name: category.name });
        return category;
      })
      .catch((error: unknown) => {
        throw error instanceof UniqueConstraintViolationException
          ? new CatalogError('CATEGORY_EXISTS', m.nameTaken, 'name')
          : error;
      });
    return (await this.categories.list()).find((c) => c.id === renamed.id)!;
  }

  async delete(adminId: string, categoryId: string): Promise<void> {
    await this.em
      .transactional(async (em) => {
        const category = await this.find(em, categoryId);
        await this.record(em, adminId, 'category.deleted', category.id, { name: category.name }, null);
        const [used] = await em.execute<{ n: number }[]>(
          'select count(*)::int as n from events where category_id = ?',
          [category.id],
        );
        if ((used?.n ?? 0) > 0) throw new CatalogError('CATEGORY_IN_USE', m.inUse);
        em.remove(category);
        await em.flush();
      })
      .catch((error: unknown) => {
        throw error instanceof ForeignKeyConstraintViolationException
          ? new CatalogError('CATEGORY_IN_USE', m.inUse)
          : error;
      });
  }

  private record(
    em: EntityManager,
    adminId: string,
    kind: 'category.created' | 'category.renamed' | 'category.deleted',
    categoryId: string,
    before: { name: string } | null,
    after: { name: string } | null,
  ): Promise<void> {
    return this.audit.record(em, { actorId: adminId, kind, targetId: categoryId, before, after, at: this.clock.now() });
  }

  /** The category, locked: an event choosing it now either comes first (and is counted) or waits. */
  private async find(em: EntityManager, categoryId: string): Promise<Category> {
    const category = isUuid(categoryId)
      ? await em.findOne(Category, { id: categoryId }, { lockMode: LockMode.PESSIMISTIC_WRITE })
      : null;
    if (!category) throw new CatalogError('CATEGORY_NOT_FOUND', m.notFound);
    return category;
  }
}
