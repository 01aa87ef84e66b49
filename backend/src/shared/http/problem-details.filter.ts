import {
  type ArgumentsHost,
  BadRequestException,
  Catch,
  type ExceptionFilter,
  HttpException,
  Logger,
  NotFoundException,
  Optional,
} from '@nestjs/common';
import {
  type ProblemDetails,
  type ProblemField,
  REQUEST_MESSAGES,
  type RequestCode,
} from '@ticketsetu/contracts/problems';
import type { ValidationError } from 'class-validator';
import type { Request, Response } from 'express';
import { allowedMethods } from './allowed-methods.js';
import { DomainError, RequestError } from '../domain/domain-error.js';
import { DatabaseAvailability, RETRY_AFTER_SECONDS } from '../infrastructure/database/database-availability.js';
import { currentRequestId } from '../observability/request-id.js';

/** RFC 9457 problem details, the one error shape of the API (contracts/problems): `detail` is what a person reads. */
export type { ProblemDetails };

export const DATABASE_UNAVAILABLE = REQUEST_MESSAGES.DATABASE_UNAVAILABLE;

function isJson(text: unknown): boolean {
  if (typeof text !== 'string') return false;
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}

/** Thrown by the global ValidationPipe; carries every field's first failed check. */
export class RequestValidationError extends BadRequestException {
  readonly fieldErrors: ProblemField[];
  constructor(errors: ValidationError[]) {
    super('Validation failed');
    this.fieldErrors = flatten(errors);
  }
}

/** Checks of what a value is: when one fails, the checks of its size or range say nothing true. */
const KIND_CHECKS = new Set([
  'isString',
  'isInt',
  'isNumber',
  'isBoolean',
  'isObject',
  'isArray',
  'isDate',
  'isEnum',
  'isIn',
]);

/**
 * The check a person should read first among a field's failed checks, as [its name, its message]: a
 * missing value is missing, a value of the wrong kind is of the wrong kind ('5.5' is not "greater
 * than 100000", 5 is not "longer than 120 characters"), then the first of the rest. The check's name
 * (class-validator's: isNotEmpty, maxLength, ...) is the field's code.
 */
function firstFailure(constraints: Record<string, string>): [string, string] | undefined {
  const failed = Object.entries(constraints);
  const named = (name: string) => failed.find(([check]) => check === name);
  return named('isNotEmpty') ?? named('isDefined') ?? failed.find(([check]) => KIND_CHECKS.has(check)) ?? failed[0];
}

function flatten(errors: ValidationError[], parent = ''): ProblemField[] {
  return errors.flatMap((e) => {
    const field = parent ? `${parent}.${e.property}` : e.property;
    const first = firstFailure(e.constraints ?? {});
    const own = first ? [{ field, code: first[0], message: first[1] }] : [];
    return [...own, ...flatten(e.children ?? [], field)];
  });
}

const titles: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  405: 'Method Not Allowed',
  409: 'Conflict',
  413: 'Content Too Large',
  415: 'Unsupported Media Type',
  422: 'Unprocessable Content',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  502: 'Bad Gateway',
  503: 'Service Unavailable',
};

/**
 * The code of a refusal that only Nest or a library names (an HttpException, e.g. a webhook's
 * `UnauthorizedException`): its status's title in upper snake case (BAD_REQUEST, UNAUTHORIZED,
 * SERVICE_UNAVAILABLE), INTERNAL_ERROR for a 500.
 */
export function statusCode(status: number): string {
  if (status === 500) return 'INTERNAL_ERROR';
  return (titles[status] ?? 'Error').toUpperCase().replace(/[^A-Z0-9]+/g, '_');
}

/** A problem+json body: every one has a stable `code` beside the sentence a person reads (ADR 81). */
export function problem(
  status: number,
  code: string,
  detail: string,
  extra: Pick<ProblemDetails, 'errors'> = {},
): ProblemDetails {
  const base = { type: 'about:blank', title: titles[status] ?? 'Error', status, detail, code, ...extra };
  const requestId = currentRequestId();
  return requestId ? { ...base, requestId } : base;
}

