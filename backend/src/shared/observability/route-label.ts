import type { Request } from 'express';
import { matches, type RouterLayer, takesEveryMethod } from '../http/allowed-methods.js';

/** An API address no route takes (a 404, a probe for /wp-admin): one label for all of them. */
export const UNMATCHED_ROUTE = 'unmatched';
/** Anything outside /api that no route takes: the web app's files and pages. */
export const STATIC_ROUTE = 'static';

type Route = NonNullable<RouterLayer['route']>;

/**
 * The route template a request is counted under (`/api/v1/events/:id`), never the raw path, so a
 * metric has one series per route rather than one per id. The route Express matched when there was
 * one; for a request answered before routing (a cached public read, a rate limit, the admin gate)
 * the template of the route that would have taken it; else a fixed label.
 */
export function routeLabel(req: Request): string {
  const matched = req.route as Route | undefined;
  if (matched && typeof matched.path === 'string' && !takesEveryMethod(matched)) {
    return (req.baseUrl ?? '') + matched.path;
  }
  const path = (req.originalUrl ?? req.url).split('?')[0] ?? '';
  return templateOf(req, path) ?? (path === '/api' || path.startsWith('/api/') ? UNMATCHED_ROUTE : STATIC_ROUTE);
}

function templateOf(req: Request, path: string): string | undefined {
  const stack = (req.app as unknown as { router?: { stack?: RouterLayer[] } }).router?.stack ?? [];
  const method = req.method.toLowerCase();
  for (const layer of stack) {
    const route = layer.route;
    if (!route || typeof route.path !== 'string' || takesEveryMethod(route)) continue;
    const answers = route.methods[method] || (method === 'head' && route.methods.get);
    if (answers && matches(layer, path)) return route.path;
  }
  return undefined;
}
