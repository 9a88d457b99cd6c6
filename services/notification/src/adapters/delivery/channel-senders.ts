import { DevMailbox, SmtpMailer, TwilioSms, twilioSettingsFrom, usesDevMailbox, type Logger, type MessagingConfig } from '@helpwire/service-kit';
import { MailerEmailSender } from './email-sender';
import type { EmailSender, SmsSender } from '../../ports/delivery-senders';
import { MessageSmsSender } from './sms-sender';

export interface ChannelSenders {
  email: EmailSender;
  /** Absent when SMTP is set but Twilio is not: SMS cannot be delivered (the worker records that). */
  sms?: SmsSender;
  /** The dev mailbox e-mail (and SMS) go to when SMTP_URL is not set. */
  mailbox?: DevMailbox;
}

/**
 * The e-mail and SMS senders by the same rules as auth's codes: e-mail through SMTP_URL, SMS through
 * Twilio when all three TWILIO_* are set; without SMTP both go to the dev mailbox (`shared`, the one
 * all-in-one hands every service, or a new one).
 */
export function channelSendersFrom(config: MessagingConfig, logger: Pick<Logger, 'info' | 'warn'>, shared?: DevMailbox): ChannelSenders {
  const twilio = twilioSettingsFrom(config);
  const mailbox = usesDevMailbox(config) ? (shared ?? new DevMailbox()) : undefined;
  if (mailbox) logger.warn('SMTP_URL is not set: notification e-mails go to the in-memory dev mailbox');
  if (!twilio)
    logger.info(
      mailbox ? 'no SMS provider (TWILIO_*): notification SMS go to the dev mailbox' : 'no SMS provider (TWILIO_*): notifications are not sent by SMS',
    );
  const smsThrough = twilio ? new TwilioSms(twilio) : mailbox;
  return {
    email: new MailerEmailSender(config.SMTP_URL ? new SmtpMailer(config.SMTP_URL, config.MAIL_FROM) : mailbox!),
    sms: smsThrough ? new MessageSmsSender(smsThrough) : undefined,
    mailbox,
  };
}
