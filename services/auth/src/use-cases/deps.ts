import type { Database } from '@helpwire/service-kit';
import type { MessageSender } from '@helpwire/service-kit';
import type { IdTokenVerifier } from '../adapters/social/id-token-verifier';
import type { FileStorage } from '@helpwire/service-kit';

export interface AuthDeps {
  db: Database;
  /** Signs session tokens and keys the code hashes. */
  secret: string;
  /** TOTP_SECRET_KEY (AES-256): seals admins' TOTP secrets and keys their recovery codes' hashes (decision 0064). */
  secondFactorKey: Buffer;
  sessionTtlMs: number;
  /** `has('sms')` false: no SMS provider here (SMTP without Twilio), so no sign-up by phone. */
  messages: MessageSender & { has?: (channel: 'email' | 'sms') => boolean };
  /** Verifies social providers' ID tokens; without it no social sign-in is enabled. */
  socialVerifier?: IdTokenVerifier;
  /** Bytes of uploaded files (local disk or S3). */
  files: FileStorage;
  /** The web's public origin (APP_URL, no trailing slash): the admin invitation links the console there. */
  appUrl: string;
}
