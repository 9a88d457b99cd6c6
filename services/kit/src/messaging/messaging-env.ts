import { z } from 'zod';
import { ConfigError } from '../config/load-config';
import type { TwilioSettings } from './twilio-sms';

/**
 * How e-mail and SMS leave a service (auth's codes, the notification service's deliveries): SMTP for
 * e-mail, Twilio for SMS, the dev mailbox for what is not set.
 */
export const messagingEnv = z.object({
  /** SMTP server for e-mail (smtp://user:pass@host:port); without it e-mail goes to the dev mailbox. */
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')
    .optional(),
  MAIL_FROM: z.string().default('Helpwire <no-reply@helpwire.local>'),
  TWILIO_ACCOUNT_SID: z
    .string()
    .regex(/^AC\w{32}$/, 'must be a Twilio Account SID (AC…)')
    .optional(),
  TWILIO_AUTH_TOKEN: z.string().min(1).optional(),
  /** The sender: a phone number in E.164 form or a Messaging Service SID (MG…). */
  TWILIO_FROM: z
    .string()
    .regex(/^(\+\d{6,15}|MG\w{32})$/, 'must be +<digits> or a Messaging Service SID (MG…)')
    .optional(),
});

export type MessagingConfig = z.infer<typeof messagingEnv>;

/** Twilio's settings when all three TWILIO_* are set, undefined when none is; some but not all fail. */
export function twilioSettingsFrom(config: MessagingConfig): TwilioSettings | undefined {
  const { TWILIO_ACCOUNT_SID: accountSid, TWILIO_AUTH_TOKEN: authToken, TWILIO_FROM: from } = config;
  if (accountSid && authToken && from) return { accountSid, authToken, from };
  if (accountSid || authToken || from) throw new ConfigError(['TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN, TWILIO_FROM: set all three, or none']);
  return undefined;
}

/** True when e-mail has nowhere to go but the dev mailbox (no SMTP_URL): all-in-one then makes one mailbox for every service. */
export function usesDevMailbox(config: Pick<MessagingConfig, 'SMTP_URL'>): boolean {
  return !config.SMTP_URL;
}
