import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { buffer } from 'node:stream/consumers';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';
import type { FileStorage } from '../src/shared/infrastructure/storage/file-storage.js';
import { LocalFileStorage } from '../src/shared/infrastructure/storage/local-file.storage.js';
import { S3FileStorage } from '../src/shared/infrastructure/storage/s3-file.storage.js';
import { newSignedInUser } from './harness/auth.js';
import { factories } from './harness/factories.js';
import { pngFile } from './harness/files.js';
import { createTestApp } from './harness/test-app.js';

/** s3rver: an S3-compatible server in Node, run on this machine (a real HTTP S3 API, not a mock). */
async function startS3(dir: string, bucket: string): Promise<{ endpoint: string; stop: () => Promise<void> }> {
  const server = new S3rver({
    port: 0,
    address: '127.0.0.1',
    directory: dir,
    silent: true,
    configureBuckets: [{ name: bucket, configs: [] }],
  });
  const address = await server.run();
  return { endpoint: `http://127.0.0.1:${address.port}`, stop: () => server.close() };
}

function behavesAsFileStorage(
  name: string,
  make: () => Promise<{ storage: FileStorage; cleanup: () => Promise<void> }>,
) {
  describe(name, () => {
    let storage: FileStorage;
    let cleanup: () => Promise<void>;
    let upload: string;
    beforeAll(async () => {
      ({ storage, cleanup } = await make());
      upload = join(await mkdtemp(join(tmpdir(), 'ticketsetu-upload-')), 'upload');
      await writeFile(upload, pngFile);
    });
    afterAll(() => cleanup());

    it('stores, streams back and deletes a file under its key', async () => {
      await storage.put('listings/l1/abc.png', upload, 'image/png');
      const read = await storage.get('listings/l1/abc.png');
      expect(read).toMatchObject({ contentType: 'image/png', size: pngFile.length });
      expect((await buffer(read!.stream)).equals(pngFile)).toBe(true);
      await storage.delete('listings/l1/abc.png');
      expect(await storage.get('listings/l1/abc.png')).toBeNull();
    });

    it('answers null for a key it never stored', async () => {
      expect(await storage.get('listings/none/missing.pdf')).toBeNull();
    });
  });
}

behavesAsFileStorage('local folder storage', async () => {
  const dir = await mkdtemp(join(tmpdir(), 'ticketsetu-local-'));
  return { storage: new LocalFileStorage(dir), cleanup: () => rm(dir, { recursive: true, force: true }) };
});

behavesAsFileStorage('S3 storage (against s3rver)', async () => {
  const dir = await mkdtemp(join(tmpdir(), 'ticketsetu-s3-'));
  const s3 = await startS3(dir, 'ticket-proofs');
  const storage = new S3FileStorage({
    bucket: 'ticket-proofs',
    region: 'ap-south-1',
    endpoint: s3.endpoint,
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
    forcePathStyle: true,
  });
  return {
    storage,
    cleanup: async () => {
      storage.destroy();
      await s3.stop();
      await rm(dir, { recursive: true, force: true });
    },
  };
});

describe('local storage keys', () => {
  it('never lets a key escape the storage folder', async () => {
    const storage = new LocalFileStorage('/tmp/ticketsetu-keys');
    await expect(storage.put('../../etc/evil', '/dev/null', 'image/png')).rejects.toThrow('Invalid storage key');
  });
});

describe('the app with STORAGE_DRIVER=s3', () => {
  it('uploads proof files to the bucket and serves them back to the seller only', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'ticketsetu-s3-app-'));
    const s3 = await startS3(dir, 'proofs');
    const t = await createTestApp({
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
