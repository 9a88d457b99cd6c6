import { createWriteStream } from 'node:fs';
import { mkdir, open, rename, rm } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { FILE_CHUNK_BYTES, isStorageKey, type ByteRange, type FileStorage } from './file-storage';

/** Files on a local (or mounted) directory: one file per key, written atomically. */
export class LocalDiskStorage implements FileStorage {
  readonly description: string;

  constructor(private readonly root: string) {
    this.description = `local disk ${root}`;
  }

  private pathOf(key: string): string {
    if (!isStorageKey(key)) throw new Error(`not a storage key: ${key}`);
    return join(this.root, key);
  }

  async put(key: string, body: Buffer | Readable, _contentType?: string): Promise<void> {
    const source = Buffer.isBuffer(body) ? Readable.from([body]) : body;
    // Listened to at once: a source that fails while the folder is made (the uploader went away)
    // rejects this put instead of raising an unhandled stream error.
    let failure: unknown;
    source.on('error', (error) => (failure ??= error));
    const path = this.pathOf(key);
    await mkdir(dirname(path), { recursive: true });
    const partial = `${path}.${randomUUID()}.part`;
    if (failure) throw failure;
    const sink = createWriteStream(partial, { mode: 0o600 });
    try {
      await pipeline(source, sink);
      await rename(partial, path);
    } catch (error) {
      // The file may still be opening when the source fails: wait for the stream to close it, or
      // the .part file would appear after its removal (CI saw it once).
      if (!sink.closed) await new Promise<void>((resolve) => sink.once('close', () => resolve()));
      await rm(partial, { force: true });
      throw error;
    }
  }

  async open(key: string, range?: ByteRange): Promise<Readable> {
    // Opened first, so a missing file rejects here rather than as a stream error later.
    const handle = await open(this.pathOf(key), 'r');
    return handle.createReadStream({ highWaterMark: FILE_CHUNK_BYTES, ...(range ? { start: range.first, end: range.last } : {}) });
  }

  async delete(key: string): Promise<void> {
    await rm(this.pathOf(key), { force: true });
  }
}
