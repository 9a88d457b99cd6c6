import type { MessageSender, OutgoingMessage } from './outgoing-message';

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
