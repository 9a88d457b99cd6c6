/**
 * The service worker the shell serves at /sw.js (public/sw.js, issue 14's web push), run in a
 * sandbox with a fake service-worker scope: what a push shows, and where a click goes.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { runInNewContext } from 'node:vm';

type Listener = (event: Record<string, unknown>) => void;

function loadWorker(windows: { url: string; focus: jest.Mock; navigate: jest.Mock }[] = []) {
  const listeners = new Map<string, Listener>();
  const shown: { title: string; options: Record<string, unknown> }[] = [];
  const openWindow = jest.fn(async () => null);
  const self = {
    location: { origin: 'https://helpwire.test' },
    addEventListener: (name: string, listener: Listener) => listeners.set(name, listener),
    skipWaiting: jest.fn(),
    registration: { showNotification: jest.fn(async (title: string, options: Record<string, unknown>) => shown.push({ title, options })) },
    clients: { claim: jest.fn(), matchAll: jest.fn(async () => windows), openWindow },
  };
  runInNewContext(readFileSync(join(__dirname, '..', 'public', 'sw.js'), 'utf8'), { self, URL });
  const dispatch = async (name: string, event: Record<string, unknown>) => {
    let work: Promise<unknown> = Promise.resolve();
    listeners.get(name)!({ ...event, waitUntil: (promise: Promise<unknown>) => (work = promise) });
    await work;
  };
  const push = (data: unknown) => dispatch('push', { data: { json: () => (typeof data === 'string' ? JSON.parse(data) : data), text: () => String(data) } });
  const click = (link: string) => dispatch('notificationclick', { notification: { close: jest.fn(), data: { link } } });
  return { shown, push, click, openWindow };
}

describe('the service worker (web push)', () => {
  it("shows the notification service's push: title, body as text, this site's link", async () => {
    const worker = loadWorker();
    await worker.push({
      notificationId: 'n-1',
      kind: 'WITHDRAWAL_APPROVED',
      title: 'Withdrawal approved',
      body: 'Your <b>$40.00</b> is on its way &amp; more',
      url: 'https://helpwire.test/helper/withdrawal',
    });
    expect(worker.shown).toEqual([
      {
        title: 'Withdrawal approved',
        options: expect.objectContaining({ body: 'Your $40.00 is on its way & more', tag: 'n-1', data: { link: '/helper/withdrawal' } }),
      },
    ]);
  });

  it('opens only pages of this site: another origin or scheme opens home', async () => {
    const worker = loadWorker();
    await worker.push({ title: 'x', body: '', url: 'https://evil.test/phish' });
    await worker.push({ title: 'y', body: '', link: 'javascript:alert(1)' });
    await worker.push({ title: 'z', body: '', link: '/dispute' });
    expect(worker.shown.map((item) => (item.options.data as { link: string }).link)).toEqual(['/', '/', '/dispute']);
  });

  it('a click focuses an open Helpwire tab and moves it to the link, or opens a new one', async () => {
    const tab = { url: 'https://helpwire.test/helper', focus: jest.fn(async () => undefined), navigate: jest.fn(async () => undefined) };
    const withTab = loadWorker([tab]);
    await withTab.click('/helper/earnings');
    expect(tab.focus).toHaveBeenCalled();
    expect(tab.navigate).toHaveBeenCalledWith('https://helpwire.test/helper/earnings');
    expect(withTab.openWindow).not.toHaveBeenCalled();

    const none = loadWorker([]);
    await none.click('/helper/earnings');
    expect(none.openWindow).toHaveBeenCalledWith('https://helpwire.test/helper/earnings');
  });
});
