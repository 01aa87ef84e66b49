// `npm run bench:web` (which builds the app first): Lighthouse on the pages a fan on a phone meets.
// See docs/performance.md, "Pages on a phone".
//
// 1. Starts the built app as in production (NODE_ENV=production, PUBLIC_URL, AUTH_SECRET, demo data
//    seeded into its own embedded PostgreSQL in a temp dir, LOG_LEVEL=warn) on a free port.
// 2. Signs in the demo seller and buyer for the signed-in pages: before each run Chromium's cookie jar
//    is emptied and, for a signed-in page, given that person's session cookies, as a browser that
//    signed in keeps them. (Not Lighthouse's extraHeaders: once a page set a cookie of its own, the
//    language's, Chromium sent its jar instead of the header, and the signed-in pages were measured as
//    the sign-in page they sent the visitor to.) A run that ends on another page than asked fails.
// 3. Runs Lighthouse 12.2.3 (pinned: newer ones refuse this Node/lock) in Debian's Chromium with its
//    default mobile profile (simulated 4G, 4x CPU slowdown) on home, /events, an event page, /auth,
//    /sell, a checkout, a payment result, Your Tickets and the profile, and home, the event page and the
//    checkout in Hindi (/hi), BENCH_WEB_RUNS times a page (3),
//    and prints the median run of each page:
//    performance, FCP, LCP, TBT, CLS, the JavaScript transferred, accessibility; and each target as
//    PASS or MISS. Misses never fail the run: timing is not a test.
//
// Settings (env): BENCH_WEB_RUNS (3), BENCH_WEB_PAGES (some of
// home,events,event,auth,sell,checkout,payment-result,tickets,profile,home-hi,event-hi,checkout-hi),
// CHROMIUM_PATH (/usr/bin/chromium), BENCH_JSON (file for the results), BENCH_WEB_REPORTS (a folder for
// each run's whole Lighthouse report, <page>-<run>.json: what the LCP element was, which request waited on which).
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

const root = path.resolve(import.meta.dirname, '..', '..');
// The demo company of .env.example (ADR 46): production refuses to start without the company's tax identity.
const demoCompany = {
  COMPANY_LEGAL_NAME: 'TicketSetu Demo Private Limited',
  COMPANY_ADDRESS: '42, 1st Main Road, Indiranagar, Bengaluru, Karnataka - 560038',
  COMPANY_STATE: 'Karnataka',
  COMPANY_GSTIN: '29AABCT0000C1Z6',
  COMPANY_PAN: 'AABCT0000C',
  COMPANY_SIGNATORY: 'Demo Signatory, Director',
};
const runs = Number(process.env.BENCH_WEB_RUNS || 3);
if (!Number.isInteger(runs) || runs < 1) throw new Error('BENCH_WEB_RUNS must be a whole number >= 1');

/** Targets of issue 36 (item 2), on every page: performance at least this; LCP, TBT and CLS below these. */
const PERFORMANCE_TARGET = 90;
const LCP_MS = 2500;
const TBT_MS = 200;
const CLS = 0.1;

function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

async function startApp() {
  const [port, pgPort] = [await freePort(), await freePort()];
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'ticketsetu-bench-web-'));
  const url = `http://localhost:${port}`;
  const child = spawn(process.execPath, [path.join(root, 'backend', 'dist', 'main.js')], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      SEED_DEMO_DATA: 'true',
      ...demoCompany,
      AUTH_SECRET: randomBytes(32).toString('hex'),
      PROOF_CODE_SECRET: randomBytes(32).toString('hex'),
      PUBLIC_URL: url,
      HOST: '127.0.0.1',
      PORT: String(port),
      EMBEDDED_PG_PORT: String(pgPort),
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const deadline = Date.now() + 180_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the app stopped while starting:\n${output}`);
    const healthy = await fetch(`${url}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (healthy) break;
    if (Date.now() > deadline) throw new Error(`the app did not start in 180 s:\n${output}`);
    await sleep(500);
  }
  const stop = async () => {
    child.kill('SIGTERM');
    await new Promise((resolve) => (child.exitCode !== null ? resolve() : child.once('exit', resolve)));
    await rm(dataDir, { recursive: true, force: true });
  };
  return { url, dataDir, stop };
}

