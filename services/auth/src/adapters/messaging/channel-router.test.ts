import { DevMailbox, TwilioSms } from '@helpwire/service-kit';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
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

  describe('with Twilio (a listener on loopback standing in for its API)', () => {
    let server: Server;
    let apiUrl: string;
    const texts: URLSearchParams[] = [];
    let status = 201;
    beforeAll(async () => {
      server = createServer(async (req, res) => {
        let body = '';
        for await (const chunk of req) body += chunk;
        texts.push(new URLSearchParams(body));
        res
          .writeHead(status, { 'content-type': 'application/json' })
          .end(JSON.stringify(status < 300 ? { sid: 'SM1' } : { code: 21211, message: 'Invalid To' }));
      });
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      apiUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    });
    afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

    const router = () =>
      new ChannelRouter(
        { email: new DevMailbox(), sms: new TwilioSms({ accountSid: 'AC123', authToken: 'tok', from: '+15005550006', apiUrl }) },
        { bestEffort: ['sms'], logger: { warn: () => undefined } as never },
      );

    it('texts a phone-only account its code through Twilio', async () => {
      status = 201;
      await router().send({ channel: 'sms', to: '+971524591783', subject: '', text: 'Your Helpwire verification code is 123456.', essential: true });
      expect(Object.fromEntries(texts.at(-1)!)).toMatchObject({ To: '+971524591783', Body: 'Your Helpwire verification code is 123456.' });
    });

    it('reports a failed SMS that is the only way a code reaches its reader, and lets one beside an e-mail pass', async () => {
      status = 400;
      await expect(router().send({ channel: 'sms', to: '+971524591783', subject: '', text: 'code', essential: true })).rejects.toThrow('Twilio answered 400');
      await expect(router().send({ channel: 'sms', to: '+971524591783', subject: '', text: 'code' })).resolves.toBeUndefined();
    });
  });
});
