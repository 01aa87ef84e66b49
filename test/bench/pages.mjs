// Cached public answers against the same bytes from a bare server (issue 16, `npm run bench` part "pages"):
// the event list, the event page and its sellers' profiles as JSON, and the event page's HTML, from the app with its cache on and
// the built frontend served, and from same-bytes-server.mjs sending exactly what the app sent.
import { writeFile } from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';

const sameBytesMain = path.join(import.meta.dirname, 'same-bytes-server.mjs');

/** One answer as a client without Accept-Encoding gets it (autocannon sends none): status, headers, bytes. */
function capture(url) {
  return new Promise((resolve, reject) => {
    http
      .get(url, (res) => {
        const chunks = [];
        res.on('data', (chunk) => chunks.push(chunk));
        res.on('end', () => {
          const keep = ['content-type', 'etag', 'cache-control', 'vary'];
          const headers = Object.fromEntries(keep.filter((h) => res.headers[h]).map((h) => [h, res.headers[h]]));
          resolve({ status: res.statusCode, headers, body: Buffer.concat(chunks) });
        });
      })
      .on('error', reject);
  });
}

/**
 * @param {object} bench what run.mjs lends: startServer, appEnv, measure, log, and the run's database,
 *   data folder, app and hot event.
 */
export async function measurePages({
  startServer,
  appEnv,
  measure,
  log,
  fmt,
  database,
  dataDir,
  appMain,
  hot,
  cacheTtlMs,
  responsesFile,
}) {
  const endpoints = [
    { key: 'list', label: 'GET /api/v1/events (JSON)', path: '/api/v1/events' },
    { key: 'detail', label: 'GET /api/v1/events/{id} (JSON)', path: `/api/v1/events/${hot.id}` },
    { key: 'page', label: 'GET /event/{id} (HTML)', path: `/event/${hot.id}` },
    { key: 'sellers', label: 'GET /api/v1/events/{id}/sellers (JSON)', path: `/api/v1/events/${hot.id}/sellers` },
  ];
  log('starting the app with its cache on and the built frontend (pages)');
  const app = await startServer(
    'app (pages)',
    appMain,
    appEnv(database.url, dataDir, { CATALOG_CACHE_TTL_MS: String(cacheTtlMs), SERVE_FRONTEND: 'true' }),
  );
  const captured = [];
  for (const endpoint of endpoints) {
    const answer = await capture(app.url + endpoint.path);
    if (answer.status !== 200) throw new Error(`the app answered ${endpoint.path} with ${answer.status}`);
    captured.push({
      path: endpoint.path,
      status: answer.status,
      headers: answer.headers,
      body: answer.body.toString('base64'),
    });
    log(`${endpoint.label}: ${answer.body.length} bytes, ${answer.headers['content-type']}`);
  }
  await writeFile(responsesFile, JSON.stringify(captured));
  const bare = await startServer('same bytes (node:http)', sameBytesMain, { RESPONSES_FILE: responsesFile });

  const results = {};
  for (const endpoint of endpoints) {
    results[endpoint.key] = {};
    for (const [key, server] of [
      ['sameBytes', bare],
      ['app', app],
    ]) {
      log(`${server.name} ${endpoint.label}`);
      results[endpoint.key][key] = await measure(server, endpoint);
      const m = results[endpoint.key][key];
      log(`  ${fmt(m.rps)} req/s, p50 ${m.p50} ms, p99 ${m.p99} ms, ${m.errors} errors, ${m.non2xx} non-2xx`);
    }
  }
  await bare.stop();
  await app.stop();
  return { endpoints, results };
}

/** The table and the target: the app's cached answers at >= 50 % of the same bytes from a bare server. */
export function printPages({ endpoints, results }, lines, checks, fmt) {
  lines.push('');
  lines.push('Cached public answers against the same bytes from a bare node:http server');
  lines.push('');
  lines.push(
    '| answer | bytes | same bytes req/s | app req/s | app / same bytes | p99 ms (same bytes / app) | server CPU µs/req (same bytes / app) |',
  );
  lines.push('|---|---:|---:|---:|---:|---:|---:|');
  for (const endpoint of endpoints) {
    const { sameBytes, app } = results[endpoint.key];
    const ratio = app.rps / sameBytes.rps;
    lines.push(
      `| ${endpoint.label} | ${fmt(app.bytesPerResponse)} | ${fmt(sameBytes.rps)} | ${fmt(app.rps)} | ${ratio.toFixed(2)}x | ${fmt(sameBytes.p99)} / ${fmt(app.p99)} | ${fmt(sameBytes.serverCpuPerRequestUs)} / ${fmt(app.serverCpuPerRequestUs)} |`,
    );
    checks.push([
      `${endpoint.label}: cached at >= 0.5x the same bytes from a bare server`,
      ratio >= 0.5,
      `${ratio.toFixed(2)}x`,
    ]);
    if (app.errors > 0 || app.non2xx > 0) {
      checks.push([`${endpoint.label}: no errors (app)`, false, `${app.errors} errors, ${app.non2xx} non-2xx`]);
    }
  }
}
