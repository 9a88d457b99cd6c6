/** @jest-environment jsdom */
import { mockApi, resetBrowserState, setupAccountTexts, type ApiMock } from '@helpwire/account/testing';
import { i18next, useToasts } from '@helpwire/web-core';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ComponentType } from 'react';
import { renderAdminPage } from '../test-fixtures';

let NewsletterPage: ComponentType;
let api: ApiMock;

const paged = (data: unknown[], total = data.length) =>
  [200, { statusCode: 200, message: 'Success', data, meta: { currentPage: 1, lastPage: 1, total } }] as [number, unknown];
const subscriber = (email: string, left = false) => ({
  email,
  language: 'ar',
  subscribedAt: '2026-12-01T09:00:00Z',
  unsubscribedAt: left ? '2026-12-05T09:00:00Z' : null,
});
const toasts = () => useToasts.getState().toasts.map((toast) => toast.text);

beforeAll(async () => {
  await setupAccountTexts();
  await (await import('../texts')).adminTextsReady;
  NewsletterPage = (await import('./NewsletterPage')).default;
});

beforeEach(async () => {
  await resetBrowserState();
});

describe('/admin/newsletter (issue 24, item 8)', () => {
  it('lists the subscribed addresses, newest first, and those who left under their tab', async () => {
    api = mockApi({
      'GET /api/v1/admin/newsletter': () => paged([subscriber('maya@example.com'), subscriber('omar@example.com')], 2),
    });
    await renderAdminPage(NewsletterPage);
    const list = await screen.findByRole('list', { name: 'Subscribed' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.querySelector('strong')?.textContent),
    ).toEqual(['maya@example.com', 'omar@example.com']);
    expect(list.textContent).toContain('Arabic · subscribed Dec 1, 2026');
    expect(screen.getByText('2 addresses subscribed')).toBeTruthy();
    expect(String(api.fetch.mock.calls[0]![0])).toMatch(/state=SUBSCRIBED&page=1&limit=20$/);
    api = mockApi({ 'GET /api/v1/admin/newsletter': () => paged([subscriber('sara@example.com', true)], 1) });
    fireEvent.click(screen.getByRole('button', { name: 'Unsubscribed' }));
    const left = await screen.findByRole('list', { name: 'Unsubscribed' });
    expect(left.textContent).toContain('left Dec 5, 2026');
    expect(within(left).queryByRole('button', { name: 'Unsubscribe' })).toBeNull();
  });

  it('exports the list with a reason and downloads the CSV', async () => {
    const links: { download: string; href: string }[] = [];
    URL.createObjectURL = jest.fn(() => 'blob:csv');
    URL.revokeObjectURL = jest.fn();
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      links.push({ download: this.download, href: this.href });
    });
    api = mockApi({
      'GET /api/v1/admin/newsletter': () => paged([subscriber('maya@example.com')]),
      'POST /api/v1/admin/newsletter/export': () => [
        200,
        { statusCode: 200, message: 'Success', data: { fileName: 'helpwire-newsletter-20261207-1005.csv', csv: 'email\r\n', count: 1 } },
      ],
    });
    await renderAdminPage(NewsletterPage);
    fireEvent.click(await screen.findByRole('button', { name: 'Export CSV' }));
    const dialog = screen.getByRole('dialog', { name: 'Export the subscribers' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Export' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('Say why: it is kept in the audit log.');
    fireEvent.change(within(dialog).getByLabelText('Why are you exporting the list?'), { target: { value: 'December mailing' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Export' }));
    await waitFor(() => expect(links).toEqual([{ download: 'helpwire-newsletter-20261207-1005.csv', href: 'blob:csv' }]));
    expect(api.calls.find(({ route }) => route.startsWith('POST'))!.body).toEqual({ reason: 'December mailing' });
    await waitFor(() => expect(toasts()).toContain('1 address exported.'));
  });

  it('takes an address off the list with a reason', async () => {
    api = mockApi({
      'GET /api/v1/admin/newsletter': () => paged([subscriber('maya@example.com')]),
      'POST /api/v1/admin/newsletter/unsubscribe': () => [
        200,
        { statusCode: 200, message: 'The address is off the list', data: subscriber('maya@example.com', true) },
      ],
    });
    await renderAdminPage(NewsletterPage);
    fireEvent.click(await screen.findByRole('button', { name: 'Unsubscribe' }));
    const dialog = screen.getByRole('dialog', { name: 'Take maya@example.com off the newsletter' });
    fireEvent.change(within(dialog).getByLabelText('Why? (for example, asked by e-mail)'), { target: { value: 'Asked by e-mail' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Unsubscribe' }));
    await waitFor(() => expect(toasts()).toContain('maya@example.com is off the newsletter.'));
    expect(api.calls.find(({ route }) => route.startsWith('POST'))!.body).toEqual({ email: 'maya@example.com', reason: 'Asked by e-mail' });
  });

  it('in Arabic, with the Arabic plural of the count', async () => {
    mockApi({ 'GET /api/v1/admin/newsletter': () => paged([subscriber('maya@example.com')], 3) });
    await act(async () => {
      await i18next.changeLanguage('ar');
    });
    await renderAdminPage(NewsletterPage);
    expect(await screen.findByText('3 عناوين مشتركة')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'مشتركون', pressed: true })).toBeTruthy();
  });
});
