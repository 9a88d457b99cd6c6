export { startAuthService, authMigrationsFolder, type AuthServiceOptions, type RunningAuthService } from './app';
export { authEnv, loadAuthConfig, type AuthConfig } from './config';
export { authServiceName } from './server';
export { DevMailbox, SmtpMailer, type MessageSender, type DevMessage } from './messaging/mailer';