/** The demo person's session cookies after signing in, as the DevTools protocol's cookie params. */
async function sessionCookies(app, role) {
  const logins = JSON.parse(await readFile(path.join(app.dataDir, 'demo-logins.json'), 'utf8'));
  const { email, password } = logins.find((login) => login.role === role);
  const res = await fetch(`${app.url}/api/v1/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: app.url },
    body: JSON.stringify({ email, password }),
  });
  if (!res.ok) throw new Error(`${role} could not sign in: ${res.status} ${await res.text()}`);
  return res.headers.getSetCookie().map((header) => {
    const [pair, ...attributes] = header.split(';').map((part) => part.trim());
    const at = pair.indexOf('=');
    const attribute = (name) => attributes.find((a) => a.toLowerCase().startsWith(name.toLowerCase()));
    return {
      name: pair.slice(0, at),
      value: pair.slice(at + 1),
      url: app.url,
      path: attribute('Path=')?.slice('Path='.length) ?? '/',
      httpOnly: Boolean(attribute('HttpOnly')),
      sameSite: 'Lax',
    };
  });
}

/** The same cookies as one Cookie header, for the bench's own requests. */
const cookieHeader = (cookies) => cookies.map((cookie) => `${cookie.name}=${cookie.value}`).join('; ');

/** Chromium's cookie jar emptied, then holding `cookies` (none: a visitor), through the DevTools protocol. */
async function setBrowserCookies(port, cookies) {
  const { webSocketDebuggerUrl } = await (await fetch(`http://127.0.0.1:${port}/json/version`)).json();
  const socket = new WebSocket(webSocketDebuggerUrl);
  await new Promise((open, fail) => {
    socket.addEventListener('open', open, { once: true });
    socket.addEventListener('error', fail, { once: true });
  });
  let id = 0;
  const send = (method, params) =>
    new Promise((done, fail) => {
      const ask = ++id;
      const answer = (message) => {
        const reply = JSON.parse(message.data);
        if (reply.id !== ask) return;
        socket.removeEventListener('message', answer);
        if (reply.error) fail(new Error(`${method}: ${reply.error.message}`));
        else done(reply.result);
      };
      socket.addEventListener('message', answer);
      socket.send(JSON.stringify({ id: ask, method, params }));
    });
  try {
    await send('Storage.clearCookies', {});
    if (cookies.length > 0) await send('Storage.setCookies', { cookies });
  } finally {
    socket.close();
  }
}

/**
 * The pages to measure: an event with tickets on sale, a checkout of its cheapest listing, and the
 * result page of one of the demo buyer's orders (the page's own "No order ID found" if they have none).
 */
async function pagesOf(app) {
  const events = await (await fetch(`${app.url}/api/v1/events`)).json();
  const event = events.find((e) => e.min_price !== null);
  if (!event) throw new Error('no event has tickets on sale');
  const page = await (await fetch(`${app.url}/api/v1/events/${event.id}`)).json();
  const [seller, buyer] = [await sessionCookies(app, 'seller'), await sessionCookies(app, 'buyer')];
  const purchases = await (
    await fetch(`${app.url}/api/v1/me/purchases`, {
      headers: { Cookie: cookieHeader(buyer) },
    })
  ).json();
  const orderId = Array.isArray(purchases) ? purchases[0]?.transaction_id : undefined;
  return [
    { name: 'home', path: '/' },
    { name: 'events', path: '/events' },
    { name: 'event', path: `/event/${event.id}` },
    { name: 'auth', path: '/auth' },
    { name: 'sell', path: '/sell', cookies: seller },
    { name: 'checkout', path: `/checkout/${page.listings[0].id}`, cookies: buyer },
    {
      name: 'payment-result',
      path: orderId ? `/payment-result?order_id=${encodeURIComponent(orderId)}` : '/payment-result',
      cookies: buyer,
    },
    { name: 'tickets', path: '/tickets', cookies: buyer },
    { name: 'profile', path: '/profile', cookies: buyer },
    // Hindi beside English (issue 37): the same pages at /hi, with their Hindi catalogues and the Devanagari face.
    { name: 'home-hi', path: '/hi' },
    { name: 'event-hi', path: `/hi/event/${event.id}` },
    // A signed-in page follows the account's language (LanguageSwitch): the buyer reads Hindi for this one.
    { name: 'checkout-hi', path: `/hi/checkout/${page.listings[0].id}`, cookies: buyer, accountLocale: 'hi' },
  ];
}

/** The signed-in person's account language (PUT /me/locale, ADR 85). */
async function setAccountLocale(app, cookies, locale) {
  const res = await fetch(`${app.url}/api/v1/me/locale`, {
    method: 'PUT',
    headers: {
      'Content-Type': 'application/json',
      Origin: app.url,
      Cookie: cookieHeader(cookies),
    },
    body: JSON.stringify({ locale }),
  });
  if (!res.ok) throw new Error(`could not set the account's language: ${res.status} ${await res.text()}`);
}

function figuresOf(lhr) {
  const audit = (id) => lhr.audits[id]?.numericValue ?? NaN;
  const requests = lhr.audits['network-requests']?.details?.items ?? [];
  const jsBytes = requests
    .filter((r) => r.resourceType === 'Script')
    .reduce((sum, r) => sum + (r.transferSize ?? 0), 0);
  return {
    performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    accessibility: Math.round((lhr.categories.accessibility?.score ?? 0) * 100),
    fcpMs: audit('first-contentful-paint'),
    lcpMs: audit('largest-contentful-paint'),
    tbtMs: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
    jsKb: jsBytes / 1000,
    scripts: requests.filter((r) => r.resourceType === 'Script').length,
    // Where the main thread went (what TBT counts): the three scripts that took it longest.
    busiestScripts: (lhr.audits['bootup-time']?.details?.items ?? [])
      .slice(0, 3)
      .map((item) => `${String(item.url).split('/').pop()} ${Math.round(item.total)} ms`),
  };
}

/** The run whose performance score is the median (its own figures, not a mix of runs). */
function medianRun(results) {
  const sorted = [...results].sort((a, b) => a.performance - b.performance);
  return sorted[Math.floor((sorted.length - 1) / 2)];
}

const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;

/**
 * One Lighthouse run. Chromium sometimes records no navigation start on a busy machine (NO_NAVSTART:
 * "Please run Lighthouse again"); such a run is made once more rather than losing the whole bench.
 */
async function measure(url, port, cookies = [], attempts = 2) {
  await setBrowserCookies(port, cookies);
  const { lhr } = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility'],
  });
  if (!lhr.runtimeError) {
    if (lhr.finalDisplayedUrl !== url)
      throw new Error(`${url} ended on ${lhr.finalDisplayedUrl}: not the page asked for`);
    return lhr;
  }
  if (attempts > 1) {
    console.log(`  ${url}: ${lhr.runtimeError.code}, measuring again`);
    return measure(url, port, cookies, attempts - 1);
  }
  throw new Error(`${url}: ${lhr.runtimeError.message}`);
}

