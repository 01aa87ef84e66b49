import { uuidArray } from '../../../shared/domain/ids.js';
import {
  ACTIVE_WINDOW_MS,
  eventTimeStatus,
  eventTimeStatuses,
  eventTimeStatusSql,
} from '../domain/event-time-status.js';
import { isOpenForSale, openForSaleSql } from '../domain/open-for-sale.js';
import { factories } from '../../../../test/harness/factories.js';
import { createModuleTestApp } from '../../../../test/harness/module-test-app.js';
import type { TestApp } from '../../../../test/harness/test-app.js';

const DAY = 86_400_000;
/** When each event starts, in ms from now: both sides of every boundary the two rules draw, to the ms. */
const startsIn = [-30 * DAY, -1, 0, 1, ACTIVE_WINDOW_MS - 1, ACTIVE_WINDOW_MS, ACTIVE_WINDOW_MS + 1, 30 * DAY];

interface Row {
  id: string;
  startsIn: number;
  isActive: boolean;
  eventDate: Date;
}

/**
 * Each pure catalog rule and its SQL twin give the same answer for every row of a table of events in
 * the real `events` table: open for sale (`isOpenForSale` / `openForSaleSql`) and the time status staff
 * filter by (`eventTimeStatus` / `eventTimeStatusSql`), at one fixed now passed to both.
 */
describe('the catalog rules and their SQL twins agree', () => {
  let t: TestApp;
  let now: Date;
  const rows: Row[] = [];

  beforeAll(async () => {
    t = await createModuleTestApp('catalog');
    const make = factories(t);
    now = t.clock.now();
    for (const offset of startsIn) {
      for (const isActive of [true, false]) {
        const { id } = await make.event();
        const eventDate = new Date(now.getTime() + offset);
        await t.sql('update events set event_date = ?, is_active = ? where id = ?', [eventDate, isActive, id]);
        rows.push({ id, startsIn: offset, isActive, eventDate });
      }
    }
  });
  afterAll(() => t.close());

  /** The ids of the table's events that `sql` (on alias `e`) selects. */
  async function selected(sql: string, params: unknown[]): Promise<Set<string>> {
    const found = await t.sql<{ id: string }>(`select e.id from events e where e.id = any(?::uuid[]) and ${sql}`, [
      uuidArray(rows.map((r) => r.id)),
      ...params,
    ]);
    return new Set(found.map((r) => r.id));
  }

  it('open for sale: active and not yet started', async () => {
    const open = await selected(openForSaleSql('e'), [now]);
    const answers = rows.map((r) => ({ startsIn: r.startsIn, isActive: r.isActive, open: open.has(r.id) }));
    expect(answers).toEqual(
      rows.map((r) => ({ startsIn: r.startsIn, isActive: r.isActive, open: isOpenForSale(r, now) })),
    );
    expect(answers.filter((a) => a.open).map((a) => a.startsIn)).toEqual(startsIn.filter((ms) => ms > 0));
  });

  it.each(eventTimeStatuses)('time status %s', async (status) => {
    const { sql, params } = eventTimeStatusSql('e', status, now);
    const found = await selected(sql, params);
    const answers = rows.map((r) => ({ startsIn: r.startsIn, isActive: r.isActive, selected: found.has(r.id) }));
    expect(answers).toEqual(
      rows.map((r) => ({
        startsIn: r.startsIn,
        isActive: r.isActive,
        selected: eventTimeStatus(r.eventDate, now) === status,
      })),
    );
    expect(found.size).toBeGreaterThan(0);
  });
});
