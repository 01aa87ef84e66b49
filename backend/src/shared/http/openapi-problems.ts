/**
 * The API's errors in its OpenAPI document (issue 17): every error is RFC 9457 problem+json, and
 * each operation lists the error statuses its metadata says it can answer, so the document is
 * derived from the same decorators the guards, pipes and filter act on, never copied per route:
 * - 400 where the operation reads a body, query, path parameter or file (the validation pipe), and
 *   on every write (a malformed body);
 * - 401 unless it is `@Public()` (the session guard); 403 when it is `@AdminOnly()`, and on every
 *   write (a browser's request from another site: the same-origin guard);
 * - 404 where the path names a thing by its id (`@Param()`), or the body does (a `uuid` field);
 * - 409 for a write to a thing the path names (its state may not allow it);
 * - 413 and 415 on every write (the body parsers and the same-origin guard's body types);
 * - 503 everywhere (the database briefly away: the problem filter, with Retry-After).
 * Statuses a route declares itself (404, 409, 429, ...) keep their descriptions and get the same body.
 */
import { type INestApplication, RequestMethod } from '@nestjs/common';
import { RouteParamtypes } from '@nestjs/common/enums/route-paramtypes.enum.js';
import { Reflector } from '@nestjs/core';
import { ApiProperty, ApiPropertyOptional, ApiResponse, DECORATORS, type OpenAPIObject } from '@nestjs/swagger';
import { ADMIN_ONLY, IS_PUBLIC, OPTIONAL_AUTH } from './auth.js';
import { routeHandlers } from './route-handlers.js';

export class ProblemField {
  @ApiProperty({ example: 'upiId' }) field!: string;
  @ApiPropertyOptional({
    description: "The form check's stable code for the problem (contracts' check<Form>), where the form has one",
    example: 'invalidUpi',
  })
  code?: string;
  @ApiProperty({ example: 'Please enter a valid UPI ID (e.g., username@bank)' }) message!: string;
}

/** RFC 9457 problem details: the one error body of the API. */
export class Problem {
  @ApiProperty({ example: 'about:blank' }) type!: string;
  @ApiProperty({ example: 'Bad Request' }) title!: string;
  @ApiProperty({ type: 'integer', minimum: 400, maximum: 599, example: 400 }) status!: number;
  @ApiProperty({
    description: 'The message to show a person',
    example: 'Please enter a valid UPI ID (e.g., username@bank)',
  })
  detail!: string;
  @ApiPropertyOptional({ description: 'A stable name for the refusal, where it has one', example: 'OTP_INVALID' })
  code?: string;
  @ApiPropertyOptional({ type: [ProblemField], description: 'Each invalid field and its first message (400)' })
  errors?: ProblemField[];
  @ApiPropertyOptional({
    description: "This request's id, as in its X-Request-Id header: quote it when asking for help",
    example: '0b5f3c1e-8d2a-4c7e-9f41-6a2d9e3b7c10',
  })
  requestId?: string;
}

const DESCRIPTIONS: Record<number, string> = {
  400: 'The input is invalid: `detail` says why and `errors` names each field',
  401: "Not signed in, or the session has ended ('Please sign in to continue')",
  403: "Signed in, but not staff ('You do not have permission to do that')",
  404: 'Nothing with this id (or nothing of yours): `detail` says what was not found',
  409: 'The thing is not in a state that allows this (already done, sold, closed, ...): `detail` says which',
  413: "The body is too large ('The request is too large')",
  415: 'The body is neither JSON nor, where files are taken, multipart/form-data',
  503: 'The database is briefly unreachable: try again after `Retry-After` seconds',
};

/** A browser's state-changing request from another origin (the CSRF check), for every write. */
const CROSS_SITE =
  "A browser request from another site ('This request must come from the TicketSetu site itself.'); API clients that send Authorization are never refused so";

const INPUTS = new Set<number>([
  RouteParamtypes.BODY,
  RouteParamtypes.QUERY,
  RouteParamtypes.PARAM,
  RouteParamtypes.FILE,
  RouteParamtypes.FILES,
]);

const READS = new Set<RequestMethod>([RequestMethod.GET, RequestMethod.HEAD, RequestMethod.OPTIONS]);

const RETRY_AFTER = {
  'Retry-After': {
    description: 'Seconds to wait before trying again',
    schema: { type: 'integer', minimum: 0 },
  },
};