async function main() {
  console.log(`Starting the built app as in production...`);
  const app = await startApp();
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--no-first-run'],
  });
  const results = [];
  let version = '';
  try {
    const only = process.env.BENCH_WEB_PAGES?.split(',');
    const pages = (await pagesOf(app)).filter((page) => !only || only.includes(page.name));
    for (const page of pages) {
      const pageRuns = [];
      if (page.accountLocale) await setAccountLocale(app, page.cookies, page.accountLocale);
      for (let run = 1; run <= runs; run++) {
        const lhr = await measure(`${app.url}${page.path}`, chrome.port, page.cookies);
        version = lhr.lighthouseVersion;
        const figures = figuresOf(lhr);
        pageRuns.push(figures);
        if (process.env.BENCH_WEB_REPORTS) {
          await writeFile(path.join(process.env.BENCH_WEB_REPORTS, `${page.name}-${run}.json`), JSON.stringify(lhr));
        }
        console.log(`  ${page.name} run ${run}: performance ${figures.performance}, LCP ${seconds(figures.lcpMs)}`);
      }
      if (page.accountLocale) await setAccountLocale(app, page.cookies, 'en');
      results.push({ page: page.name, path: page.path, runs: pageRuns, median: medianRun(pageRuns) });
    }
  } finally {
    await chrome.kill();
    await app.stop();
  }

  console.log(`\nLighthouse ${version} mobile (simulated 4G, 4x CPU slowdown), median of ${runs} run(s):\n`);
  console.log('| page | performance | FCP | LCP | TBT | CLS | JS transferred | scripts | accessibility |');
  console.log('|---|---|---|---|---|---|---|---|---|');
  for (const { page, median: m } of results) {
    console.log(
      `| ${page} | ${m.performance} | ${seconds(m.fcpMs)} | ${seconds(m.lcpMs)} | ${Math.round(m.tbtMs)} ms | ${m.cls.toFixed(3)} | ${m.jsKb.toFixed(0)} kB | ${m.scripts} | ${m.accessibility} |`,
    );
  }
  console.log('\nTargets (never a failure: timing is not a test):');
  for (const { page, median: m } of results) {
    const checks = [
      [`performance >= ${PERFORMANCE_TARGET}`, m.performance >= PERFORMANCE_TARGET],
      [`LCP < ${seconds(LCP_MS)}`, m.lcpMs < LCP_MS],
      [`TBT < ${TBT_MS} ms`, m.tbtMs < TBT_MS],
      [`CLS < ${CLS}`, m.cls < CLS],
      ['accessibility 100', m.accessibility === 100],
    ];
    console.log(`  ${page}: ${checks.map(([what, ok]) => `${ok ? 'PASS' : 'MISS'} ${what}`).join(', ')}`);
  }
  console.log('\nBusiest scripts (median run; a chunk is named after one of its modules):');
  for (const { page, median: m } of results) {
    console.log(`  ${page}: ${m.busiestScripts.join(', ')}`);
  }

  if (process.env.BENCH_JSON) await writeFile(process.env.BENCH_JSON, JSON.stringify(results, null, 2));
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
