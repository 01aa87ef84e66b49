// A replica stopped with SIGTERM drains: it stops taking connections, finishes what it has, and nginx
// sends new requests to the other replica. The client here never retries: any answer other than 201,
// 409 or 200 (the event page read beside each Pay) would be a request cut. nginx's own retries (a
// connection refused is passed to the other replica) show in its access log as two upstream addresses.
import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';

async function send(url, init) {
  const started = Date.now();
  try {
    const res = await fetch(url, { ...init, signal: AbortSignal.timeout(60_000) });
    await res.arrayBuffer();
    return { status: res.status, started, ended: Date.now() };
  } catch (error) {
    return { status: `network error ${error.cause?.code ?? error.message}`, started, ended: Date.now() };
  }
}

/**
 * Pays (each slowed by the sandbox's pay latency, so many are in flight) and event-page reads through
 * nginx, `concurrency` at a time; `victim` gets SIGTERM once a third of them have been sent.
 */
export async function drainUnderTraffic({ nginx, victim, tokens, listings, eventId, concurrency = 24 }) {
  const work = tokens.map((token, i) => ({ token, listingId: listings[i % listings.length].id }));
  const total = work.length;
  let sent = 0;
  let sigtermAt = null;
  const inFlight = new Set();
  let inFlightAtSigterm = 0;
  const answers = [];
  const worker = async () => {
    while (work.length) {
      const w = work.shift();
      if (++sent === Math.floor(total / 3)) {
        sigtermAt = Date.now();
        inFlightAtSigterm = inFlight.size;
        victim.kill('SIGTERM');
      }
      const marker = {};
      inFlight.add(marker);
      const [pay, read] = await Promise.all([
        send(`${nginx.url}/api/v1/orders`, {
          method: 'POST',
          headers: {
            Authorization: `Bearer ${w.token}`,
            'Content-Type': 'application/json',
            'Idempotency-Key': randomUUID(),
          },
          body: JSON.stringify({ listingId: w.listingId, quantity: 1, platformId: 'bench@district' }),
        }),
        send(`${nginx.url}/api/v1/events/${eventId}`),
      ]);
      inFlight.delete(marker);
      answers.push({ kind: 'pay', ...pay }, { kind: 'read', ...read });
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  const exit = await victim.exited;

  const counts = {};
  for (const a of answers) counts[`${a.kind} ${a.status}`] = (counts[`${a.kind} ${a.status}`] ?? 0) + 1;
  const cut = answers.filter((a) => !(a.status === 201 || a.status === 409 || a.status === 200));
  const log = await nginxLogSince(nginx.dir, sigtermAt);
  const victimUpstream = `127.0.0.1:${victim.port}`;
  return {
    requests: answers.length,
    counts,
    cut: cut.length,
    inFlightAtSigterm,
    exit: exit.signal ?? `code ${exit.code}`,
    // Answered by the stopping replica after its SIGTERM: the requests it finished (drained).
    finishedByVictimAfterSigterm: log.filter((l) => l.upstreams.length === 1 && l.upstreams[0] === victimUpstream)
      .length,
    // Passed by nginx to the other replica after the stopping one refused or dropped the connection.
    retriedByNginx: log.filter((l) => l.upstreams.length > 1).length,
    retriedStatuses: [...new Set(log.filter((l) => l.upstreams.length > 1).map((l) => `${l.method} ${l.upstatus}`))],
    nginxErrors: await nginxErrorsSince(nginx.dir, sigtermAt),
  };
}

/** nginx's access-log lines (format `scale` of processes.mjs) that ended after `since` (ms). */
export async function nginxLogSince(dir, since) {
  const text = await readFile(path.join(dir, 'access.log'), 'utf8');
  return text
    .split('\n')
    .filter(Boolean)
    .map((line) => {
      const [msec, method, uri, status] = line.split(' ');
      const up = /up=(.*) upstatus=(.*) rt=/.exec(line);
      return {
        at: Number(msec) * 1000,
        method,
        uri,
        status,
        upstreams: up ? up[1].split(', ') : [],
        upstatus: up ? up[2] : '',
      };
    })
    .filter((l) => l.at >= since);
}

/** What nginx logged as upstream errors after `since` (ms), by kind: why it passed requests on. */
export async function nginxErrorsSince(dir, since) {
  const kinds = {
    'connection refused': /connect\(\) failed \(111/,
    'reset by peer': /\(104: Connection reset by peer\)/,
    'upstream closed early': /upstream prematurely closed/,
    'no live upstreams': /no live upstreams/,
    'timed out': /timed out/,
  };
  const counts = {};
  for (const line of (await readFile(path.join(dir, 'error.log'), 'utf8')).split('\n')) {
    const at = /^(\d{4})\/(\d\d)\/(\d\d) (\d\d:\d\d:\d\d)/.exec(line);
    // nginx logs local time to the second: compare at that precision.
    if (!at || new Date(`${at[1]}-${at[2]}-${at[3]}T${at[4]}`).getTime() < Math.floor(since / 1000) * 1000) continue;
    for (const [kind, pattern] of Object.entries(kinds)) if (pattern.test(line)) counts[kind] = (counts[kind] ?? 0) + 1;
    if (process.env.SCALE_KEEP_LOGS === '1') console.log(`[nginx] ${line}`);
  }
  return counts;
}
