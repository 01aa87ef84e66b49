// Prints what `npm run scale:test` measured and proved.
import os from 'node:os';

const fmt = (n, digits = 0) => (n === null || n === undefined || Number.isNaN(n) ? 'n/a' : n.toFixed(digits));
const list = (counts) =>
  Object.entries(counts ?? {})
    .map(([k, v]) => `${k}: ${v}`)
    .join(', ');

export function printReport({ database, flash, jobs, limit, failover, afterKill, limitAfterKill, drains, checks }) {
  const out = [];
  out.push('', '=== TicketSetu on two replicas behind nginx (npm run scale:test) ===');
  out.push(
    `Machine: ${os.cpus().length} cores, load average ${os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')} (shared: figures are noisy); ` +
      `PostgreSQL ${database.version}, max_connections ${database.max_connections}`,
  );
  if (flash) printFlashSale(out, flash);
  if (jobs) printJobs(out, jobs);
  printFailures(out, { limit, failover, afterKill, limitAfterKill, drains });
  out.push('', 'Checks:');
  for (const [name, ok, detail] of checks) out.push(`  ${ok ? 'PASS' : 'FAIL'}  ${name}  (${detail})`);
  console.log(out.join('\n'));
}

function printFlashSale(out, flash) {
  const { sale, bare, saleInventory: inv } = flash;
  out.push('', `1. Flash sale through nginx: ${sale.buyers} buyers, one Pay each, for ${inv.offered} tickets`);
  out.push(
    `   held+sold ${inv.held + inv.sold} of ${inv.offered}, oversold ${inv.oversold}; answers {${list(sale.statuses)}}; ` +
      `5xx/failed ${sale.serverErrors}`,
  );
  out.push(
    `   ${fmt(sale.perSecond)} checkouts/s decided in ${fmt(sale.seconds, 2)} s; latency per answer p50 ${fmt(sale.latencyMs.p50)} ms, ` +
      `p99 ${fmt(sale.latencyMs.p99)} ms; buyer's first Pay to final answer p99 ${fmt(sale.buyerMs.p99)} ms; ` +
      `new client connections during the race ${sale.newConnectionsDuringRace}, listen-queue overflows on this machine ${sale.listenOverflows}`,
  );
  const d = flash.direct;
  out.push(
    `   one replica alone, no nginx (same buyers, another sale): ${fmt(d.perSecond)} checkouts/s, p50 ${fmt(d.latencyMs.p50)} ms, ` +
      `p99 ${fmt(d.latencyMs.p99)} ms; held+sold ${flash.directInventory.held + flash.directInventory.sold}, oversold ${flash.directInventory.oversold}, ` +
      `5xx ${d.serverErrors}`,
  );
  const sp = flash.split;
  out.push(
    `   both replicas, no nginx (the client sends buyer i to replica i mod 2): ${fmt(sp.perSecond)} checkouts/s, ` +
      `p99 ${fmt(sp.p99)} ms (the worse half); held+sold ${sp.inventory.held + sp.inventory.sold}, oversold ${sp.inventory.oversold}, 5xx ${sp.serverErrors}`,
  );
  const ag = flash.again;
  out.push(
    `   through nginx again, after those two: ${fmt(ag.perSecond)} checkouts/s, p50 ${fmt(ag.latencyMs.p50)} ms, ` +
      `p99 ${fmt(ag.latencyMs.p99)} ms; held+sold ${flash.againInventory.held + flash.againInventory.sold}, 5xx ${ag.serverErrors}`,
  );
  out.push(
    `   bare hold statement (pool of 20 = 2 replicas x 10): ${fmt(bare.perSecond)}/s, p50 ${fmt(bare.latencyMs.p50)} ms, ` +
      `p99 ${fmt(bare.latencyMs.p99)} ms`,
  );
  out.push(
    `   ratio app/bare ${fmt(flash.ratio, 2)}x (one replica alone ${fmt(d.perSecond / bare.perSecond, 2)}x); p99 app/bare ${fmt(flash.p99Ratio, 2)}x (target <= 1.5x: ${flash.p99Ratio <= 1.5 ? 'MET' : 'MISSED'})`,
  );
}

function printJobs(out, jobs) {
  const c = jobs.counts;
  out.push('', `2. Jobs and outbox, both replicas polling: ${JSON.stringify(jobs.work)}`);
  out.push(
    `   outbox: ${c.deliveries.events} events, ${c.deliveries.deliveries} deliveries, done ${c.deliveries.done}, ` +
      `failed ${c.deliveries.failed}, pending ${c.deliveries.pending}, run more than once ${c.deliveries.retried} (max attempts ${c.deliveries.max_attempts})`,
  );
  out.push(`   by handler: ${list(c.deliveries.by_handler)}`);
  out.push(
    `   mail: ${c.emails.mailed} in the mailbox, ${c.emails.recorded} recorded as sent once (sent_emails, waiting-list offers)`,
  );
  out.push(
    `   payouts: ${c.payouts.seller_payouts} seller payouts, ${c.payouts.buyer_refunds} buyer refunds, ${c.payouts.twice_per_transfer} twice per transfer`,
  );
  out.push(
    `   refunds: ${c.refunds.orders_refunded} orders refunded, ${c.refunds.gateway_refunds} refunds at the gateway, ` +
      `${c.refunds.gateway_refunds_twice_per_order} twice per order`,
  );
  out.push(
    `   ledger: ${c.ledger.entries} entries {${list(c.ledger.by_kind)}}, ${c.ledger.twice_per_order} twice per order`,
  );
  out.push(`   holds: ${JSON.stringify(c.holds)}; waiting list: ${JSON.stringify(c.waitlist)}`);
}

function printFailures(out, { limit, failover, afterKill, limitAfterKill, drains }) {
  out.push('', '3. SIGKILL of replica A mid-traffic');
  out.push(`   rate limit, alternating replicas: ${limit.answers.join(' ')} (first 429 at #${limit.first429})`);
  out.push(
    `   ${failover.writes} writes, SIGKILL after ${failover.killedAfter}; orders {${list(failover.orders)}}, ` +
      `listings {${list(failover.listings)}}; Pays retried by the client ${failover.retriedOrders} (succeeded ${failover.retriedOrdersSucceeded}, the slowest after ${fmt(failover.slowestRetriedMs / 1000, 1)} s); ` +
      `passed on by nginx ${failover.retriedByNginx} {${failover.retriedByNginxStatuses.join(', ')}}; nginx errors {${list(failover.nginxErrors)}}`,
  );
  out.push(
    `   acknowledged ${failover.acknowledged.orders} orders, found ${failover.db.orders_found}; ${failover.acknowledged.listings} listings, ` +
      `found ${failover.db.listings_found}; keys with two orders ${failover.db.keys_with_two_orders}`,
  );
  out.push(
    `   cookie session on the survivor: ${afterKill.status}; limit after the kill: ${limitAfterKill.answers.join(' ')}`,
  );

  out.push('', '4. SIGTERM drains (a rolling restart; Pays on the new replicas wait 1.5 s at a slow sandbox)');
  for (const [name, d] of Object.entries(drains)) {
    out.push(
      `   replica ${name}: ${d.requests} requests {${list(d.counts)}}, cut ${d.cut}; in flight at SIGTERM ${d.inFlightAtSigterm}; ` +
        `finished by it after SIGTERM ${d.finishedByVictimAfterSigterm}; passed on by nginx ${d.retriedByNginx} {${d.retriedStatuses.join(', ')}}; nginx errors {${list(d.nginxErrors)}}; exit ${d.exit}`,
    );
  }
}
