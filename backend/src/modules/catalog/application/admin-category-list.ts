import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import type { CategoryView } from './catalog.service.js';

/** A category as staff manage it: with how many events (any date, any state) use it. */
export interface AdminCategoryView extends CategoryView {
  eventCount: number;
}

/** Admin > Categories' list, the read model the back office answers it from (ADR 71): plain rows. */
@Injectable()
export class AdminCategoryList {
  constructor(private readonly em: EntityManager) {}

  async list(): Promise<AdminCategoryView[]> {
    const rows = await this.em.execute<{ id: string; name: string; event_count: number }[]>(
      `select c.id, c.name, (select count(*)::int from events e where e.category_id = c.id) as event_count
         from categories c order by lower(c.name), c.id`,
    );
    return rows.map((r) => ({ id: r.id, name: r.name, eventCount: r.event_count }));
  }
}
