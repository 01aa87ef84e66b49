import { cp, mkdir, mkdtemp, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { cruise, type ICruiseOptions, type ICruiseResult } from 'dependency-cruiser';
import extractDepcruiseOptions from 'dependency-cruiser/config-utl/extract-depcruise-options';
import extractTSConfig from 'dependency-cruiser/config-utl/extract-ts-config';

/**
 * The module boundaries in .dependency-cruiser.cjs bite. The backend is copied to a scratch folder;
 * each case writes one forbidden import into a copy of a real file (or adds one new file), runs the
 * same rules `npm run lint` runs, and expects exactly the named rules to fail. The untouched copy
 * passes. A case cruises only the edited file's own imports, where its violation is, and follows
 * imports further only when it expects a cycle: the whole file stays a few seconds.
 */
const repo = resolve(import.meta.dirname, '..', '..');
const src = 'backend/src';

interface Case {
  name: string;
  /** The file (under backend/src) that gets the import: a copy of a real one, or a new one. */
  file: string;
  /** Lines put at the top of that file. */
  lines: string[];
  /** The rules that must fail, and no other; [] means the import is allowed. */
  rules: string[];
}

const cases: Case[] = [
  // The four imports a trial found passing the old rules.
  {
    name: 'listings/domain imports catalog/application',
    file: 'modules/listings/domain/listing-form.ts',
    lines: ["import { CatalogService } from '../../catalog/application/catalog.service.js';"],
    rules: ['domain-no-other-module', 'domain-no-outer-layers', 'module-entry-only'],
  },
  {
    name: 'a domain file imports @mikro-orm/postgresql (even a type)',
    file: 'modules/listings/domain/listing.entity.ts',
    lines: ["import type { EntityManager } from '@mikro-orm/postgresql';"],
    rules: ['domain-no-orm-runtime'],
  },
  {
    name: 'listings imports identity/application/tokens.js',
    file: 'modules/listings/application/listing-queries.ts',
    lines: ["import { randomToken } from '../../identity/application/tokens.js';"],
    rules: ['module-entry-only'],
  },
  {
    name: 'support imports listings',
    file: 'modules/support/application/contact.service.ts',
    lines: ["import { ListingQueries } from '../../listings/index.js';"],
    rules: ['module-map-support'],
  },
  // One per rule.
  {
    name: 'application imports its own http/',
    file: 'modules/listings/application/listing-queries.ts',
    lines: ["import { SellListingDto } from '../http/listing.dto.js';"],
    rules: ['application-no-http'],
  },
  {
    name: 'shared imports a module',
    file: 'shared/infrastructure/storage/file-checks.ts',
    lines: ["import { PAYMENT_GATEWAY } from '../../../modules/payments/index.js';"],
    rules: ['shared-no-module'],
  },
  {
    name: 'catalog imports listings (an arrow pointing left, which also closes a cycle)',
    file: 'modules/catalog/application/catalog.service.ts',
    lines: ["import { ListingQueries } from '../../listings/index.js';"],
    rules: ['module-map-catalog', 'no-circular'],
  },
  {
    name: 'ledger, a sink, imports orders',
    file: 'modules/ledger/index.ts',
    lines: ["import { OrderQueries } from '../orders/index.js';"],
    rules: ['module-map-ledger'],
  },
  {
    name: 'payments, which calls no one, imports identity',
    file: 'modules/payments/index.ts',
    lines: ["import { IdentityService } from '../identity/index.js';"],
    rules: ['module-map-payments'],
  },
  {
    name: 'orders imports support, which no module may import',
    file: 'modules/orders/index.ts',
    lines: ["import { SupportModule } from '../support/index.js';"],
    rules: ['module-map-orders'],
  },
  // No live entity leaves its module (ADR 83).
  {
    name: "orders' index.ts exports its entity as a type",
    file: 'modules/orders/index.ts',
    lines: ["export type { Order } from './domain/order.entity.js';"],
    rules: ['entry-exports-no-entity'],
  },
  {
    name: "payouts imports orders' entity (a type only)",
    file: 'modules/payouts/application/seller-payouts.ts',
    lines: ["import type { Order } from '../../orders/domain/order.entity.js';"],
    rules: ['module-entry-only', 'no-foreign-entity'],
  },
  {
    name: "orders' index.ts exports its read model (allowed)",
    file: 'modules/orders/index.ts',
    lines: ["export type { OrderRecord as Sale } from './domain/order-record.js';"],
    rules: [],
  },
  // The back office reads every module's entry, and no one reads it (ADR 71).
  {
    name: "backoffice reads orders' public entry (allowed)",
    file: 'modules/backoffice/application/admin-events.ts',
    lines: ["import { OrderQueries } from '../../orders/index.js';"],
    rules: [],
  },
  {
    name: "backoffice reaches into orders' application/",
    file: 'modules/backoffice/application/admin-events.ts',
    lines: ["import { OrderQueries } from '../../orders/application/order-queries.js';"],
    rules: ['module-entry-only'],
  },
  {
    name: 'payouts imports backoffice',
    file: 'modules/payouts/index.ts',
    lines: ["import { BackofficeModule } from '../backoffice/index.js';"],
    rules: ['module-map-payouts', 'nothing-imports-backoffice'],
  },
  {
    name: 'shared imports backoffice',
    file: 'shared/http/csv.ts',
    lines: ["import { BackofficeModule } from '../../modules/backoffice/index.js';"],
    rules: ['shared-no-module', 'nothing-imports-backoffice'],
  },
  {
    name: 'seed imports backoffice',
    file: 'seed/seed-demo.ts',
    lines: ["import { BackofficeModule } from '../modules/backoffice/index.js';"],
    rules: ['nothing-imports-backoffice'],
  },
  {
    name: 'a module missing from the map',
    file: 'modules/coupons/index.ts',
    lines: ["import { IdentityService } from '../identity/index.js';"],
    rules: ['module-not-in-map'],
  },
  {
    name: 'a domain file imports @nestjs/common',
    file: 'modules/catalog/domain/event.entity.ts',
    lines: ["import { Injectable } from '@nestjs/common';"],
    rules: ['domain-no-nest'],
  },
  {
    name: 'a domain file imports express',
    file: 'shared/domain/ids.ts',
    lines: ["import type { Request } from 'express';"],
    rules: ['domain-no-http'],
  },
  {
    name: 'a domain file imports an SDK',
    file: 'modules/payments/domain/payment-rules.ts',
    lines: ["import { S3Client } from '@aws-sdk/client-s3';"],
    rules: ['domain-no-sdk'],
  },
  {
    name: 'a domain file reads files',
    file: 'modules/identity/domain/rules.ts',
    lines: ["import { readFile } from 'node:fs/promises';"],
    rules: ['domain-no-sdk'],
  },
  {
    name: 'a domain file imports its module http/',
    file: 'modules/support/domain/contact-message.entity.ts',
    lines: ["import { ContactRequestDto } from '../http/contact.dto.js';"],
    rules: ['domain-no-outer-layers'],
  },
  {
    name: 'a domain file takes a value from @mikro-orm/core',
    file: 'modules/identity/domain/rules.ts',
    lines: ["import { wrap } from '@mikro-orm/core';"],
    rules: ['domain-orm-types-only'],
  },
  {
    name: 'a domain file takes only types from @mikro-orm/core (allowed)',
    file: 'modules/identity/domain/rules.ts',
    lines: ["import type { EntityManager } from '@mikro-orm/core';", "import { type Ref } from '@mikro-orm/core';"],
    rules: [],
  },
  {
    name: 'two files import each other',
    file: 'modules/catalog/application/catalog.service.ts',
    lines: ["import { CatalogModule } from '../catalog.module.js';"],
    rules: ['no-circular'],
  },
  {
    name: 'an import that resolves to nothing',
    file: 'modules/listings/application/listing-queries.ts',
    lines: ["import { CatalogService } from '../../catalog/aplication/catalog.service.js';"],
    rules: ['no-unresolvable'],
  },
  // The composition root and seed.
  {
    name: 'main.ts reaches into a module',
    file: 'main.ts',
    lines: ["import { SellingService } from './modules/listings/application/selling.service.js';"],
    rules: ['composition-root-through-entry'],
  },
  {
    name: 'database/ imports a service',
    file: 'database/orm.config.ts',
    lines: ["import { CatalogService } from '../modules/catalog/application/catalog.service.js';"],
    rules: ['database-through-entry-or-entities'],
  },
  {
    name: 'seed/ imports an entity',
    file: 'seed/seed-demo.ts',
    lines: ["import { Listing } from '../modules/listings/domain/listing.entity.js';"],
    rules: ['seed-through-services'],
  },
  // Tests are exempt from the module rules, not from domain purity.
  {
    name: 'a spec file reaches into another module (allowed)',
    file: 'modules/listings/application/scratch.spec.ts',
    lines: ["import { CatalogService } from '../../catalog/application/catalog.service.js';"],
    rules: [],
  },
  {
    name: 'a domain spec file imports @nestjs/common',
    file: 'modules/listings/domain/scratch.spec.ts',
    lines: ["import { Injectable } from '@nestjs/common';"],
    rules: ['domain-no-nest'],
  },
];

describe('module boundaries (dependency-cruiser)', () => {
  let scratch: string;
  let options: ICruiseOptions;
  let tsConfig: unknown;

  beforeAll(async () => {
    scratch = await mkdtemp(join(tmpdir(), 'ticketsetu-boundaries-'));
    await cp(join(repo, src), join(scratch, src), { recursive: true });
    // A domain spec imports a test helper; the rest makes paths and packages resolve as in the repo.
    await cp(join(repo, 'backend/test/harness'), join(scratch, 'backend/test/harness'), { recursive: true });
    for (const file of ['package.json', 'tsconfig.json', 'backend/package.json', 'backend/tsconfig.json']) {
      await cp(join(repo, file), join(scratch, file));
    }
    await symlink(join(repo, 'node_modules'), join(scratch, 'node_modules'));
    await symlink(join(repo, 'backend/node_modules'), join(scratch, 'backend/node_modules'));

    const tsConfigFile = join(scratch, 'backend/tsconfig.json');
    options = { ...(await extractDepcruiseOptions(join(repo, '.dependency-cruiser.cjs'))), baseDir: scratch };
    options.tsConfig = { fileName: tsConfigFile };
    tsConfig = extractTSConfig(tsConfigFile);
  });

  afterAll(async () => {
    if (scratch) await rm(scratch, { recursive: true, force: true });
    // dependency-cruiser imports node:process, which jest's ESM runtime builds by reading every property
    // of `process`, stdin too: that opens the worker's stdin pipe, and an open pipe keeps the worker from
    // exiting ("A worker process has failed to exit gracefully"). Nothing reads it: close it.
    if (!process.stdin.isTTY) process.stdin.destroy();
  });

  /** maxDepth 0 follows every import; 1 reads only the roots' own imports. */
  async function violations(roots: string[], maxDepth = 0) {
    const { output } = await cruise(roots, { ...options, maxDepth }, undefined, { tsConfig });
    return (output as ICruiseResult).summary.violations;
  }

  it('the untouched tree passes', async () => {
    const found = await violations([src]);
    expect(found.map((v) => `${v.rule.name}: ${v.from} -> ${v.to}`)).toEqual([]);
  });

  it.each(cases)('$name: $rules', async ({ file, lines, rules }) => {
    const path = join(scratch, src, file);
    const original = await readFile(path, 'utf8').catch(() => null);
    try {
      await mkdir(dirname(path), { recursive: true });
      await writeFile(path, [...lines, original ?? 'export {};\n'].join('\n'));

      const found = await violations([`${src}/${file}`], rules.includes('no-circular') ? 0 : 1);
      expect([...new Set(found.map((v) => v.rule.name))].sort()).toEqual([...rules].sort());
      // Each is the edited file's own import (a cycle shows on every file in it).
      for (const v of found.filter((v) => v.rule.name !== 'no-circular')) expect(v.from).toBe(`${src}/${file}`);
    } finally {
      if (original === null) await rm(path, { force: true });
      else await writeFile(path, original);
    }
  });
});
