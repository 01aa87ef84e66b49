// Crosses every module: boots each one alone and holds Nest's injector to the module map (backend/module-map.cjs).
import { readdir } from 'node:fs/promises';
import { Inject, Injectable, Module } from '@nestjs/common';
import { Test } from '@nestjs/testing';
import { SharedKernelModule } from '../src/app.kernel.js';
import { moduleEntries, type ModuleName, type NestImport } from '../src/app.modules.js';
import { type AppConfig, loadConfig } from '../src/config/config.js';
import { AuditLog } from '../src/modules/audit/index.js';
import { InventoryService, ListingsModule } from '../src/modules/listings/index.js';
import { importClosure, isGlobal, mapRow, moduleNames, ownersOf, uses } from './harness/module-graph.js';
import { testSettings } from './harness/test-app.js';
import { cloneTestDatabase, type TestDatabase } from './harness/test-database.js';

/**
 * .dependency-cruiser.cjs holds every `import` line to the map; this holds what Nest wires. Each module
 * boots on the shared kernel with only its @Module imports and the global modules its row of the map
 * lists (audit; payments' gateway), and must (1) import, directly or through others, no module its row
 * leaves out (one to its left, or one no module may use) and (2) start: a provider it injects from a
 * module it does not import, or from a global module its row leaves out, stops it.
 */
describe('the module map, at run time', () => {
  let database: TestDatabase;
  let config: AppConfig;
  let entries: ReturnType<typeof moduleEntries>;

  beforeAll(async () => {
    database = await cloneTestDatabase();
    config = loadConfig(testSettings());
    entries = moduleEntries(config);
  });
  afterAll(() => database?.drop());

  /** What keeps `roots`, checked as the module `name`, from standing where the map puts it; [] when nothing. */
  async function boundaryProblems(name: string, roots: NestImport[]): Promise<string[]> {
    const allowed = new Set([name, ...mapRow(name)]);
    const imported = moduleNames(importClosure(roots), ownersOf(entries));
    const problems = [...imported]
      .filter((used) => !allowed.has(used))
      .map((used) => `${name} imports ${used}, which its row of the module map leaves out`);
    const globals = mapRow(name).flatMap((used) => entries[used as ModuleName].filter(isGlobal));
    try {
      const moduleRef = await Test.createTestingModule({
        imports: [SharedKernelModule.forRoot(config, database.url), ...roots, ...globals],
      }).compile();
      const app = moduleRef.createNestApplication();
      try {
        await app.init();
      } finally {
        await app.close();
      }
    } catch (error) {
      problems.push(`${name} does not start with only what its row lets it use: ${(error as Error).message}`);
    }
    return problems;
  }

  it('knows every module: each folder under modules/ has a row in the map and an entry in the composition root', async () => {
    const folders = (await readdir(new URL('../src/modules/', import.meta.url), { withFileTypes: true }))
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name)
      .sort();
    expect(Object.keys(uses).sort()).toEqual(folders);
    expect(Object.keys(entries).sort()).toEqual(folders);
  });

  it.each(Object.keys(uses))('%s boots alone with only the modules its row of the map lists', async (name) => {
    expect(await boundaryProblems(name, entries[name as ModuleName])).toEqual([]);
  });

  // The check bites: three modules that break the map, each checked as if it were one of ours.
  @Injectable()
  class SeatCounter {
    constructor(@Inject(InventoryService) readonly inventory: InventoryService) {}
  }
  /** Injects listings' InventoryService without importing ListingsModule. */
  @Module({ providers: [SeatCounter] })
  class NeedsAnUnimportedModule {}

  /** Imports listings, which is to catalog's left. */
  @Module({ imports: [ListingsModule] })
  class ImportsToItsLeft {}

  @Injectable()
  class StaffActionRecorder {
    constructor(@Inject(AuditLog) readonly audit: AuditLog) {}
  }
  /** Uses audit (global in the app) without a row that lists it. */
  @Module({ providers: [StaffActionRecorder] })
  class UsesAnUnlistedGlobal {}

  it('fails a module that injects a service of a module it does not import', async () => {
    expect(await boundaryProblems('catalog', [NeedsAnUnimportedModule])).toEqual([
      expect.stringMatching(/^catalog does not start .*InventoryService/s),
    ]);
  });

  it('fails a module that imports one to its left in the map, though it starts', async () => {
    expect(await boundaryProblems('catalog', [ImportsToItsLeft])).toEqual([
      'catalog imports listings, which its row of the module map leaves out',
    ]);
  });

  it('fails a module that uses a global module its row leaves out', async () => {
    expect(await boundaryProblems('ledger', [UsesAnUnlistedGlobal])).toEqual([
      expect.stringMatching(/^ledger does not start .*AuditLog/s),
    ]);
  });
});
