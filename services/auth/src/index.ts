export { startAuthService, authMigrationsFolder, type AuthServiceOptions, type RunningAuthService } from './app';
export { authEnv, loadAuthConfig, type AuthConfig } from './config';
export { authServiceName } from './grpc/server';
export { socialSignInEnv, socialProvidersFrom, type SocialProviderSettings } from './adapters/social/provider-settings';
export { fileServiceName } from './grpc/files-server';
export { startStaleUploadCleanup } from './use-cases/stale-uploads';
// The file storage moved to the service kit (the call service keeps recordings in it too).
export { fileStorageEnv, openFileStorage, LocalDiskStorage, S3Storage, type FileStorage } from '@helpwire/service-kit';
// The mailer, dev mailbox, Twilio sender and their env moved to the service kit (the notification service sends with them too).
export { DevMailbox, SmtpMailer, messagingEnv, type MessageSender, type DevMessage } from '@helpwire/service-kit';
export { messageSendersFrom } from './adapters/messaging/message-senders';
