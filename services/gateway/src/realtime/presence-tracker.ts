import type { Logger } from '@helpwire/service-kit';
import { randomUUID } from 'node:crypto';
import type { Server, Socket } from 'socket.io';
import { accountRoleRoom } from './account-rooms';
import { DEFAULT_HEARTBEAT_MS, type HelperPresence, type PresenceLease } from './helper-presence';
import { sessionOf, type SocketSession } from './socket-authentication';

const identityOf = (session: SocketSession) => ({
  userId: session.userId,
  role: session.role,
  tokenId: session.tokenId,
  requestId: randomUUID(),
  language: 'en',
});

/**
 * The period is cut into this many turns. Each helper account beats on its own turn, so the calls
 * are spread over the period: 1,000 helpers beating at once kept the event loop busy for 0.3–0.6 s
 * every period, and a call-helper arriving then waited behind them (bench:ring's tail).
 */
export const TURNS_PER_PERIOD = 20;

/** The most helpers one heartbeat call names (matching's bound). */
const HEARTBEATS_PER_CALL = 1000;

/**
 * Reports the HELPER sockets of this gateway to HelperPresence: connected on each connect, one
 * heartbeat per connected helper account every period (one timer for the whole gateway, not one per
 * socket; each account at its own phase of the period, from half a period to a period after it
 * connected; the accounts due in a turn in one call), and disconnected when the helper's last socket
 * on any replica has closed.
 */
export class PresenceTracker {
  /** The helper accounts with sockets on this replica, each with one of its sessions. */
  private readonly helpers = new Map<string, { session: SocketSession; sockets: number; dueAt: number }>();
  /** Per helper, the last connected/disconnected report: the next waits for it, so matching hears them in order. */
  private readonly inOrder = new Map<string, Promise<void>>();
  private timer: NodeJS.Timeout | undefined;
  private periodMs: number;
  private stopped = false;

  constructor(
    private readonly io: Server,
    private readonly presence: HelperPresence,
    private readonly logger: Logger,
    heartbeatMs = DEFAULT_HEARTBEAT_MS,
  ) {
    this.periodMs = heartbeatMs;
    this.schedule();
  }

  track(socket: Socket): void {
    const session = sessionOf(socket);
    if (session.role !== 'HELPER') return;
    const entry = this.helpers.get(session.userId) ?? { session, sockets: 0, dueAt: Date.now() + this.periodMs * (0.5 + Math.random() / 2) };
    entry.sockets += 1;
    entry.session = session;
    this.helpers.set(session.userId, entry);
    this.reportInOrder(session.userId, () => this.report('connected', () => this.presence.connected(identityOf(session))));
    socket.once('disconnect', () => void this.untrack(session));
  }

  private reportInOrder(helperId: string, report: () => Promise<void>): void {
    const next = (this.inOrder.get(helperId) ?? Promise.resolve()).then(report);
    this.inOrder.set(helperId, next);
    void next.then(() => {
      if (this.inOrder.get(helperId) === next) this.inOrder.delete(helperId);
    });
  }

  private async untrack(session: SocketSession): Promise<void> {
    // A replica shutting down says nothing: its clients reconnect to another one, whose heartbeats go on.
    if (this.stopped) return;
    const entry = this.helpers.get(session.userId);
    if (entry && --entry.sockets <= 0) this.helpers.delete(session.userId);
    if (this.helpers.has(session.userId)) return;
    try {
      // Another replica may still hold a socket of this helper (a second tab): then still online.
      const remaining = await this.io.in(accountRoleRoom(session.userId, 'HELPER')).fetchSockets();
      if (remaining.length > 0) return;
    } catch (error) {
      this.logger.warn({ err: error, helperId: session.userId }, "could not ask the other replicas for the helper's sockets");
    }
    // A new socket of the helper (a reload) may have connected while the replicas were asked.
    if (this.helpers.has(session.userId)) return;
    this.reportInOrder(session.userId, () => this.report('disconnected', () => this.presence.disconnected(identityOf(session))));
  }

  private schedule(): void {
    this.timer = setInterval(() => void this.beat(), Math.max(1, Math.floor(this.periodMs / TURNS_PER_PERIOD)));
    this.timer.unref();
  }

  /** One turn: the accounts whose beat is due, each then due a period later (a period from now after a stall). */
  private async beat(): Promise<void> {
    const now = Date.now();
    const due = [...this.helpers.values()].filter((entry) => entry.dueAt <= now);
    for (const entry of due) entry.dueAt = Math.max(entry.dueAt + this.periodMs, now + this.periodMs / TURNS_PER_PERIOD);
    for (let i = 0; i < due.length; i += HEARTBEATS_PER_CALL) {
      const helperIds = due.slice(i, i + HEARTBEATS_PER_CALL).map(({ session }) => session.userId);
      await this.report('heartbeat', () => this.presence.heartbeats(helperIds));
    }
  }

  /** Calls presence; a shorter period matching asks for is taken at once. Failures are logged, never thrown. */
  private async report(what: string, call: () => Promise<PresenceLease | void>): Promise<void> {
    try {
      const lease = await call();
      if (lease && lease.heartbeatIntervalMs > 0 && lease.heartbeatIntervalMs < this.periodMs) {
        this.periodMs = lease.heartbeatIntervalMs;
        const latest = Date.now() + this.periodMs;
        for (const entry of this.helpers.values()) entry.dueAt = Math.min(entry.dueAt, latest);
        clearInterval(this.timer);
        this.schedule();
      }
    } catch (error) {
      this.logger.warn({ err: error, what }, 'helper presence report failed');
    }
  }

  stop(): void {
    this.stopped = true;
    clearInterval(this.timer);
  }
}
