import { randomUUID } from 'node:crypto';
import { MikroORM } from '@mikro-orm/postgresql';
import { checkoutTotal, paise } from '@ticketsetu/contracts/money';
import { prng, randomHistory } from '../../../../test/harness/ledger-history.js';
import { createModuleTestApp } from '../../../../test/harness/module-test-app.js';
import type { TestApp } from '../../../../test/harness/test-app.js';
import { balanceOf, type LedgerEntryRecord } from '../domain/balances.js';
import { sameFact } from '../domain/journal-entry.js';
import {
  accountCodes,
  buyerRefunded,
  checkInvariants,
  type JournalEntry,
  LedgerError,
  LedgerService,
  paymentCaptured,
  rewardEarned,
  rewardReversed,
} from '../index.js';

describe('the ledger, booted alone, posted through the real service into PostgreSQL', () => {
  let t: TestApp;
  let ledger: LedgerService;
  let orm: MikroORM;
  const at = new Date('2026-12-01T10:00:00+05:30');

  beforeAll(async () => {
    t = await createModuleTestApp('ledger');
    ledger = t.app.get(LedgerService);
    orm = t.app.get(MikroORM);
  });
  afterAll(() => t.close());

  /** Posts in a transaction of its own, as a caller's settlement would. */
  const post = (entry: JournalEntry) => orm.em.fork().transactional((tx) => ledger.post(tx, entry));

  function capture(orderId = randomUUID(), buyerId = randomUUID()) {
    const c = checkoutTotal(paise(249_900), 2, 5);
    return paymentCaptured({
      orderId,
      buyerId,
      subtotal: c.subtotal,
      buyerFee: c.fee,
      creditApplied: c.creditApplied,
      total: c.total,
      occurredAt: at,
    });
  }

  const rowsFor = (key: string) =>
    t.sql<{ id: string; lines: string }>(
      `select e.id, (select count(*) from ledger_lines l where l.entry_id = e.id) as lines
       from ledger_entries e where e.key = ?`,
      [key],
    );

  /** Every entry in the database as the pure checks take them. */
  async function allEntries(): Promise<LedgerEntryRecord[]> {
    const rows = await t.sql<{
      id: string;
      key: string;
      kind: string;
      order_id: string | null;
      account: string;
      party_id: string | null;
      debit: string;
      credit: string;
    }>(
      `select e.id, e.key, e.kind, e.order_id, l.account, l.party_id, l.debit, l.credit
       from ledger_entries e left join ledger_lines l on l.entry_id = e.id order by e.id, l.line_no`,
    );
    const entries = new Map<
      string,
      { key: string; kind: string; orderId: string | null; lines: LedgerEntryRecord['lines'][number][] }
    >();
    for (const row of rows) {
      const entry = entries.get(row.id) ?? { key: row.key, kind: row.kind, orderId: row.order_id, lines: [] };
      if (row.account)
        entry.lines.push({
          account: row.account,
          partyId: row.party_id,
          debit: Number(row.debit),
          credit: Number(row.credit),
        });
      entries.set(row.id, entry);
    }
    return [...entries.values()];
  }

  it('stores an entry and its lines, and reads them back as plain objects', async () => {
    const entry = capture();
    const result = await post(entry);
    expect(result.created).toBe(true);
    expect(result.entry).toMatchObject({
      key: entry.key,
      kind: 'payment_captured',
      orderId: entry.orderId,
      occurredAt: at,
    });
    expect(result.entry.lines).toEqual(entry.lines);
    const [stored] = await ledger.entriesForOrder(entry.orderId!);
    expect(stored).toEqual({ ...result.entry, recordedAt: expect.any(Date) });
    expect(stored!.id).toBe(result.entry.id);
    expect(Object.getPrototypeOf(stored)).toBe(Object.prototype);
    expect(await ledger.entriesForOrder(randomUUID())).toEqual([]);
    expect(await ledger.entriesForOrder('not-an-order')).toEqual([]);
  });

  it('stores one entry when the same key is posted twice, and returns the first', async () => {
    const entry = capture();
    const first = await post(entry);
    // The same capture seen again later (webhook after the result page): another time, same fact.
    const again = await post({ ...entry, occurredAt: new Date(at.getTime() + 60_000) });
    expect(again.created).toBe(false);
    expect(again.entry).toEqual(first.entry);
    expect(await rowsFor(entry.key)).toEqual([{ id: first.entry.id, lines: '3' }]);
  });

  it('refuses, loudly, a different entry under a key already used, and rolls the caller back', async () => {
    const orderId = randomUUID();
    const buyerId = randomUUID();
    await post(capture(orderId, buyerId));
    const c = checkoutTotal(paise(100_000), 1, 0);
    const other = paymentCaptured({
      orderId,
      buyerId,
      subtotal: c.subtotal,
      buyerFee: c.fee,
      creditApplied: c.creditApplied,
      total: c.total,
      occurredAt: at,
    });
    const marker = `reward-earned:${randomUUID()}`;
    const attempt = orm.em.fork().transactional(async (tx) => {
      await ledger.post(tx, rewardEarned({ key: marker.slice(14), buyerId, amount: paise(100), occurredAt: at }));
      return ledger.post(tx, other);
    });
    await expect(attempt).rejects.toThrow(LedgerError);
    await expect(attempt).rejects.toMatchObject({ code: 'LEDGER_KEY_REUSED' });
    await expect(attempt).rejects.toThrow(new RegExp(`^Ledger key payment-captured:${orderId} was already posted`));
    expect(await rowsFor(`payment-captured:${orderId}`)).toHaveLength(1);
    expect(await rowsFor(marker)).toEqual([]); // the caller's other work rolled back with it
  });

  it('stores one entry when many transactions post the same key at once', async () => {
    const entry = capture();
    const results = await Promise.all(Array.from({ length: 8 }, () => post(entry)));
    expect(results.filter((r) => r.created)).toHaveLength(1);
    expect(new Set(results.map((r) => r.entry.id)).size).toBe(1);
    expect(await rowsFor(entry.key)).toEqual([{ id: results[0]!.entry.id, lines: '3' }]);
  });

  it("writes in the caller's transaction: nothing stays when the caller rolls back", async () => {
    const entry = capture();
    await expect(
      orm.em.fork().transactional(async (tx) => {
        await ledger.post(tx, entry);
        // Inside the transaction the entry is there for the caller's own reads...
        expect(await tx.execute('select 1 from ledger_entries where key = ?', [entry.key])).toHaveLength(1);
        throw new Error('the settlement failed after posting');
      }),
    ).rejects.toThrow('the settlement failed after posting');
    // ...and gone with it.
    expect(await rowsFor(entry.key)).toEqual([]);
  });

  it('refuses, in the database, an entry that does not balance even when written by raw SQL', async () => {
    const orderId = randomUUID();
    const insertEntry = `insert into ledger_entries (key, kind, order_id, occurred_at) values (?, 'payment_captured', ?, now()) returning id`;
    // One statement, committed on its own: the check runs at its end.
    await expect(
      t.sql(
        `with e as (${insertEntry})
         insert into ledger_lines (entry_id, line_no, account, debit, credit)
         select e.id, n, a, d, c from e, (values (1, 'gateway_clearing', 1000, 0), (2, 'escrow', 0, 999)) v (n, a, d, c)`,
        [`raw:${orderId}`, orderId],
      ),
    ).rejects.toThrow(`ledger entry raw:${orderId} does not balance: 2 line(s), debits 1000 and credits 999 paise`);
    // In a transaction: refused at commit, once every line is in.
    await expect(
      orm.em.fork().transactional(async (tx) => {
        const [row] = await tx.execute<{ id: string }[]>(insertEntry, [`raw-tx:${orderId}`, orderId]);
        await tx.execute(
          `insert into ledger_lines (entry_id, line_no, account, debit) values (?, 1, 'gateway_clearing', 1000)`,
          [row!.id],
        );
      }),
    ).rejects.toThrow(`ledger entry raw-tx:${orderId} does not balance: 1 line(s), debits 1000 and credits 0 paise`);
    // An entry without lines, and a single line: both fewer than two lines.
    await expect(t.sql(insertEntry, [`bare:${orderId}`, orderId])).rejects.toThrow(
      `ledger entry bare:${orderId} does not balance: 0 line(s)`,
    );
    // Lines of one side only, or a line on both sides, fail the row checks.
    await expect(
      t.sql(
        `with e as (${insertEntry})
         insert into ledger_lines (entry_id, line_no, account, debit, credit) select e.id, 1, 'escrow', 5, 5 from e`,
        [`both:${orderId}`, orderId],
      ),
    ).rejects.toThrow(/ledger_lines_one_side_check/);
    expect(await t.sql('select key from ledger_entries where order_id = ?', [orderId])).toEqual([]);
  });

  it('refuses a line added later to an entry already posted, even if it balances', async () => {
    const { entry } = await post(capture());
    await expect(
      t.sql(
        `insert into ledger_lines (entry_id, line_no, account, debit, credit)
         values (?, 10, 'gateway_clearing', 500, 0), (?, 11, 'escrow', 0, 500)`,
        [entry.id, entry.id],
      ),
    ).rejects.toThrow(`ledger entry ${entry.key} was posted by an earlier transaction: no line can be added to it`);
  });

  it('refuses UPDATE, DELETE and TRUNCATE on ledger rows (append-only)', async () => {
    const { entry } = await post(capture());
    const refused = (op: string, table: string) =>
      `the ledger is append-only: ${op} on ${table} refused (post a correcting entry instead)`;
    await expect(t.sql(`update ledger_entries set order_id = null where id = ?`, [entry.id])).rejects.toThrow(
      refused('UPDATE', 'ledger_entries'),
    );
    await expect(t.sql(`update ledger_lines set debit = debit + 1 where entry_id = ?`, [entry.id])).rejects.toThrow(
      refused('UPDATE', 'ledger_lines'),
    );
    await expect(t.sql(`delete from ledger_lines where entry_id = ?`, [entry.id])).rejects.toThrow(
      refused('DELETE', 'ledger_lines'),
    );
    await expect(t.sql(`delete from ledger_entries where id = ?`, [entry.id])).rejects.toThrow(
      refused('DELETE', 'ledger_entries'),
    );
    await expect(t.sql(`truncate ledger_lines, ledger_entries`)).rejects.toThrow(/the ledger is append-only: TRUNCATE/);
    expect(await ledger.entriesForOrder(entry.orderId!)).toEqual([
      expect.objectContaining({ key: entry.key, lines: entry.lines }),
    ]);
  });

  it('keeps every invariant after random histories posted through the service, repeats included', async () => {
    const random = prng(20261123);
    let repeats = 0;
    for (const seed of [101, 202, 303]) {
      const { steps, model, buyers, sellers } = randomHistory(seed, 70);
      const posted: JournalEntry[] = [];
      for (const step of steps) {
        expect((await post(step.entry)).created).toBe(true);
        posted.push(step.entry);
        // Handlers run more than once: a repeat of any earlier fact writes nothing.
        if (random() < 0.2) {
          const earlier = posted[Math.floor(random() * posted.length)]!;
          const again = await post(earlier);
          expect(again.created).toBe(false);
          expect(sameFact(again.entry, earlier)).toBe(true);
          repeats++;
        }
      }
      for (const seller of sellers)
        expect(await ledger.balance('seller_payable', seller)).toBe(model.sellerOwed.get(seller));
      for (const buyer of buyers)
        expect(await ledger.balance('rewards_liability', buyer)).toBe(model.credit.get(buyer));
      for (const orderId of new Set(posted.map((e) => e.orderId).filter((id) => id !== null))) {
        const stored = await ledger.entriesForOrder(orderId);
        const expected = posted.filter((e) => e.orderId === orderId);
        expect(stored.map((e) => e.key)).toEqual(expected.map((e) => e.key));
        stored.forEach((e, i) => expect(sameFact(e, expected[i]!)).toBe(true));
      }
    }
    expect(repeats).toBeGreaterThan(0);
    expect(await ledger.checkInvariants()).toEqual([]);

    // The database's figures agree with the pure ones over the very same rows.
    const entries = await allEntries();
    expect(checkInvariants(entries)).toEqual([]);
    const totals = await ledger.totals();
    expect(totals.map((total) => total.account)).toEqual([...accountCodes]);
    for (const total of totals) {
      const pure = balanceOf(entries, total.account);
      expect(total).toMatchObject({ debits: pure.debits, credits: pure.credits, balance: pure.balance });
      expect(await ledger.balance(total.account)).toBe(pure.balance);
    }
    expect(totals.reduce((sum, x) => sum + x.debits, 0)).toBe(totals.reduce((sum, x) => sum + x.credits, 0));
  });

  it('reports what the database lets through but the business forbids, exactly as the pure check does', async () => {
    const buyerId = randomUUID();
    // A credit taken back that was never earned: a caller's bug the triggers cannot see (it balances).
    await post(rewardEarned({ key: `earned-${buyerId}`, buyerId, amount: paise(1_000), occurredAt: at }));
    await post(rewardReversed({ key: `never-earned-${buyerId}`, buyerId, amount: paise(1_500), occurredAt: at }));
    // A refund of an order whose capture was never posted: escrow and the fee go negative for it.
    const orderId = randomUUID();
    const c = checkoutTotal(paise(10_000), 1, 10);
    await post(
      buyerRefunded({
        refundId: 'r1',
        orderId,
        buyerId,
        subtotal: c.subtotal,
        buyerFee: c.fee,
        creditApplied: c.creditApplied,
        total: c.total,
        occurredAt: at,
      }),
    );
    // A balanced entry written by raw SQL in a shape no posting rule makes.
    await t.sql(
      `with e as (insert into ledger_entries (key, kind, occurred_at) values (?, 'payout_processed', now()) returning id)
       insert into ledger_lines (entry_id, line_no, account, debit, credit)
       select e.id, n, a, d, c from e, (values (1, 'rewards_expense', 7, 0), (2, 'gateway_clearing', 0, 7)) v (n, a, d, c)`,
      [`odd:${orderId}`],
    );

    const found = await ledger.checkInvariants();
    expect(found).toEqual(checkInvariants(await allEntries()));
    expect(found).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          rule: 'never_negative',
          account: 'rewards_liability',
          partyId: buyerId,
          amount: -500,
        }),
        expect.objectContaining({ rule: 'never_negative', account: 'escrow', orderId, amount: -10_000 }),
        expect.objectContaining({ rule: 'never_negative', account: 'buyer_fee_revenue', orderId, amount: -1_000 }),
        expect.objectContaining({ rule: 'line_fits_kind', key: `odd:${orderId}`, account: 'rewards_expense' }),
      ]),
    );
    expect(found.every((v) => v.rule !== 'entry_balanced' && v.rule !== 'ledger_balanced')).toBe(true);
  });

  it('answers balances for one party, for all parties, and refuses a party on an account kept whole', async () => {
    const buyerId = randomUUID();
    await post(rewardEarned({ key: `b-${buyerId}`, buyerId, amount: paise(2_500), occurredAt: at }));
    expect(await ledger.balance('rewards_liability', buyerId)).toBe(2_500);
    expect(await ledger.balance('rewards_liability', buyerId.toUpperCase())).toBe(2_500);
    expect(await ledger.balance('rewards_liability', randomUUID())).toBe(0);
    await expect(ledger.balance('escrow', buyerId)).rejects.toMatchObject({ code: 'LEDGER_QUERY_INVALID' });
    await expect(ledger.balance('cash' as never)).rejects.toMatchObject({ code: 'LEDGER_QUERY_INVALID' });
  });

  it("answers many parties' balances at once, each as `balance` would, in the order asked", async () => {
    const [a, b, none] = [randomUUID(), randomUUID(), randomUUID()];
    await post(rewardEarned({ key: `pa-${a}`, buyerId: a, amount: paise(1_200), occurredAt: at }));
    await post(rewardEarned({ key: `pb-${b}`, buyerId: b, amount: paise(300), occurredAt: at }));
    await post(rewardEarned({ key: `pb2-${b}`, buyerId: b, amount: paise(400), occurredAt: at }));
    const asked = [b, a.toUpperCase(), none, 'not-a-uuid', a];
    const balances = await ledger.partyBalances('rewards_liability', asked);
    expect(asked.map((id) => balances.get(id))).toEqual([700, 1_200, 0, 0, 1_200]);
    for (const id of [a, b, none]) expect(balances.get(id)).toBe(await ledger.balance('rewards_liability', id));
    await expect(ledger.partyBalances('escrow', [a])).rejects.toMatchObject({ code: 'LEDGER_QUERY_INVALID' });
  });
});
