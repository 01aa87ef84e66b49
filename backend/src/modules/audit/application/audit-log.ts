import { randomUUID } from 'node:crypto';
import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import type { AdminListPage, AdminListWindow } from '../../../shared/domain/admin-list.js';
import { isUuid } from '../../../shared/domain/ids.js';
import { type AuditEntry, type AuditKind, type AuditState, targetOf } from '../domain/audit-entry.js';

export interface RecordedAuditEntry extends AuditEntry {
  id: string;
}

export const auditSorts = ['at'] as const;

/** Admin > Audit: filters by actor, kind and date (ADR 27's list convention). */
export interface AuditQuery extends AdminListWindow<(typeof auditSorts)[number]> {
  actorId?: string;
  kind?: AuditKind;
  from?: Date;
  to?: Date;
}

interface AuditRow {
  id: string;
  actor_id: string;
  kind: AuditKind;
  target: AuditEntry['target'];
  target_id: string;
  before: AuditState | null;
  after: AuditState | null;
  at: string | Date;
  total: string;
}

/**
 * The audit log (a sink: it calls no module): every staff action, written by the action itself in
 * its own transaction (`record(em, …)`), so a change and its audit line commit together or not at
 * all. The table is append-only: the database refuses UPDATE, DELETE and TRUNCATE (ADR 30), and
 * the app has no way to edit it.
 */
@Injectable()
export class AuditLog {
  constructor(private readonly em: EntityManager) {}

  async record(
    em: EntityManager,
    entry: Omit<AuditEntry, 'target'> & { target?: AuditEntry['target'] },
  ): Promise<void> {
    await em.execute(
      `insert into audit_entries (id, actor_id, kind, target, target_id, before, after, at)
       values (?, ?, ?, ?, ?, ?::jsonb, ?::jsonb, ?)`,
      [
        randomUUID(),
        entry.actorId,
        entry.kind,
        entry.target ?? targetOf(entry.kind),
        entry.targetId,
        entry.before && JSON.stringify(entry.before),
        entry.after && JSON.stringify(entry.after),
        entry.at,
      ],
    );
  }

  /** Newest first (or oldest first), one page and the total matching the filters. */
  async list(query: AuditQuery): Promise<AdminListPage<RecordedAuditEntry>> {
    const where: string[] = [];
    const params: unknown[] = [];
    if (query.actorId) {
      if (!isUuid(query.actorId)) return { rows: [], total: 0 };
      where.push('actor_id = ?');
      params.push(query.actorId);
    }
    if (query.kind) {
      where.push('kind = ?');
      params.push(query.kind);
    }
    if (query.from) {
      where.push('at >= ?');
      params.push(query.from);
    }
    if (query.to) {
      where.push('at <= ?');
      params.push(query.to);
    }
    if (query.search) {
      // The target's id, typed in whole or in part.
      where.push('target_id::text ilike ?');
      params.push(`%${query.search.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`);
    }
    const rows = await this.em.fork().execute<AuditRow[]>(
      `select id, actor_id, kind, target, target_id, before, after, at, count(*) over () as total
         from audit_entries ${where.length ? `where ${where.join(' and ')}` : ''}
        order by at ${query.order === 'asc' ? 'asc' : 'desc'}, id
        limit ? offset ?`,
      [...params, query.limit, query.offset],
    );
    const total = rows.length ? Number(rows[0]!.total) : query.offset > 0 ? await this.count(where, params) : 0;
    return {
      total,
      rows: rows.map((r) => ({
        id: r.id,
        actorId: r.actor_id,
        kind: r.kind,
        target: r.target,
        targetId: r.target_id,
        before: r.before,
        after: r.after,
        at: new Date(r.at),
      })),
    };
  }

  private async count(where: string[], params: unknown[]): Promise<number> {
    const [row] = await this.em
      .fork()
      .execute<{ n: string }[]>(
        `select count(*) as n from audit_entries ${where.length ? `where ${where.join(' and ')}` : ''}`,
        params,
      );
    return Number(row?.n ?? 0);
  }
}