/**
 * Adds the error statuses each route's metadata implies, as response metadata Swagger reads.
 * Returns the operation ids (Swagger's `Controller_method`) whose session is optional.
 */
export function declareProblemResponses(app: INestApplication): Set<string> {
  const optionalAuth = new Set<string>();
  const reflector = new Reflector();
  for (const { controller, name, handler, method, params } of routeHandlers(app)) {
    const targets = [handler, controller];
    const adminOnly = reflector.getAllAndOverride<boolean>(ADMIN_ONLY, targets) === true;
    const isPublic = !adminOnly && reflector.getAllAndOverride<boolean>(IS_PUBLIC, targets) === true;
    if (isPublic && reflector.getAllAndOverride<boolean>(OPTIONAL_AUTH, targets)) {
      optionalAuth.add(`${controller.name}_${name}`);
    }
    // A write may carry a body (so it may be malformed, too large or of the wrong type) and is
    // refused from another site; one on a named thing meets that thing in some state.
    const writes = !READS.has(method);
    const takesInput = params.some(({ kind }) => INPUTS.has(kind));
    const namesAThing = params.some(({ kind }) => kind === RouteParamtypes.PARAM);

    const declared = {
      ...(Reflect.getMetadata(DECORATORS.API_RESPONSE, controller) ?? {}),
      ...(Reflect.getMetadata(DECORATORS.API_RESPONSE, handler) ?? {}),
    } as Record<string, unknown>;
    const implied: [number, boolean][] = [
      [400, takesInput || writes],
      [401, !isPublic],
      [403, adminOnly || writes],
      [404, namesAThing],
      [409, writes && namesAThing],
      [413, writes],
      [415, writes],
      [503, true],
    ];
    const prototype = controller.prototype as object;
    const descriptor = Object.getOwnPropertyDescriptor(prototype, name);
    for (const [status, applies] of implied) {
      if (!applies || String(status) in declared || !descriptor) continue;
      const description =
        status === 403
          ? [adminOnly && DESCRIPTIONS[403], writes && CROSS_SITE].filter(Boolean).join('; or ')
          : DESCRIPTIONS[status];
      ApiResponse({ status, description })(prototype, name, descriptor);
    }
  }
  return optionalAuth;
}

interface DocumentedResponse {
  $ref?: string;
  description?: string;
  content?: Record<string, unknown>;
  headers?: Record<string, unknown>;
}

interface DocumentedOperation {
  operationId?: string;
  security?: object[];
  requestBody?: { content?: Record<string, { schema?: { $ref?: string; properties?: object } }> };
  responses: Record<string, DocumentedResponse>;
}

/** Whether a request body names a thing by its id (a `uuid` field), so that thing may not exist. */
function bodyNamesAThing(document: OpenAPIObject, operation: DocumentedOperation): boolean {
  return Object.values(operation.requestBody?.content ?? {}).some(({ schema }) => {
    const name = schema?.$ref?.replace('#/components/schemas/', '');
    const resolved = (name ? document.components?.schemas?.[name] : schema) as { properties?: object } | undefined;
    return Object.values(resolved?.properties ?? {}).some(
      (property: { format?: string }) => property.format === 'uuid',
    );
  });
}

/**
 * Every error response's body is a Problem (unless the route documents another, as health does), and
 * an operation whose session is optional says so (an empty security requirement: anyone may call it).
 * Reads the finished body schemas (after `describeValidation`) for the ids a body names.
 */
export function describeProblemBodies(document: OpenAPIObject, optionalAuth: Set<string>): OpenAPIObject {
  for (const item of Object.values(document.paths)) {
    for (const operation of Object.values(item) as unknown[]) {
      if (typeof operation !== 'object' || operation === null || !('responses' in operation)) continue;
      const { operationId, security, responses } = operation as DocumentedOperation;
      if (operationId && optionalAuth.has(operationId) && security) security.unshift({});
      if (!responses['404'] && bodyNamesAThing(document, operation as DocumentedOperation)) {
        responses['404'] = { description: DESCRIPTIONS[404] };
      }
      for (const [status, response] of Object.entries(responses)) {
        if (Number(status) < 400 || '$ref' in response) continue;
        response.content ??= { 'application/problem+json': { schema: { $ref: '#/components/schemas/Problem' } } };
        if (status === '429' || status === '503') response.headers = { ...RETRY_AFTER, ...response.headers };
      }
    }
  }
  return document;
}
