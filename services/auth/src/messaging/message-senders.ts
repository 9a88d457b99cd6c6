import type { Logger } from '@helpwire/service-kit';
import { z } from 'zod';
import { DevMailbox, SmtpMailer, type MessageSender } from './mailer';
import { ChannelRouter, TwilioSms } from './twilio-sms';

/** How codes leave the service: SMTP for e-mail, Twilio for SMS, the dev mailbox for what is not set. */
export const messagingEnv = z.object({
  /** SMTP server for e-mail (smtp://user:pass@host:port); without it codes go to the dev mailbox. */
  SMTP_URL: z.string().regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://').optional(),
  MAIL_FROM: z.string().default('Helpwire <no-reply@helpwire.local>'),
  TWILIO_ACCOUNT_SID: z.string().regex(/^AC\w{32}$/, 'must be a Twilio Account SID (AC…)').optional(),
  TWILIO_AUTH_TOKEN: z.string().min(1).optional(),
  /** The sender: a phone number in E.164 form or a Messaging Service SID (MG…). */
  TWILIO_FROM: z.string().regex(/^(\+\d{6,15}|MG\w{32})$/, 'must be +<digits> or a Messaging Service SID (MG…)').optional(),
});

export type MessagingConfig = z.infer<typeof messagingEnv>;

export interface MessageSenders {
  sender: MessageSender;
  /** Present when some channel goes to the development mailbox (readable at /dev/messages in all-in-one). */
  mailbox?: DevMailbox;
}

/**
 * E-mail through SMTP_URL, SMS through Twilio when all three TWILIO_* are set. Without SMTP both
 * channels go to the dev mailbox; with SMTP but no Twilio, codes go by e-mail only.
 */
export function messageSendersFrom(config: MessagingConfig, logger: Logger): MessageSenders {
  const twilio = [config.TWILIO_ACCOUNT_SID, config.TWILIO_AUTH_TOKEN, config.TWILIO_FROM];
  if (twilio.some(Boolean) && !twilio.every(Boolean)) throw new Error('Set all of TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN and TWILIO_FROM, or none');
  const sms = config.TWILIO_ACCOUNT_SID ? new TwilioSms({ accountSid: config.TWILIO_ACCOUNT_SID, authToken: config.TWILIO_AUTH_TOKEN!, from: config.TWILIO_FROM! }) : undefined;
  const mailbox = config.SMTP_URL ? undefined : new DevMailbox();
  if (mailbox) logger.warn('SMTP_URL is not set: verification codes go to the in-memory dev mailbox');
  else if (!sms) logger.info('no SMS provider (TWILIO_*): verification codes go by e-mail only');
  const email = config.SMTP_URL ? new SmtpMailer(config.SMTP_URL, config.MAIL_FROM) : mailbox!;
  return { sender: new ChannelRouter({ email, sms: sms ?? mailbox }, { bestEffort: ['sms'], logger }), mailbox };
}