/** A refusal of the request itself (contracts' REQUEST_MESSAGES): its code, its status and its one sentence. */
export function refusal(code: RequestCode): ProblemDetails {
  return problem(RequestError.codes[code], code, REQUEST_MESSAGES[code]);
}

@Catch()
export class ProblemDetailsFilter implements ExceptionFilter {
  private readonly logger = new Logger('ProblemDetails');

  constructor(@Optional() private readonly database?: DatabaseAvailability) {}

  catch(exception: unknown, host: ArgumentsHost): void {
    const res = host.switchToHttp().getResponse<Response>();
    // Database unreachable: 503 with Retry-After; the outage is logged once, not per request.
    if (this.database?.noteFailure(exception)) {
      res.setHeader('Retry-After', String(RETRY_AFTER_SECONDS));
      res.status(503).type('application/problem+json').json(refusal('DATABASE_UNAVAILABLE'));
      return;
    }
    const req = host.switchToHttp().getRequest<Request>();
    const allowed = this.otherMethodsHere(exception, req);
    if (allowed.length > 0) {
      res.setHeader('Allow', allowed.join(', '));
      res
        .status(405)
        .type('application/problem+json')
        .json(
          problem(
            405,
            'METHOD_NOT_ALLOWED',
            `This address does not take ${req.method} requests, only ${allowed.join(', ')}`,
          ),
        );
      return;
    }
    const body = this.toProblem(exception);
    // A 503 domain error is a refusal in the spec's words whose cause is logged where it happened
    // (once per outage for a breaker): not a stack per request here.
    const spokenRefusal = exception instanceof DomainError && body.status === 503;
    if (body.status >= 500 && !spokenRefusal) this.logger.error(exception);
    // Every 503 says when to try again (a gateway's open breaker, a busy upload slot): RFC 9110 §10.2.3.
    if (body.status === 503 && !res.hasHeader('Retry-After')) res.setHeader('Retry-After', String(RETRY_AFTER_SECONDS));
    res.status(body.status).type('application/problem+json').json(body);
  }

  /**
   * For a request no route took (Nest's "Cannot DELETE /api/..."), the methods the path does take:
   * a wrong method on a known address is a 405 with `Allow`, not a 404.
   */
  private otherMethodsHere(exception: unknown, req: Request): string[] {
    if (!(exception instanceof NotFoundException) || !exception.message.startsWith(`Cannot ${req.method} `)) return [];
    const allowed = allowedMethods(req);
    // A route that takes this method said "not found" itself (the dev outbox hides so): a 404.
    return allowed.includes(req.method) ? [] : allowed;
  }

  private toProblem(exception: unknown): ProblemDetails {
    if (exception instanceof DomainError) {
      const { code, field, fieldCode, message, problems, status } = exception;
      const errors = problems
        ? problems.map((p) => ({ field: p.field, code: p.code, message: p.message }))
        : field
          ? [{ field, code: fieldCode ?? code, message }]
          : undefined;
      return problem(status, code, message, errors ? { errors } : {});
    }
    if (exception instanceof RequestValidationError) {
      const errors = exception.fieldErrors;
      return problem(400, 'VALIDATION_FAILED', errors[0]?.message ?? 'Invalid request', { errors });
    }
    if (exception instanceof HttpException) {
      const status = exception.getStatus();
      const response = exception.getResponse();
      const message =
        typeof response === 'object' && response !== null && 'message' in response
          ? (response as { message: unknown }).message
          : exception.message;
      const detail = Array.isArray(message) ? String(message[0]) : String(message);
      // What body parsers and Express refuse, in our words rather than the parser's.
      const cause = exception.cause as { type?: string; body?: unknown } | undefined;
      if (cause instanceof URIError) return refusal('ADDRESS_INVALID');
      if (cause?.type === 'entity.parse.failed') {
        return refusal(isJson(cause.body) ? 'BODY_NOT_OBJECT' : 'BODY_NOT_JSON');
      }
      if (status === 413) return refusal('REQUEST_TOO_LARGE');
      if (status === 415) return refusal('UNSUPPORTED_BODY');
      if (status >= 500) return problem(status, statusCode(status), REQUEST_MESSAGES.INTERNAL_ERROR);
      return problem(status, statusCode(status), detail);
    }
    return refusal('INTERNAL_ERROR');
  }
}
