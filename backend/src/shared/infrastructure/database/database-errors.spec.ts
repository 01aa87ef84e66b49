import { DriverException, UniqueConstraintViolationException } from '@mikro-orm/core';
import { DatabaseOutage, databaseUnavailableReason, isSlowOnly } from './database-errors.js';

const withCode = (message: string, code: string) => Object.assign(new Error(message), { code });

describe('databaseUnavailableReason', () => {
  it('recognises a server that is down, going down or too slow, by SQLSTATE', () => {
    expect(databaseUnavailableReason(withCode('the database system is shutting down', '57P03'))).toBe(
      '57P03 server starting up or shutting down',
    );
    expect(databaseUnavailableReason(withCode('terminating connection due to administrator command', '57P01'))).toMatch(
      /^57P01/,
    );
    expect(databaseUnavailableReason(withCode('canceling statement due to statement timeout', '57014'))).toBe(
      '57014 statement timeout',
    );
  });

  it('recognises socket errors, also inside the ORM wrapper and an AggregateError', () => {
    const refused = withCode('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED');
    expect(databaseUnavailableReason(new DriverException(refused))).toBe('ECONNREFUSED');
    expect(databaseUnavailableReason(new AggregateError([refused], 'connect failed'))).toBe('ECONNREFUSED');
    expect(databaseUnavailableReason(new Error('query failed', { cause: refused }))).toBe('ECONNREFUSED');
  });

  it("recognises pg-pool's acquire timeout and pg's read timeout", () => {
    expect(databaseUnavailableReason(new Error('timeout exceeded when trying to connect'))).toBe(
      'no connection within the acquire timeout',
    );
    expect(databaseUnavailableReason(new DriverException(new Error('Query read timeout')))).toBe(
      'no answer within the query timeout',
    );
  });

  it('leaves every other error alone', () => {
    expect(databaseUnavailableReason(new UniqueConstraintViolationException(withCode('duplicate key', '23505')))).toBe(
      null,
    );
    expect(databaseUnavailableReason(withCode('syntax error at or near "selec"', '42601'))).toBe(null);
    // A message that merely mentions a timeout, with a code of its own, is not ours to reinterpret.
    expect(databaseUnavailableReason(withCode('Query read timeout', 'E_OTHER'))).toBe(null);
    expect(databaseUnavailableReason(new TypeError("Cannot read properties of undefined (reading 'id')"))).toBe(null);
    expect(databaseUnavailableReason('ECONNREFUSED')).toBe(null);
  });

  it("recognises the breaker's own refusal, also as the ORM wraps it", () => {
    const refusal = new DatabaseOutage('ECONNREFUSED');
    expect(databaseUnavailableReason(refusal)).toBe('ECONNREFUSED');
    expect(databaseUnavailableReason(new DriverException(refusal))).toBe('08006 connection failure');
  });

  it('tells "too slow" (a locked table can cause it) from "gone"', () => {
    const reason = (error: Error) => databaseUnavailableReason(error)!;
    expect(isSlowOnly(reason(withCode('canceling statement due to statement timeout', '57014')))).toBe(true);
    expect(isSlowOnly(reason(new Error('timeout exceeded when trying to connect')))).toBe(true);
    expect(isSlowOnly(reason(new Error('Query read timeout')))).toBe(true);
    expect(isSlowOnly(reason(withCode('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED')))).toBe(false);
    expect(isSlowOnly(reason(new Error('Connection terminated unexpectedly')))).toBe(false);
    expect(isSlowOnly(reason(withCode('terminating connection', '57P01')))).toBe(false);
  });
});
