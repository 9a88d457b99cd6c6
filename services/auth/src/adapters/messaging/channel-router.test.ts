import { DevMailbox } from '@helpwire/service-kit';
import { ChannelRouter } from './channel-router';

describe('ChannelRouter', () => {
  it('sends each channel through its sender and skips a channel without one', async () => {
    const mail = new DevMailbox();
    const router = new ChannelRouter({ email: mail });
    await router.send({ channel: 'email', to: 'a@example.com', subject: 's', text: 't' });
    await router.send({ channel: 'sms', to: '+447700900123', subject: 's', text: 't' });
    expect(mail.list().map((m) => m.channel)).toEqual(['email']);
    expect(router.has('sms')).toBe(false);
  });

  it('logs a failure on a best-effort channel instead of failing the e-mail beside it', async () => {
    const warnings: unknown[] = [];
    const failing = { send: () => Promise.reject(new Error('provider down')) };
    const router = new ChannelRouter(
      { email: new DevMailbox(), sms: failing },
      { bestEffort: ['sms'], logger: { warn: (o: unknown) => void warnings.push(o) } as never },
    );
    await expect(router.send({ channel: 'sms', to: '+447700900123', subject: '', text: '' })).resolves.toBeUndefined();
    expect(warnings).toHaveLength(1);
    await expect(new ChannelRouter({ email: failing }).send({ channel: 'email', to: 'a@b.c', subject: '', text: '' })).rejects.toThrow('provider down');
  });
});
