import type * as S3 from '@aws-sdk/client-s3';
import { randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { isStorageKey, type ByteRange, type FileStorage } from './file-storage';

export interface S3StorageOptions {
  bucket: string;
  /** Prefix of every key inside the bucket, e.g. "files/". */
  prefix?: string;
  endpoint?: string;
  region: string;
  forcePathStyle: boolean;
  /** Both or neither; without them the SDK's default credential chain is used. */
  accessKeyId?: string;
  secretAccessKey?: string;
}

/** Files in an S3-compatible bucket (AWS S3, MinIO, Ceph …). */
export class S3Storage implements FileStorage {
  readonly description: string;
  private readonly config: S3.S3ClientConfig;
  /** The SDK is loaded on first use: a process (or a test) that never touches a bucket never pays for it. */
  private connection?: Promise<{ sdk: typeof S3; client: S3.S3Client }>;

  constructor(private readonly options: S3StorageOptions) {
    // No checksum trailer on streamed bodies (aws-chunked): S3-compatible stores do not all decode it.
    this.config = { region: options.region, forcePathStyle: options.forcePathStyle, requestChecksumCalculation: 'WHEN_REQUIRED' };
    if (options.endpoint) this.config.endpoint = options.endpoint;
    if (options.accessKeyId && options.secretAccessKey) {
      this.config.credentials = { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey };
    }
    this.description = `S3 bucket ${options.bucket}${options.endpoint ? ` at ${options.endpoint}` : ''}`;
  }

  private connected(): Promise<{ sdk: typeof S3; client: S3.S3Client }> {
    this.connection ??= import('@aws-sdk/client-s3').then((sdk) => ({ sdk, client: new sdk.S3Client(this.config) }));
    return this.connection;
  }

  private keyOf(key: string): string {
    if (!isStorageKey(key)) throw new Error(`not a storage key: ${key}`);
    return `${this.options.prefix ?? ''}${key}`;
  }

  /**
   * A stream of unknown length goes to a temporary file first (S3 wants the length up front), then
   * from there to the bucket: on disk, never whole in memory.
   */
  async put(key: string, body: Buffer | Readable, contentType: string): Promise<void> {
    const target = { Bucket: this.options.bucket, Key: this.keyOf(key), ContentType: contentType };
    const { sdk, client } = await this.connected();
    if (Buffer.isBuffer(body)) {
      await client.send(new sdk.PutObjectCommand({ ...target, Body: body, ContentLength: body.length }));
      return;
    }
    const spool = join(tmpdir(), `helpwire-s3-${randomUUID()}.part`);
    try {
      await pipeline(body, createWriteStream(spool, { mode: 0o600 }));
      const { size } = await stat(spool);
      await client.send(new sdk.PutObjectCommand({ ...target, Body: createReadStream(spool), ContentLength: size }));
    } finally {
      await rm(spool, { force: true });
    }
  }

  async open(key: string, range?: ByteRange): Promise<Readable> {
    const { sdk, client } = await this.connected();
    const answer = await client.send(
      new sdk.GetObjectCommand({ Bucket: this.options.bucket, Key: this.keyOf(key), ...(range ? { Range: `bytes=${range.first}-${range.last}` } : {}) }),
    );
    if (!(answer.Body instanceof Readable)) throw new Error(`no body stream for ${key}`);
    return answer.Body;
  }

  async delete(key: string): Promise<void> {
    const { sdk, client } = await this.connected();
    await client.send(new sdk.DeleteObjectCommand({ Bucket: this.options.bucket, Key: this.keyOf(key) }));
  }

  close(): void {
    void this.connection?.then(({ client }) => client.destroy());
  }
}
