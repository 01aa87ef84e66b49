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

/** Addresses remembered per router; more are forgotten all at once (a flood of probes for random paths). */
const MAX_REMEMBERED = 2_000;
const MAX_REMEMBERED_LENGTH = 512;
const remembered = new WeakMap<RouterLayer[], { routes: number; templates: Map<string, string | undefined> }>();

/**
 * The template of the route that takes `method path`: a walk of every route, so the answer is kept
 * per address (a cached public read, answered before routing, asks it for every request). Kept until
 * the router gains a route.
 */
function templateOf(req: Request, path: string): string | undefined {
  const stack = (req.app as unknown as { router?: { stack?: RouterLayer[] } }).router?.stack ?? [];
  const method = req.method.toLowerCase();
  if (path.length > MAX_REMEMBERED_LENGTH) return walk(stack, method, path);
  let memo = remembered.get(stack);
  if (!memo || memo.routes !== stack.length || memo.templates.size >= MAX_REMEMBERED) {
    memo = { routes: stack.length, templates: new Map() };
    remembered.set(stack, memo);
  }
  const address = `${method} ${path}`;
  if (memo.templates.has(address)) return memo.templates.get(address);
  const template = walk(stack, method, path);
  memo.templates.set(address, template);
  return template;
}

function walk(stack: RouterLayer[], method: string, path: string): string | undefined {
  for (const layer of stack) {
    const route = layer.route;
    if (!route || typeof route.path !== 'string' || takesEveryMethod(route)) continue;
    const answers = route.methods[method] || (method === 'head' && route.methods.get);
    if (answers && matches(layer, path)) return route.path;
  }
  return undefined;
}
