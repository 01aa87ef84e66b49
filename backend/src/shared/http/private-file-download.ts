import { pipeline } from 'node:stream/promises';
import type { Response } from 'express';
import type { StoredFile } from '../infrastructure/storage/file-storage.js';

/** A name a download may be saved under: letters, digits, '_', '.' and '-'; every other run of characters is one '_'. */
function safeFilename(name: string): string {
  return name.replace(/[^\w.-]+/g, '_');
}

/**
 * A private file (a ticket proof, a dispute's evidence) streamed as a download: saved, never shown in
 * the page, under a safe name; never cached, for it is personal data; never sniffed into something a
 * browser would run. The caller has checked who may read it.
 */
export async function sendPrivateFile(res: Response, file: StoredFile & { name: string }): Promise<void> {
  res
    .status(200)
    .type(file.contentType)
    .set({
      'Cache-Control': 'no-store',
      'Content-Length': String(file.size),
      'Content-Disposition': `attachment; filename="${safeFilename(file.name)}"`,
      'X-Content-Type-Options': 'nosniff',
    });
  await pipeline(file.stream, res);
}
