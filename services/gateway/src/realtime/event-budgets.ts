import { RealtimeTexts, Texts, type ClientEventName, type RealtimeAckError } from '@helpwire/contracts';
import type { Store } from 'express-rate-limit';
import type { Socket } from 'socket.io';
import { EVENT_LIMITS, REFUSALS_BEFORE_DISCONNECT, type EventLimit } from './realtime-limits';

const RATE_LIMITED: RealtimeAckError = { ok: false, code: 'RATE_LIMITED', message: Texts.tooManyRequests };
const TOO_LARGE: RealtimeAckError = { ok: false, code: 'REALTIME_EVENT_TOO_LARGE', message: RealtimeTexts.eventTooLarge };

/** A payload's size as the JSON it came as, in bytes. */
function jsonBytes(payload: unknown): number {
  return Buffer.byteLength(JSON.stringify(payload) ?? '');
}

/**
 * What each client event may cost (realtime-limits.ts): a count per socket (in this process) and per
 * account (in `accounts`: Redis when configured, so it holds over every replica, like the HTTP
 * limits), and a size. A refused event costs the flooder only: it is refused before any upstream
 * call, relay or validation; a socket that goes on after many refusals is disconnected.
 */
export class EventBudgets {
  constructor(
    private readonly sockets: Store,
    private readonly accounts: Store,
    private readonly limits: Readonly<Record<ClientEventName, EventLimit>> = EVENT_LIMITS,
    private readonly refusalsBeforeDisconnect = REFUSALS_BEFORE_DISCONNECT,
  ) {}

  /** Null when the event may go on; else the acknowledgement that refuses it (its reason code and text). */
  async admit(socket: Socket, accountId: string, event: ClientEventName, payload: unknown): Promise<RealtimeAckError | null> {
    const limit = this.limits[event];
    // The socket's own count first: a flood spends no shared store round trip once its socket is over.
    if ((await this.sockets.increment(`${socket.id}:${event}`)).totalHits > limit.perSocket) return this.refuse(socket, RATE_LIMITED);
    if ((await this.accounts.increment(`${accountId}:${event}`)).totalHits > limit.perAccount) return this.refuse(socket, RATE_LIMITED);
    if (jsonBytes(payload) > limit.maxBytes) return this.refuse(socket, TOO_LARGE);
    return null;
  }

  private async refuse(socket: Socket, refusal: RealtimeAckError): Promise<RealtimeAckError> {
    if ((await this.sockets.increment(`${socket.id}:refused`)).totalHits > this.refusalsBeforeDisconnect) socket.disconnect(true);
    return refusal;
  }
}
