import { DevMailbox } from '@helpwire/service-kit';
import express from 'express';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { devMailboxRoute } from './dev-mailbox-route';

describe('devMailboxRoute', () => {
  const mailbox = new DevMailbox();
  let server: Server;
  let base: string;
  beforeAll(async () => {
    const app = express().use(devMailboxRoute(mailbox));
    server = await new Promise<Server>((resolve) => {
      const listening = app.listen(0, '127.0.0.1', () => resolve(listening));
    });
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    await mailbox.send({ channel: 'sms', to: '+447700900123', subject: '', text: 'Your code is 123456' });
    await mailbox.send({
      channel: 'email',
      to: 'user@helpwire.local',
      subject: 'Hi',
      text: 'Hello',
      html: '<html lang="ar" dir="rtl"><body><p>مرحبا</p></body></html>',
    });
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('lists the messages newest first, an HTML e-mail with its html and the page that renders it', async () => {
    const { messages } = (await (await fetch(`${base}/dev/messages`)).json()) as { messages: Record<string, unknown>[] };
    expect(messages.map((m) => m.channel)).toEqual(['email', 'sms']);
    expect(messages[0]).toMatchObject({ html: expect.stringContaining('dir="rtl"'), htmlUrl: `/dev/messages/${String(messages[0]!.id)}/html` });
    expect(messages[1]).not.toHaveProperty('htmlUrl');
  });

  it('renders the HTML with a policy that runs no script, and answers nothing for a message without HTML', async () => {
    const [email, sms] = mailbox.list();
    const page = await fetch(`${base}/dev/messages/${email!.id}/html`);
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    expect(page.headers.get('content-security-policy')).toMatch(/default-src 'none'.*sandbox/);
    expect(await page.text()).toContain('<p>مرحبا</p>');
    expect((await fetch(`${base}/dev/messages/${sms!.id}/html`)).status).toBe(404);
    expect((await fetch(`${base}/dev/messages/abc/html`)).status).toBe(404);
  });

  it('answers a forwarded request as an unknown path', async () => {
    expect((await fetch(`${base}/dev/messages`, { headers: { 'x-forwarded-for': '203.0.113.9' } })).status).toBe(404);
    const [email] = mailbox.list();
    expect((await fetch(`${base}/dev/messages/${email!.id}/html`, { headers: { forwarded: 'for=203.0.113.9' } })).status).toBe(404);
  });
});
