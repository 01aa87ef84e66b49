/**
 * The codes of the API's refusals in its OpenAPI document (ADR 81): every problem response of an
 * operation says, as an enum on `code`, the codes it may carry at that status. They are read from
 * the error classes that can reach the operation (`@Refuses` on its Nest module and the modules that
 * module imports, on its controller and its route, and the kernel's), never listed by hand per route;
 * every integration test's answer is then held to its operation's enum (test/harness/api-document.ts).
 */
import type { INestApplication } from '@nestjs/common';
import type { Module } from '@nestjs/core/injector/module.js';
import type { OpenAPIObject } from '@nestjs/swagger';
import { statusCode } from './problem-details.filter.js';
import { declaredRefusals, type Refusals } from './refusals.js';
import { routeHandlers } from './route-handlers.js';

const PROBLEM = '#/components/schemas/Problem';

/** `module` and every module it imports, however far: whose services its requests may call. */
function reachable(module: Module): Module[] {
  const seen = new Set<Module>();
  const next = [module];
  for (let m = next.pop(); m; m = next.pop()) {
    if (seen.has(m)) continue;
    seen.add(m);
    next.push(...m.imports);
  }
  return [...seen];
}

/** What may refuse an operation, and whose refusals they are (its module's, or its controller's where it adds some). */
export interface OperationRefusals {
  owner: string;
  sources: Refusals[];
}

/** What may refuse each operation (by Swagger's id, `Controller_method`): `kernel`, its modules', controller's and route's. */
export function refusalsByOperation(app: INestApplication, kernel: Refusals[]): Map<string, OperationRefusals> {
  const byOperation = new Map<string, OperationRefusals>();
  for (const { controller, name, handler, module } of routeHandlers(app)) {
    const own = [...declaredRefusals(controller), ...declaredRefusals(handler)];
    const owner =
      declaredRefusals(handler).length > 0
        ? `${controller.name}_${name}`
        : own.length > 0
          ? controller.name.replace(/Controller$/, '')
          : module.metatype.name.replace(/Module$/, '');
    byOperation.set(`${controller.name}_${name}`, {
      owner,
      sources: [...kernel, ...reachable(module).flatMap(({ metatype }) => declaredRefusals(metatype)), ...own],
    });
  }
  return byOperation;
}

/**
 * The codes of `sources` answered with `status`, sorted, each once; a status none of them answers
 * (a 409 implied for any write to a named thing, say) has the code the filter gives it by its title.
 */
export function codesAt(sources: Refusals[], status: number): string[] {
  const codes = sources.flatMap(({ codes: table }) =>
    Object.entries(table)
      .filter(([, answered]) => answered === status)
      .map(([code]) => code),
  );
  return codes.length > 0 ? [...new Set(codes)].sort() : [statusCode(status)];
}

interface ProblemResponse {
  content?: Record<string, { schema?: { $ref?: string } | object }>;
}

/**
 * Each problem response's body: a Problem whose `code` is one of the operation's codes at that
 * status. The lists are schemas of their own, one per owner and status (`ListingsProblem409`, and
 * `Problem503` for a status only the kernel answers), so operations of one module share them.
 */
export function describeProblemCodes(
  document: OpenAPIObject,
  byOperation: Map<string, OperationRefusals>,
  kernel: Refusals[],
): OpenAPIObject {
  const schemas = ((document.components ??= {}).schemas ??= {});
  for (const item of Object.values(document.paths)) {
    for (const operation of Object.values(item) as unknown[]) {
      if (typeof operation !== 'object' || operation === null || !('responses' in operation)) continue;
      const { operationId, responses } = operation as {
        operationId?: string;
        responses: Record<string, ProblemResponse>;
      };
      const { owner, sources } = (operationId && byOperation.get(operationId)) || { owner: '', sources: kernel };
      for (const [status, response] of Object.entries(responses)) {
        const media = response.content?.['application/problem+json'];
        if (Number(status) < 400 || !media || (media.schema as { $ref?: string } | undefined)?.$ref !== PROBLEM)
          continue;
        const codes = codesAt(sources, Number(status));
        const name = `${codes.join() === codesAt(kernel, Number(status)).join() ? '' : owner}Problem${status}`;
        schemas[name] ??= {
          description: `A problem+json refusal with status ${status}: \`code\` is one of these`,
          allOf: [{ $ref: PROBLEM }, { type: 'object', properties: { code: { type: 'string', enum: codes } } }],
        };
        media.schema = { $ref: `#/components/schemas/${name}` };
      }
    }
  }
  return document;
}
