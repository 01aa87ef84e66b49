import {
  type ArgumentsHost,
  BadRequestException,
  Catch,
  type ExceptionFilter,
  HttpException,
  HttpStatus,
  Logger,
} from '@nestjs/common';
import type { ValidationError } from 'class-validator';
import type { Response } from 'express';
import { DomainError, errorStatus } from '../domain/domain-error.js';

/** RFC 9457 problem details, the one error shape of the API. `detail` is what a person reads. */
export interface ProblemDetails {
  type: string;
  title: string;
  status: number;
  detail: string;
  code?: string;
  errors?: { field: string; message: string }[];
}

/** Thrown by the global ValidationPipe; carries every field's first message. */
export class RequestValidationError extends BadRequestException {
  readonly fieldErrors: { field: string; message: string }[];
  constructor(errors: ValidationError[]) {
    super('Validation failed');
    this.fieldErrors = flatten(errors);
  }
}

function flatten(errors: ValidationError[], parent = ''): { field: string; message: string }[] {
  return errors.flatMap((e) => {
    const field = parent ? `${parent}.${e.property}` : e.property;
    // A missing value is reported as missing, not as malformed.
    const constraints = e.constraints ?? {};
    const first = constraints.isNotEmpty ?? constraints.isDefined ?? Object.values(constraints)[0];
    const own = first ? [{ field, message: first }] : [];
    return [...own, ...flatten(e.children ?? [], field)];
  });
}

const titles: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  409: 'Conflict',
  413: 'Content Too Large',
  422: 'Unprocessable Content',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  503: 'Service Unavailable',
};

export function problem(status: number, detail: string, extra: Partial<ProblemDetails> = {}): ProblemDetails {
  return { type: 'about:blank', title: titles[status] ?? 'Error', status, detail, ...extra };
}

@Catch()
export class ProblemDetailsFilter implements ExceptionFilter {
  private readonly logger = new Logger('ProblemDetails');

  catch(exception: unknown, host: ArgumentsHost): void {
    const res = host.switchToHttp().getResponse<Response>();
    const body = this.toProblem(exception);
    if (body.status >= 500) this.logger.error(exception);
    res.status(body.status).type('application/problem+json').json(body);
  }

  private toProblem(exception: unknown): ProblemDetails {
    if (exception instanceof DomainError) {
      return problem(errorStatus[exception.code], exception.message, { code: exception.code });
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
      if (status === 413) return problem(413, 'Each file must be 10 MB or smaller');
      return problem(status, status >= 500 ? 'Something went wrong. Please try again.' : detail);
    }
    return problem(HttpStatus.INTERNAL_SERVER_ERROR, 'Something went wrong. Please try again.');
  }
}
