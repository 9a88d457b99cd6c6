import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import S3rver from 's3rver';
import { S3Storage } from './s3-storage';

/** S3Storage against s3rver, a local S3-compatible server (path-style, fixed S3RVER credentials). */
describe('S3Storage', () => {
  let directory: string;
  let server: S3rver;
  let endpoint: string;
  beforeAll(async () => {
    directory = await mkdtemp(join(tmpdir(), 'helpwire-s3-'));
    server = new S3rver({ port: 0, address: '127.0.0.1', silent: true, directory, configureBuckets: [{ name: 'helpwire-files', configs: [] }] });
    const { port } = await server.run();
    endpoint = `http://127.0.0.1:${port}`;
  });
  afterAll(async () => {
    await server.close();
    await rm(directory, { recursive: true, force: true });
  });

  const key = 'ab/ab6f7c3e-0a3b-4d53-9a5e-2f1f0a1b2c3d';

  it('puts, gets and deletes bytes in the bucket', async () => {
    const storage = new S3Storage({
      bucket: 'helpwire-files',
      endpoint,
      region: 'us-east-1',
      forcePathStyle: true,
      accessKeyId: 'S3RVER',
      secretAccessKey: 'S3RVER',
    });
    const bytes = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(256 * 1024, 7)]);
    await storage.put(key, bytes, 'application/pdf');
    const read = async () => Buffer.concat(await (await storage.open(key)).toArray());
    expect((await read()).equals(bytes)).toBe(true);
    // A stream of unknown length goes in too.
    await storage.put(key, Readable.from([bytes.subarray(0, 1000), bytes.subarray(1000)]), 'application/pdf');
    expect((await read()).equals(bytes)).toBe(true);
    await storage.delete(key);
    await expect(storage.open(key)).rejects.toMatchObject({ name: 'NoSuchKey' });
    await storage.delete(key);
    await expect(storage.put('../x', bytes, 'application/pdf')).rejects.toThrow('not a storage key');
    storage.close();
  });
});
