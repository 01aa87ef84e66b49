import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Every public page's first-load JavaScript, and the checkout's and the payment result's (issue 36: the
 * money pages on the kit), (entry, its modulepreloads, the page's own chunk and its
 * imports; gzip bytes) from a production build made here (scripts/first-load.mjs): bytes, not time.
 * Issue 16's budget is 170 kB; the public pages are drawn without antd's runtime (ADR 57), which
 * loads only with a page or a part that needs it.
 */
const FIRST_LOAD_BUDGET_BYTES = 170_000;

interface FirstLoad {
  routes: Record<string, { bytes: number; files: number; component: boolean }>;
  heavyModules: { path: string; module: string }[];
  antdPackages: string[];
}

describe('first-load JavaScript of the public pages, the checkout and the payment result', () => {
  const measure = (): FirstLoad =>
    JSON.parse(
      execFileSync(process.execPath, [join(import.meta.dirname, '..', 'scripts', 'first-load.mjs')], {
        encoding: 'utf8',
        maxBuffer: 16 * 1024 * 1024,
      }),
    ) as FirstLoad;

  it(`stays within ${FIRST_LOAD_BUDGET_BYTES / 1000} kB gzip on every public page, the checkout and the payment result, with none of antd's runtime and no back-office, selling, checkout (but the checkout's own) or dispute page code`, () => {
    const { routes, heavyModules, antdPackages } = measure();
    expect(Object.keys(routes)).toEqual(
      expect.arrayContaining([
        '/',
        '/events',
        '/event/$id',
        '/auth',
        '/contact',
        '/faq',
        '/checkout/$ticketId',
        '/payment-result',
      ]),
    );
    // Each page was found with its own chunk: a renamed route file would otherwise measure the entry alone.
    expect(Object.entries(routes).filter(([, r]) => !r.component)).toEqual([]);
    const over = Object.entries(routes)
      .filter(([, r]) => r.bytes > FIRST_LOAD_BUDGET_BYTES)
      .map(([path, r]) => `${path}: ${(r.bytes / 1000).toFixed(1)} kB`);
    expect(over).toEqual([]);
    expect(heavyModules).toEqual([]);
    expect(antdPackages).toEqual([]);
  }, 300_000);
});
