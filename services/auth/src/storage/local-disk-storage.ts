import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { randomUUID } from 'node:crypto';
import { isStorageKey, type FileStorage } from './file-storage';

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

  async put(key: string, bytes: Buffer, _contentType?: string): Promise<void> {
    const path = this.pathOf(key);
    await mkdir(dirname(path), { recursive: true });
    const partial = `${path}.${randomUUID()}.part`;
    await writeFile(partial, bytes, { mode: 0o600 });
    await rename(partial, path);
  }

  async get(key: string): Promise<Buffer> {
    return readFile(this.pathOf(key));
  }

  async delete(key: string): Promise<void> {
    await rm(this.pathOf(key), { force: true });
  }
}
