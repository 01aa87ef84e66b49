import { METHODS } from 'node:http';
import type { Request } from 'express';

/** A layer of Express's router, as far as reading its routes needs (also the metrics' route labels). */
export interface RouterLayer {
  route?: { path?: unknown; methods: Record<string, boolean | undefined> };
  match(path: string): unknown;
}

/**
 * The methods the app's routes answer at this request's path, for a 405's `Allow` (RFC 9110):
 * empty when no route has the path at all (a 404). Read from Express's router, where Nest registers
 * every controller route, so it is never out of step with the controllers.
 */
export function allowedMethods(req: Request): string[] {
  const stack = (req.app as unknown as { router?: { stack?: RouterLayer[] } }).router?.stack ?? [];
  // The whole path: inside a mounted handler (Nest's not-found handler is mounted at /api) req.path
  // is the part after the mount point.
  const path = req.baseUrl + req.path;
  const methods = new Set<string>();
  for (const layer of stack) {
    if (!layer.route || takesEveryMethod(layer.route) || !matches(layer, path)) continue;
    for (const [method, on] of Object.entries(layer.route.methods)) {
      if (on && method !== '_all') methods.add(method.toUpperCase());
    }
  }
  // Express answers HEAD wherever it answers GET.
  if (methods.has('GET')) methods.add('HEAD');
  return [...methods].sort();
}

/** Nest's own catch-alls (the not-found handler, middleware) are routes for every method, not resources. */
export function takesEveryMethod(route: NonNullable<RouterLayer['route']>): boolean {
  return Boolean(route.methods._all) || METHODS.every((method) => route.methods[method.toLowerCase()]);
}

export function matches(layer: RouterLayer, path: string): boolean {
  try {
    return Boolean(layer.match(path));
  } catch {
    return false; // a path whose escapes do not decode
  }
}
