import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import express, { type Request, type Response } from 'express';
import { makeOnce, sendMadeOnce } from './made-once.js';

const text = JSON.stringify(Array.from({ length: 200 }, (_, i) => ({ id: i, title: `Event ${i}`, price: i * 100 })));

/** An app answering every request with one answer made once, recording whether each was sent at once. */
function appSending(answer = makeOnce(200, 'application/json', text)) {
  const sentAtOnce: boolean[] = [];
  const app = express();
  app.get('/', (req: Request, res: Response) => {
    sendMadeOnce(req, res, answer);
    sentAtOnce.push(res.headersSent);
  });
  return { app, answer, sentAtOnce };
}

let server: http.Server;
let handle: express.Express | undefined;
beforeAll(async () => {
  server = http.createServer((req, res) => handle?.(req, res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

/** The answer's status, headers and bytes exactly as sent (no client-side decompression). */
function get(app: express.Express, headers: Record<string, string>) {
  handle = app;
  const { port } = server.address() as AddressInfo;
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port, path: '/', headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
        );
      })
      .on('error', reject);
  });
}

describe('an answer made once', () => {
  it('goes to a client that takes no compression as it is, at once: nothing is compressed for it', async () => {
    const { app, answer, sentAtOnce } = appSending();
    const res = await get(app, { 'Accept-Encoding': 'identity' });
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.body.toString()).toBe(text);
    expect(res.headers.etag).toBe(answer.etag);
    expect(res.headers.vary).toBe('Accept-Encoding');
    expect(sentAtOnce).toEqual([true]);
  });

  it('goes as brotli or gzip to clients that take them, each compressed once however many ask', async () => {
    const { app, answer, sentAtOnce } = appSending();
    const answers = await Promise.all(Array.from({ length: 5 }, () => get(app, { 'Accept-Encoding': 'br, gzip' })));
    for (const res of answers) {
      expect(res.headers['content-encoding']).toBe('br');
      expect(brotliDecompressSync(res.body).toString()).toBe(text);
    }
    expect(new Set(answers.map((res) => res.body.toString('base64'))).size).toBe(1);
    expect(answer.encoded('br')).toBe(answer.encoded('br')); // kept, not made again
    const gzipped = await get(app, { 'Accept-Encoding': 'gzip' });
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzipped.body).toString()).toBe(text);
    expect(sentAtOnce).toEqual([false, false, false, false, false, false]); // each waited for its bytes
  });

  it('is 304 without a body for a client that holds it', async () => {
    const { app, answer } = appSending();
    const res = await get(app, { 'If-None-Match': answer.etag, 'Accept-Encoding': 'br' });
    expect(res.status).toBe(304);
    expect(res.body.length).toBe(0);
    expect(res.headers['content-encoding']).toBeUndefined();
  });
});
