import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Every public page's first-load JavaScript (entry, its modulepreloads, the page's own chunk and its
 * imports; gzip bytes) from a production build made here (scripts/first-load.mjs): bytes, not time.
 *
 * A ratchet: issue 16's target is 170 kB; this is where the diet stands (ADR 35's table). Lower it as
 * pages get lighter; never raise it to let a page grow.
 */
const FIRST_LOAD_BUDGET_BYTES = 310_000;

interface FirstLoad {
  routes: Record<string, { bytes: number; files: number; component: boolean }>;
  heavyModules: { path: string; module: string }[];
}

describe('first-load JavaScript of the public pages', () => {
  const measure = (): FirstLoad =>
    JSON.parse(
      execFileSync(process.execPath, [join(import.meta.dirname, '..', 'scripts', 'first-load.mjs')], {
        encoding: 'utf8',
        maxBuffer: 16 * 1024 * 1024,
      }),
    ) as FirstLoad;

  it(`stays within ${FIRST_LOAD_BUDGET_BYTES / 1000} kB gzip on every public page, with no back-office, selling, checkout or dispute page code`, () => {
    const { routes, heavyModules } = measure();
    expect(Object.keys(routes)).toEqual(expect.arrayContaining(['/', '/events', '/event/$id', '/auth', '/faq']));
    // Each page was found with its own chunk: a renamed route file would otherwise measure the entry alone.
    expect(Object.entries(routes).filter(([, r]) => !r.component)).toEqual([]);
    const over = Object.entries(routes)
      .filter(([, r]) => r.bytes > FIRST_LOAD_BUDGET_BYTES)
      .map(([path, r]) => `${path}: ${(r.bytes / 1000).toFixed(1)} kB`);
    expect(over).toEqual([]);
    expect(heavyModules).toEqual([]);
  }, 300_000);
});
