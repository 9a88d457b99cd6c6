/** @jest-environment jsdom */
import { mockApi, resetBrowserState, setupAccountTexts, type ApiMock } from '@helpwire/account/testing';
import { i18next, useToasts } from '@helpwire/web-core';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ComponentType } from 'react';
import { contactMessage, renderAdminPage } from '../test-fixtures';

let SupportPage: ComponentType;
let api: ApiMock;

const paged = (data: unknown[], meta: { currentPage: number; lastPage: number; total: number }) =>
  [200, { statusCode: 200, message: 'Success', data, meta }] as [number, unknown];

beforeAll(async () => {
  await setupAccountTexts();
  // The remote's texts register when its module loads: after i18n is set up, as the shell loads it.
  await (await import('../texts')).adminTextsReady;
  SupportPage = (await import('./SupportPage')).default;
});

beforeEach(async () => {
  await resetBrowserState();
});

describe('/admin/support (issue 24, item 8)', () => {
  it('reads the new messages first (newest first), each with who wrote it, its language, the text and its state', async () => {
    api = mockApi({
      'GET /api/v1/admin/contact-messages': () =>
        paged(
          [
            contactMessage('m-2', {
              subject: 'Can I pay by bank?',
              name: 'Sara',
              email: 'sara@example.com',
              accountId: null,
              language: 'ar',
              createdAt: '2026-12-07T08:00:00Z',
            }),
            contactMessage('m-1'),
          ],
          { currentPage: 1, lastPage: 1, total: 2 },
        ),
    });
    await renderAdminPage(SupportPage);
    const [first, second] = await screen.findAllByRole('heading', { level: 2 });
    expect([first?.textContent, second?.textContent]).toEqual(['Can I pay by bank?', 'My refund']);
    expect(screen.getByText('2 messages')).toBeTruthy();
    const card = first!.closest('.hw-admin-message') as HTMLElement;
    expect(card.textContent).toContain('Sara');
    expect(card.textContent).toContain('<sara@example.com>');
    expect(card.textContent).toContain('Not signed in');
    expect(card.textContent).toContain('Written in Arabic');
    expect(within(card).getByRole('button', { name: 'Answer' })).toBeTruthy();
    expect(within(card).getByText('New')).toBeTruthy();
    const other = second!.closest('.hw-admin-message') as HTMLElement;
    expect(other.textContent).toContain('Signed-in account');
    expect(other.textContent).toContain('The helper never joined the call.');
    expect(api.calls[0]?.route).toBe('GET /api/v1/admin/contact-messages');
    expect(String(api.fetch.mock.calls[0]![0])).toMatch(/page=1&limit=20&status=NEW$/);
  });

  it('answers a message in the page: the answer is required, sent once with its reply id, and shown with the message answered', async () => {
    let answered = false;
    api = mockApi({
      'GET /api/v1/admin/contact-messages': () =>
        paged(answered ? [] : [contactMessage('0f9c2b7e-1d2a-4c5b-9e8f-123456789abc')], { currentPage: 1, lastPage: 1, total: answered ? 0 : 1 }),
      'POST /api/v1/admin/contact-messages/0f9c2b7e-1d2a-4c5b-9e8f-123456789abc/reply': (body) => {
        answered = true;
        const { body: text, replyId } = body as { body: string; replyId: string };
        return [
          200,
          {
            statusCode: 200,
            message: 'Your answer is on its way',
            data: contactMessage('0f9c2b7e-1d2a-4c5b-9e8f-123456789abc', {
              status: 'ANSWERED',
              replies: [{ id: replyId, adminId: 'a-1', body: text, createdAt: '2026-12-07T09:00:00Z' }],
            }),
          },
        ];
      },
    });
    await renderAdminPage(SupportPage);
    fireEvent.click(await screen.findByRole('button', { name: 'Answer' }));
    fireEvent.click(screen.getByRole('button', { name: 'Send answer' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Write the answer to send.');
    expect(api.calls.some(({ route }) => route.startsWith('POST'))).toBe(false);
    fireEvent.change(screen.getByLabelText('Your answer to Maya Karam'), { target: { value: '  We refunded the call.  ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send answer' }));
    expect(await screen.findByText('No new messages. Everyone has an answer.')).toBeTruthy();
    const sent = api.calls.find(({ route }) => route.startsWith('POST'))!.body as { body: string; replyId: string };
    expect(sent.body).toBe('We refunded the call.');
    expect(sent.replyId).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('closes a message and lists the closed ones under their tab, where it can be opened again', async () => {
    api = mockApi({
      'GET /api/v1/admin/contact-messages': () => paged([contactMessage('m-1', { status: 'CLOSED' })], { currentPage: 1, lastPage: 1, total: 1 }),
      'POST /api/v1/admin/contact-messages/m-1/status': (body) => [200, { statusCode: 200, message: 'Success', data: contactMessage('m-1', body as object) }],
    });
    await renderAdminPage(SupportPage);
    fireEvent.click(await screen.findByRole('button', { name: 'Closed', pressed: false }));
    await screen.findByRole('button', { name: 'Closed', pressed: true });
    expect(String(api.fetch.mock.calls.at(-1)![0])).toMatch(/status=CLOSED$/);
    fireEvent.click(await screen.findByRole('button', { name: 'Open again' }));
    await waitFor(() => expect(useToasts.getState().toasts.map((toast) => toast.text)).toContain('Message opened again.'));
    expect(api.calls.find(({ route }) => route.startsWith('POST'))!.body).toEqual({ status: 'NEW' });
  });

  it('pages through the messages with the server’s paging', async () => {
    api = mockApi({ 'GET /api/v1/admin/contact-messages': () => paged([contactMessage('m-1')], { currentPage: 1, lastPage: 3, total: 41 }) });
    await renderAdminPage(SupportPage);
    expect(await screen.findByText('Page 1 of 3')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Page 2 of 3')).toBeTruthy();
    expect(String(api.fetch.mock.calls.at(-1)![0])).toMatch(/page=2&limit=20&status=NEW$/);
  });

  it('no messages: says so; a failure: says so, with a retry', async () => {
    let fail = true;
    mockApi({
      'GET /api/v1/admin/contact-messages': () => (fail ? [503, { statusCode: 503, message: 'down' }] : paged([], { currentPage: 1, lastPage: 1, total: 0 })),
    });
    await renderAdminPage(SupportPage);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('The messages to support could not be loaded.');
    fail = false;
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('No new messages. Everyone has an answer.')).toBeTruthy();
  });

  it('in Arabic, with the Arabic plural of the count', async () => {
    mockApi({ 'GET /api/v1/admin/contact-messages': () => paged([contactMessage('m-1')], { currentPage: 1, lastPage: 1, total: 3 }) });
    await act(async () => {
      await i18next.changeLanguage('ar');
    });
    await renderAdminPage(SupportPage);
    expect(await screen.findByText('3 رسائل')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'رد' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'جديدة', pressed: true })).toBeTruthy();
  });
});
