import { createHash, randomBytes } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  checkUpload as checkPath,
  FILE_NOT_ALLOWED,
  FILE_TOO_LARGE,
  HASH_CHUNK_BYTES,
  MAX_FILE_BYTES,
} from './file-checks.js';

let dir: string;
beforeAll(async () => (dir = await mkdtemp(join(tmpdir(), 'ticketsetu-checks-'))));
afterAll(() => rm(dir, { recursive: true, force: true }));
let n = 0;
/** Uploads arrive as files in a temporary folder; write the bytes there and check that file. */
async function checkUpload(bytes: Buffer) {
  const path = join(dir, `upload-${(n += 1)}`);
  await writeFile(path, bytes);
  return checkPath(path);
}

const tinyPng = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
const tinyPdf = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

describe('upload checks', () => {
  it('accepts a real PDF and PNG by their bytes, with a content hash', async () => {
    expect(await checkUpload(tinyPdf)).toMatchObject({ contentType: 'application/pdf', extension: 'pdf' });
    const png = await checkUpload(tinyPng);
    expect(png).toMatchObject({ contentType: 'image/png', extension: 'png', size: tinyPng.length });
    expect((png as { sha256: string }).sha256).toMatch(/^[0-9a-f]{64}$/);
  });

  it('refuses an executable whatever it is called', async () => {
    const elf = Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0]), Buffer.alloc(64)]);
    expect(await checkUpload(elf)).toEqual({ refused: FILE_NOT_ALLOWED });
    expect(await checkUpload(Buffer.from('just some text pretending to be a pdf'))).toEqual({
      refused: FILE_NOT_ALLOWED,
    });
  });

  it('refuses anything over 10 MB, even a PDF', async () => {
    const big = Buffer.concat([tinyPdf, Buffer.alloc(MAX_FILE_BYTES + 1 - tinyPdf.length)]);
    expect(big.length).toBe(MAX_FILE_BYTES + 1);
    expect(await checkUpload(big)).toEqual({ refused: FILE_TOO_LARGE });
  });

  it('hashes a file of many read buffers, the last one partly filled, to the SHA-256 of all its bytes', async () => {
    const bytes = Buffer.concat([tinyPdf, randomBytes(3 * HASH_CHUNK_BYTES + 123)]);
    const checked = await checkUpload(bytes);
    expect(checked).toMatchObject({ contentType: 'application/pdf', size: bytes.length });
    expect((checked as { sha256: string }).sha256).toBe(createHash('sha256').update(bytes).digest('hex'));
  });
});
