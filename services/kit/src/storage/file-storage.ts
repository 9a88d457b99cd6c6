import type { Readable } from 'node:stream';

/**
 * Where the bytes of uploaded files live, by a generated key (never a name a client chose). The
 * database row in auth.files says what a key holds and who may read it. Bytes move as streams: a
 * file is never held whole in memory.
 */
export interface FileStorage {
  /** Stores `body` under `key` (replacing nothing: keys are fresh); nothing stays under `key` when it fails. */
  put(key: string, body: Buffer | Readable, contentType: string): Promise<void>;
  /**
   * The bytes under `key` as a stream (64 KiB chunks or so), or only those of `range` (inclusive, as
   * an HTTP Range names them: video players seek with it); rejects when there are none.
   */
  open(key: string, range?: ByteRange): Promise<Readable>;
  /** Removes `key`; a missing key is not an error. */
  delete(key: string): Promise<void>;
  /** A short description for logs, e.g. "local disk /var/lib/helpwire/files". */
  readonly description: string;
}

/** Bytes `first` to `last`, both included. */
export interface ByteRange {
  first: number;
  last: number;
}

/** The chunk size files are read and sent in. */
export const FILE_CHUNK_BYTES = 64 * 1024;

/** Keys are generated: a UUID, under a two-character fan-out folder. */
export function isStorageKey(key: string): boolean {
  return /^[0-9a-f]{2}\/[0-9a-f-]{36}$/.test(key);
}
