/**
 * The module map (docs/architecture.md, "Module boundaries"), the one copy both checks read:
 * .dependency-cruiser.cjs (every `import` line, `npm run lint`) and backend/test/module-map.int-spec.ts
 * (Nest's injector: each module booted alone). Each module lists every module it may use: the stages
 * to its right in the map, then identity and audit, which every module may use.
 *
 *                               support
 *                                  ^
 *   backoffice -> sellers -> disputes -> payouts -> transfers -> orders -> rewards -> ledger
 *                                                                |  \--> tax ----------^
 *                                                                |  \--> payments
 *                          waitlist ---------------------------> listings -> catalog
 *                          alerts -----------------------------^
 *
 * backoffice (ADR 71) reads every module's public entry for the admin pages; no module uses it.
 */
// prettier-ignore
const uses = {
  backoffice: ['sellers', 'disputes', 'support', 'payouts', 'transfers', 'orders', 'rewards', 'tax', 'ledger', 'listings', 'catalog', 'payments', 'waitlist', 'alerts', 'identity', 'audit'], // the admin pages (ADR 71)
  sellers:   ['disputes', 'support', 'payouts', 'transfers', 'orders', 'rewards', 'tax', 'ledger', 'listings', 'catalog', 'payments', 'identity', 'audit'], // reads every stage of a sale (ADR 65)
  disputes:  ['support', 'payouts', 'transfers', 'orders', 'rewards', 'tax', 'ledger', 'listings', 'catalog', 'payments', 'identity', 'audit'],
  payouts:   ['transfers', 'orders', 'rewards', 'tax', 'ledger', 'listings', 'catalog', 'payments', 'identity', 'audit'],
  transfers: ['orders', 'rewards', 'tax', 'ledger', 'listings', 'catalog', 'payments', 'identity', 'audit'],
  orders:    ['rewards', 'tax', 'ledger', 'listings', 'catalog', 'payments', 'identity', 'audit'],
  rewards:   ['ledger', 'identity', 'audit'],
  tax:       ['ledger', 'identity', 'audit'], // invoices follow the fee entries orders and payouts post
  waitlist:  ['listings', 'catalog', 'identity', 'audit'],
  alerts:    ['listings', 'catalog', 'identity', 'audit'],
  listings:  ['catalog', 'identity', 'audit'],
  catalog:   ['identity', 'audit'],
  identity:  ['audit'],
  support:   ['identity', 'audit'], // contact messages; disputes reads them (the complaints' lookup, ADR 67)
  payments:  [],           // the PhonePe gateway (ADR 14): it calls no one
  ledger:    [],           // sink: many post to it, it calls no one
  audit:     [],           // sink
};

// The table itself must point one way: a module that can reach itself would allow a cycle.
const reachable = (name, seen = new Set()) => {
  for (const dep of uses[name]) {
    if (!uses[dep]) throw new Error(`backend/module-map.cjs: ${name} uses ${dep}, which has no row in \`uses\``);
    if (!seen.has(dep)) reachable(dep, seen.add(dep));
  }
  return seen;
};
for (const name of Object.keys(uses)) {
  if (reachable(name).has(name)) throw new Error(`backend/module-map.cjs: ${name} can reach itself in \`uses\``);
}

module.exports = { uses };
