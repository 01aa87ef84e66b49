import { createHash } from 'node:crypto';
import { fileTypeFromBuffer } from 'file-type';

export const MAX_FILE_BYTES = 10 * 1024 * 1024;

/** What a ticket proof may be, judged by its bytes (magic numbers), never by its name or declared type. */
const allowed: Record<string, string> = {
  'application/pdf': 'pdf',
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'image/heic': 'heic',
  'image/heif': 'heic',
};

export const FILE_TOO_LARGE = 'Each file must be 10 MB or smaller';
export const FILE_NOT_ALLOWED = 'Only PDF or image files (JPEG, PNG, WebP, HEIC) can be uploaded';

export interface CheckedFile {
  contentType: string;
  extension: string;
  sha256: string;
  size: number;
}

/** The file's real type and hash, or the reason it is refused. */
export async function checkUpload(body: Buffer): Promise<CheckedFile | { refused: string }> {
  if (body.length > MAX_FILE_BYTES) return { refused: FILE_TOO_LARGE };
  const detected = await fileTypeFromBuffer(body);
  const extension = detected && allowed[detected.mime];
  if (!detected || !extension) return { refused: FILE_NOT_ALLOWED };
  return {
    contentType: detected.mime,
    extension,
    sha256: createHash('sha256').update(body).digest('hex'),
    size: body.length,
  };
}
