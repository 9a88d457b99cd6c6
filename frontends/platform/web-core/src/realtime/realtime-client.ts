import type { ClientEventAcks, ClientEventName, ClientEventPayload, ServerEventName, ServerEventPayload } from '@helpwire/contracts';
import { REALTIME_PATH } from '@helpwire/contracts/realtime-events';
import type * as SocketIoClient from 'socket.io-client';
import type { Socket } from 'socket.io-client';

/** The connect error the gateway answers for a missing, bad or revoked token (spec §4, §8). */
export const FORBIDDEN = 'Forbidden';

export type RealtimeStatus = 'idle' | 'connecting' | 'connected' | 'disconnected' | 'forbidden';

export interface RealtimeClientOptions {
  /** The gateway's origin; the page's own when absent (one origin, ARCHITECTURE §1). */
  url?: string;
  /** Reads the stored token; called for every handshake, so a reconnection carries the freshest one. */
  readToken: () => string | null;
  /** The session is over (still "Forbidden" after a fresh token): sign out as a 401 does. */
  onSessionEnded: () => void;
  /** The socket.io client (tests may pass the module; the app loads it lazily, for signed-in sessions only). */
  loadClient?: () => Promise<typeof SocketIoClient>;
  /** The wait before trying again when the gateway could not check the session (auth down); doubles up to 30 s. */
  retryDelayMs?: number;
}

type Handler = (payload: never) => void;

/**
 * How long an event nobody listens to yet is kept for the first listener of its name: the socket
 * opens with the shell, the screens that listen (the helper's call layer, a remote) mount a moment
 * later, and a ring or a rejoin sent in between must not be lost. A ring lasts 15 s.
 */
export const UNHEARD_KEEP_MS = 15_000;
const UNHEARD_MAX = 20;

/** An acknowledgement the client makes itself when the channel cannot carry the event. */
const notConnected = { ok: false as const, code: 'UNAVAILABLE', message: 'Not connected' };

/**
 * The realtime channel of spec §7 (socket.io at /call-gateway, websocket only, the bearer token in
 * the handshake). Spec §4 Connection: a connect error "Forbidden" makes the client reconnect with a
 * freshly read token; a second "Forbidden" in a row means the session ended, so it stops and signs
 * out instead of retrying for ever. Other failures (network) reconnect by socket.io's backoff, each
 * attempt with the token read then; a session the gateway could not check (auth down) is tried again
 * later, never signed out; a socket the gateway closed (its session ended) goes through the handshake
 * again, which decides.
 */
export class RealtimeClient {
  private socket: Socket | null = null;
  private opening: Promise<void> | null = null;
  private forbiddenInARow = 0;
  private unavailableInARow = 0;
  /** Whether the channel should be open: false after disconnect(), so a slow open() does not open it anyway. */
  private wanted = false;
  private statusValue: RealtimeStatus = 'idle';
  private readonly statusListeners = new Set<() => void>();
  private readonly handlers = new Map<string, Set<Handler>>();
  /** Events that came while no handler of their name was registered, oldest first. */
  private unheard: { name: string; payload: unknown; at: number }[] = [];

  constructor(private readonly options: RealtimeClientOptions) {}

  get status(): RealtimeStatus {
    return this.statusValue;
  }

  onStatus(listener: () => void): () => void {
    this.statusListeners.add(listener);
    return () => this.statusListeners.delete(listener);
  }

  private setStatus(status: RealtimeStatus): void {
    this.statusValue = status;
    for (const listener of this.statusListeners) listener();
  }

  /** Opens the channel when a token is stored; does nothing while one is open or opening. */
  connect(): Promise<void> {
    if (!this.options.readToken()) return Promise.resolve();
    this.wanted = true;
    if (this.socket || this.opening) return this.opening ?? Promise.resolve();
    this.opening = this.open().finally(() => (this.opening = null));
    return this.opening;
  }

  private async open(): Promise<void> {
    const { io } = await (this.options.loadClient ?? (() => import('socket.io-client')))();
    if (this.socket || !this.wanted || !this.options.readToken()) return;
    this.forbiddenInARow = 0;
    this.unavailableInARow = 0;
    this.setStatus('connecting');
    const socket = io(this.options.url ?? window.location.origin, {
      path: REALTIME_PATH,
      transports: ['websocket'],
      // A function: socket.io calls it for every handshake, reconnections included.
      auth: (send) => send({ token: this.options.readToken() ?? '' }),
    });
    this.socket = socket;
    socket.on('connect', () => {
      this.forbiddenInARow = 0;
      this.unavailableInARow = 0;
      this.setStatus('connected');
    });
    socket.on('disconnect', (reason) => {
      if (this.socket !== socket) return;
      this.setStatus('disconnected');
      // The gateway closed this socket itself (its session was found ended): the handshake decides.
      if (reason === 'io server disconnect') socket.connect();
    });
    socket.on('connect_error', (error: Error & { data?: { code?: string } }) => {
      if (error.message !== FORBIDDEN) {
        this.setStatus('disconnected');
        // The session could not be checked (not refused): socket.io does not retry a refused handshake, so wait and try again.
        if (error.data?.code === 'UNAVAILABLE') {
          const delay = Math.min(30_000, (this.options.retryDelayMs ?? 2000) * 2 ** this.unavailableInARow++);
          setTimeout(() => this.socket === socket && socket.connect(), delay);
        }
        return;
      }
      // A refused handshake is not retried by socket.io itself: once, with the token read again.
      if ((this.forbiddenInARow += 1) === 1 && this.options.readToken()) return void socket.connect();
      this.disconnect('forbidden');
      this.options.onSessionEnded();
    });
    socket.onAny((name: string, payload: unknown) => {
      const handlers = this.handlers.get(name);
      if (!handlers?.size) {
        this.unheard = [...this.unheard.slice(1 - UNHEARD_MAX), { name, payload, at: Date.now() }];
        return;
      }
      for (const handler of handlers) (handler as (p: unknown) => void)(payload);
    });
  }

  /** Closes the channel (sign-out, or the session ended). */
  disconnect(status: RealtimeStatus = 'idle'): void {
    this.wanted = false;
    const socket = this.socket;
    this.socket = null;
    this.unheard = [];
    socket?.disconnect();
    this.setStatus(status);
  }

  /**
   * Calls `handler` with each `name` event's payload until the returned function is called; the
   * first handler of a name also gets the events of that name that came in the last UNHEARD_KEEP_MS
   * with nobody listening, in order.
   */
  on<N extends ServerEventName>(name: N, handler: (payload: ServerEventPayload<N>) => void): () => void {
    const set = this.handlers.get(name) ?? new Set<Handler>();
    set.add(handler as Handler);
    this.handlers.set(name, set);
    const kept = this.unheard.filter((event) => event.name === name);
    if (kept.length > 0) {
      this.unheard = this.unheard.filter((event) => event.name !== name);
      const since = Date.now() - UNHEARD_KEEP_MS;
      for (const event of kept) if (event.at >= since) (handler as (p: unknown) => void)(event.payload);
    }
    return () => set.delete(handler as Handler);
  }

  /** Sends a client event and resolves with the gateway's acknowledgement (a refusal carries its reason code). */
  async emit<N extends ClientEventName>(name: N, payload: ClientEventPayload<N>, timeoutMs = 10_000): Promise<ClientEventAcks[N] | typeof notConnected> {
    if (!this.socket?.connected) return notConnected;
    try {
      return (await this.socket.timeout(timeoutMs).emitWithAck(name, payload)) as ClientEventAcks[N];
    } catch {
      return notConnected;
    }
  }
}
