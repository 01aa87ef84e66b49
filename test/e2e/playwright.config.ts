import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';

/** A free TCP port, found synchronously so the config can stay a plain object. */
function freePort(): string {
  return execFileSync(process.execPath, [
    '-e',
    "const s=require('net').createServer();s.listen(0,'127.0.0.1',()=>{process.stdout.write(String(s.address().port));s.close()})",
  ]).toString();
}

// Set once in the main process; workers inherit the environment, so all agree on one app.
process.env.E2E_PORT ??= freePort();
process.env.E2E_PG_PORT ??= freePort();
process.env.E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'ticketsetu-e2e-'));
const baseURL = `http://localhost:${process.env.E2E_PORT}`;
// A second app whose seller payouts are paid by RazorpayX (its built-in sandbox), for the journeys of
// `paid-by-api/`: the first keeps the default manual payouts that the spec's Admin > Payouts drives.
process.env.E2E_API_PORT ??= freePort();
process.env.E2E_API_PG_PORT ??= freePort();
process.env.E2E_API_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'ticketsetu-e2e-api-'));
const apiPaidURL = `http://localhost:${process.env.E2E_API_PORT}`;

/** The built app exactly as `npm start` runs it, on a free port with a fresh embedded database. */
function app(url: string, env: Record<string, string | undefined>) {
  return {
    command: 'node backend/dist/main.js',
    cwd: join(import.meta.dirname, '..', '..'),
    url: `${url}/api/health`,
    timeout: 120_000,
    reuseExistingServer: false,
    // SIGTERM: the app finishes its requests and stops its embedded PostgreSQL, which runs in its own
    // session (ADR 17) and would outlive the default SIGKILL of the process group.
    gracefulShutdown: { signal: 'SIGTERM' as const, timeout: 20_000 },
    stdout: 'pipe' as const,
    env: { DATABASE_URL: '', LOG_LEVEL: 'warn', ...env },
  };
}

const chromium = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
};

export default defineConfig({
  testDir: '.',
  outputDir: 'artifacts/results',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  // Limits catch a hung journey, not a slow one: on a shared 2-core machine under load a page can take
  // seconds to answer, and a journey through eleven pages with axe on each takes minutes.
  timeout: 180_000,
  expect: { timeout: 20_000 },
  reporter: [['list'], ['html', { outputFolder: 'artifacts/report', open: 'never' }]],
  use: {
    baseURL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: chromium,
  },
  projects: [
    {
      name: 'paid-by-api',
      testMatch: 'paid-by-api/**/*.spec.ts',
      use: { ...devices['Desktop Chrome'], baseURL: apiPaidURL, viewport: { width: 1366, height: 900 } },
    },
    {
      name: 'desktop',
      testIgnore: 'paid-by-api/**',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1366, height: 900 } },
    },
    // A Pixel 7 (a phone's user agent, touch, pixel density) at 375 px wide, the narrowest screen we
    // design for, rather than its own 412 px: what fits at 375 fits on the wider phones too.
    {
      name: 'phone',
      testIgnore: 'paid-by-api/**',
      use: {
        ...devices['Pixel 7'],
        browserName: 'chromium',
        viewport: { width: 375, height: 812 },
        screen: { width: 375, height: 812 },
      },
    },
  ],
  webServer: [
    app(baseURL, {
      PORT: process.env.E2E_PORT,
      EMBEDDED_PG_PORT: process.env.E2E_PG_PORT,
      DATA_DIR: process.env.E2E_DATA_DIR,
    }),
    app(apiPaidURL, {
      PORT: process.env.E2E_API_PORT,
      EMBEDDED_PG_PORT: process.env.E2E_API_PG_PORT,
      DATA_DIR: process.env.E2E_API_DATA_DIR,
      PAYOUT_PROVIDER: 'razorpayx',
      RAZORPAYX_SANDBOX_LATENCY_MS: '1000',
    }),
  ],
});
