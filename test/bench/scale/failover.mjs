// A replica killed (SIGKILL) mid-traffic: writes keep going through nginx; orders are retried by the
// client with the same Idempotency-Key; every write answered 2xx must exist exactly once afterwards;
// a signed-in session keeps working on the survivor; rate-limit counters live in Redis, so they are
// shared by the replicas and outlive the one that died.
import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { nginxErrorsSince, nginxLogSince } from './drain.mjs';

const pdf = Buffer.from('%PDF-1.4\n1 0 obj <</Type /Catalog /Pages 2 0 R>> endobj\ntrailer <</Root 1 0 R>>\n%%EOF\n');
const RETRYABLE = (status) => status === 'network error' || status === 502 || status === 503 || status === 504;
// A Pay whose payment start the killed replica had claimed: the order exists, and the other replica answers
// 409 'Your payment is still being set up' with Retry-After until the claim's lease (60 s) lapses.
const SETTING_UP = (answer) => answer.status === 409 && answer.headers?.get('retry-after');

async function send(url, init) {
  try {
    const res = await fetch(url, { ...init, signal: AbortSignal.timeout(30_000) });
    const text = await res.text();
    let body = null;
    try {
      body = JSON.parse(text);
    } catch {
      // not JSON
    }
    return { status: res.status, body, headers: res.headers };
  } catch (error) {
    return { status: 'network error', body: String(error.cause?.code ?? error.message) };
  }
}

/**
 * One Pay per buyer token (own key each) and two new listings per seller, 12 at a time through nginx,
 * shuffled; `victim` gets SIGKILL once a third of them have been sent. A failed Pay is sent again with
 * the same key for up to 2 minutes; a failed listing is not (it has no key): it is only required that
 * every listing answered 201 exists.
 */
