import {
  DevMailbox,
  SmtpMailer,
  TwilioSms,
  twilioSettingsFrom,
  usesDevMailbox,
  type Logger,
  type MessageSender,
  type MessagingConfig,
} from '@helpwire/service-kit';
import { ChannelRouter } from './channel-router';

export interface MessageSenders {
  sender: MessageSender;
  /** Present when some channel goes to the development mailbox (readable at /dev/messages in all-in-one). */
  mailbox?: DevMailbox;
}

/**
 * E-mail through SMTP_URL, SMS through Twilio when all three TWILIO_* are set. Without SMTP both
 * channels go to the dev mailbox (`shared` when all-in-one hands its one, a new one otherwise); with
 * SMTP but no Twilio, codes go by e-mail only.
 */
export function messageSendersFrom(config: MessagingConfig, logger: Logger, shared?: DevMailbox): MessageSenders {
  const twilio = twilioSettingsFrom(config);
  const sms = twilio ? new TwilioSms(twilio) : undefined;
  const mailbox = usesDevMailbox(config) ? (shared ?? new DevMailbox()) : undefined;
  if (mailbox) logger.warn('SMTP_URL is not set: verification codes go to the in-memory dev mailbox');
  else if (!sms) logger.info('no SMS provider (TWILIO_*): verification codes go by e-mail only');
  const email = config.SMTP_URL ? new SmtpMailer(config.SMTP_URL, config.MAIL_FROM) : mailbox!;
  return { sender: new ChannelRouter({ email, sms: sms ?? mailbox }, { bestEffort: ['sms'], logger }), mailbox };
}
