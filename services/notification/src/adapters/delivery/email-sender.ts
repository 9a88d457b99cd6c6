import type { MessageSender } from '@helpwire/service-kit';
import type { EmailSender, RenderedEmail } from '../../ports/delivery-senders';

/** Notification e-mails through the kit's mailer: SMTP (SMTP_URL) or the dev mailbox. */
export class MailerEmailSender implements EmailSender {
  constructor(private readonly mailer: MessageSender) {}

  async sendEmail(to: string, email: RenderedEmail): Promise<void> {
    await this.mailer.send({ channel: 'email', to, subject: email.subject, text: email.text, html: email.html });
  }
}
