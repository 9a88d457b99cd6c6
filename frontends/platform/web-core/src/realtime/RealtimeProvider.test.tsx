/**
 * @jest-environment jsdom
 * @jest-environment-options {"customExportConditions": ["node", "node-addons"]}
 */
import { act, render, screen, waitFor } from '@testing-library/react';
import { createServer, type Server as HttpServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Server } from 'socket.io';
import * as socketIoClient from 'socket.io-client';
import { useState } from 'react';
import { TOKEN_KEY } from '../session/token-storage';
import { useAppStore } from '../store/app-store';
import { RealtimeClient } from './realtime-client';
import { RealtimeProvider, useRealtimeEvent, useRealtimeStatus } from './RealtimeProvider';

/** A helper page's part that shows the caller of each ring and the channel's state (spec §4 Connection). */
function RingList() {
  const [callers, setCallers] = useState<string[]>([]);
  useRealtimeEvent('incomming-call', (payload) => setCallers((list) => [...list, payload.id]));
  const status = useRealtimeStatus();
  return (
    <div>
      <p>channel: {status}</p>
      <ul>
        {callers.map((id, i) => (
          <li key={i}>ringing: {id}</li>
        ))}
      </ul>
    </div>
  );
}

describe('RealtimeProvider', () => {
  let http: HttpServer;
  let io: Server;
  let client: RealtimeClient;
  let sessionEnded = 0;
  const connectedTokens: string[] = [];

  beforeAll(async () => {
    http = createServer();
    io = new Server(http, { path: '/call-gateway', transports: ['websocket'] });
    io.use((socket, next) => (socket.handshake.auth.token === 'good' ? next() : next(new Error('Forbidden'))));
    io.on('connection', (socket) => connectedTokens.push(socket.handshake.auth.token));
    await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  });
  beforeEach(() => {
    // The updates come from a real server between act() calls, as in the browser: no act() warnings for them.
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
    connectedTokens.length = 0;
    sessionEnded = 0;
    localStorage.clear();
    useAppStore.getState().clearCredentials();
    const url = `http://127.0.0.1:${(http.address() as AddressInfo).port}`;
    client = new RealtimeClient({
      url,
      readToken: () => localStorage.getItem(TOKEN_KEY),
      onSessionEnded: () => (sessionEnded += 1),
      loadClient: async () => socketIoClient,
    });
  });
  afterEach(() => client.disconnect());
  afterAll(async () => {
    await new Promise<void>((resolve) => io.close(() => resolve()));
  });

  const signIn = (token: string) =>
    act(() => {
      localStorage.setItem(TOKEN_KEY, token);
      useAppStore.getState().setCredentials({ role: 'HELPER', token });
    });

  it('stays closed while signed out, connects once signed in, shows the rings, and closes at sign-out', async () => {
    render(
      <RealtimeProvider client={client}>
        <RingList />
      </RealtimeProvider>,
    );
    await new Promise((r) => setTimeout(r, 150));
    expect(screen.getByText('channel: idle')).toBeTruthy();
    expect(connectedTokens).toEqual([]);

    signIn('good');
    await screen.findByText('channel: connected');
    expect(connectedTokens).toEqual(['good']);
    act(() => void io.emit('incomming-call', { id: 'user-42' }));
    await screen.findByText('ringing: user-42');

    act(() => useAppStore.getState().clearCredentials());
    await screen.findByText('channel: idle');
    await waitFor(async () => expect(await io.fetchSockets()).toHaveLength(0));
  });

  it('a session the gateway keeps refusing ends: the channel shows forbidden and the session-ended hook runs once', async () => {
    render(
      <RealtimeProvider client={client}>
        <RingList />
      </RealtimeProvider>,
    );
    signIn('revoked');
    await screen.findByText('channel: forbidden');
    expect(sessionEnded).toBe(1);
    expect(connectedTokens).toEqual([]);
  });
});
