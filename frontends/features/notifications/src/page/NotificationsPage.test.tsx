/** @jest-environment jsdom */
import { renderWithProviders, signedInAs, testQueryClient } from '@helpwire/web-testing';
import { Toaster } from '@helpwire/ui';
import { useToasts } from '@helpwire/web-core';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense } from 'react';
import { notification, notificationServer, usesNotificationTexts } from '../testing/notification-server';
import { NotificationsPage } from './NotificationsPage';

async function renderPage() {
  signedInAs('USER');
  const client = testQueryClient();
  await act(async () => {
    renderWithProviders(
      <>
        <Suspense fallback={<p>loading texts</p>}>
          <NotificationsPage title="Notifications" />
        </Suspense>
        <Toaster />
      </>,
      { client, route: '/notifications' },
    );
  });
  await screen.findByRole('heading', { level: 1, name: 'Notifications' });
}

const rows = () => [...document.querySelectorAll<HTMLElement>('.hw-notices .hw-notice')];
const toasts = () => useToasts.getState().toasts.map((t) => [t.kind, t.text]);

usesNotificationTexts();

describe('the notifications page (spec §2 /notifications and /helper/notification)', () => {
  it('lists 20 a page with Previous and Next, and marks all read with one call', async () => {
    const server = notificationServer(Array.from({ length: 25 }, (_, i) => notification(25 - i, { read: i % 2 === 1 })));
    await renderPage();
    await waitFor(() => expect(rows()).toHaveLength(20));
    expect(screen.getByText('Page 1 of 2')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(rows()).toHaveLength(5));
    expect(screen.getByText('Page 2 of 2')).toBeTruthy();
    expect(rows().filter((row) => row.classList.contains('hw-notice--unread'))).toHaveLength(3);

    await userEvent.click(screen.getByRole('button', { name: 'Mark all as read' }));
    await waitFor(() => expect(rows().filter((row) => row.classList.contains('hw-notice--unread'))).toHaveLength(0));
    expect(server.calls.filter((call) => call.method === 'PUT').map((call) => call.path)).toEqual(['/notifications/markAllRead']);
    await waitFor(() => expect(toasts()).toEqual([['success', 'All notifications marked as read']]));
    expect((screen.getByRole('button', { name: 'Mark all as read' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('says "No notifications Available" when there are none', async () => {
    notificationServer([]);
    await renderPage();
    expect(await screen.findByText('No notifications Available')).toBeTruthy();
  });

  it('saves a switched channel with "notifications updated", and says security notices are always e-mailed', async () => {
    const server = notificationServer([notification(1)], { push: true, email: true, sms: false });
    await renderPage();
    const prefs = screen.getByRole('region', { name: 'How we reach you' });
    const email = await within(prefs).findByRole('switch', { name: 'E-mail' });
    expect(email.getAttribute('aria-checked')).toBe('true');
    expect(within(prefs).getByRole('switch', { name: 'SMS' }).getAttribute('aria-checked')).toBe('false');
    expect(within(prefs).getByText(/always e-mailed/)).toBeTruthy();

    await userEvent.click(email);
    await waitFor(() => expect(toasts()).toEqual([['success', 'notifications updated']]));
    expect(server.calls.filter((call) => call.method === 'PUT')).toEqual([
      expect.objectContaining({ path: '/notifications/preference', body: { email: false } }),
    ]);
    expect(email.getAttribute('aria-checked')).toBe('false');
  });

  it('asks for browser notifications only from its button: permission, the service worker, the VAPID subscription, then the server', async () => {
    const server = notificationServer([notification(1)]);
    const subscription = {
      endpoint: 'https://push.example.test/abc',
      expirationTime: null,
      toJSON: () => ({ endpoint: 'https://push.example.test/abc', keys: { p256dh: 'p256', auth: 'secret' } }),
    };
    const subscribe = jest.fn(async () => subscription);
    const registration = { pushManager: { getSubscription: async () => null, subscribe } };
    const register = jest.fn(async () => registration);
    const requestPermission = jest.fn(async () => 'granted');
    Object.defineProperty(navigator, 'serviceWorker', {
      value: { register, ready: Promise.resolve(registration), getRegistration: async () => undefined },
      configurable: true,
    });
    Object.assign(window, { PushManager: function PushManager() {}, Notification: { permission: 'default', requestPermission } });
    try {
      await renderPage();
      const allow = await screen.findByRole('button', { name: 'Allow browser notifications' });
      expect(requestPermission).not.toHaveBeenCalled();
      expect(register).not.toHaveBeenCalled();

      await userEvent.click(allow);
      await waitFor(() => expect(toasts()).toEqual([['success', 'Push notifications are on for this browser']]));
      expect(requestPermission).toHaveBeenCalledTimes(1);
      expect(register).toHaveBeenCalledWith('/sw.js', { scope: '/' });
      const [options] = subscribe.mock.calls[0] as unknown as [{ userVisibleOnly: boolean; applicationServerKey: Uint8Array }];
      expect(options.userVisibleOnly).toBe(true);
      expect(options.applicationServerKey).toHaveLength(65);
      expect(server.calls.find((call) => call.method === 'POST')).toEqual(
        expect.objectContaining({
          path: '/notifications/push/subscribe',
          body: { platform: 'WEB', endpoint: 'https://push.example.test/abc', expirationTime: null, keys: { p256dh: 'p256', auth: 'secret' } },
        }),
      );
      expect(screen.getByText('Browser notifications are on for this browser.')).toBeTruthy();
    } finally {
      Reflect.deleteProperty(navigator, 'serviceWorker');
      Reflect.deleteProperty(window, 'PushManager');
      Reflect.deleteProperty(window, 'Notification');
    }
  });
});
