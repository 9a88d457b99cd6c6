/** @jest-environment jsdom */
import { renderWithProviders, signedInAs, testQueryClient } from '@helpwire/web-testing';
import { i18next, RealtimeProvider, useToasts } from '@helpwire/web-core';
import { Toaster } from '@helpwire/ui';
import { useLocation } from '@helpwire/libs/router';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense } from 'react';
import { fakeRealtime, notification, notificationServer, usesNotificationTexts } from '../testing/notification-server';
import { NotificationBell } from './NotificationBell';

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}

async function renderBell({ helper = true } = {}) {
  const realtime = fakeRealtime();
  signedInAs(helper ? 'HELPER' : 'USER');
  const client = testQueryClient();
  await act(async () => {
    renderWithProviders(
      <RealtimeProvider client={realtime.client}>
        <Suspense fallback={<p>loading texts</p>}>
          <NotificationBell helper={helper} />
        </Suspense>
        <Where />
        <Toaster />
      </RealtimeProvider>,
      { client, route: '/helper' },
    );
  });
  const bell = await screen.findByRole('button', { name: /^(Notifications|الإشعارات)/ });
  return { bell, realtime, client };
}

const panel = () => screen.getByRole('region', { name: /^(Notifications|الإشعارات)$/ });
const items = () => [...panel().querySelectorAll<HTMLElement>('.hw-notice')];

usesNotificationTexts();

