import type { AddressInfo } from 'node:net';
import type { NestExpressApplication } from '@nestjs/platform-express';
import express, { type Request } from 'express';
import { type ApiSender, pageReads } from './app.page-reads.js';

/**
 * One express app on a free port, as Nest's would be: its API answers what it saw of a read, and its
 * page route hands the test the page request's sender.
 */
async function serverTrusting(trustProxy: string) {
  const app = express();
  app.set('trust proxy', trustProxy);
  app.get('/api/v1/me/seen', (req, res) => {
    res.json({ ip: req.ip, host: req.hostname, cookie: req.headers.cookie, language: req.headers['accept-language'] });
  });
  const server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  const nest = { getHttpAdapter: () => ({ getInstance: () => app }), getHttpServer: () => server };
  const readsAs = pageReads(nest as unknown as NestExpressApplication);
  let sender: ApiSender | undefined;
  app.get('/tickets', (req: Request, res) => {
    sender = readsAs(req);
    res.end();
  });
  const { port } = server.address() as AddressInfo;
  /** The sender of a page request that came through a proxy for the person at 203.0.113.7. */
  const senderFor = async () => {
    await fetch(`http://127.0.0.1:${port}/tickets`, {
      headers: {
        Cookie: 'ts_access=person',
        'Accept-Language': 'hi-IN',
        'X-Forwarded-For': '203.0.113.7',
        'X-Forwarded-Host': 'ticketsetu.example',
      },
    });
    return sender;
  };
  return { senderFor, close: () => new Promise((resolve) => server.close(resolve)) };
}

describe("a page's own reads on the server (ADR 88)", () => {
  it('ask the API as the person: their cookies, language and address, the host they asked for', async () => {
    const server = await serverTrusting('loopback');
    try {
      const send = await server.senderFor();
      const answer = await send!(
        new Request('http://localhost/api/v1/me/seen', { headers: { Accept: 'application/json' } }),
      );
      expect(answer.status).toBe(200);
      expect(await answer.json()).toEqual({
        ip: '203.0.113.7',
        host: 'ticketsetu.example',
        cookie: 'ts_access=person',
        language: 'hi-IN',
      });
    } finally {
      await server.close();
    }
  });

  it('read only: a write, or anything outside the API, is refused before it is sent', async () => {
    const server = await serverTrusting('loopback');
    try {
      const send = await server.senderFor();
      await expect(send!(new Request('http://localhost/api/v1/me', { method: 'DELETE' }))).rejects.toThrow(
        'A page reads the API only: DELETE /api/v1/me',
      );
      await expect(send!(new Request('http://localhost/tickets'))).rejects.toThrow('A page reads the API only');
    } finally {
      await server.close();
    }
  });

  it('are the browser’s when this server does not trust its own address as a proxy (the reads would count against it)', async () => {
    const server = await serverTrusting('10.0.0.0/8');
    try {
      expect(await server.senderFor()).toBeUndefined();
    } finally {
      await server.close();
    }
  });
});
