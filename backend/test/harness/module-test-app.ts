import { type DynamicModule, Module } from '@nestjs/common';
import { SharedKernelModule } from '../../src/app.kernel.js';
import { moduleEntries, type ModuleName, type NestImport } from '../../src/app.modules.js';
import type { AppConfig } from '../../src/config/config.js';
import { importClosure, isGlobal, mapRow, moduleNames, ownersOf } from './module-graph.js';
import { startTestApp, type TestApp, type TestAppOptions } from './test-app.js';

/**
 * Mounted beside every module under test: every module may use them (module map), identity's
 * session guard and admin gate stand before every route as in the app, and audit is global.
 */
const FOR_ALL: ModuleName[] = ['identity', 'audit'];

@Module({})
class ModuleUnderTest {}

/**
 * The modules an app of `name` alone mounts, in AppModule's order: `name`, those its @Module imports
 * (with what the composition root mounts beside them, e.g. payouts' RazorpayX sandbox), the global
 * modules the map lets it use without importing them (payments' gateway, audit), and identity and audit.
 */
export function mountedFor(name: ModuleName, config: AppConfig): NestImport[] {
  const entries = moduleEntries(config);
  const imported = moduleNames(importClosure(entries[name]), ownersOf(entries));
  const globalsAllowed = mapRow(name).filter((used) => entries[used as ModuleName].some(isGlobal));
  const mounted = new Set<string>([...FOR_ALL, ...imported, ...globalsAllowed]);
  return Object.entries(entries).flatMap(([entry, items]): NestImport[] => (mounted.has(entry) ? items : []));
}

/** The root of a module's test app: the app's own kernel and the modules `mountedFor` names. */
export function moduleTestRoot(name: ModuleName, config: AppConfig, databaseUrl: string): DynamicModule {
  return {
    module: ModuleUnderTest,
    imports: [SharedKernelModule.forRoot(config, databaseUrl), ...mountedFor(name, config)],
  };
}

/**
 * One module as an app of its own (ADR 47): its HTTP routes and exported services on the shared
 * kernel and a database of its own, with the development adapters at the edges (dev mail and SMS
 * outboxes, the PhonePe and RazorpayX sandboxes), like createTestApp but without the other modules.
 */
export function createModuleTestApp(
  name: ModuleName,
  overrides: Record<string, string> = {},
  options: TestAppOptions = {},
): Promise<TestApp> {
  return startTestApp((config, url) => moduleTestRoot(name, config, url), overrides, options);
}