describe('the header bell (spec §2, §4)', () => {
  it('is a button with a red dot while a loaded item is unread and the exact unread count in its name; it opens a dropdown, not a page', async () => {
    notificationServer([notification(3), notification(2, { read: true }), notification(1)]);
    const { bell } = await renderBell();
    await waitFor(() => expect(bell.getAttribute('aria-label')).toBe('Notifications, 2 unread'));
    expect(bell.tagName).toBe('BUTTON');
    expect(bell.getAttribute('aria-expanded')).toBe('false');
    expect(bell.querySelector('.hw-bell__dot')).not.toBeNull();

    await userEvent.click(bell);
    expect(bell.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByTestId('where').textContent).toBe('/helper');
    expect(
      items().map((item) => [
        item.textContent?.startsWith('Notice') && item.querySelector('.hw-notice__title')?.textContent,
        item.classList.contains('hw-notice--unread'),
      ]),
    ).toEqual([
      ['Notice 3 (Unread)', true],
      ['Notice 2', false],
      ['Notice 1 (Unread)', true],
    ]);
  });

  it('has no dot when everything loaded is read, and says "No notifications Available" when there is nothing', async () => {
    notificationServer([]);
    const { bell } = await renderBell();
    await waitFor(() => expect(bell.getAttribute('aria-label')).toBe('Notifications'));
    expect(bell.querySelector('.hw-bell__dot')).toBeNull();
    await userEvent.click(bell);
    expect(await within(panel()).findByText('No notifications Available')).toBeTruthy();
  });

  it('says "Loading..." until the first page comes', async () => {
    let answer!: () => void;
    const server = notificationServer([notification(1)]);
    const real = server.fetch.getMockImplementation()!;
    server.fetch.mockImplementation(async (input: string, init?: RequestInit) => {
      if (String(input).includes('getAllNotifications')) await new Promise<void>((resolve) => (answer = resolve));
      return real(input, init);
    });
    const { bell } = await renderBell();
    await userEvent.click(bell);
    expect(within(panel()).getByText('Loading...')).toBeTruthy();
    await act(async () => answer());
    expect(await within(panel()).findByText('Notice 1')).toBeTruthy();
  });

  it('marks a clicked item read at once, tells the server with an empty body, reads the list again and opens its link in the app', async () => {
    let release!: () => void;
    const server = notificationServer([notification(2, { identify: { link: '/helper/earnings' } }), notification(1)]);
    server.holdMarkRead = new Promise<void>((resolve) => (release = resolve));
    const { bell } = await renderBell();
    await waitFor(() => expect(bell.getAttribute('aria-label')).toBe('Notifications, 2 unread'));
    await userEvent.click(bell);
    const listReads = server.calls.filter((call) => call.path === '/notifications/getAllNotifications').length;

    await userEvent.click(within(panel()).getByRole('button', { name: /Notice 2/ }));
    // Optimistic: read (and the count down) before the server answered.
    expect(screen.getByTestId('where').textContent).toBe('/helper/earnings');
    expect(bell.getAttribute('aria-label')).toBe('Notifications, 1 unread');
    const put = server.calls.find((call) => call.method === 'PUT');
    expect(put).toEqual(expect.objectContaining({ path: `/notifications/updateNotification/${notification(2).id}`, body: {} }));
    await act(async () => release());
    await waitFor(() => expect(server.calls.filter((call) => call.path === '/notifications/getAllNotifications').length).toBeGreaterThan(listReads));
    await userEvent.click(bell);
    expect(items()[0]!.classList.contains('hw-notice--unread')).toBe(false);
    expect(items()[1]!.classList.contains('hw-notice--unread')).toBe(true);
  });

  it('loads the next page of 10 when the list is scrolled within 10 px of its end, while currentPage < lastPage', async () => {
    const server = notificationServer(Array.from({ length: 23 }, (_, i) => notification(23 - i)));
    const { bell } = await renderBell();
    await userEvent.click(bell);
    await waitFor(() => expect(items()).toHaveLength(10));
    expect(server.calls.find((call) => call.path === '/notifications/getAllNotifications')?.query.get('limit')).toBe('10');
    const list = panel().querySelector('ul')!;
    Object.defineProperty(list, 'scrollHeight', { value: 1000, configurable: true });
    Object.defineProperty(list, 'clientHeight', { value: 400, configurable: true });
    Object.defineProperty(list, 'scrollTop', { value: 0, writable: true, configurable: true }); // jsdom does not scroll

    list.scrollTop = 589; // 11 px from the end: not yet
    fireEvent.scroll(list);
    expect(within(panel()).queryByText('Loading more...')).toBeNull();

    let answer!: () => void;
    const real = server.fetch.getMockImplementation()!;
    server.fetch.mockImplementation(async (input: string, init?: RequestInit) => {
      if (String(input).includes('page=2')) await new Promise<void>((resolve) => (answer = resolve));
      return real(input, init);
    });
    list.scrollTop = 590;
    fireEvent.scroll(list);
    expect(await within(panel()).findByText('Loading more...')).toBeTruthy();
    await act(async () => answer());
    await waitFor(() => expect(items()).toHaveLength(20));
    expect(within(panel()).queryByText('Loading more...')).toBeNull();
    fireEvent.scroll(list);
    await waitFor(() => expect(items()).toHaveLength(23));
    const pages = () => server.calls.filter((call) => call.path === '/notifications/getAllNotifications').map((call) => call.query.get('page'));
    expect(pages()).toEqual(['1', '2', '3']);
    fireEvent.scroll(list); // page 3 is the last
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(pages()).toEqual(['1', '2', '3']);
  });

  it('closes with Escape and gives focus back to the bell; the arrows move through the items and "View All"', async () => {
    notificationServer([notification(2), notification(1)]);
    const { bell } = await renderBell();
    await waitFor(() => expect(bell.getAttribute('aria-label')).toBe('Notifications, 2 unread'));
    bell.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(document.activeElement?.textContent).toMatch(/^Notice 2/));
    await userEvent.keyboard('{ArrowDown}');
    expect(document.activeElement?.textContent).toMatch(/^Notice 1/);
    await userEvent.keyboard('{ArrowDown}');
    expect(document.activeElement?.textContent).toBe('View All');
    await userEvent.keyboard('{ArrowUp}{ArrowUp}');
    expect(document.activeElement?.textContent).toMatch(/^Notice 2/);
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('region', { name: 'Notifications' })).toBeNull();
    expect(document.activeElement).toBe(bell);
    expect(bell.getAttribute('aria-expanded')).toBe('false');
  });

  it('"View All" goes to /helper/notification for a helper and /notifications for anyone else', async () => {
    notificationServer([notification(1)]);
    const { bell } = await renderBell({ helper: true });
    await userEvent.click(bell);
    expect(within(panel()).getByRole('link', { name: 'View All' }).getAttribute('href')).toBe('/helper/notification');
    document.body.innerHTML = '';
    const user = await renderBell({ helper: false });
    await userEvent.click(user.bell);
    await userEvent.click(within(panel()).getByRole('link', { name: 'View All' }));
    expect(screen.getByTestId('where').textContent).toBe('/notifications');
  });

  it('a new in-app-notification refreshes the list and shows "New Notification Recieved" for 5 seconds', async () => {
    const server = notificationServer([notification(1, { read: true })]);
    const { bell, realtime } = await renderBell();
    await waitFor(() => expect(bell.getAttribute('aria-label')).toBe('Notifications'));
    expect(bell.querySelector('.hw-bell__dot')).toBeNull();
    server.items = [notification(2), ...server.items];
    const timers = jest.spyOn(global, 'setTimeout');
    act(() => realtime.deliver('in-app-notification', { notification: notification(2), unread: 1 }));
    expect(useToasts.getState().toasts.map((t) => [t.kind, t.text])).toEqual([['info', 'New Notification Recieved']]);
    expect(timers.mock.calls.some(([, ms]) => ms === 5000)).toBe(true);
    timers.mockRestore();
    await waitFor(() => expect(bell.querySelector('.hw-bell__dot')).not.toBeNull());
    expect(bell.getAttribute('aria-label')).toBe('Notifications, 1 unread');
  });

  it("shows the reader's language, English when there is no translation in it, and sanitises the body", async () => {
    notificationServer([
      notification(2),
      notification(1, {
        translations: [
          {
            language: 'en',
            title: 'Only English',
            body: '<img src=x onerror="alert(1)"><b>Bold</b> <a href="javascript:alert(2)">link</a><script>alert(3)</script>',
          },
        ],
      }),
    ]);
    await act(async () => {
      await i18next.changeLanguage('ar');
    });
    const { bell } = await renderBell();
    await userEvent.click(bell);
    await waitFor(() => expect(items()).toHaveLength(2));
    expect(items()[0]!.querySelector('.hw-notice__title')?.textContent).toMatch(/^إشعار 2/);
    const english = items()[1]!;
    expect(english.querySelector('.hw-notice__title')?.textContent).toMatch(/^Only English/);
    const body = english.querySelector('.hw-notice__body')!;
    expect(body.innerHTML).toBe('<b>Bold</b> link');
    expect(body.querySelector('img, a, script')).toBeNull();
  });
});
