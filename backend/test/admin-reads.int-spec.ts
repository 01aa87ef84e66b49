// Crosses every module: which module answers the back office's reads (ADR 71).
import { Controller, type DynamicModule, Get, Module, Patch, RequestMethod, type Type } from '@nestjs/common';
import { METHOD_METADATA, MODULE_METADATA, PATH_METADATA } from '@nestjs/common/constants.js';
import { moduleEntries, type NestImport } from '../src/app.modules.js';
import { loadConfig } from '../src/config/config.js';
import { ADMIN_PATH_PREFIX, AdminController } from '../src/shared/http/auth.js';
import { testSettings } from './harness/test-app.js';

/** A route a controller answers: its HTTP method and full path (controller's path, then the method's). */
interface Route {
  controller: string;
  method: RequestMethod;
  path: string;
}

const joined = (...parts: string[]) =>
  parts
    .map((p) => p.replace(/^\/+|\/+$/g, ''))
    .filter(Boolean)
    .join('/');

function routesOf(controller: Type): Route[] {
  const base = ([] as string[]).concat(Reflect.getMetadata(PATH_METADATA, controller) ?? '');
  const proto = controller.prototype as Record<string, unknown>;
  return Object.getOwnPropertyNames(proto).flatMap((key) => {
    const handler = proto[key];
    if (key === 'constructor' || typeof handler !== 'function') return [];
    const method = Reflect.getMetadata(METHOD_METADATA, handler) as RequestMethod | undefined;
    if (method === undefined) return [];
    const paths = ([] as string[]).concat(Reflect.getMetadata(PATH_METADATA, handler) ?? '');
    return base.flatMap((b) => paths.map((p) => ({ controller: controller.name, method, path: joined(b, p) })));
  });
}

/** The controllers a module mounts (a dynamic module's own besides its class's). */
function controllersOf(item: NestImport): Type[] {
  const dynamic = 'module' in item ? (item as DynamicModule) : null;
  const module = dynamic ? dynamic.module : (item as Type);
  return [
    ...((Reflect.getMetadata(MODULE_METADATA.CONTROLLERS, module) ?? []) as Type[]),
    ...((dynamic?.controllers ?? []) as Type[]),
  ];
}

/**
 * What a module other than the back office may not answer: a GET under /admin that reads more than
 * one resource (a list, a search, an export, a report). One resource by its id (`/admin/disputes/:id`)
 * belongs to its module, as do the lists' actions (POST, PATCH, PUT, DELETE).
 */
function adminReadsOutsideBackoffice(modules: Record<string, NestImport[]>): string[] {
  // By its id ('/:id', '/:disputeId'): a path ending in another parameter ('/:status') may well be a list.
  const singleResource = /\/:(?:id|[a-z][A-Za-z]*Id)$/;
  return Object.entries(modules)
    .filter(([name]) => name !== 'backoffice')
    .flatMap(([name, items]) =>
      items
        .flatMap(controllersOf)
        .flatMap(routesOf)
        .filter((r) => r.method === RequestMethod.GET && joined(r.path).startsWith(`${ADMIN_PATH_PREFIX}/`))
        .filter((r) => !singleResource.test(r.path))
        .map((r) => `${name}: ${r.controller} answers GET /${r.path}; admin lists and reports belong to backoffice`),
    );
}

describe('the back office answers every admin list (ADR 71)', () => {
  const entries = moduleEntries(loadConfig(testSettings()));

  it('no module but backoffice answers a GET under /admin other than one resource by its id', () => {
    expect(adminReadsOutsideBackoffice(entries)).toEqual([]);
  });

  it('the back office does answer them: each admin list, report and export', () => {
    const gets = entries.backoffice
      .flatMap(controllersOf)
      .flatMap(routesOf)
      .filter((r) => r.method === RequestMethod.GET)
      .map((r) => `/${r.path}`);
    expect(gets).toEqual(
      expect.arrayContaining(
        [
          'users',
          'categories',
          'listings',
          'transactions',
          'transfers',
          'payouts',
          'tax/tds',
          'tax/summary',
          'tax-documents',
          'ratings',
          'contact-messages',
          'disputes',
          'events',
          'audit',
        ].map((path) => `/${ADMIN_PATH_PREFIX}/${path}`),
      ),
    );
  });

  // The check bites: a module that lists its own rows under /admin is named; its actions and one row are not.
  @AdminController('things')
  class AdminThingsController {
    @Get()
    list() {}

    @Get('export')
    exportAll() {}

    @Get('by-status/:status')
    byStatus() {}

    @Get(':id')
    one() {}

    @Get('owners/:ownerId')
    owner() {}

    @Patch(':id')
    change() {}
  }
  @Controller('v1/things')
  class ThingsController {
    @Get()
    mine() {}
  }
  @Module({ controllers: [AdminThingsController, ThingsController] })
  class ThingsModule {}

  it('bites: a list, an export or a list by a parameter under /admin in another module is refused, one resource by its id and an action are not', () => {
    expect(adminReadsOutsideBackoffice({ things: [ThingsModule] })).toEqual([
      `things: AdminThingsController answers GET /${ADMIN_PATH_PREFIX}/things; admin lists and reports belong to backoffice`,
      `things: AdminThingsController answers GET /${ADMIN_PATH_PREFIX}/things/export; admin lists and reports belong to backoffice`,
      `things: AdminThingsController answers GET /${ADMIN_PATH_PREFIX}/things/by-status/:status; admin lists and reports belong to backoffice`,
    ]);
    expect(adminReadsOutsideBackoffice({ backoffice: [ThingsModule] })).toEqual([]);
  });
});
