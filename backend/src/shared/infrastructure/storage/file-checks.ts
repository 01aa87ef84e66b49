import { createHash } from 'node:crypto';
import { open, stat } from 'node:fs/promises';
import { fileTypeFromFile } from 'file-type';
import type { FileFingerprint } from '../../domain/request-fingerprint.js';

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

/** A file of a multipart request, written to a temporary folder as it arrived (never held in memory). */
export interface UploadedFileOnDisk {
  originalName: string;
  path: string;
}

export interface CheckedFile {
  contentType: string;
  extension: string;
  sha256: string;
  size: number;
}

/** The file extension of an accepted content type ('pdf', 'jpg', ...). */
export function extensionOf(contentType: string): string {
  return allowed[contentType] ?? 'bin';
}

/**
 * The real type and hash of an uploaded file on disk, or the reason it is refused. The type is read
 * from the first bytes (file-type reads a few KiB, seeking past what it skips); the hash reads the
 * file through one buffer: memory stays flat whatever the size.
 */
export async function checkUpload(path: string): Promise<CheckedFile | { refused: string }> {
  const { size } = await stat(path);
  if (size > MAX_FILE_BYTES) return { refused: FILE_TOO_LARGE };
  const detected = await fileTypeFromFile(path);
  const extension = detected && allowed[detected.mime];
  if (!detected || !extension) return { refused: FILE_NOT_ALLOWED };
  return { contentType: detected.mime, extension, sha256: await sha256Of(path), size };
}

/** Bytes read at a time while hashing. */
export const HASH_CHUNK_BYTES = 64 * 1024;

/**
 * The SHA-256 of a file, read into one buffer over and over. A read stream would make a new 64 KiB
 * Buffer per chunk: 10 MiB of garbage per 10 MiB file for the collector to find (finding 12).
 */
export async function sha256Of(path: string): Promise<string> {
  const hash = createHash('sha256');
  const buffer = Buffer.allocUnsafe(HASH_CHUNK_BYTES);
  const file = await open(path, 'r');
  try {
    for (;;) {
      const { bytesRead } = await file.read(buffer, 0, buffer.length, null);
      if (bytesRead === 0) break;
      hash.update(buffer.subarray(0, bytesRead));
    }
  } finally {
    await file.close();
  }
  return hash.digest('hex');
}

/** Each upload's name, size and SHA-256, in the order sent: what a request's fingerprint counts of its files. */
export async function uploadFingerprints(uploads: readonly UploadedFileOnDisk[]): Promise<FileFingerprint[]> {
  const prints: FileFingerprint[] = [];
  for (const upload of uploads) {
    const { size } = await stat(upload.path);
    prints.push({ name: upload.originalName, size, sha256: await sha256Of(upload.path) });
  }
  return prints;
}
