import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { newSignedInUser } from '../../../../test/harness/auth.js';
import { factories } from '../../../../test/harness/factories.js';
import { pngFile } from '../../../../test/harness/files.js';
import { createModuleTestApp } from '../../../../test/harness/module-test-app.js';
import { startS3 } from '../../../../test/harness/s3.js';

describe('the app with STORAGE_DRIVER=s3', () => {
  it('uploads proof files to the bucket and serves them back to the seller only', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'ticketsetu-s3-app-'));
    const s3 = await startS3(dir, 'proofs');
    const t = await createModuleTestApp('listings', {
      STORAGE_DRIVER: 's3',
      S3_BUCKET: 'proofs',
      S3_ENDPOINT: s3.endpoint,
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      S3_FORCE_PATH_STYLE: 'true',
    });
    try {
      const seller = await newSignedInUser(t);
      const event = await factories(t).event();
      const res = await seller.agent
        .post('/api/v1/listings')
        .field('eventId', event.id)
        .field('price', '450')
        .field('ticketType', 'mobile')
        .field('mobileTicketType', 'district')
        .field('upiId', 'kavya@okaxis')
        .attach('files', pngFile, 'proof.png')
        .expect(201);
      const url = res.body.listing.files[0].url;
      const download = await seller.agent.get(url).expect(200);
      expect(Buffer.from(download.body as Buffer).equals(pngFile)).toBe(true);
      const stranger = await newSignedInUser(t);
      await stranger.agent.get(url).expect(404);
    } finally {
      await t.close();
      await s3.stop();
      await rm(dir, { recursive: true, force: true });
    }
  });
});
