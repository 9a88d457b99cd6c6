import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
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
    expect((await storage.get(key)).toString()).toBe('%PDF-1.4 hello');
    expect(await readdir(join(root, 'ab'))).toEqual(['ab6f7c3e-0a3b-4d53-9a5e-2f1f0a1b2c3d']);
    await storage.delete(key);
    await expect(storage.get(key)).rejects.toThrow();
    await storage.delete(key);
  });

  it('refuses keys that are not generated ones (no path tricks)', async () => {
    const storage = new LocalDiskStorage(root);
    await expect(storage.put('../escape', Buffer.from('x'), 'text/plain')).rejects.toThrow('not a storage key');
    await expect(storage.get('ab/../../etc/passwd')).rejects.toThrow('not a storage key');
  });
});
