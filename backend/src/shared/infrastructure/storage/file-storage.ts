/** The storage port: private files (ticket proofs) under opaque keys. Never publicly readable. */
export interface StoredFile {
  body: Buffer;
  contentType: string;
}

export interface FileStorage {
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  /** null when no file has that key. */
  get(key: string): Promise<StoredFile | null>;
  delete(key: string): Promise<void>;
}

export const FILE_STORAGE = Symbol('FILE_STORAGE');
