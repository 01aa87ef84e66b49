import type { Readable } from 'node:stream';

/** The storage port: private files (ticket proofs) under opaque keys. Never publicly readable. */
export interface StoredFile {
  /** The bytes, streamed: a 10 MB proof is never held in memory whole. */
  stream: Readable;
  contentType: string;
  size: number;
}

export interface FileStorage {
  /** Stores the file at `sourcePath` (a checked upload in a temporary folder) under `key`. */
  put(key: string, sourcePath: string, contentType: string): Promise<void>;
  /** null when no file has that key. */
  get(key: string): Promise<StoredFile | null>;
  delete(key: string): Promise<void>;
}

export const FILE_STORAGE = Symbol('FILE_STORAGE');
