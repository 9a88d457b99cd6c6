import type { Database, OutboxRelay } from '@helpwire/service-kit';
import type { MessageSender } from '../messaging/mailer';
import type { FileStorage } from '../storage/file-storage';

export interface AuthDeps {
  db: Database;
  /** Signs session tokens and keys the code hashes. */
  secret: string;
  sessionTtlMs: number;
  messages: MessageSender;
  outboxRelay: Pick<OutboxRelay, 'wake'>;
  /** Bytes of uploaded files (local disk or S3). */
  files: FileStorage;
}
