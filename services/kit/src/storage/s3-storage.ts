import { DeleteObjectCommand, GetObjectCommand, PutObjectCommand, S3Client, type S3ClientConfig } from '@aws-sdk/client-s3';
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
  private readonly client: S3Client;

  constructor(private readonly options: S3StorageOptions) {
    // No checksum trailer on streamed bodies (aws-chunked): S3-compatible stores do not all decode it.
    const config: S3ClientConfig = { region: options.region, forcePathStyle: options.forcePathStyle, requestChecksumCalculation: 'WHEN_REQUIRED' };
    if (options.endpoint) config.endpoint = options.endpoint;
    if (options.accessKeyId && options.secretAccessKey) {
      config.credentials = { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey };
    }
    this.client = new S3Client(config);
    this.description = `S3 bucket ${options.bucket}${options.endpoint ? ` at ${options.endpoint}` : ''}`;
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
    if (Buffer.isBuffer(body)) {
      await this.client.send(new PutObjectCommand({ ...target, Body: body, ContentLength: body.length }));
      return;
    }
    const spool = join(tmpdir(), `helpwire-s3-${randomUUID()}.part`);
    try {
      await pipeline(body, createWriteStream(spool, { mode: 0o600 }));
      const { size } = await stat(spool);
      await this.client.send(new PutObjectCommand({ ...target, Body: createReadStream(spool), ContentLength: size }));
    } finally {
      await rm(spool, { force: true });
    }
  }

  async open(key: string, range?: ByteRange): Promise<Readable> {
    const answer = await this.client.send(
      new GetObjectCommand({ Bucket: this.options.bucket, Key: this.keyOf(key), ...(range ? { Range: `bytes=${range.first}-${range.last}` } : {}) }),
    );
    if (!(answer.Body instanceof Readable)) throw new Error(`no body stream for ${key}`);
    return answer.Body;
  }

  async delete(key: string): Promise<void> {
    await this.client.send(new DeleteObjectCommand({ Bucket: this.options.bucket, Key: this.keyOf(key) }));
  }

  close(): void {
    this.client.destroy();
  }
}
