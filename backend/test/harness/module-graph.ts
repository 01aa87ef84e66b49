import { createRequire } from 'node:module';
import type { DynamicModule, ForwardReference, Type } from '@nestjs/common';
import { GLOBAL_MODULE_METADATA, MODULE_METADATA } from '@nestjs/common/constants.js';
import type { NestImport } from '../../src/app.modules.js';

/** The module map, from the one file .dependency-cruiser.cjs reads too: each module and those it may use. */
export const uses = (createRequire(import.meta.url)('../../module-map.cjs') as { uses: Record<string, string[]> }).uses;

/** The modules `name` may use (its row of the map). */
export function mapRow(name: string): string[] {
  const row = uses[name];
  if (!row) throw new Error(`${name} has no row in backend/module-map.cjs`);
  return row;
}

type ImportItem = NestImport | ForwardReference | Promise<DynamicModule>;

/** A module class with the imports Nest's scanner reads for it: its @Module's, plus a dynamic module's own. */
function resolve(item: ImportItem): { module: Type; imports: ImportItem[]; global: boolean } {
  if (item instanceof Promise) throw new Error('An async dynamic module cannot be read before Nest resolves it');
  if ('forwardRef' in item) return resolve(item.forwardRef() as ImportItem);
  const dynamic = 'module' in item ? (item as DynamicModule) : null;
  const module = dynamic ? dynamic.module : (item as Type);
  const declared = (Reflect.getMetadata(MODULE_METADATA.IMPORTS, module) ?? []) as ImportItem[];
  const global = dynamic?.global ?? Reflect.getMetadata(GLOBAL_MODULE_METADATA, module) === true;
  return { module, imports: [...declared, ...((dynamic?.imports ?? []) as ImportItem[])], global };
}

/** Every module class the roots are or import, directly or through others, as Nest resolves @Module imports. */
export function importClosure(roots: NestImport[]): Set<Type> {
  const seen = new Set<Type>();
  const visit = (item: ImportItem) => {
    const { module, imports } = resolve(item);
    if (seen.has(module)) return;
    seen.add(module);
    imports.forEach(visit);
  };
  roots.forEach(visit);
  return seen;
}

/** Whether Nest makes this module's exports visible everywhere (@Global, or a dynamic module with global: true). */
export function isGlobal(item: NestImport): boolean {
  return resolve(item).global;
}

/** Which of our modules (a folder under modules/) each Nest module class of the entries belongs to. */
export function ownersOf(entries: Record<string, NestImport[]>): Map<Type, string> {
  return new Map(
    Object.entries(entries).flatMap(([name, items]) => items.map((item) => [resolve(item).module, name] as const)),
  );
}

/** The names of our modules among the classes (Nest's and third parties' own modules are not ours). */
export function moduleNames(classes: Iterable<Type>, owners: Map<Type, string>): Set<string> {
  return new Set([...classes].flatMap((cls) => owners.get(cls) ?? []));
}
