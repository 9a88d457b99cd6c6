import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { TwilioSms } from './twilio-sms';

interface Received {
  path: string;
  authorization: string;
  form: URLSearchParams;
}

describe('TwilioSms', () => {
  let server: Server;
  let apiUrl: string;
  const received: Received[] = [];
  let answer: { status: number; body: unknown } = { status: 201, body: { sid: 'SM1' } };

  beforeAll(async () => {
    server = createServer(async (req: IncomingMessage, res) => {
      let body = '';
      for await (const chunk of req) body += chunk;
      received.push({ path: req.url ?? '', authorization: req.headers.authorization ?? '', form: new URLSearchParams(body) });
      res.writeHead(answer.status, { 'content-type': 'application/json' }).end(JSON.stringify(answer.body));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    apiUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
  beforeEach(() => {
    received.length = 0;
    answer = { status: 201, body: { sid: 'SM1' } };
  });

  it('posts the code to the Messages API of the account, with basic auth and the sender number', async () => {
    const sms = new TwilioSms({ accountSid: 'AC123', authToken: 'tok', from: '+15005550006', apiUrl });
    await sms.send({ channel: 'sms', to: '+447700900123', subject: 'ignored', text: 'Your code is 123456' });
    expect(received).toHaveLength(1);
    const [request] = received;
    expect(request!.path).toBe('/2010-04-01/Accounts/AC123/Messages.json');
    expect(request!.authorization).toBe(`Basic ${Buffer.from('AC123:tok').toString('base64')}`);
    expect(Object.fromEntries(request!.form)).toEqual({ To: '+447700900123', Body: 'Your code is 123456', From: '+15005550006' });
  });

  it('sends through a Messaging Service when the sender is one', async () => {
    await new TwilioSms({ accountSid: 'AC1', authToken: 't', from: 'MG0123', apiUrl }).send({ channel: 'sms', to: '+447700900123', subject: '', text: 'x' });
    expect(received[0]!.form.get('MessagingServiceSid')).toBe('MG0123');
    expect(received[0]!.form.has('From')).toBe(false);
  });

  it("fails with Twilio's error code and without the message text or credentials", async () => {
    answer = { status: 400, body: { code: 21211, message: "The 'To' number is not a valid phone number." } };
    const sending = new TwilioSms({ accountSid: 'AC1', authToken: 'secret-token', from: '+15005550006', apiUrl }).send({
      channel: 'sms',
      to: '+1',
      subject: '',
      text: 'code 654321',
    });
    await expect(sending).rejects.toThrow(/400 \(code 21211/);
    await sending.catch((error: Error) => {
      expect(error.message).not.toContain('654321');
      expect(error.message).not.toContain('secret-token');
    });
  });

  it('refuses e-mail', async () => {
    await expect(
      new TwilioSms({ accountSid: 'AC1', authToken: 't', from: '+1', apiUrl }).send({ channel: 'email', to: 'a@b.c', subject: '', text: '' }),
    ).rejects.toThrow('SMS only');
  });
});
