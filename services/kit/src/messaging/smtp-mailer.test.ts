import { createServer, type Server, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import { SmtpMailer } from './smtp-mailer';

/** A minimal SMTP server (no TLS, no auth): records each message's envelope and data. */
function smtpServer(received: { from: string; to: string[]; data: string }[]): Server {
  return createServer((socket: Socket) => {
    let envelope = { from: '', to: [] as string[] };
    let data: string[] | undefined;
    let buffered = '';
    socket.write('220 test ESMTP\r\n');
    socket.on('data', (chunk) => {
      buffered += chunk.toString('utf8');
      let end: number;
      while ((end = buffered.indexOf('\r\n')) >= 0) {
        const line = buffered.slice(0, end);
        buffered = buffered.slice(end + 2);
        if (data) {
          if (line === '.') {
            received.push({ ...envelope, data: data.join('\r\n') });
            data = undefined;
            envelope = { from: '', to: [] };
            socket.write('250 queued\r\n');
          } else data.push(line.startsWith('..') ? line.slice(1) : line);
        } else if (/^(EHLO|HELO)/i.test(line)) socket.write('250-test\r\n250 8BITMIME\r\n');
        else if (/^MAIL FROM:/i.test(line)) {
          envelope.from = line.slice(10).trim();
          socket.write('250 ok\r\n');
        } else if (/^RCPT TO:/i.test(line)) {
          envelope.to.push(line.slice(8).trim());
          socket.write('250 ok\r\n');
        } else if (/^DATA/i.test(line)) {
          data = [];
          socket.write('354 go on\r\n');
        } else if (/^QUIT/i.test(line)) socket.end('221 bye\r\n');
        else socket.write('250 ok\r\n');
      }
    });
  });
}

describe('SmtpMailer', () => {
  const received: { from: string; to: string[]; data: string }[] = [];
  let server: Server;
  let url: string;
  beforeAll(async () => {
    server = smtpServer(received);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `smtp://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('sends the text and, when there is one, the HTML part from the configured sender', async () => {
    const mailer = new SmtpMailer(url, 'Helpwire <no-reply@helpwire.local>');
    await mailer.send({
      channel: 'email',
      to: 'ana@example.com',
      subject: 'تم التحقق منك',
      text: 'plain words',
      html: '<html lang="ar" dir="rtl"><body><p>مرحبا</p></body></html>',
    });
    await mailer.send({ channel: 'email', to: 'bo@example.com', subject: 'Code', text: 'Your code is 123456' });
    mailer.close();
    expect(received.map((m) => [m.from, m.to])).toEqual([
      ['<no-reply@helpwire.local>', ['<ana@example.com>']],
      ['<no-reply@helpwire.local>', ['<bo@example.com>']],
    ]);
    const [html, text] = received.map((m) => m.data);
    expect(html).toMatch(/Content-Type: multipart\/alternative/);
    expect(html).toMatch(/Content-Type: text\/plain; charset=utf-8/);
    expect(html).toMatch(/Content-Type: text\/html; charset=utf-8/);
    expect(html).toMatch(/Subject: =\?UTF-8\?/);
    expect(text).not.toMatch(/text\/html/);
    expect(text).toContain('Your code is 123456');
  });

  it('refuses SMS', async () => {
    await expect(new SmtpMailer(url, 'a@b.c').send({ channel: 'sms', to: '+1', subject: '', text: '' })).rejects.toThrow('no SMS provider');
  });
});
