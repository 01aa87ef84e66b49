import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { newSignedInUser } from '../../../../test/harness/auth.js';
import { factories } from '../../../../test/harness/factories.js';
import { pdfFile } from '../../../../test/harness/files.js';
import { createModuleTestApp } from '../../../../test/harness/module-test-app.js';
import type { TestApp } from '../../../../test/harness/test-app.js';

/** Uploads stream to disk, a few at a time, within a per-person budget; downloads stream back. */
describe('file uploads', () => {
  let t: TestApp;
  beforeAll(async () => (t = await createModuleTestApp('listings', { UPLOAD_CONCURRENCY: '1' }, { listen: true })));
  afterAll(() => t.close());

  const listingFields = (eventId: string) => ({
    eventId,
    price: '450',
    ticketType: 'mobile',
    mobileTicketType: 'district',
    upiId: 'kavya@okaxis',
  });

  it('names a download by what the file really is, never by what the uploader called it', async () => {
    const seller = await newSignedInUser(t);
    const event = await factories(t).event();
    const req = seller.agent.post('/api/v1/listings');
    for (const [k, v] of Object.entries(listingFields(event.id))) req.field(k, v);
    const res = await req.attach('files', pdfFile, 'poly.html').expect(201);
    const download = await seller.agent.get(res.body.listing.files[0].url).expect(200);
    expect(download.headers['content-disposition']).toBe('attachment; filename="poly.pdf"');
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.headers['x-content-type-options']).toBe('nosniff');
  });

  it('takes one upload at a time here (UPLOAD_CONCURRENCY=1): another meanwhile gets 503 and Retry-After', async () => {
    const seller = await newSignedInUser(t);
    const other = await newSignedInUser(t);
    const event = await factories(t).event();
    const { port } = t.app.getHttpServer().address() as AddressInfo;

    // A slow client: sends the start of a multipart body and keeps the request open.
    const boundary = 'slow-boundary';
    const head = `--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="a.pdf"\r\nContent-Type: application/pdf\r\n\r\n`;
    const slow = httpRequest({
      host: '127.0.0.1',
      port,
      method: 'POST',
      path: '/api/v1/listings',
      headers: {
        Authorization: `Bearer ${seller.accessToken}`,
        'Content-Type': `multipart/form-data; boundary=${boundary}`,
        'Content-Length': 10_000,
      },
    });
    const slowAnswer = new Promise<number>((resolve) => slow.on('response', (r) => resolve(r.statusCode!)));
    slow.on('error', () => {});
    slow.write(head + pdfFile.toString('latin1'));
    // Wait until the first request holds the only slot (it is admitted once its multipart parsing starts).
    await new Promise((resolve) => setImmediate(resolve));
    // On a busy machine the slow request can reach its slot after many quick ones: ask until refused.
    const deadline = Date.now() + 60_000;
    try {
      for (;;) {
        const busy = await other.agent
          .post('/api/v1/listings')
          .field('eventId', event.id)
          .attach('files', pdfFile, 'b.pdf');
        if (busy.status === 503) {
          expect(busy.headers['retry-after']).toBe('5');
          expect(busy.body.detail).toBe('Too many uploads right now. Please try again in a moment.');
          break;
        }
        if (Date.now() > deadline) {
          throw new Error(`never refused while another upload was in flight (last ${busy.status})`);
        }
      }
    } finally {
      // Even when the test fails: an open request keeps the jest worker from exiting.
      slow.destroy();
    }
    await Promise.race([slowAnswer, new Promise((resolve) => slow.on('close', resolve))]);
    expect(await t.sql('select 1 from tickets where seller_id = ?', [seller.id])).toHaveLength(0);
  });

  it('gives each person a budget of upload requests per hour', async () => {
    const seller = await newSignedInUser(t);
    const statuses: number[] = [];
    for (let i = 0; i < 31; i++) {
      statuses.push((await seller.agent.post('/api/v1/listings').attach('files', pdfFile, 'x.pdf')).status);
    }
    expect(statuses.slice(0, 30).every((s) => s === 400)).toBe(true);
    expect(statuses[30]).toBe(429);
  });
});
