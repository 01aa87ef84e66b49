import { describe, expect, it, vi } from 'vitest';
import { testI18n } from '../../test/i18n';
import { ApiError, errorMessage } from './api-error';
import { createApiClient, setSessionRefresher, unwrap } from './client';

function clientAnswering(...responses: (() => Response)[]) {
  const send = vi.fn(async (request: Request) => {
    void request;
    const next = responses.shift();
    if (!next) throw new Error('no more responses');
    return next();
  });
  const wait = vi.fn(async (ms: number) => {
    void ms;
  });
  return { send, wait, api: createApiClient({ baseUrl: 'http://localhost', fetch: send, wait }) };
}

const problem = (status: number, detail: string) => () =>
  new Response(JSON.stringify({ type: 'about:blank', title: 'Error', status, detail }), {
    status,
    headers: { 'Content-Type': 'application/problem+json' },
  });

describe('API client', () => {
  it('returns the typed body of a successful call, with query parameters serialised', async () => {
    const { api, send } = clientAnswering(() => Response.json([{ id: 'c1', name: 'Comedy' }]));
    const categories = await unwrap(api.GET('/api/v1/categories'));
    expect(categories).toEqual([{ id: 'c1', name: 'Comedy' }]);
    expect(send.mock.calls[0]![0].url).toBe('http://localhost/api/v1/categories');
  });

  it("throws an ApiError carrying the problem's detail", async () => {
    const { api } = clientAnswering(problem(404, 'Event not found'));
    const error = await unwrap(api.GET('/api/v1/events/{id}', { params: { path: { id: 'nope' } } })).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 404, detail: 'Event not found', message: 'Event not found' });
    expect(errorMessage(error, testI18n('en'))).toBe('Event not found');
  });

  it('retries a GET through 5xx answers until it succeeds', async () => {
    const { api, send, wait } = clientAnswering(
      problem(503, 'Service Unavailable'),
      problem(503, 'Service Unavailable'),
      () => Response.json([]),
    );
    await expect(unwrap(api.GET('/api/v1/events'))).resolves.toEqual([]);
    expect(send).toHaveBeenCalledTimes(3);
    expect(wait.mock.calls.map(([ms]) => ms)).toEqual([1000, 2000]);
  });

  it('turns a network failure into a readable ApiError', async () => {
    const { api } = clientAnswering(
      ...Array.from({ length: 4 }, () => () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    await expect(unwrap(api.GET('/api/v1/events'))).rejects.toMatchObject({
      status: 0,
      detail: 'Could not reach TicketSetu. Check your connection and try again.',
    });
  });

  it('refreshes the session once after a 401 and sends the call again', async () => {
    const { api, send } = clientAnswering(problem(401, 'Please sign in to continue'), () =>
      Response.json({ id: 'me' }),
    );
    const refresh = vi.fn(async () => true);
    const remove = setSessionRefresher(refresh);
    try {
      await expect(unwrap(api.GET('/api/v1/me'))).resolves.toEqual({ id: 'me' });
      expect(refresh).toHaveBeenCalledOnce();
      expect(send).toHaveBeenCalledTimes(2);
    } finally {
      remove();
    }
  });

  it("never refreshes for the auth endpoints' own 401s (a wrong password)", async () => {
    const { api, send } = clientAnswering(problem(401, 'Invalid login credentials'));
    const refresh = vi.fn(async () => true);
    const remove = setSessionRefresher(refresh);
    try {
      await expect(
        unwrap(api.POST('/api/v1/auth/login', { body: { email: 'a@b.in', password: 'x' } })),
      ).rejects.toMatchObject({ status: 401, detail: 'Invalid login credentials' });
      expect(refresh).not.toHaveBeenCalled();
      expect(send).toHaveBeenCalledOnce();
    } finally {
      remove();
    }
  });
});
