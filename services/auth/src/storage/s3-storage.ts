import { DeleteObjectCommand, GetObjectCommand, PutObjectCommand, S3Client, type S3ClientConfig } from '@aws-sdk/client-s3';
import { isStorageKey, type FileStorage } from './file-storage';

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
    const config: S3ClientConfig = { region: options.region, forcePathStyle: options.forcePathStyle };
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

  async put(key: string, bytes: Buffer, contentType: string): Promise<void> {
    await this.client.send(new PutObjectCommand({ Bucket: this.options.bucket, Key: this.keyOf(key), Body: bytes, ContentType: contentType, ContentLength: bytes.length }));
  }

  async get(key: string): Promise<Buffer> {
    const answer = await this.client.send(new GetObjectCommand({ Bucket: this.options.bucket, Key: this.keyOf(key) }));
    if (!answer.Body) throw new Error(`no body for ${key}`);
    return Buffer.from(await answer.Body.transformToByteArray());
  }

  async delete(key: string): Promise<void> {
    await this.client.send(new DeleteObjectCommand({ Bucket: this.options.bucket, Key: this.keyOf(key) }));
  }

  close(): void {
    this.client.destroy();
  }
}
