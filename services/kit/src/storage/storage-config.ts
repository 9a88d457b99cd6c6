import { ConfigError } from '../config/load-config';
import { booleanFlag } from '../config/env-fields';
import { join } from 'node:path';
import { z } from 'zod';
import type { FileStorage } from './file-storage';
import { LocalDiskStorage } from './local-disk-storage';
import { S3Storage } from './s3-storage';

/** Where uploaded files go: an S3 bucket when S3_BUCKET is set, a local directory otherwise. */
export const fileStorageEnv = z.object({
  /** Directory of uploaded files without S3 (default DATA_DIR/files). */
  FILE_STORAGE_DIR: z.string().min(1).optional(),
  S3_BUCKET: z
    .string()
    .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'must be a valid bucket name')
    .optional(),
  /** An S3-compatible endpoint (MinIO, Ceph …); AWS without it. */
  S3_ENDPOINT: z.url({ protocol: /^https?$/ }).optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  /** Path-style addressing (http://host/bucket/key), which most S3-compatible servers need. */
  S3_FORCE_PATH_STYLE: booleanFlag(false),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
});

export type FileStorageConfig = z.infer<typeof fileStorageEnv> & { DATA_DIR: string };

/** The configured storage; fails fast on half-given S3 credentials. */
export function openFileStorage(config: FileStorageConfig): FileStorage {
  if (Boolean(config.S3_ACCESS_KEY_ID) !== Boolean(config.S3_SECRET_ACCESS_KEY)) {
    throw new ConfigError(['S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY: give both or neither']);
  }
  if (!config.S3_BUCKET) {
    if (config.S3_ENDPOINT || config.S3_ACCESS_KEY_ID) throw new ConfigError(['S3_BUCKET: required when S3_ENDPOINT or S3 credentials are set']);
    return new LocalDiskStorage(config.FILE_STORAGE_DIR ?? join(config.DATA_DIR, 'files'));
  }
  return new S3Storage({
    bucket: config.S3_BUCKET,
    endpoint: config.S3_ENDPOINT,
    region: config.S3_REGION,
    forcePathStyle: config.S3_FORCE_PATH_STYLE,
    accessKeyId: config.S3_ACCESS_KEY_ID,
    secretAccessKey: config.S3_SECRET_ACCESS_KEY,
  });
}
