// What a restored database must show before anyone trusts it (db:restore prints it; the monthly drill
// in docs/operations.md reads it): the ledger balanced entry by entry and overall, and what it holds.

const COUNTED = [
  ['users', 'users'],
  ['transactions', 'orders'],
  ['ticket_transfers', 'transfers'],
  ['payouts', 'payouts and refunds'],
  ['ledger_entries', 'ledger entries'],
];

const rupees = (paise) => `₹${(Number(paise) / 100).toLocaleString('en-IN', { minimumFractionDigits: 2 })}`;

/** Reads the ledger and the main tables of a restored database; `balanced` is false when the ledger is not. */
export async function checkRestored(client) {
  const { rows: present } = await client.query(
    `select name from unnest($1::text[]) as name where to_regclass('public.' || name) is not null`,
    [[...COUNTED.map(([table]) => table), 'ledger_lines', 'mikro_orm_migrations']],
  );
  const has = (table) => present.some((row) => row.name === table);
  if (!has('ledger_entries') || !has('ledger_lines') || !has('mikro_orm_migrations')) {
    return { balanced: false, report: 'This is not a TicketSetu database: it has no ledger or no migrations table.' };
  }

  const { rows: unbalanced } = await client.query(`select e.key from ledger_entries e
    left join (select entry_id, count(*) as lines, sum(debit) as debits, sum(credit) as credits
               from ledger_lines group by entry_id) s on s.entry_id = e.id
    where coalesce(s.lines, 0) < 2 or s.debits <> s.credits order by e.id limit 5`);
  const {
    rows: [totals],
  } = await client.query(
    `select coalesce(sum(debit), 0)::text as debits, coalesce(sum(credit), 0)::text as credits from ledger_lines`,
  );
  const {
    rows: [migrations],
  } = await client.query(
    `select count(*)::int as applied, max(name) as latest from mikro_orm_migrations where name is not null`,
  );
  const counts = [];
  for (const [table, label] of COUNTED.filter(([table]) => has(table))) {
    const { rows } = await client.query(`select count(*)::int as n from ${table}`);
    counts.push(`${rows[0].n} ${label}`);
  }

  const balanced = unbalanced.length === 0 && totals.debits === totals.credits;
  const ledger = balanced
    ? `Ledger balanced: every entry, and debits = credits = ${rupees(totals.debits)} overall.`
    : `LEDGER NOT BALANCED: debits ${rupees(totals.debits)}, credits ${rupees(totals.credits)}; ` +
      `unbalanced entries: ${unbalanced.map((row) => row.key).join(', ') || 'none'}. Do not use this database.`;
  return {
    balanced,
    report: [
      ledger,
      `Holds ${counts.join(', ')}.`,
      `Migrations: ${migrations.applied} applied, the latest ${migrations.latest}.`,
    ].join('\n'),
  };
}
