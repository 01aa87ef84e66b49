// The audit module alone (ADR 47): its log, written in the caller's transaction and read with the
// Admin > Audit filters, on a database of its own. The HTTP reading is whole-app (backend/test/audit.int-spec.ts).
import { randomUUID } from 'node:crypto';
import { createModuleTestApp } from '../../../../test/harness/module-test-app.js';
import type { TestApp } from '../../../../test/harness/test-app.js';
import { AuditLog, type AuditQuery } from '../index.js';

describe('the audit log (module alone, real PostgreSQL)', () => {
  let t: TestApp;
  let log: AuditLog;
  beforeAll(async () => {
    t = await createModuleTestApp('audit');
    log = t.app.get(AuditLog);
  });
  afterAll(() => t.close());

  const base = new Date('2026-12-10T06:00:00Z');
  const minutes = (n: number) => new Date(base.getTime() + n * 60_000);
  const page = (query: Partial<AuditQuery>) => log.list({ sort: 'at', order: 'asc', limit: 50, offset: 0, ...query });
  const write = (entry: Parameters<AuditLog['record']>[1]) => t.em().transactional((em) => log.record(em, entry));

  it('keeps a line as written, its target taken from its kind unless given', async () => {
    const actorId = randomUUID();
    const targetId = randomUUID();
    await write({
      actorId,
      kind: 'admin.granted',
      targetId,
      before: { is_admin: false },
      after: { is_admin: true, remarks: 'Night shift' },
      at: minutes(1),
    });
    await write({
      actorId,
      kind: 'refund.retried',
      target: 'payout',
      targetId,
      before: null,
      after: null,
      at: minutes(2),
    });
    const { rows, total } = await page({ actorId });
    expect(total).toBe(2);
    expect(rows).toEqual([
      {
        id: expect.any(String),
        actorId,
        kind: 'admin.granted',
        target: 'user',
        targetId,
        before: { is_admin: false },
        after: { is_admin: true, remarks: 'Night shift' },
        at: minutes(1),
      },
      expect.objectContaining({ kind: 'refund.retried', target: 'payout', before: null, after: null, at: minutes(2) }),
    ]);
  });

  it('writes nothing when the caller’s transaction rolls back (a change and its line commit together)', async () => {
    const actorId = randomUUID();
    await expect(
      t.em().transactional(async (em) => {
        await log.record(em, {
          actorId,
          kind: 'event.verified',
          targetId: randomUUID(),
          before: null,
          after: null,
          at: base,
        });
        throw new Error('the change was refused');
      }),
    ).rejects.toThrow('the change was refused');
    expect(await page({ actorId })).toEqual({ rows: [], total: 0 });
  });

  describe('read with the Admin > Audit filters', () => {
    const actorId = randomUUID();
    const other = randomUUID();
    const eventId = 'aaaaaaaa-0000-4000-8000-000000000001';
    beforeAll(async () => {
      const line = (kind: 'event.verified' | 'event.rejected', at: Date, by = actorId, targetId = randomUUID()) =>
        write({ actorId: by, kind, targetId, before: null, after: null, at });
      await line('event.verified', minutes(10), actorId, eventId);
      await line('event.rejected', minutes(20));
      await line('event.rejected', minutes(30));
      await line('event.verified', minutes(40));
      await line('event.verified', minutes(25), other);
    });
    const times = async (query: Partial<AuditQuery>) =>
      (await page({ actorId, ...query })).rows.map((r) => r.at.getTime());

    it('by actor and kind, oldest or newest first', async () => {
      expect(await times({})).toEqual([10, 20, 30, 40].map((n) => minutes(n).getTime()));
      expect(await times({ order: 'desc' })).toEqual([40, 30, 20, 10].map((n) => minutes(n).getTime()));
      expect(await times({ kind: 'event.rejected' })).toEqual([minutes(20).getTime(), minutes(30).getTime()]);
      expect((await page({ actorId: other })).rows.map((r) => r.actorId)).toEqual([other]);
    });

    it('by date, both ends included', async () => {
      expect(await times({ from: minutes(20), to: minutes(30) })).toEqual([
        minutes(20).getTime(),
        minutes(30).getTime(),
      ]);
      expect(await times({ from: minutes(41) })).toEqual([]);
      expect(await times({ to: minutes(9) })).toEqual([]);
    });

    it("by the target's id typed in part, wildcards read literally", async () => {
      expect((await page({ actorId, search: '0000-4000-8000-00000000000' })).rows.map((r) => r.targetId)).toEqual([
        eventId,
      ]);
      expect(await page({ actorId, search: '%' })).toEqual({ rows: [], total: 0 });
      expect(await page({ actorId, search: '_' })).toEqual({ rows: [], total: 0 });
    });

    it('a page at a time with the total of all matching, also past the last page', async () => {
      const first = await page({ actorId, limit: 3 });
      expect(first.total).toBe(4);
      expect(first.rows).toHaveLength(3);
      const last = await page({ actorId, limit: 3, offset: 3 });
      expect(last).toMatchObject({ total: 4, rows: [expect.objectContaining({ at: minutes(40) })] });
      expect(await page({ actorId, limit: 3, offset: 9 })).toEqual({ rows: [], total: 4 });
    });

    it('answers an actor that is not a user id with nothing', async () => {
      expect(await page({ actorId: 'not-a-uuid' })).toEqual({ rows: [], total: 0 });
    });
  });

  it('refuses to change or remove a line, even by SQL (append-only, ADR 30)', async () => {
    const actorId = randomUUID();
    await write({ actorId, kind: 'user.deactivated', targetId: randomUUID(), before: null, after: null, at: base });
    await expect(t.sql('update audit_entries set kind = ? where actor_id = ?', ['x', actorId])).rejects.toThrow(
      'The audit log is append-only: UPDATE is not allowed',
    );
    await expect(t.sql('delete from audit_entries where actor_id = ?', [actorId])).rejects.toThrow(
      'The audit log is append-only: DELETE is not allowed',
    );
    expect((await page({ actorId })).total).toBe(1);
  });
});
