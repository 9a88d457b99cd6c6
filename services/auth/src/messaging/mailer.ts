import nodemailer, { type Transporter } from 'nodemailer';

export interface OutgoingMessage {
  channel: 'email' | 'sms';
  to: string;
  subject: string;
  text: string;
}

/** Delivers e-mail and SMS. Production: SMTP (and an SMS provider); all-in-one: the dev mailbox. */
export interface MessageSender {
  send(message: OutgoingMessage): Promise<void>;
}

export interface DevMessage extends OutgoingMessage {
  id: number;
  sentAt: string;
}

/**
 * The development mailbox: keeps the last messages in memory so people (and browser tests) can read
 * the codes at /dev/messages. Never used in production: it exists only when no SMTP_URL is set.
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
}

/** E-mail through any SMTP server (smtp://user:pass@host:port). */
export class SmtpMailer implements MessageSender {
  private readonly transport: Transporter;

  constructor(
    url: string,
    private readonly from: string,
  ) {
    this.transport = nodemailer.createTransport(url);
  }

  async send(message: OutgoingMessage): Promise<void> {
    if (message.channel !== 'email') throw new Error('no SMS provider is configured');
    await this.transport.sendMail({ from: this.from, to: message.to, subject: message.subject, text: message.text });
  }
}
