/** @jest-environment jsdom */
import { mockApi, resetBrowserState, setupAccountTexts, type ApiMock } from '@helpwire/account/testing';
import { i18next } from '@helpwire/web-core';
import { act, fireEvent, screen, within } from '@testing-library/react';
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
  it('reads the messages newest first, each with who wrote it, its language, the text and a reply by e-mail', async () => {
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
    expect(within(card).getByRole('link', { name: 'Reply by email' }).getAttribute('href')).toBe(
      'mailto:sara%40example.com?subject=Re%3A%20Can%20I%20pay%20by%20bank%3F',
    );
    const other = second!.closest('.hw-admin-message') as HTMLElement;
    expect(other.textContent).toContain('Signed-in account');
    expect(other.textContent).toContain('The helper never joined the call.');
    expect(api.calls[0]?.route).toBe('GET /api/v1/admin/contact-messages');
    expect(String(api.fetch.mock.calls[0]![0])).toMatch(/page=1&limit=20$/);
  });

  it('pages through the messages with the server’s paging', async () => {
    api = mockApi({ 'GET /api/v1/admin/contact-messages': () => paged([contactMessage('m-1')], { currentPage: 1, lastPage: 3, total: 41 }) });
    await renderAdminPage(SupportPage);
    expect(await screen.findByText('Page 1 of 3')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Page 2 of 3')).toBeTruthy();
    expect(String(api.fetch.mock.calls.at(-1)![0])).toMatch(/page=2&limit=20$/);
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
    expect(await screen.findByText('No messages to support yet.')).toBeTruthy();
  });

  it('in Arabic, with the Arabic plural of the count', async () => {
    mockApi({ 'GET /api/v1/admin/contact-messages': () => paged([contactMessage('m-1')], { currentPage: 1, lastPage: 1, total: 3 }) });
    await act(async () => {
      await i18next.changeLanguage('ar');
    });
    await renderAdminPage(SupportPage);
    expect(await screen.findByText('3 رسائل')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'الرد بالبريد الإلكتروني' })).toBeTruthy();
  });
});
