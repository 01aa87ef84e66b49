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
    { name: 'desktop', use: { ...devices['Desktop Chrome'], viewport: { width: 1366, height: 900 } } },
    // A Pixel 7 (a phone's user agent, touch, pixel density) at 375 px wide, the narrowest screen we
    // design for, rather than its own 412 px: what fits at 375 fits on the wider phones too.
    {
      name: 'phone',
      use: {
        ...devices['Pixel 7'],
        browserName: 'chromium',
        viewport: { width: 375, height: 812 },
        screen: { width: 375, height: 812 },
      },
    },
  ],
  // The built app exactly as `npm start` runs it, on a free port with a fresh embedded database.
  webServer: {
    command: 'node backend/dist/main.js',
    cwd: join(import.meta.dirname, '..', '..'),
    url: `${baseURL}/api/health`,
    timeout: 120_000,
    reuseExistingServer: false,
    // SIGTERM: the app finishes its requests and stops its embedded PostgreSQL, which runs in its own
    // session (ADR 17) and would outlive the default SIGKILL of the process group.
    gracefulShutdown: { signal: 'SIGTERM', timeout: 20_000 },
    stdout: 'pipe',
    env: {
      PORT: process.env.E2E_PORT,
      EMBEDDED_PG_PORT: process.env.E2E_PG_PORT,
      DATA_DIR: process.env.E2E_DATA_DIR,
      DATABASE_URL: '',
      LOG_LEVEL: 'warn',
    },
  },
});
