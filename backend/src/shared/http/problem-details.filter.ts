import {
  type ArgumentsHost,
  BadRequestException,
  Catch,
  type ExceptionFilter,
  HttpException,
  HttpStatus,
  Logger,
  NotFoundException,
  Optional,
} from '@nestjs/common';
import type { ValidationError } from 'class-validator';
import type { Request, Response } from 'express';
import { allowedMethods } from './allowed-methods.js';
import { DomainError } from '../domain/domain-error.js';
import { UNSUPPORTED_BODY } from './same-origin.guard.js';
import { DatabaseAvailability, RETRY_AFTER_SECONDS } from '../infrastructure/database/database-availability.js';
import { currentRequestId } from '../observability/request-id.js';

/** A body that is JSON but a bare string, number, true, false or null (the parser takes objects and arrays). */
export const JSON_NOT_AN_OBJECT = 'The request body must be a JSON object';

function isJson(text: unknown): boolean {
  if (typeof text !== 'string') return false;
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}

export const DATABASE_UNAVAILABLE = 'TicketSetu is briefly unavailable. Please try again in a few seconds.';

/** RFC 9457 problem details, the one error shape of the API. `detail` is what a person reads. */
export interface ProblemDetails {
  type: string;
  title: string;
  status: number;
  detail: string;
  code?: string;
  /** Each invalid field, its message and, for a form's check, the check's code. */
  errors?: { field: string; code?: string; message: string }[];
  /** The request's id (X-Request-Id, and every log line of it): what support asks a person for. */
  requestId?: string;
}

/** Thrown by the global ValidationPipe; carries every field's first message. */
export class RequestValidationError extends BadRequestException {
  readonly fieldErrors: { field: string; message: string }[];
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
 * The message a person should read first among a field's failed checks: a missing value is
 * missing, a value of the wrong kind is of the wrong kind ('5.5' is not "greater than 100000", 5 is
 * not "longer than 120 characters"), then the first of the rest.
 */
function firstMessage(constraints: Record<string, string>): string | undefined {
  const missing = constraints.isNotEmpty ?? constraints.isDefined;
  if (missing) return missing;
  const failed = Object.entries(constraints);
  return (failed.find(([name]) => KIND_CHECKS.has(name)) ?? failed[0])?.[1];
}

function flatten(errors: ValidationError[], parent = ''): { field: string; message: string }[] {
  return errors.flatMap((e) => {
    const field = parent ? `${parent}.${e.property}` : e.property;
    const first = firstMessage(e.constraints ?? {});
    const own = first ? [{ field, message: first }] : [];
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
  503: 'Service Unavailable',
};

export function problem(status: number, detail: string, extra: Partial<ProblemDetails> = {}): ProblemDetails {
  const base = { type: 'about:blank', title: titles[status] ?? 'Error', status, detail, ...extra };
  const requestId = currentRequestId();
  return requestId ? { ...base, requestId } : base;
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
      res.status(503).type('application/problem+json').json(problem(503, DATABASE_UNAVAILABLE));
      return;
    }
    const req = host.switchToHttp().getRequest<Request>();
    const allowed = this.otherMethodsHere(exception, req);
    if (allowed.length > 0) {
      res.setHeader('Allow', allowed.join(', '));
      res
        .status(405)
        .type('application/problem+json')
        .json(problem(405, `This address does not take ${req.method} requests, only ${allowed.join(', ')}`));
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
      const errors = exception.problems
        ? exception.problems.map(({ field, code, message }) => ({ field, code, message }))
        : exception.field
          ? [{ field: exception.field, message: exception.message }]
          : undefined;
      return problem(exception.status, exception.message, { code: exception.code, ...(errors && { errors }) });
    }
    if (exception instanceof RequestValidationError) {
      const errors = exception.fieldErrors;
      return problem(400, errors[0]?.message ?? 'Invalid request', { errors });
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
      if (cause instanceof URIError) return problem(400, 'The address is not valid');
      if (cause?.type === 'entity.parse.failed') {
        return problem(400, isJson(cause.body) ? JSON_NOT_AN_OBJECT : 'The request body is not valid JSON');
      }
      if (status === 413) return problem(413, 'The request is too large');
      if (status === 415) return problem(415, UNSUPPORTED_BODY);
      return problem(status, status >= 500 ? 'Something went wrong. Please try again.' : detail);
    }
    return problem(HttpStatus.INTERNAL_SERVER_ERROR, 'Something went wrong. Please try again.');
  }
}
