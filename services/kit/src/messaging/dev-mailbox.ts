import type { MessageSender, OutgoingMessage } from './outgoing-message';

export interface DevMessage extends OutgoingMessage {
  id: number;
  sentAt: string;
}

/**
 * The development mailbox: keeps the last messages in memory so people (and browser tests) can read
 * the codes and notifications at /dev/messages, HTML e-mails with their HTML. Never used in
 * production: it exists only when no SMTP_URL is set. All-in-one makes one and every service that
 * sends e-mail or SMS writes to it (RegisteredServiceOptions.mailbox).
 */
export class DevMailbox implements MessageSender {
  private readonly messages: DevMessage[] = [];
  private nextId = 1;

  constructor(private readonly capacity = 200) {}

  async send(message: OutgoingMessage): Promise<void> {
    this.messages.unshift({ ...message, id: this.nextId++, sentAt: new Date().toISOString() });
    this.messages.length = Math.min(this.messages.length, this.capacity);
  }

  /** Newest first, optionally only those sent to one address. */
  list(to?: string): DevMessage[] {
    return to ? this.messages.filter((m) => m.to === to.toLowerCase()) : [...this.messages];
  }

  /** One message by its id, while it is still kept. */
  get(id: number): DevMessage | undefined {
    return this.messages.find((m) => m.id === id);
  }
}
