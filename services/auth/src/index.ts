export { startAuthService, authMigrationsFolder, type AuthServiceOptions, type RunningAuthService } from './app';
export { authEnv, loadAuthConfig, type AuthConfig } from './config';
export { authServiceName } from './server';
export { fileServiceName, FILE_MESSAGE_MAX_BYTES } from './files-server';
export { fileStorageEnv, openFileStorage } from './storage/storage-config';
export type { FileStorage } from './storage/file-storage';
export { LocalDiskStorage } from './storage/local-disk-storage';
export { S3Storage } from './storage/s3-storage';
export { DevMailbox, SmtpMailer, type MessageSender, type DevMessage } from './messaging/mailer';
