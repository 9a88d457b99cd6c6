import type { Database, OutboxRelay } from '@helpwire/service-kit';
import type { MessageSender } from '../messaging/mailer';

export interface AuthDeps {
  db: Database;
  /** Signs session tokens and keys the code hashes. */
  secret: string;
  sessionTtlMs: number;
  messages: MessageSender;
  outboxRelay: Pick<OutboxRelay, 'wake'>;
}