export async function killMidTraffic({ client, nginx, victim, buyerTokens, listings, sellers, eventId }) {
  const writes = [
    ...buyerTokens.map((token, i) => ({
      kind: 'order',
      token,
      key: randomUUID(),
      listingId: listings[i % listings.length].id,
    })),
    ...sellers.flatMap((s) => [0, 1].map(() => ({ kind: 'listing', token: s.token, upiId: s.upi }))),
  ].sort(() => Math.random() - 0.5);
  const killAfter = Math.floor(writes.length / 3);
  let sent = 0;
  let killedAt = null;
  const outcomes = [];
  const worker = async () => {
    while (writes.length) {
      const w = writes.shift();
      if (++sent === killAfter) {
        victim.kill('SIGKILL');
        killedAt = Date.now();
      }
      const headers = { Authorization: `Bearer ${w.token}` };
      let answer;
      let tries = 0;
      if (w.kind === 'order') {
        headers['Content-Type'] = 'application/json';
        headers['Idempotency-Key'] = w.key;
        const body = JSON.stringify({ listingId: w.listingId, quantity: 1, platformId: 'bench@district' });
        const first = Date.now();
        for (;;) {
          answer = await send(`${nginx.url}/api/v1/orders`, { method: 'POST', headers, body });
          const again = RETRYABLE(answer.status) || SETTING_UP(answer);
          if (!again || Date.now() - first > 120_000) break;
          tries++;
          await sleep(SETTING_UP(answer) ? Number(answer.headers.get('retry-after')) * 1000 : 200);
        }
        w.ms = Date.now() - first;
      } else {
        const form = new FormData();
        for (const [k, v] of Object.entries({
          eventId,
          quantity: '1',
          price: '249900',
          ticketType: 'mobile',
          mobileTicketType: 'district',
          upiId: w.upiId,
        }))
          form.append(k, v);
        form.append('files', new Blob([pdf], { type: 'application/pdf' }), 'ticket.pdf');
        answer = await send(`${nginx.url}/api/v1/listings`, { method: 'POST', headers, body: form });
      }
      outcomes.push({
        ...w,
        status: answer.status,
        retries: tries,
        id: answer.body?.id ?? answer.body?.listing?.id,
        detail: answer.body?.detail ?? answer.body,
      });
    }
  };
  await Promise.all(Array.from({ length: 12 }, worker));
  await victim.exited;

  const statuses = (kind) => {
    const counts = {};
    for (const o of outcomes.filter((x) => x.kind === kind)) counts[o.status] = (counts[o.status] ?? 0) + 1;
    return counts;
  };
  const ok = (kind) => outcomes.filter((o) => o.kind === kind && o.status >= 200 && o.status < 300);
  const orderIds = ok('order').map((o) => o.id);
  const listingIds = ok('listing').map((o) => o.id);
  const db = (
    await client.query(
      `select (select count(*) from transactions where id = any($1::uuid[]))::int as orders_found,
              (select count(*) from tickets where id = any($2::uuid[]))::int as listings_found,
              (select count(*) from (select 1 from transactions where idempotency_key = any($3::text[])
                group by buyer_id, idempotency_key having count(*) > 1) d)::int as keys_with_two_orders,
              (select count(*) from transactions where idempotency_key = any($3::text[]))::int as orders_for_keys`,
      [orderIds, listingIds, outcomes.filter((o) => o.kind === 'order').map((o) => o.key)],
    )
  ).rows[0];
  const retried = (await nginxLogSince(nginx.dir, killedAt)).filter((l) => l.upstreams.length > 1);
  const odd = outcomes.filter((o) => !(o.status >= 200 && o.status < 300) && o.status !== 409);
  return {
    writes: outcomes.length,
    killedAfter: killAfter,
    // Passed on by nginx to the survivor (connection refused or dropped), before the client saw anything.
    retriedByNginx: retried.length,
    retriedByNginxStatuses: [...new Set(retried.map((l) => `${l.method} ${l.upstatus}`))],
    nginxErrors: await nginxErrorsSince(nginx.dir, killedAt),
    orders: statuses('order'),
    listings: statuses('listing'),
    retriedOrders: outcomes.filter((o) => o.retries > 0).length,
    retriedOrdersSucceeded: outcomes.filter((o) => o.retries > 0 && o.status >= 200 && o.status < 300).length,
    // How long the slowest retried Pay took to get its answer (the lease of a start the dead replica claimed).
    slowestRetriedMs: Math.max(0, ...outcomes.filter((o) => o.retries > 0).map((o) => o.ms)),
    acknowledged: { orders: orderIds.length, listings: listingIds.length },
    db,
    failures: odd.slice(0, 5).map((o) => `${o.kind} ${o.status} ${JSON.stringify(o.detail).slice(0, 160)}`),
  };
}

/** Signs in through nginx and keeps the session's cookies (the browser's way). */
export async function cookieSession(nginx, login) {
  const res = await fetch(`${nginx.url}/api/v1/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(login),
  });
  if (!res.ok) throw new Error(`cookie sign-in: ${res.status} ${await res.text()}`);
  const cookie = res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  return { cookie, email: login.email };
}

/** The signed-in visitor's own session, read with the cookie alone: 200 and the email when it works. */
export async function sessionWorks(nginx, session) {
  const res = await send(`${nginx.url}/api/v1/auth/session`, { headers: { Cookie: session.cookie } });
  const text = JSON.stringify(res.body ?? '');
  return { status: res.status, signedIn: res.status === 200 && text.includes(session.email) };
}

/**
 * The sign-in limit of one account from one address (10 failures per 15 minutes): wrong passwords
 * sent straight to replica A, then B, alternately. With the counter in Redis the 11th failure is
 * refused whichever replica gets it; with per-process counters each replica would allow 10.
 */
export async function sharedRateLimit(replicas, email) {
  const answers = [];
  for (let i = 0; i < 14; i++) {
    const replica = replicas[i % replicas.length];
    const res = await send(`${replica.url}/api/v1/auth/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email, password: `wrong-${i}` }),
    });
    answers.push(`${replica.name}:${res.status}`);
  }
  const first429 = answers.findIndex((a) => a.endsWith(':429'));
  return { answers, first429: first429 + 1 };
}
