import { DevMailbox, messagingEnv } from '@helpwire/service-kit';
import { channelSendersFrom } from './channel-senders';

const logger = { info: () => undefined, warn: () => undefined };

describe('channelSendersFrom', () => {
  it('without SMTP, sends e-mail (with its HTML) and SMS to the shared dev mailbox', async () => {
    const mailbox = new DevMailbox();
    const senders = channelSendersFrom(messagingEnv.parse({}), logger, mailbox);
    expect(senders.mailbox).toBe(mailbox);
    await senders.email.sendEmail('ana@example.com', { subject: 'Hi', html: '<p>Hi</p>', text: 'Hi' });
    await senders.sms!.sendSms('+447700900123', 'Hi\nhttps://helpwire.example/');
    expect(mailbox.list('ana@example.com')).toEqual([expect.objectContaining({ channel: 'email', subject: 'Hi', html: '<p>Hi</p>', text: 'Hi' })]);
    expect(mailbox.list('+447700900123')).toEqual([expect.objectContaining({ channel: 'sms', text: 'Hi\nhttps://helpwire.example/' })]);
  });

  it('makes its own mailbox when none is shared', () => {
    expect(channelSendersFrom(messagingEnv.parse({}), logger).mailbox).toBeInstanceOf(DevMailbox);
  });

  it('with SMTP and no Twilio, has no mailbox and no SMS sender', () => {
    const senders = channelSendersFrom(messagingEnv.parse({ SMTP_URL: 'smtp://127.0.0.1:2525' }), logger, new DevMailbox());
    expect(senders.mailbox).toBeUndefined();
    expect(senders.sms).toBeUndefined();
  });

  it('with Twilio, sends SMS through it; with part of its settings, refuses to start', () => {
    const twilio = { TWILIO_ACCOUNT_SID: `AC${'0'.repeat(32)}`, TWILIO_AUTH_TOKEN: 'token', TWILIO_FROM: '+15005550006' };
    expect(channelSendersFrom(messagingEnv.parse({ SMTP_URL: 'smtp://127.0.0.1:2525', ...twilio }), logger).sms).toBeDefined();
    expect(() => channelSendersFrom(messagingEnv.parse({ TWILIO_ACCOUNT_SID: twilio.TWILIO_ACCOUNT_SID }), logger)).toThrow(/set all three, or none/);
  });
});
