import { errorFromNetwork, errorFromResponse, RazorpayXError } from './razorpayx-error.js';
import { backoffMs, type RetryPolicy, withRetries } from './razorpayx-retry.js';

describe('errorFromResponse: RazorpayX error bodies into RazorpayXError', () => {
  it('keeps what RazorpayX says: code, description, reason, field, source, step, metadata', () => {
    // The body RazorpayX documents for a payout without its idempotency key.
    const error = errorFromResponse('create payout', 400, {
      error: {
        code: 'BAD_REQUEST_ERROR',
        description: 'Idempotency key is missing. Include idempotency header and key in the request.',
        source: 'business',
        step: null,
        reason: 'null',
        metadata: {},
        field: 'X-Payout-Idempotency',
      },
    });
    expect(error).toBeInstanceOf(RazorpayXError);
    expect(error).toMatchObject({
      status: 400,
      code: 'BAD_REQUEST_ERROR',
      description: 'Idempotency key is missing. Include idempotency header and key in the request.',
      reason: null,
      field: 'X-Payout-Idempotency',
      source: 'business',
      step: null,
      retryable: false,
    });
    expect(error.message).toBe(
      'RazorpayX create payout: HTTP 400 BAD_REQUEST_ERROR: Idempotency key is missing. Include idempotency header and key in the request.',
    );
  });

  it('reads "NA" as absent, as RazorpayX writes it for an unknown URL', () => {
    const error = errorFromResponse('fetch payout', 400, {
      error: {
        code: 'BAD_REQUEST_ERROR',
        description: 'The requested URL was not found on the server',
        source: 'NA',
        step: 'NA',
        reason: 'NA',
        metadata: {},
      },
    });
    expect(error).toMatchObject({ source: null, step: null, reason: null, field: null });
  });

  it('401 with a wrong key secret is an answer, not worth repeating', () => {
    const error = errorFromResponse('create contact', 401, {
      error: { code: 'BAD_REQUEST_ERROR', description: 'The api secret provided is invalid' },
    });
    expect(error).toMatchObject({ status: 401, code: 'BAD_REQUEST_ERROR', retryable: false });
  });

  it.each([
    [429, true],
    [500, true],
    [502, true],
    [503, true],
    [400, false],
    [401, false],
    [404, false],
    [409, false],
    [422, false],
  ])('HTTP %i is retryable: %s', (status, retryable) => {
    expect(errorFromResponse('fetch payout', status, null).retryable).toBe(retryable);
  });

  it('names a body-less answer by its status', () => {
    expect(errorFromResponse('fetch payout', 502, null)).toMatchObject({
      code: 'SERVER_ERROR',
      description: 'RazorpayX answered HTTP 502',
    });
    expect(errorFromResponse('fetch payout', 418, '<html>')).toMatchObject({ code: 'HTTP_418' });
  });
});

describe('errorFromNetwork: no answer at all', () => {
  it('a timeout is retryable, with no status', () => {
    const error = errorFromNetwork('create payout', new DOMException('The operation timed out', 'TimeoutError'));
    expect(error).toMatchObject({ status: null, code: 'TIMEOUT', retryable: true });
  });

  it('a refused connection is retryable, and keeps its cause', () => {
    const cause = new TypeError('fetch failed');
    const error = errorFromNetwork('create payout', cause);
    expect(error).toMatchObject({ status: null, code: 'NETWORK_ERROR', retryable: true });
    expect(error.cause).toBe(cause);
  });
});

describe('withRetries: bounded, and only what may succeed when asked again', () => {
  const pauses: number[] = [];
  const policy: RetryPolicy = {
    attempts: 3,
    delayMs: (retry) => retry * 10,
    sleep: (ms) => {
      pauses.push(ms);
      return Promise.resolve();
    },
  };
  beforeEach(() => (pauses.length = 0));

  /** A call that fails with these errors in turn, then succeeds. */
  function failing(...errors: Error[]) {
    let calls = 0;
    const call = () => {
      calls += 1;
      const error = errors.shift();
      return error ? Promise.reject(error) : Promise.resolve('ok');
    };
    return { call, calls: () => calls };
  }

  it('retries a timeout and a 503, pausing as the policy says, then returns the answer', async () => {
    const { call, calls } = failing(
      errorFromNetwork('x', new DOMException('t', 'TimeoutError')),
      errorFromResponse('x', 503, null),
    );
    await expect(withRetries(policy, call)).resolves.toBe('ok');
    expect(calls()).toBe(3);
    expect(pauses).toEqual([10, 20]);
  });

  it('gives up after the attempts with the last error', async () => {
    const last = errorFromResponse('x', 429, null);
    const { call, calls } = failing(errorFromResponse('x', 500, null), errorFromResponse('x', 502, null), last);
    await expect(withRetries(policy, call)).rejects.toBe(last);
    expect(calls()).toBe(3);
  });

  it('never repeats a 4xx answer or an error that is not RazorpayX’s', async () => {
    const refused = failing(errorFromResponse('x', 400, null));
    await expect(withRetries(policy, refused.call)).rejects.toMatchObject({ status: 400 });
    expect(refused.calls()).toBe(1);
    const bug = failing(new TypeError('undefined is not a function'));
    await expect(withRetries(policy, bug.call)).rejects.toBeInstanceOf(TypeError);
    expect(bug.calls()).toBe(1);
    expect(pauses).toEqual([]);
  });

  it('backs off exponentially with jitter: 150–300 ms, then 300–600 ms', () => {
    expect([backoffMs(1, () => 0), backoffMs(1, () => 1)]).toEqual([150, 300]);
    expect([backoffMs(2, () => 0), backoffMs(2, () => 1)]).toEqual([300, 600]);
  });
});
