import type { Readable } from 'node:stream';

/** An inclusive byte range, as in an HTTP `Range: bytes=start-end` header. */
export interface ByteRange {
  start: number;
  end: number;
}

/**
 * Where uploaded bytes live. Local disk by default; any S3-compatible service when configured. Keys are opaque
 * strings chosen by the server (never a user's file name).
 */
export interface ObjectStorage {
  /** Streams `body` to `key`; resolves with the number of bytes written. Rejects (and leaves nothing) on error. */
  put(key: string, body: Readable, contentType: string): Promise<{ size: number }>;
  /** The object's bytes, or only `range` of them. Rejects with `ObjectNotFoundError` when the key is missing. */
  get(key: string, range?: ByteRange): Promise<Readable>;
  /** Size of the object, or null when it does not exist. */
  stat(key: string): Promise<{ size: number } | null>;
  /** Removes the object; a missing key is not an error. */
  delete(key: string): Promise<void>;
}

export class ObjectNotFoundError extends Error {
  constructor(key: string) {
    super(`No existe el objeto ${key}`);
    this.name = 'ObjectNotFoundError';
  }
}
