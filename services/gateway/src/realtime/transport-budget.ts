import { realtimeTransportsCut } from '@helpwire/service-kit';
import type { Server } from 'socket.io';
import { TRANSPORT_BUDGET } from './realtime-limits';

/** A token bucket: `take` spends from what `burst` holds, refilled at `perSecond`. */
export class TokenBucket {
  private tokens: number;
  private at: number;

  constructor(
    private readonly burst: number,
    private readonly perSecond: number,
    private readonly now: () => number = () => performance.now(),
  ) {
    this.tokens = burst;
    this.at = now();
  }

  /** Spends `amount`; false when the bucket does not hold that much (nothing is spent then). */
  take(amount: number): boolean {
    const now = this.now();
    this.tokens = Math.min(this.burst, this.tokens + ((now - this.at) / 1000) * this.perSecond);
    this.at = now;
    if (amount > this.tokens) return false;
    this.tokens -= amount;
    return true;
  }
}

/** The engine.io connection as this file uses it: its packets before socket.io decodes them, its WebSocket, and close. */
interface RawConnection {
  on(event: 'packet', listener: (packet: { type: string; data?: unknown }) => void): void;
  close(discard?: boolean): void;
  transport?: { socket?: { terminate?: () => void } };
}

/**
 * Counts every message frame of every connection against TRANSPORT_BUDGET as engine.io hands it
 * over, before socket.io parses it; a connection past its frames or bytes is dropped on the spot
 * (its TCP connection destroyed), so a flood costs the gateway at most a budget's worth of frames per
 * connection, and the others keep their latency.
 */
export function limitTransports(io: Server, now?: () => number): void {
  io.engine.on('connection', (raw: RawConnection) => {
    const frames = new TokenBucket(TRANSPORT_BUDGET.frames.burst, TRANSPORT_BUDGET.frames.perSecond, now);
    const bytes = new TokenBucket(TRANSPORT_BUDGET.bytes.burst, TRANSPORT_BUDGET.bytes.perSecond, now);
    let cut = false;
    raw.on('packet', (packet) => {
      if (cut || packet.type !== 'message') return;
      const size = typeof packet.data === 'string' ? packet.data.length : packet.data instanceof Uint8Array ? packet.data.byteLength : 0;
      if (frames.take(1) && bytes.take(size)) return;
      cut = true;
      realtimeTransportsCut.inc();
      // The TCP connection goes at once: a WebSocket close handshake would go on reading (and
      // unmasking) every frame the flooder already sent.
      raw.close(true);
      raw.transport?.socket?.terminate?.();
    });
  });
}
