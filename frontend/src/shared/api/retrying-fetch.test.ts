import { describe, expect, it, vi } from 'vitest';
import { createRetryingFetch, RETRY_DELAYS_MS } from './retrying-fetch';

const url = 'http://localhost/api/v1/events';

type Outcome = number | Response | Error | DOMException;
const NOW = Date.parse('2026-12-02T10:00:00Z');

function setup(...outcomes: Outcome[]) {
  const send = vi.fn(async (request: Request) => {
    void request;
    const next = outcomes.shift() ?? 200;
    if (next instanceof Response) return next;
    if (typeof next !== 'number') throw next;
    return new Response(JSON.stringify({ status: next }), { status: next });
  });
  const wait = vi.fn(async (ms: number) => {
    void ms;
  });
  return { send, wait, fetch: createRetryingFetch({ fetch: send, wait, now: () => NOW }) };
}

const waits = (wait: ReturnType<typeof setup>['wait']) => wait.mock.calls.map(([ms]) => ms);

describe('createRetryingFetch', () => {
  it('uses the spec backoff: 1 s, 2 s, 4 s', () => {
    expect(RETRY_DELAYS_MS).toEqual([1000, 2000, 4000]);
  });

  it('retries a GET answered 503 three times, waiting 1 s, 2 s and 4 s, then returns the last answer', async () => {
    const { fetch, send, wait } = setup(503, 503, 503, 503);
    const response = await fetch(new Request(url));
    expect(response.status).toBe(503);
    expect(send).toHaveBeenCalledTimes(4);
    expect(waits(wait)).toEqual([1000, 2000, 4000]);
  });

  it('stops retrying as soon as a GET succeeds', async () => {
    const { fetch, send, wait } = setup(502, 200);
    const response = await fetch(new Request(url));
    expect(response.status).toBe(200);
    expect(send).toHaveBeenCalledTimes(2);
    expect(waits(wait)).toEqual([1000]);
  });

  it('retries a GET after a network failure', async () => {
    const { fetch, send, wait } = setup(new TypeError('Failed to fetch'), new TypeError('Failed to fetch'), 200);
    const response = await fetch(new Request(url));
    expect(response.status).toBe(200);
    expect(send).toHaveBeenCalledTimes(3);
    expect(waits(wait)).toEqual([1000, 2000]);
  });

  it('rethrows the network error once the retries are spent', async () => {
    const failure = new TypeError('Failed to fetch');
    const { fetch, send } = setup(failure, failure, failure, failure);
    await expect(fetch(new Request(url))).rejects.toBe(failure);
    expect(send).toHaveBeenCalledTimes(4);
  });

  it.each([404, 409, 500, 501])('never retries a %i answer', async (status) => {
    const { fetch, send, wait } = setup(status);
    expect((await fetch(new Request(url))).status).toBe(status);
    expect(send).toHaveBeenCalledTimes(1);
    expect(wait).not.toHaveBeenCalled();
  });

  it('retries 429, 502 and 504 too', async () => {
    const { fetch, send, wait } = setup(429, 502, 504, 200);
    expect((await fetch(new Request(url))).status).toBe(200);
    expect(send).toHaveBeenCalledTimes(4);
    expect(waits(wait)).toEqual([1000, 2000, 4000]);
  });

  it('waits what Retry-After asks, in seconds or as a date', async () => {
    const busy = (retryAfter: string) => new Response(null, { status: 503, headers: { 'Retry-After': retryAfter } });
    const { fetch, wait } = setup(busy('3'), busy('Wed, 02 Dec 2026 10:00:05 GMT'), 200);
    expect((await fetch(new Request(url))).status).toBe(200);
    expect(waits(wait)).toEqual([3000, 5000]);
  });

  it('hands back at once an answer whose Retry-After asks for longer than 10 s', async () => {
    const { fetch, send, wait } = setup(new Response(null, { status: 429, headers: { 'Retry-After': '60' } }));
    const response = await fetch(new Request(url));
    expect(response.status).toBe(429);
    expect(response.headers.get('Retry-After')).toBe('60');
    expect(send).toHaveBeenCalledTimes(1);
    expect(wait).not.toHaveBeenCalled();
  });

  it('retries a PUT and a DELETE (idempotent), never a PATCH without a key', async () => {
    for (const method of ['PUT', 'DELETE']) {
      const { fetch, send } = setup(503, 200);
      expect((await fetch(new Request(url, { method }))).status).toBe(200);
      expect(send).toHaveBeenCalledTimes(2);
    }
    const { fetch, send } = setup(503, 200);
    expect((await fetch(new Request(url, { method: 'PATCH', body: '{}' }))).status).toBe(503);
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('never repeats a POST without an Idempotency-Key, on 5xx or on a network failure', async () => {
    const post = () => new Request(url, { method: 'POST', body: '{}' });

    const server = setup(503, 200);
    expect((await server.fetch(post())).status).toBe(503);
    expect(server.send).toHaveBeenCalledTimes(1);

    const failure = new TypeError('Failed to fetch');
    const network = setup(failure, 200);
    await expect(network.fetch(post())).rejects.toBe(failure);
    expect(network.send).toHaveBeenCalledTimes(1);
    expect(network.wait).not.toHaveBeenCalled();
  });

  it('retries a POST that carries an Idempotency-Key, resending the same body', async () => {
    const { fetch, send, wait } = setup(503, new TypeError('Failed to fetch'), 201);
    const request = new Request(url, {
      method: 'POST',
      body: JSON.stringify({ quantity: 2 }),
      headers: { 'Idempotency-Key': 'order-123', 'Content-Type': 'application/json' },
    });
    expect((await fetch(request)).status).toBe(201);
    expect(send).toHaveBeenCalledTimes(3);
    expect(waits(wait)).toEqual([1000, 2000]);
    const bodies = await Promise.all(send.mock.calls.map(([sent]) => sent.text()));
    expect(bodies).toEqual(Array(3).fill('{"quantity":2}'));
  });

  it('sends JSON with cookies and without the HTTP cache', async () => {
    const { fetch, send } = setup(200);
    await fetch(new Request(url));
    const [sent] = send.mock.calls[0]!;
    expect(sent.headers.get('Accept')).toBe('application/json');
    expect(sent.credentials).toBe('include');
    expect(sent.cache).toBe('no-cache');
  });

  it('does not retry a request the caller aborted', async () => {
    const controller = new AbortController();
    const abort = new DOMException('The operation was aborted.', 'AbortError');
    const { fetch, send } = setup(abort, 200);
    controller.abort();
    await expect(fetch(new Request(url, { signal: controller.signal }))).rejects.toBe(abort);
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('stops retrying once the caller aborts, handing back the answer it has', async () => {
    const controller = new AbortController();
    const { fetch, send, wait } = setup(503, 200);
    send.mockImplementationOnce(async () => {
      controller.abort();
      return new Response(null, { status: 503 });
    });
    expect((await fetch(new Request(url, { signal: controller.signal }))).status).toBe(503);
    expect(send).toHaveBeenCalledTimes(1);
    expect(wait).not.toHaveBeenCalled();
  });
});
