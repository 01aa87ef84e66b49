import { SetMetadata } from '@nestjs/common';
import { statusCode } from './problem-details.filter.js';

/** What may refuse a request: a module's error class (`defineErrors`), or any table of codes and their statuses. */
export interface Refusals {
  readonly codes: Readonly<Record<string, number>>;
}

const REFUSES = 'openapi:refuses';

/**
 * The codes a Nest module's requests may be refused with (its error classes): on the module class,
 * and on a controller or a route for any beyond its module's. The OpenAPI document lists, for each
 * operation and error status, the codes of its module, of the modules that module imports (the
 * services it may call), of its controller and route, and the kernel's (ADR 81).
 */
export const Refuses = (...sources: Refusals[]) => SetMetadata(REFUSES, sources);

/** What `@Refuses` declares on a module class, a controller or a route handler. */
export function declaredRefusals(target: object): Refusals[] {
  return (Reflect.getMetadata(REFUSES, target) as Refusals[] | undefined) ?? [];
}

/** The refusals a route leaves to Nest's own exceptions (a webhook's 401), by status: each status's title code. */
export function httpRefusals(...statuses: number[]): Refusals {
  return { codes: Object.fromEntries(statuses.map((status) => [statusCode(status), status])) };
}
