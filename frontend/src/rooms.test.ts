// @vitest-environment node
import { cp, mkdir, mkdtemp, readFile, readdir, rm, symlink, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { cruise, type ICruiseOptions, type ICruiseResult } from 'dependency-cruiser';
import extractDepcruiseOptions from 'dependency-cruiser/config-utl/extract-depcruise-options';
import extractTSConfig from 'dependency-cruiser/config-utl/extract-ts-config';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * The frontend's rooms (frontend/.dependency-cruiser.cjs, ADR 68) bite, as the backend's boundaries do
 * (backend/test/boundaries.int-spec.ts). frontend/src is copied to a scratch folder; each case writes
 * one import into a copy of a real file (or a new one), runs the rules `npm run lint` runs and expects
 * exactly the named rules to fail. A case reads only the edited file's own imports, and follows them
 * further only when it expects a cycle.
 */
const repo = resolve(import.meta.dirname, '..', '..');
const src = 'frontend/src';
const require = createRequire(import.meta.url);
const { uses } = require('../feature-map.cjs') as { uses: Record<string, string[]> };
const antdImporters = require('../antd-importers.cjs') as string[];

interface Case {
  name: string;
  /** The file (under frontend/src) that gets the import: a copy of a real one, or a new one. */
  file: string;
  lines: string[];
  /** The rules that must fail, and no other; [] means the import is allowed. */
  rules: string[];
}

const cases: Case[] = [
  {
    name: "a feature reaches into another's file",
    file: 'features/checkout/CheckoutPage.tsx',
    lines: ["import { eventKeys } from '../events/queries';"],
    rules: ['feature-entry-only'],
  },
  {
    name: 'a feature imports one the map does not let it (waitlist, which checkout uses, imports checkout)',
    file: 'features/waitlist/queries.ts',
    lines: ["import { checkoutKeys } from '../checkout';"],
    rules: ['feature-map-waitlist'],
  },
  {
    name: 'that import also closes a cycle of files',
    file: 'features/waitlist/queries.ts',
    lines: ["import { useCheckoutOffer } from '../checkout/useCheckoutOffer';"],
    rules: ['feature-entry-only', 'feature-map-waitlist', 'no-circular'],
  },
  {
    name: 'events, which imports no feature, imports profile',
    file: 'features/events/queries.ts',
    lines: ["import { profileQuery } from '../profile';"],
    rules: ['feature-map-events'],
  },
  {
    name: 'a feature missing from the map',
    file: 'features/coupons/index.ts',
    lines: ["import { eventKeys } from '../events';"],
    rules: ['feature-not-in-map'],
  },
  {
    name: 'a feature imports the router',
    file: 'features/home/HomePage.tsx',
    lines: ["import { createAppRouter } from '../../router';"],
    rules: ['feature-no-router'],
  },
  {
    name: 'shared/ imports a feature',
    file: 'shared/format.ts',
    lines: ["import { eventKeys } from '../features/events';"],
    rules: ['shared-no-feature'],
  },
  {
    name: 'shared/ imports the router (the loop guards.ts once closed)',
    file: 'shared/guards.ts',
    lines: ["import type { createAppRouter } from '../router';"],
    rules: ['shared-no-router'],
  },
  {
    name: 'a buyer page imports antd',
    file: 'features/home/HomePage.tsx',
    lines: ["import { Button } from 'antd';"],
    rules: ['antd-back-office-and-kit'],
  },
  {
    name: 'shared/ outside the kit imports an antd icon',
    file: 'shared/format.ts',
    lines: ["import { StarOutlined } from '@ant-design/icons';"],
    rules: ['antd-back-office-and-kit'],
  },
  {
    name: 'the back office imports antd (allowed)',
    file: 'features/admin-audit/AdminAuditPage.tsx',
    lines: ["import { Drawer } from 'antd';"],
    rules: [],
  },
  {
    name: 'the kit imports antd (allowed)',
    file: 'shared/ui/Button.tsx',
    lines: ["import { Spin } from 'antd';"],
    rules: [],
  },
  {
    name: 'a listed buyer file still importing antd (allowed until it moves to the kit)',
    file: 'features/dev-outbox/DevOutboxPage.tsx',
    lines: ["import { Modal } from 'antd';"],
    rules: [],
  },
  {
    name: 'a route mounts a page and its loader from the files (allowed)',
    file: 'routes/scratch.tsx',
    lines: ["import { eventsListQuery } from '../features/events/queries';", "import { Button } from 'antd';"],
    rules: ['antd-back-office-and-kit'],
  },
  {
    name: 'a test reaches into another feature and imports antd (allowed)',
    file: 'features/home/Scratch.test.tsx',
    lines: ["import { eventKeys } from '../events/queries';", "import { Button } from 'antd';"],
    rules: [],
  },
  {
    name: 'two files of a feature import each other',
    file: 'features/events/queries.ts',
    lines: ["import { EventsPage } from './EventsPage';"],
    rules: ['no-circular'],
  },
  {
    name: 'an import that resolves to nothing',
    file: 'features/events/EventsPage.tsx',
    lines: ["import { eventsListQuery } from './qeuries';"],
    rules: ['no-unresolvable'],
  },
];

describe('the frontend rooms (dependency-cruiser)', () => {
  let scratch: string;
  let options: ICruiseOptions;
  let tsConfig: unknown;

  beforeAll(async () => {
    scratch = await mkdtemp(join(tmpdir(), 'ticketsetu-rooms-'));
    await cp(join(repo, src), join(scratch, src), { recursive: true });
    const files = ['package.json', 'tsconfig.json', 'frontend/package.json', 'frontend/tsconfig.json'];
    // This test reads the map and the list too.
    for (const file of [...files, 'frontend/feature-map.cjs', 'frontend/antd-importers.cjs']) {
      await cp(join(repo, file), join(scratch, file));
    }
    await symlink(join(repo, 'node_modules'), join(scratch, 'node_modules'));
    const tsConfigFile = join(scratch, 'frontend/tsconfig.json');
    options = { ...(await extractDepcruiseOptions(join(repo, 'frontend/.dependency-cruiser.cjs'))), baseDir: scratch };
    options.tsConfig = { fileName: tsConfigFile };
    tsConfig = extractTSConfig(tsConfigFile);
  }, 60_000);

  afterAll(async () => {
    if (scratch) await rm(scratch, { recursive: true, force: true });
  });

  /** maxDepth 0 follows every import; 1 reads only the roots' own imports. */
  async function violations(roots: string[], maxDepth = 0) {
    const { output } = await cruise(roots, { ...options, maxDepth }, undefined, { tsConfig });
    return (output as ICruiseResult).summary.violations;
  }

  it('the untouched tree passes', async () => {
    const found = await violations([src]);
    expect(found.map((v) => `${v.rule.name}: ${v.from} -> ${v.to}`)).toEqual([]);
  }, 120_000);

  it.each(cases)(
    '$name: $rules',
    async ({ file, lines, rules }) => {
      const path = join(scratch, src, file);
      const original = await readFile(path, 'utf8').catch(() => null);
      try {
        await mkdir(dirname(path), { recursive: true });
        await writeFile(path, [...lines, original ?? 'export {};\n'].join('\n'));
        const found = await violations([`${src}/${file}`], rules.includes('no-circular') ? 0 : 1);
        expect([...new Set(found.map((v) => v.rule.name))].sort()).toEqual([...rules].sort());
        for (const v of found.filter((v) => v.rule.name !== 'no-circular')) expect(v.from).toBe(`${src}/${file}`);
      } finally {
        if (original === null) await rm(path, { force: true });
        else await writeFile(path, original);
      }
    },
    60_000,
  );
});

describe('the feature map', () => {
  it('names every feature folder, and no other', async () => {
    const folders = (await readdir(join(repo, src, 'features'), { withFileTypes: true }))
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name);
    expect(Object.keys(uses).sort()).toEqual(folders.sort());
    for (const deps of Object.values(uses)) for (const dep of deps) expect(Object.keys(uses)).toContain(dep);
  });

  it('has no cycle: no two features lean on each other, however far round', () => {
    const cycles: string[] = [];
    const done = new Set<string>();
    const visit = (name: string, path: string[]) => {
      if (path.includes(name)) return cycles.push([...path.slice(path.indexOf(name)), name].join(' -> '));
      if (done.has(name)) return;
      for (const dep of uses[name] ?? []) visit(dep, [...path, name]);
      done.add(name);
    };
    for (const name of Object.keys(uses)) visit(name, []);
    expect(cycles).toEqual([]);
  });
});

describe('the list of buyer-side files still importing antd (issue 36 item 1)', () => {
  const importsAntd = /(from\s+|import\s*\(\s*)'(antd|@ant-design\/[^/']+)(\/[^']*)?'/;

  it('holds only files that still import antd', async () => {
    const stale: string[] = [];
    for (const file of antdImporters) {
      const text = await readFile(join(repo, file), 'utf8').catch(() => '');
      if (!importsAntd.test(text)) stale.push(file);
    }
    expect(stale).toEqual([]);
  });

  it('only shrinks: 61 when it was written, never more', () => {
    expect(new Set(antdImporters).size).toBe(antdImporters.length);
    expect(antdImporters.length).toBeLessThanOrEqual(61);
  });
});
