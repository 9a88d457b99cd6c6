import type { MessageSender } from '@helpwire/service-kit';
import type { SmsSender } from '../../ports/delivery-senders';

/** Notification SMS through the kit's Twilio sender (TWILIO_*) or the dev mailbox; the text comes from smsText. */
export class MessageSmsSender implements SmsSender {
  constructor(private readonly sender: MessageSender) {}

  async sendSms(to: string, text: string): Promise<void> {
    await this.sender.send({ channel: 'sms', to, subject: '', text });
  }
}
