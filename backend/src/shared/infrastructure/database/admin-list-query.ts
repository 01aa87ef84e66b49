import type { EntityManager } from '@mikro-orm/postgresql';
import type { SqlPart } from '../../domain/admin-list.js';

/**
 * One admin list's statement (ADR 27), built from its filters: the ids of one page in the order asked,
 * and how many rows match in all. Conditions are joined with `and`; `anyOf` is the search's `or` over
 * the list's own columns and other modules' id subqueries. Only fixed SQL text written in the code goes
 * in as text; everything a person typed goes in as a parameter.
 */
export class AdminListQuery {
  private readonly conditions: string[] = [];
  private readonly params: unknown[] = [];

  /** `from` is the table and its alias, e.g. `tickets t`. */
  constructor(private readonly from: string) {}

  where(sql: string, ...params: unknown[]): this {
    this.conditions.push(sql);
    this.params.push(...params);
    return this;
  }

  /**
   * Rows matching any of the parts (a search's columns); no parts: nothing matches. Each part is its own
   * select of ids, the selects joined by `union`: one `or` over them all would make PostgreSQL read the
   * whole table, while alone each part can use its own index (the trigram indexes of the searched
   * columns, the b-trees of the ids other modules' subqueries give).
   */
  anyOf(parts: SqlPart[]): this {
    if (parts.length === 0) return this.where('false');
    const alias = this.from.trim().split(/\s+/).at(-1)!;
    const selects = parts.map((p) => `select ${alias}.id from ${this.from} where ${p.sql}`);
    return this.where(`${alias}.id in (${selects.join(' union ')})`, ...parts.flatMap((p) => p.params));
  }

  /**
   * The page's ids in the order given (which must end with the id, so pages never overlap) and the total.
   * The count is skipped when the page itself shows where the list ends.
   */
  async page(
    em: EntityManager,
    window: { orderBy: string; limit: number; offset: number; idColumn: string },
  ): Promise<{ ids: string[]; total: number }> {
    const where = this.conditions.length ? `where ${this.conditions.join(' and ')}` : '';
    const rows = await em.execute<{ id: string }[]>(
      `select ${window.idColumn} as id from ${this.from} ${where} order by ${window.orderBy} limit ? offset ?`,
      [...this.params, window.limit, window.offset],
    );
    const ends = rows.length > 0 && rows.length < window.limit;
    const total =
      ends || (rows.length === 0 && window.offset === 0)
        ? window.offset + rows.length
        : Number(
            (await em.execute<{ n: string }[]>(`select count(*) as n from ${this.from} ${where}`, this.params))[0]?.n ??
              0,
          );
    return { ids: rows.map((r) => r.id), total };
  }
}

/** Entities (or views) by id, in the order of `ids` (a page's order); ids without a row are left out. */
export function inOrder<T extends { id: string }>(ids: readonly string[], rows: readonly T[]): T[] {
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}
