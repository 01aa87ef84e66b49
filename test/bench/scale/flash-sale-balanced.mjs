// The flash sale of flash-sale.mjs through nginx and two replicas, the same race against one replica
// alone (no nginx, the other idle), and the bare hold statement, in the same run.
import { inventoryAfter, raceBareHolds, raceCheckout } from '../flash-sale.mjs';

// The bare statement gets the connections both replicas have together (2 x orm.config.ts poolMax).
const POOL_TOTAL = 20;

export async function flashSaleThroughNginx({ client, nginx, replicas, databaseUrl, tokens, sales, check, log }) {
  const [replica, other] = replicas;
  // Warm-up with every buyer (not 200 as in npm run bench): the first race at full size is slower in
  // every path (run 11: the same race through nginx went from 511 to 859 checkouts/s when run again),
  // and a site in a rush has been busy for a while.
  const warm = await raceCheckout(nginx, tokens, sales.appWarmup.listings);
  await raceBareHolds(databaseUrl, POOL_TOTAL, 200, sales.bareWarmup.listings);
  log(`warm-up: ${JSON.stringify(warm.statuses)}`);
  const sale = await raceCheckout(nginx, tokens, sales.app.listings);
  const saleInventory = await inventoryAfter(client, sales.app.listings);
  // The same race against replica A alone, no nginx (B idle): what the balancer and a second process change.
  const direct = await raceCheckout(replica, tokens, sales.direct.listings);
  const directInventory = await inventoryAfter(client, sales.direct.listings);
  // Both replicas without nginx: buyer i on replica i mod 2 (the client balances). Tells the balancer's
  // share from the second process's. Figures: both halves together (p99: the worse half's).
  const halves = await Promise.all(
    [replica, other].map((server, k) =>
      raceCheckout(
        server,
        tokens.filter((_, i) => i % 2 === k),
        sales.split.listings,
      ),
    ),
  );
  const split = {
    perSecond: halves.reduce((n, h) => n + h.perSecond * h.seconds, 0) / Math.max(...halves.map((h) => h.seconds)),
    p99: Math.max(...halves.map((h) => h.latencyMs.p99)),
    serverErrors: halves.reduce((n, h) => n + h.serverErrors, 0),
    inventory: await inventoryAfter(client, sales.split.listings),
  };
  // Through nginx once more, last: whether the order of the races, not the balancer, made the difference.
  const again = await raceCheckout(nginx, tokens, sales.again.listings);
  const againInventory = await inventoryAfter(client, sales.again.listings);
  const bare = await raceBareHolds(databaseUrl, POOL_TOTAL, tokens.length, sales.bare.listings);
  const bareInventory = await inventoryAfter(client, sales.bare.listings);

  log(
    `flash sale: ${JSON.stringify(sale.statuses)}, ${sale.perSecond.toFixed(0)}/s, p99 ${sale.latencyMs.p99.toFixed(0)} ms, overflows ${sale.listenOverflows}, by status ${JSON.stringify(sale.latencyByStatusMs)}; bare ${bare.perSecond.toFixed(0)}/s p99 ${bare.latencyMs.p99.toFixed(0)} ms`,
  );
  check(
    'flash sale: holds taken equal the tickets on offer',
    saleInventory.held + saleInventory.sold === saleInventory.offered,
    `${saleInventory.held + saleInventory.sold} of ${saleInventory.offered}`,
  );
  check('flash sale: oversold 0', saleInventory.oversold === 0, String(saleInventory.oversold));
  check('flash sale: no 5xx, no failed request', sale.serverErrors === 0, `${sale.serverErrors} of ${sale.requests}`);
  check(
    'flash sale: only 201, 409 and 429 with Retry-After',
    sale.oddAnswers.length === 0,
    sale.oddAnswers.join('; ') || 'yes',
  );
  return {
    sale,
    saleInventory,
    direct,
    directInventory,
    split,
    again,
    againInventory,
    bare,
    bareInventory,
    ratio: sale.perSecond / bare.perSecond,
    p99Ratio: sale.latencyMs.p99 / bare.latencyMs.p99,
  };
}
