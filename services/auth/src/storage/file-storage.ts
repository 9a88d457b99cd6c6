/**
 * Where the bytes of uploaded files live, by a generated key (never a name a client chose). The
 * database row in auth.files says what a key holds and who may read it.
 */
export interface FileStorage {
  /** Stores `bytes` under `key` (replacing nothing: keys are fresh). */
  put(key: string, bytes: Buffer, contentType: string): Promise<void>;
  /** The bytes under `key`; rejects when there are none. */
  get(key: string): Promise<Buffer>;
  /** Removes `key`; a missing key is not an error. */
  delete(key: string): Promise<void>;
  /** A short description for logs, e.g. "local disk /var/lib/helpwire/files". */
  readonly description: string;
}

/** Keys are generated: a UUID, under a two-character fan-out folder. */
export function isStorageKey(key: string): boolean {
  return /^[0-9a-f]{2}\/[0-9a-f-]{36}$/.test(key);
}
