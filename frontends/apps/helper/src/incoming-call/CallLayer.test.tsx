/**
 * @jest-environment jsdom
 * @jest-environment-options {"customExportConditions": ["node", "node-addons"]}
 */
import { mockApi, renderWithProviders, resetBrowserState } from '@helpwire/account/testing';
import { i18next, RealtimeClient, RealtimeProvider, setupI18n, storeToken, useAppStore } from '@helpwire/web-core';
import { ModalIds } from '@helpwire/calls';
import { useIncomingCalls } from '@helpwire/calls';
import { screen, waitFor, within } from '@testing-library/react';
import { createServer, type Server as HttpServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Server, type Socket as ServerSocket } from 'socket.io';
import * as socketIoClient from 'socket.io-client';
import type { ComponentType } from 'react';

/**
 * The call layer against a real socket.io server standing in for the gateway: it emits the rings
 * and missed calls the call service sends and answers accept and decline as the gateway does.
 */
describe('the helper call layer', () => {
  let http: HttpServer;
  let io: Server;
  let client: RealtimeClient;
  let helper: ServerSocket | null = null;
  const emitted: { name: string; payload: unknown }[] = [];
  let CallLayer: ComponentType;
  let categoriesAsked: { route: string }[] = [];
  let acceptAnswer: unknown = { ok: true, accepted: true, roomDetails: { roomId: 'HW-A', callId: 'HW-A', media: 'PENDING' } };

  const ring = (caller: string, extra: Record<string, unknown> = {}) => ({
    id: `u-${caller}`,
    userId: `u-${caller}`,
    callId: `HW-${caller}`,
    categoryId: 'basic-tech-troubleshooting',
    callerFirstName: caller,
    distanceKm: 4,
    wave: 1,
    ringEndsAt: new Date(Date.now() + 15_000).toISOString(),
    ...extra,
  });
  /** An event from the server, and a moment for it to cross the socket. */
  const send = async (name: string, payload: unknown) => {
    helper!.emit(name, payload);
    await new Promise((r) => setTimeout(r, 50));
  };
  /** A click as the person makes it (a native event, which React hears like any other). */
  const press = (element: HTMLElement) => element.click();

  beforeAll(async () => {
    await setupI18n();
    // The texts register on import (as the shell loads the remote): after i18next is set up.
    await (await import('../texts')).helperTextsReady;
    ({ CallLayer } = await import('./CallLayer'));
    http = createServer();
    io = new Server(http, { path: '/call-gateway', transports: ['websocket'] });
    io.on('connection', (socket) => {
      helper = socket;
      socket.on('accept-user-call', (payload: unknown, ack: (a: unknown) => void) => {
        emitted.push({ name: 'accept-user-call', payload });
        ack(acceptAnswer);
      });
      socket.on('decline-user-call', (payload: unknown, ack: (a: unknown) => void) => {
        emitted.push({ name: 'decline-user-call', payload });
        ack({ ok: true });
      });
    });
    await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  });

  beforeEach(async () => {
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
    await resetBrowserState();
    categoriesAsked = mockApi({}).calls;
    useIncomingCalls.getState().reset();
    emitted.length = 0;
    helper = null;
    storeToken('helper-token');
    useAppStore.getState().setCredentials({ role: 'HELPER', token: 'helper-token' });
    const url = `http://127.0.0.1:${(http.address() as AddressInfo).port}`;
    client = new RealtimeClient({ url, readToken: () => 'helper-token', onSessionEnded: () => undefined, loadClient: async () => socketIoClient });
    renderWithProviders(
      <RealtimeProvider client={client}>
        <CallLayer />
      </RealtimeProvider>,
    );
    await waitFor(() => expect(helper).not.toBeNull());
    await waitFor(() => expect(client.status).toBe('connected'));
  });
  afterEach(() => client.disconnect());
  afterAll(async () => {
    await new Promise<void>((resolve) => io.close(() => resolve()));
  });

  it('shows the caller, the category by name, the distance and the seconds left, in a labelled dialog', async () => {
    await send('incomming-call', ring('Sara'));
    const dialog = await screen.findByRole('alertdialog', { name: 'Incoming call Sara' });
    await within(dialog).findByText('Basic Tech Troubleshooting');
    expect(within(dialog).getByText('4 km')).toBeTruthy();
    expect(within(dialog).getByRole('timer').textContent).toMatch(/^1[45] s$/);
    expect(document.activeElement).toBe(dialog);
    expect(useAppStore.getState().modal.view).toBe(ModalIds.INCOMMING_CALL_MODAL);
  });

  it('reads a distance of 0 (closer than a helper\'s blurred place can tell) as "Nearby (within 3 km)", never "0 km" or "1 km"', async () => {
    await send('incomming-call', ring('Sara', { distanceKm: 0 }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Incoming call Sara' });
    await within(dialog).findByText('Nearby (within 3 km)');
    expect(within(dialog).queryByText(/^\d+ km$/)).toBeNull();
  });

  it('queues a second call, declines the first with decline-user-call, then shows the second', async () => {
    await send('incomming-call', ring('Sara'));
    await send('incomming-call', ring('Omar'));
    await send('incomming-call', ring('Omar'));
    const dialog = await screen.findByRole('alertdialog', { name: 'Incoming call Sara' });
    await within(dialog).findByText('Calls waiting: 1');
    press(within(dialog).getByRole('button', { name: 'Decline' }));
    await screen.findByRole('alertdialog', { name: 'Incoming call Omar' });
    await waitFor(() => expect(emitted).toEqual([{ name: 'decline-user-call', payload: { userId: 'u-Sara', categoryId: 'basic-tech-troubleshooting' } }]));
  });

  it('a missed call for the active one shows the missed-call modal, then the waiting call; one for a waiting call removes it', async () => {
    await send('incomming-call', ring('Sara'));
    await send('incomming-call', ring('Omar'));
    await send('incomming-call', ring('Lina'));
    await screen.findByText('Calls waiting: 2');
    await send('missed-call', { userId: 'u-Omar', id: 'u-Omar', callId: 'HW-Omar', reason: 'ANSWERED_ELSEWHERE' });
    await screen.findByText('Calls waiting: 1');
    await send('missed-call', { userId: 'u-Sara', id: 'u-Sara', callId: 'HW-Sara', reason: 'CALL_CANCELLED' });
    const missed = await screen.findByRole('dialog', { name: 'Missed call' });
    expect(within(missed).getByText('Sara cancelled the call.')).toBeTruthy();
    expect(within(missed).getByText('Another call is waiting for you.')).toBeTruthy();
    expect(screen.queryByRole('alertdialog')).toBeNull();
    press(within(missed).getByRole('button', { name: 'Show next call' }));
    await screen.findByRole('alertdialog', { name: 'Incoming call Lina' });
    // A late ring for a call already missed never shows.
    await send('missed-call', { userId: 'u-Lina', callId: 'HW-Lina', reason: 'TIMED_OUT' });
    await screen.findByText('You missed a call from Lina.');
    await send('incomming-call', ring('Omar'));
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('Accept: the helper meeting view with the reference, and the waiting callers are declined', async () => {
    await send('incomming-call', ring('Sara'));
    await send('incomming-call', ring('Omar'));
    press(within(await screen.findByRole('alertdialog', { name: 'Incoming call Sara' })).getByRole('button', { name: 'Accept' }));
    // Straight to the device check (one Join; issue 21, item 24).
    const meeting = await screen.findByRole('dialog', { name: 'Call with Sara' });
    expect(screen.queryByRole('button', { name: 'Open the call' })).toBeNull();
    expect(useAppStore.getState().modal.view).toBe(ModalIds.HELPER_MEETING_MODAL);
    await waitFor(() =>
      expect(emitted).toEqual([
        { name: 'accept-user-call', payload: { userId: 'u-Sara', categoryId: 'basic-tech-troubleshooting' } },
        { name: 'decline-user-call', payload: { userId: 'u-Omar', categoryId: 'basic-tech-troubleshooting' } },
      ]),
    );
    // user-leave: the meeting view says so, and the browser event is raised.
    const heard = jest.fn();
    window.addEventListener('callLeftByUpdated', heard);
    await send('user-leave', { callId: 'HW-Sara' });
    // The meeting shows who left (tests/e2e/call-follow.test.ts); here, the window hears of it once.
    await waitFor(() => expect(heard).toHaveBeenCalledTimes(1));
    expect(within(meeting).getByRole('status')).toBeTruthy();
    window.removeEventListener('callLeftByUpdated', heard);
  });

  it('accepted:false says the call was answered by another helper or ended, in English and Arabic', async () => {
    acceptAnswer = { ok: true, accepted: false, roomDetails: null };
    await send('incomming-call', ring('Sara'));
    press(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Accept' }));
    await within(await screen.findByRole('dialog', { name: 'Missed call' })).findByText('This call was answered by another helper or has ended');
    press(screen.getByRole('button', { name: 'OK' }));
    await i18next.changeLanguage('ar');
    await send('incomming-call', ring('Omar'));
    press(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'قبول' }));
    await screen.findByText('ردّ مساعد آخر على هذه المكالمة أو أنها انتهت');
  });

  it("an accept the gateway refuses shows the reason's text and keeps the call ringing", async () => {
    acceptAnswer = { ok: false, code: 'ROLE_NOT_ALLOWED', message: 'Role not allowed' };
    await send('incomming-call', ring('Sara'));
    const dialog = await screen.findByRole('alertdialog');
    press(within(dialog).getByRole('button', { name: 'Accept' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('Role not allowed');
    expect(within(dialog).getByRole('button', { name: 'Accept' })).toBeTruthy();
  });

  it('in a background tab with call alerts allowed, a ring shows a system notification, closed when the call is missed', async () => {
    const shown: { title: string; options: NotificationOptions; closed: boolean }[] = [];
    (globalThis as { Notification?: unknown }).Notification = class {
      static permission = 'granted';
      onclick = null;
      entry: (typeof shown)[number];
      constructor(title: string, options: NotificationOptions) {
        this.entry = { title, options, closed: false };
        shown.push(this.entry);
      }
      close() {
        this.entry.closed = true;
      }
    };
    Object.defineProperty(document, 'hidden', { configurable: true, get: () => true });
    try {
      // The layer asks for the category names when it starts, so a ring's alert can name it.
      await waitFor(() => expect(categoriesAsked.map((c) => c.route)).toContain('GET /api/v1/category/getNonSubCategories'));
      await new Promise((r) => setTimeout(r, 50));
      await send('incomming-call', ring('Sara'));
      await screen.findByRole('alertdialog');
      expect(shown).toEqual([
        {
          title: 'Incoming call from Sara',
          options: { body: 'Basic Tech Troubleshooting · 4 km. Open Helpwire to accept or decline.', tag: 'HW-Sara', requireInteraction: true },
          closed: false,
        },
      ]);
      await send('missed-call', { userId: 'u-Sara', callId: 'HW-Sara', reason: 'CALL_CANCELLED' });
      await screen.findByRole('dialog', { name: 'Missed call' });
      expect(shown.map((n) => n.closed)).toEqual([true]);
    } finally {
      delete (document as { hidden?: boolean }).hidden;
      delete (globalThis as { Notification?: unknown }).Notification;
    }
  });

  it('rejoin-meeting opens the helper meeting view', async () => {
    await send('rejoin-meeting', { roomDetails: { roomId: 'HW-R', callId: 'HW-R' } });
    const offer = await screen.findByRole('dialog', { name: 'Rejoin your call' });
    expect(within(offer).getByText('HW-R')).toBeTruthy();
  });
});
