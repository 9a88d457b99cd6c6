import type { Logger } from '@helpwire/service-kit';
import type { MessageSender, OutgoingMessage } from './mailer';

export interface TwilioSettings {
  accountSid: string;
  authToken: string;
  /** A Twilio phone number (E.164) or a Messaging Service SID (MG…). */
  from: string;
  /** Twilio's REST root; replaced only to point at a local server in tests. */
  apiUrl?: string;
  timeoutMs?: number;
}

/** SMS through Twilio's Messages API (plain HTTPS; no SDK needed for one call). */
export class TwilioSms implements MessageSender {
  private readonly endpoint: string;

  constructor(private readonly settings: TwilioSettings) {
    const root = (settings.apiUrl ?? 'https://api.twilio.com').replace(/\/$/, '');
    this.endpoint = `${root}/2010-04-01/Accounts/${encodeURIComponent(settings.accountSid)}/Messages.json`;
  }

  async send(message: OutgoingMessage): Promise<void> {
    if (message.channel !== 'sms') throw new Error('TwilioSms sends SMS only');
    const form = new URLSearchParams({ To: message.to, Body: message.text });
    form.set(this.settings.from.startsWith('MG') ? 'MessagingServiceSid' : 'From', this.settings.from);
    const response = await fetch(this.endpoint, {
      method: 'POST',
      headers: {
        authorization: `Basic ${Buffer.from(`${this.settings.accountSid}:${this.settings.authToken}`).toString('base64')}`,
        'content-type': 'application/x-www-form-urlencoded',
      },
      body: form,
      signal: AbortSignal.timeout(this.settings.timeoutMs ?? 10_000),
    });
    if (!response.ok) {
      // Twilio answers {code, message}; neither contains the message body or the credentials.
      const detail = (await response.json().catch(() => ({}))) as { code?: number; message?: string };
      throw new Error(`SMS not sent: Twilio answered ${response.status}${detail.code ? ` (code ${detail.code}: ${detail.message ?? ''})` : ''}`);
    }
  }
}

type Channel = OutgoingMessage['channel'];

/**
 * Sends each message through the sender of its channel; a channel without one is skipped. A failure on
 * a best-effort channel (SMS beside the e-mail) is logged, not thrown.
 */
export class ChannelRouter implements MessageSender {
  constructor(
    private readonly senders: Partial<Record<Channel, MessageSender>>,
    private readonly options: { bestEffort?: Channel[]; logger?: Pick<Logger, 'warn'> } = {},
  ) {}

  has(channel: OutgoingMessage['channel']): boolean {
    return this.senders[channel] !== undefined;
  }

  async send(message: OutgoingMessage): Promise<void> {
    try {
      await this.senders[message.channel]?.send(message);
    } catch (error) {
      if (!this.options.bestEffort?.includes(message.channel)) throw error;
      this.options.logger?.warn({ channel: message.channel, err: error }, 'message not delivered');
    }
  }
}
