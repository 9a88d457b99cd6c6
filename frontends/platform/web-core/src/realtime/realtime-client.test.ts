import { createServer, type Server as HttpServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Server } from 'socket.io';
import * as socketIoClient from 'socket.io-client';
import { RealtimeClient, UNHEARD_KEEP_MS } from './realtime-client';

/**
 * The web's realtime client against a real socket.io server that checks the handshake token the
 * way the gateway does (a token outside `valid` is refused with "Forbidden").
 */
describe('RealtimeClient', () => {
  let http: HttpServer;
  let io: Server;
  let url: string;
  const valid = new Set<string>();
  const handshakes: unknown[] = [];
  const clients: RealtimeClient[] = [];
  let stored: string | null;
  let sessionEnded = 0;
  /** How many handshakes the gateway answers "unavailable" (auth down) before it can check sessions again. */
  let authDown = 0;
  /** What happens in the page while the gateway refuses a handshake (another tab may store a new token). */
  let onRefused = () => undefined as void;

  function client(): RealtimeClient {
    const c = new RealtimeClient({
      url,
      readToken: () => stored,
      onSessionEnded: () => (sessionEnded += 1),
      loadClient: async () => socketIoClient,
      retryDelayMs: 100,
    });
    clients.push(c);
    return c;
  }

  const until = async (check: () => boolean, what: string) => {
    const started = Date.now();
    while (!check()) {
      if (Date.now() - started > 5000) throw new Error(`timed out waiting for ${what}`);
      await new Promise((r) => setTimeout(r, 10));
    }
  };

  beforeAll(async () => {
    http = createServer();
    io = new Server(http, { path: '/call-gateway', transports: ['websocket'] });
    io.use((socket, next) => {
      handshakes.push(socket.handshake.auth.token);
      if (authDown > 0) {
        authDown -= 1;
        return next(Object.assign(new Error('The service is temporarily unavailable. Please try again in a moment.'), { data: { code: 'UNAVAILABLE' } }));
      }
      if (valid.has(socket.handshake.auth.token)) return next();
      onRefused();
      next(new Error('Forbidden'));
    });
    io.on('connection', (socket) => {
      socket.on('accept-user-call', (payload, ack) => ack({ ok: true, accepted: true, roomDetails: { roomId: `room-for-${payload.userId}` } }));
    });
    await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(http.address() as AddressInfo).port}`;
  });
  beforeEach(() => {
    valid.clear();
    handshakes.length = 0;
    sessionEnded = 0;
    stored = null;
    onRefused = () => undefined;
    authDown = 0;
  });
  afterEach(() => {
    for (const c of clients.splice(0)) c.disconnect();
  });
  afterAll(async () => {
    await new Promise<void>((resolve) => io.close(() => resolve()));
  });

  it('does not connect without a stored token', async () => {
    const c = client();
    await c.connect();
    await new Promise((r) => setTimeout(r, 100));
    expect(handshakes).toEqual([]);
    expect(c.status).toBe('idle');
  });

  it('connects with the stored token, hands each event to the handlers of its name, and answers acknowledgements', async () => {
    stored = 'token-a';
    valid.add('token-a');
    const c = client();
    const rings: unknown[] = [];
    const missed: unknown[] = [];
    c.on('incomming-call', (payload) => rings.push(payload));
    const stop = c.on('missed-call', (payload) => missed.push(payload));
    await c.connect();
    await until(() => c.status === 'connected', 'the connection');
    expect(handshakes).toEqual(['token-a']);
    io.emit('incomming-call', { id: 'user-1' });
    io.emit('missed-call', { id: 'user-1' });
    await until(() => rings.length === 1 && missed.length === 1, 'both events');
    stop();
    io.emit('missed-call', { id: 'user-2' });
    io.emit('incomming-call', { id: 'user-2' });
    await until(() => rings.length === 2, 'the second ring');
    expect(rings).toEqual([{ id: 'user-1' }, { id: 'user-2' }]);
    expect(missed).toEqual([{ id: 'user-1' }]);
    expect(await c.emit('accept-user-call', { userId: 'user-1', categoryId: 'education' })).toEqual({
      ok: true,
      accepted: true,
      roomDetails: { roomId: 'room-for-user-1' },
    });
  });

  it('an event that comes before anyone listens (a screen still mounting) goes to the first listener of its name, once, in order', async () => {
    stored = 'token-a';
    valid.add('token-a');
    const c = client();
    await c.connect();
    await until(() => c.status === 'connected', 'the connection');
    io.emit('incomming-call', { id: 'user-1' });
    io.emit('missed-call', { id: 'user-9' });
    io.emit('incomming-call', { id: 'user-2' });
    await new Promise((r) => setTimeout(r, 100));
    const rings: unknown[] = [];
    c.on('incomming-call', (payload) => rings.push(payload));
    expect(rings).toEqual([{ id: 'user-1' }, { id: 'user-2' }]);
    // A second listener of the name gets only what comes next; the other name's event still waits for its own.
    const later: unknown[] = [];
    c.on('incomming-call', (payload) => later.push(payload));
    expect(later).toEqual([]);
    const missed: unknown[] = [];
    c.on('missed-call', (payload) => missed.push(payload));
    expect(missed).toEqual([{ id: 'user-9' }]);
    // Signing out forgets what nobody heard.
    io.emit('rejoin-meeting', { callId: 'HW-1' });
    await new Promise((r) => setTimeout(r, 100));
    c.disconnect();
    const rejoins: unknown[] = [];
    c.on('rejoin-meeting', (payload) => rejoins.push(payload));
    expect(rejoins).toEqual([]);
  });

  it("an event nobody heard within a ring's time is not handed on", async () => {
    stored = 'token-a';
    valid.add('token-a');
    const c = client();
    await c.connect();
    await until(() => c.status === 'connected', 'the connection');
    io.emit('incomming-call', { id: 'user-old' });
    await new Promise((r) => setTimeout(r, 100));
    const realNow = Date.now;
    Date.now = () => realNow() + UNHEARD_KEEP_MS + 1;
    try {
      const rings: unknown[] = [];
      c.on('incomming-call', (payload) => rings.push(payload));
      expect(rings).toEqual([]);
    } finally {
      Date.now = realNow;
    }
  });

  it('reads the token again for every reconnection', async () => {
    stored = 'token-1';
    valid.add('token-1').add('token-2');
    const c = client();
    await c.connect();
    await until(() => c.status === 'connected', 'the connection');
    stored = 'token-2';
    // The transport drops (a network blip): socket.io reconnects by itself, with the token read then.
    for (const socket of io.sockets.sockets.values()) socket.conn.close();
    await until(() => c.status === 'connected' && handshakes.length === 2, 'the reconnection');
    expect(handshakes).toEqual(['token-1', 'token-2']);
  });

  it('on "Forbidden" reconnects once with a freshly read token, and stays connected when that one is good', async () => {
    stored = 'revoked';
    valid.add('renewed');
    const c = client();
    onRefused = () => void (stored = 'renewed');
    await c.connect();
    await until(() => c.status === 'connected', 'the reconnection with the fresh token');
    expect(handshakes).toEqual(['revoked', 'renewed']);
    expect(sessionEnded).toBe(0);
  });

  it('when still "Forbidden" with the fresh token: stops (no third handshake) and ends the session once', async () => {
    stored = 'revoked';
    const c = client();
    await c.connect();
    await until(() => c.status === 'forbidden', 'the channel to give up');
    await new Promise((r) => setTimeout(r, 300));
    expect(handshakes).toEqual(['revoked', 'revoked']);
    expect(sessionEnded).toBe(1);
    expect(await c.emit('call-helper', { helperId: 'h', categoryId: 'education' })).toMatchObject({ ok: false, code: 'UNAVAILABLE' });
  });

  it('when the gateway cannot check the session (auth down), tries again later and never signs out', async () => {
    stored = 'token-a';
    valid.add('token-a');
    authDown = 2;
    const c = client();
    await c.connect();
    await until(() => c.status === 'connected', 'the connection once auth is back');
    expect(handshakes).toEqual(['token-a', 'token-a', 'token-a']);
    expect(sessionEnded).toBe(0);
  });

  it('a socket the gateway closed (its session ended) goes through the handshake again: a live session reconnects, an ended one signs out', async () => {
    stored = 'token-a';
    valid.add('token-a');
    const c = client();
    await c.connect();
    await until(() => c.status === 'connected', 'the connection');
    for (const socket of io.sockets.sockets.values()) socket.disconnect(true);
    await until(() => c.status === 'connected' && handshakes.length === 2, 'the reconnection');
    valid.delete('token-a');
    for (const socket of io.sockets.sockets.values()) socket.disconnect(true);
    await until(() => c.status === 'forbidden', 'the sign-out');
    expect(handshakes).toEqual(['token-a', 'token-a', 'token-a', 'token-a']);
    expect(sessionEnded).toBe(1);
  });
});
