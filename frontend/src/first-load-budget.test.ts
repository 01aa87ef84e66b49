import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Every public page's first-load JavaScript (entry, its modulepreloads, the page's own chunk and its
 * imports; gzip bytes) from a production build made here (scripts/first-load.mjs): bytes, not time.
 * Issue 16's budget is 170 kB; the public pages are drawn without antd's runtime (ADR 57), which
 * loads only with a page or a part that needs it.
 */
const FIRST_LOAD_BUDGET_BYTES = 170_000;

type Routes = Record<string, { bytes: number; files: number; component: boolean }>;

interface FirstLoad {
  routes: Routes;
  /** The signed-in buyer and seller pages (issue 36): Your Tickets, the profile, a dispute. */
  accountRoutes: Routes;
  heavyModules: { path: string; module: string }[];
  antdPackages: string[];
}

/** Each page over the budget, as 'path: bytes'. */
const overBudget = (routes: Routes) =>
  Object.entries(routes)
    .filter(([, r]) => r.bytes > FIRST_LOAD_BUDGET_BYTES)
    .map(([path, r]) => `${path}: ${(r.bytes / 1000).toFixed(1)} kB`);

describe('first-load JavaScript of the public and the account pages', () => {
  // One build for both checks.
  let measured: FirstLoad | undefined;
  const measure = (): FirstLoad =>
    (measured ??= JSON.parse(
      execFileSync(process.execPath, [join(import.meta.dirname, '..', 'scripts', 'first-load.mjs')], {
        encoding: 'utf8',
        maxBuffer: 16 * 1024 * 1024,
      }),
    ) as FirstLoad);

  it(`stays within ${FIRST_LOAD_BUDGET_BYTES / 1000} kB gzip on every public page, with none of antd's runtime and no back-office, selling, checkout or dispute page code`, () => {
    const { routes, heavyModules, antdPackages } = measure();
    expect(Object.keys(routes)).toEqual(
      expect.arrayContaining(['/', '/events', '/event/$id', '/auth', '/contact', '/faq']),
    );
    // Each page was found with its own chunk: a renamed route file would otherwise measure the entry alone.
    expect(Object.entries(routes).filter(([, r]) => !r.component)).toEqual([]);
    expect(overBudget(routes)).toEqual([]);
    expect(heavyModules).toEqual([]);
    expect(antdPackages).toEqual([]);
  }, 300_000);

  it(`holds Your Tickets, the profile and a dispute's page to the same ${FIRST_LOAD_BUDGET_BYTES / 1000} kB, with none of antd's runtime`, () => {
    const { accountRoutes, antdPackages } = measure();
    expect(Object.keys(accountRoutes)).toEqual(['/tickets', '/profile', '/disputes/$id']);
    expect(Object.entries(accountRoutes).filter(([, r]) => !r.component)).toEqual([]);
    expect(overBudget(accountRoutes)).toEqual([]);
    // Listed per page: a signed-in page's antd shows here as '/profile: antd/es/form'.
    expect(antdPackages).toEqual([]);
  }, 300_000);
});
