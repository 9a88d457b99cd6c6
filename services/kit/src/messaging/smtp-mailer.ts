import nodemailer, { type Transporter } from 'nodemailer';
import type { MessageSender, OutgoingMessage } from './outgoing-message';

/** E-mail through any SMTP server (smtp://user:pass@host:port): the text part, and the HTML part when there is one. */
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
    await this.transport.sendMail({
      from: this.from,
      to: message.to,
      subject: message.subject,
      text: message.text,
      ...(message.html ? { html: message.html } : {}),
    });
  }

  /** Closes the pooled connections, if any. */
  close(): void {
    this.transport.close();
  }
}
