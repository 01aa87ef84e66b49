import { checkUpload, FILE_NOT_ALLOWED, FILE_TOO_LARGE, MAX_FILE_BYTES } from './file-checks.js';

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
});
