import type { Transporter } from 'nodemailer';
import type { MessageSender, OutgoingMessage } from './outgoing-message';

/** E-mail through any SMTP server (smtp://user:pass@host:port): the text part, and the HTML part when there is one. */
export class SmtpMailer implements MessageSender {
  /** nodemailer is loaded with the first message: a process (or a test) that sends none never pays for it. */
  private transport?: Promise<Transporter>;

  constructor(
    private readonly url: string,
    private readonly from: string,
  ) {}

  async send(message: OutgoingMessage): Promise<void> {
    if (message.channel !== 'email') throw new Error('no SMS provider is configured');
    this.transport ??= import('nodemailer').then(({ default: nodemailer }) => nodemailer.createTransport(this.url));
    await (await this.transport).sendMail({
      from: this.from,
      to: message.to,
      subject: message.subject,
      text: message.text,
      ...(message.html ? { html: message.html } : {}),
    });
  }

  /** Closes the pooled connections, if any. */
  close(): void {
    void this.transport?.then((transport) => transport.close());
  }
}
