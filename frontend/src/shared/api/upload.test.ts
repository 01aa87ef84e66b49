import { afterEach, describe, expect, it } from 'vitest';
import { ScriptedXhr } from '../../test/fake-xhr';
import { ApiError } from './api-error';
import { setSessionRefresher } from './client';
import { createUploadTransport, isConnectionDropped, type UploadProgress } from './upload';

function transport(waits: number[] = []) {
  return createUploadTransport({
    createXhr: () => new ScriptedXhr() as unknown as XMLHttpRequest,
    wait: async (ms) => {
      waits.push(ms);
    },
    now: () => 0,
    baseUrl: 'https://ticketsetu.test',
  });
}

/** The request sent last, once the transport has sent it. */
async function sent(index = ScriptedXhr.sent.length): Promise<ScriptedXhr> {
  for (let turn = 0; turn < 50 && !ScriptedXhr.sent[index]; turn++) await Promise.resolve();
  const xhr = ScriptedXhr.sent[index];
  if (!xhr) throw new Error(`request ${index} was not sent`);
  return xhr;
}

function body(): FormData {
  const form = new FormData();
  form.append('eventId', 'e1');
  form.append('files', new File(['%PDF-1.4'], 'ticket.pdf', { type: 'application/pdf' }));
  return form;
}

afterEach(() => {
  ScriptedXhr.sent = [];
});

describe('upload transport', () => {
  it('posts the form with the cookies, JSON answers and the key, and reports the bytes sent', async () => {
    const progress: UploadProgress[] = [];
    const form = body();
    const done = transport()({
      path: '/api/v1/listings',
      body: form,
      headers: { 'Idempotency-Key': 'k-1' },
      onProgress: (p) => progress.push(p),
    });
    const xhr = await sent(0);
    expect(xhr.method).toBe('POST');
    expect(xhr.url).toBe('https://ticketsetu.test/api/v1/listings');
    expect(xhr.withCredentials).toBe(true);
    expect(xhr.requestHeaders.get('Accept')).toBe('application/json');
    expect(xhr.requestHeaders.get('Idempotency-Key')).toBe('k-1');
    // The browser writes the multipart Content-Type with its boundary.
    expect(xhr.requestHeaders.has('Content-Type')).toBe(false);
    expect(xhr.body).toBe(form);

    xhr.progress(400, 1000);
    xhr.progress(1000, 1000);
    xhr.respond(201, { id: 'l1' });
    await expect(done).resolves.toEqual({ id: 'l1' });
    expect(progress).toEqual([
      { loaded: 400, total: 1000 },
      { loaded: 1000, total: 1000 },
    ]);
  });

  it('throws the problem as an ApiError on a refusal, sent once', async () => {
    const done = transport()({ path: '/api/v1/listings', body: body(), headers: { 'Idempotency-Key': 'k-1' } });
    (await sent(0)).respond(400, { status: 400, detail: 'This event is no longer open for listings' });
    const error = await done.catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 400, detail: 'This event is no longer open for listings' });
    expect(ScriptedXhr.sent).toHaveLength(1);
  });

  it("sends a keyed upload again, with its key, when the server says 'not now', as Retry-After asks", async () => {
    const waits: number[] = [];
    const done = transport(waits)({
      path: '/api/v1/listings',
      body: body(),
      headers: { 'Idempotency-Key': 'k-1' },
    });
    (await sent(0)).respond(503, { detail: 'Busy' }, { 'Retry-After': '3' });
    (await sent(1)).respond(503, { detail: 'Busy' });
    (await sent(2)).respond(201, { id: 'l1' });
    await expect(done).resolves.toEqual({ id: 'l1' });
    expect(waits).toEqual([3000, 2000]);
    expect(ScriptedXhr.sent.map((xhr) => xhr.requestHeaders.get('Idempotency-Key'))).toEqual(['k-1', 'k-1', 'k-1']);
  });

  it('does not resend an unkeyed upload', async () => {
    const done = transport()({ path: '/api/v1/me/sales/{id}/proof', pathParams: { id: 's 1' }, body: body() });
    const xhr = await sent(0);
    expect(xhr.url).toBe('https://ticketsetu.test/api/v1/me/sales/s%201/proof');
    xhr.respond(503, { detail: 'Service Unavailable' });
    await expect(done).rejects.toMatchObject({ status: 503 });
    expect(ScriptedXhr.sent).toHaveLength(1);
  });

  it('says a dropped connection was dropped, and does not resend it unseen', async () => {
    const done = transport()({ path: '/api/v1/listings', body: body(), headers: { 'Idempotency-Key': 'k-1' } });
    (await sent(0)).drop();
    const error = await done.catch((e: unknown) => e);
    expect(isConnectionDropped(error)).toBe(true);
    expect(error).toMatchObject({
      status: 0,
      detail: 'Could not reach TicketSetu. Check your connection and try again.',
    });
    expect(ScriptedXhr.sent).toHaveLength(1);
    expect(isConnectionDropped(new ApiError(503, 'Busy'))).toBe(false);
  });

  it('aborts the request when cancelled, and sends nothing when cancelled before', async () => {
    const controller = new AbortController();
    const done = transport()({ path: '/api/v1/listings', body: body(), signal: controller.signal });
    const xhr = await sent(0);
    controller.abort();
    expect(xhr.aborted).toBe(true);
    await expect(done).rejects.toMatchObject({ name: 'AbortError' });

    await expect(
      transport()({ path: '/api/v1/listings', body: body(), signal: controller.signal }),
    ).rejects.toMatchObject({ name: 'AbortError' });
    expect(ScriptedXhr.sent).toHaveLength(1);
  });

  it('renews the session once on a 401 and sends again, as the API client does', async () => {
    let asked = 0;
    const remove = setSessionRefresher(async () => {
      asked++;
      return true;
    });
    try {
      const done = transport()({ path: '/api/v1/listings', body: body() });
      (await sent(0)).respond(401, { detail: 'Please sign in to continue' });
      (await sent(1)).respond(401, { detail: 'Please sign in to continue' });
      await expect(done).rejects.toMatchObject({ status: 401 });
      expect(asked).toBe(1);
      expect(ScriptedXhr.sent).toHaveLength(2);
    } finally {
      remove();
    }
  });
});
