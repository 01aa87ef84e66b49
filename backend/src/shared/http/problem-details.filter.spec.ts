import { BadRequestException, Logger, PayloadTooLargeException, UnauthorizedException } from '@nestjs/common';
import type { ArgumentsHost } from '@nestjs/common';
import { CODE_PATTERN, REQUEST_MESSAGES } from '@ticketsetu/contracts/problems';
import { IsInt, IsNotEmpty, IsString, MaxLength, validateSync } from 'class-validator';
import type { Response } from 'express';
import { defineErrors, RequestError } from '../domain/domain-error.js';
import type { DatabaseAvailability } from '../infrastructure/database/database-availability.js';
import { ProblemDetailsFilter, RequestValidationError, refusal, statusCode } from './problem-details.filter.js';

const SaleError = defineErrors({ SOLD_OUT: 409, SALE_INVALID: 400 });

/** What the filter answers to `exception`: status, headers and the problem body. */
function answer(exception: unknown, database?: Partial<DatabaseAvailability>) {
  const sent = { status: 0, headers: {} as Record<string, string>, body: undefined as unknown };
  const res = {
    setHeader: (name: string, value: string) => ((sent.headers[name] = value), res),
    hasHeader: (name: string) => name in sent.headers,
    status: (status: number) => ((sent.status = status), res),
    type: () => res,
    json: (body: unknown) => ((sent.body = body), res),
  };
  const req = { method: 'POST', originalUrl: '/api/v1/orders' };
  const host = {
    switchToHttp: () => ({ getResponse: () => res as unknown as Response, getRequest: () => req }),
  } as unknown as ArgumentsHost;
  new ProblemDetailsFilter(database as DatabaseAvailability | undefined).catch(exception, host);
  return sent;
}

class Form {
  @IsNotEmpty({ message: 'Name is required' })
  @IsString()
  @MaxLength(5)
  name!: unknown;

  @IsInt({ message: 'Quantity must be a whole number' })
  quantity!: unknown;
}

describe('ProblemDetailsFilter: every problem carries a stable code beside its sentence', () => {
  // The 500 below is logged with its stack, as it should be; not into the test's output.
  beforeAll(() => Logger.overrideLogger(false));
  afterAll(() => Logger.overrideLogger(['log', 'error', 'warn']));

  it("answers a module's refusal with its code, and a field refusal names the field with its own code", () => {
    expect(answer(new SaleError('SOLD_OUT', 'This ticket is no longer available')).body).toEqual({
      type: 'about:blank',
      title: 'Conflict',
      status: 409,
      code: 'SOLD_OUT',
      detail: 'This ticket is no longer available',
    });
    const field = answer(new SaleError('SALE_INVALID', 'Please enter a valid price', 'price', 'invalidPrice'));
    expect(field.body).toMatchObject({
      status: 400,
      code: 'SALE_INVALID',
      errors: [{ field: 'price', code: 'invalidPrice', message: 'Please enter a valid price' }],
    });
    // Without a field code of its own, the field's code is the refusal's.
    expect(answer(new SaleError('SALE_INVALID', 'Bad', 'price')).body).toMatchObject({
      errors: [{ field: 'price', code: 'SALE_INVALID', message: 'Bad' }],
    });
  });

  it('answers the generic input checks with VALIDATION_FAILED, each field coded by the check it failed', () => {
    const form = Object.assign(new Form(), { name: '', quantity: 1.5 });
    const sent = answer(new RequestValidationError(validateSync(form)));
    expect(sent.body).toMatchObject({
      status: 400,
      code: 'VALIDATION_FAILED',
      detail: 'Name is required',
      errors: [
        { field: 'name', code: 'isNotEmpty', message: 'Name is required' },
        { field: 'quantity', code: 'isInt', message: 'Quantity must be a whole number' },
      ],
    });
    const long = answer(
      new RequestValidationError(validateSync(Object.assign(new Form(), { name: 'Priyanka', quantity: 1 }))),
    );
    expect(long.body).toMatchObject({ errors: [{ field: 'name', code: 'maxLength' }] });
    // A value of the wrong kind says so (isString), not that it is too long.
    const kind = answer(
      new RequestValidationError(validateSync(Object.assign(new Form(), { name: 123456, quantity: 1 }))),
    );
    expect(kind.body).toMatchObject({ errors: [{ field: 'name', code: 'isString' }] });
  });

  it("answers what the parsers refuse with the kernel's codes and their one sentence each", () => {
    const parse = (body: string) =>
      new BadRequestException('Unexpected token', {
        cause: Object.assign(new Error(), { type: 'entity.parse.failed', body }),
      });
    expect(answer(parse('{nope')).body).toMatchObject({
      code: 'BODY_NOT_JSON',
      detail: REQUEST_MESSAGES.BODY_NOT_JSON,
    });
    expect(answer(parse('"text"')).body).toMatchObject({
      code: 'BODY_NOT_OBJECT',
      detail: REQUEST_MESSAGES.BODY_NOT_OBJECT,
    });
    expect(answer(new BadRequestException('x', { cause: new URIError('bad') })).body).toMatchObject({
      status: 400,
      code: 'ADDRESS_INVALID',
    });
    expect(answer(new PayloadTooLargeException()).body).toMatchObject({ status: 413, code: 'REQUEST_TOO_LARGE' });
  });

  it('answers an unknown failure 500 INTERNAL_ERROR, and the database away 503 DATABASE_UNAVAILABLE with Retry-After', () => {
    expect(answer(new Error('boom')).body).toMatchObject({
      status: 500,
      code: 'INTERNAL_ERROR',
      detail: 'Something went wrong. Please try again.',
    });
    const away = answer(new Error('ECONNREFUSED'), { noteFailure: () => true });
    expect(away.status).toBe(503);
    expect(away.headers['Retry-After']).toBeDefined();
    expect(away.body).toMatchObject({ code: 'DATABASE_UNAVAILABLE', detail: REQUEST_MESSAGES.DATABASE_UNAVAILABLE });
  });

  it("codes what only Nest names by its status's title, keeping its words", () => {
    expect(answer(new UnauthorizedException('Invalid webhook signature')).body).toMatchObject({
      status: 401,
      code: 'UNAUTHORIZED',
      detail: 'Invalid webhook signature',
    });
    expect([400, 404, 429, 500, 502, 503].map(statusCode)).toEqual([
      'BAD_REQUEST',
      'NOT_FOUND',
      'TOO_MANY_REQUESTS',
      'INTERNAL_ERROR',
      'BAD_GATEWAY',
      'SERVICE_UNAVAILABLE',
    ]);
  });

  it("gives each of the kernel's sentences its code and its status", () => {
    for (const code of Object.keys(REQUEST_MESSAGES) as (keyof typeof REQUEST_MESSAGES)[]) {
      expect(refusal(code)).toMatchObject({ code, status: RequestError.codes[code], detail: REQUEST_MESSAGES[code] });
    }
    for (const code of Object.keys(RequestError.codes)) expect(code).toMatch(CODE_PATTERN);
  });
});
