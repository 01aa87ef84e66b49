import { Readable } from 'node:stream';
import express from 'express';
import request from 'supertest';
import { sendPrivateFile } from './private-file-download.js';

/** An app that answers every request with one private file named `name`. */
function serving(name: string, bytes: Buffer, contentType = 'application/pdf') {
  const app = express();
  app.get('/file', (_req, res, next) => {
    sendPrivateFile(res, { name, contentType, size: bytes.length, stream: Readable.from([bytes]) }).catch(next);
  });
  return app;
}

describe('a private file sent as a download', () => {
  const bytes = Buffer.from('%PDF-1.7 a ticket proof');

  it('streams the bytes as an attachment, never cached and never sniffed', async () => {
    const res = await request(serving('booking.pdf', bytes)).get('/file').buffer(true).expect(200);
    expect(res.headers).toMatchObject({
      'content-type': 'application/pdf',
      'content-length': String(bytes.length),
      'cache-control': 'no-store',
      'content-disposition': 'attachment; filename="booking.pdf"',
      'x-content-type-options': 'nosniff',
    });
    expect(Buffer.from(res.body)).toEqual(bytes);
  });

  it.each`
    name                                     | saved
    ${'Coldplay – Mumbai (row A).png'}       | ${'Coldplay_Mumbai_row_A_.png'}
    ${"a\"; filename*=UTF-8''evil.html.png"} | ${'a_filename_UTF-8_evil.html.png'}
    ${'line\r\nSet-Cookie: x=1.png'}         | ${'line_Set-Cookie_x_1.png'}
    ${'../../etc/passwd.png'}                | ${'.._.._etc_passwd.png'}
    ${'टिकट.png'}                            | ${'_.png'}
  `('saves an uploaded name as one that cannot break the header: $saved', async ({ name, saved }) => {
    const res = await request(serving(name, bytes, 'image/png'))
      .get('/file')
      .expect(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="${saved}"`);
    expect(res.headers['set-cookie']).toBeUndefined();
  });
});
