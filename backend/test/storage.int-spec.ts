// Shared kernel, no module: the file storage adapters every module's files go through (listings' proofs,
// transfers' proofs of transfer, disputes' evidence), no app booted. Listings' proofs on S3: src/modules/listings/test/.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { buffer } from 'node:stream/consumers';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FileStorage } from '../src/shared/infrastructure/storage/file-storage.js';
import { LocalFileStorage } from '../src/shared/infrastructure/storage/local-file.storage.js';
import { S3FileStorage } from '../src/shared/infrastructure/storage/s3-file.storage.js';
import { pngFile } from './harness/files.js';
import { startS3 } from './harness/s3.js';

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
