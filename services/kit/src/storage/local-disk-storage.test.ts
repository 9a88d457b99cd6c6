import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { LocalDiskStorage } from './local-disk-storage';

describe('LocalDiskStorage', () => {
  let root: string;
  beforeEach(async () => {
    root = await mkdtemp(join(tmpdir(), 'helpwire-storage-'));
  });
  afterEach(() => rm(root, { recursive: true, force: true }));

  const key = 'ab/ab6f7c3e-0a3b-4d53-9a5e-2f1f0a1b2c3d';

  it('puts, gets and deletes bytes by generated key', async () => {
    const storage = new LocalDiskStorage(root);
    await storage.put(key, Buffer.from('%PDF-1.4 hello'), 'application/pdf');
    expect(Buffer.concat(await (await storage.open(key)).toArray()).toString()).toBe('%PDF-1.4 hello');
    expect(await readdir(join(root, 'ab'))).toEqual(['ab6f7c3e-0a3b-4d53-9a5e-2f1f0a1b2c3d']);
    // A byte range, both ends included (a video player's seek).
    expect(Buffer.concat(await (await storage.open(key, { first: 5, last: 8 })).toArray()).toString()).toBe('1.4 ');
    await storage.delete(key);
    await expect(storage.open(key)).rejects.toThrow();
    await storage.delete(key);
  });

  it('streams a large file in and out in chunks, and leaves nothing when the source fails', async () => {
    const storage = new LocalDiskStorage(root);
    const chunk = Buffer.alloc(1024 * 1024, 7);
    await storage.put(
      key,
      Readable.from(
        (function* () {
          for (let i = 0; i < 3; i++) yield chunk;
        })(),
      ),
      'application/pdf',
    );
    const sizes = (await (await storage.open(key)).toArray()).map((part: Buffer) => part.length);
    expect(sizes.reduce((a, b) => a + b, 0)).toBe(3 * 1024 * 1024);
    expect(Math.max(...sizes)).toBe(64 * 1024);
    const other = 'cd/cd6f7c3e-0a3b-4d53-9a5e-2f1f0a1b2c3d';
    // Fails half-way through, once it is being read.
    let sent = false;
    const failing = new Readable({
      read() {
        if (sent) this.destroy(new Error('client went away'));
        else this.push(chunk);
        sent = true;
      },
    });
    await expect(storage.put(other, failing, 'application/pdf')).rejects.toThrow('client went away');
    expect(await readdir(join(root, 'cd'))).toEqual([]);
    // Fails before the storage has even made its folder: rejected, never an unhandled error.
    const early = new Readable({ read() {} });
    const put = storage.put('ef/ef6f7c3e-0a3b-4d53-9a5e-2f1f0a1b2c3d', early, 'application/pdf');
    early.destroy(new Error('client went away early'));
    await expect(put).rejects.toThrow('client went away early');
    expect(await readdir(root)).not.toContain('ef.part');
  });

  it('refuses keys that are not generated ones (no path tricks)', async () => {
    const storage = new LocalDiskStorage(root);
    await expect(storage.put('../escape', Buffer.from('x'), 'text/plain')).rejects.toThrow('not a storage key');
    await expect(storage.open('ab/../../etc/passwd')).rejects.toThrow('not a storage key');
  });
});
