import type { INestApplication, RequestMethod } from '@nestjs/common';
import { METHOD_METADATA, ROUTE_ARGS_METADATA } from '@nestjs/common/constants.js';
import type { RouteParamtypes } from '@nestjs/common/enums/route-paramtypes.enum.js';
import { ModulesContainer } from '@nestjs/core';
import type { Module } from '@nestjs/core/injector/module.js';

export type Class = abstract new (...args: never[]) => unknown;

/** One controller method that serves a route, and what its parameters read. */
export interface RouteHandler {
  controller: Class;
  name: string;
  handler: (...args: unknown[]) => unknown;
  method: RequestMethod;
  /** Each decorated parameter: what it reads (`@Body`, `@Query`, `@Param`, ...) and its declared type. */
  params: { kind: RouteParamtypes; type: unknown }[];
  /** The Nest module that holds the controller (its imports are what its services may call). */
  module: Module;
}

/**
 * Every route handler of the app, read from the module graph rather than from instances, so it works
 * on an app that was never started (`npm run contracts` builds the graph in preview mode).
 */
export function routeHandlers(app: INestApplication): RouteHandler[] {
  const handlers: RouteHandler[] = [];
  for (const module of app.get(ModulesContainer).values()) {
    for (const { metatype } of module.controllers.values()) {
      if (!metatype) continue;
      const prototype = metatype.prototype as Record<string, unknown>;
      for (const name of Object.getOwnPropertyNames(prototype)) {
        const handler = prototype[name];
        const method = typeof handler === 'function' && Reflect.getMetadata(METHOD_METADATA, handler);
        if (method === undefined || method === false) continue;
        const types = (Reflect.getMetadata('design:paramtypes', prototype, name) ?? []) as unknown[];
        const params = Object.keys(Reflect.getMetadata(ROUTE_ARGS_METADATA, metatype, name) ?? {}).map((key) => {
          const [kind, index] = key.split(':').map(Number);
          return { kind: kind as RouteParamtypes, type: types[index ?? -1] };
        });
        handlers.push({
          controller: metatype as Class,
          name,
          handler: handler as RouteHandler['handler'],
          method,
          params,
          module,
        });
      }
    }
  }
  return handlers;
}
