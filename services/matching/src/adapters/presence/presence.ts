/** Milliseconds since the epoch; injectable so tests can move time. */
export type Clock = () => number;

export type SetInCallResult = { ok: true } | { ok: false; otherCallId: string };

/**
 * Which helpers are connected to the realtime channel (until their time to live passes) and which
 * are in a call. Writes go to the shared store (Redis) when there is one; reads are synchronous from
 * this replica's mirror, so a geo query can check every candidate it walks.
 */
export interface Presence {
  readonly ttlMs: number;
  /** Connected or heartbeat: online until now + ttl. Answers that time. */
  touch(helperId: string): Promise<number>;
  /** `touch` for many helpers at once (the channel's heartbeats of one turn). */
  touchMany(helperIds: readonly string[]): Promise<number>;
  /** Disconnected: offline at once. */
  disconnect(helperId: string): Promise<void>;
  /** Marks the helper in this call, unless they are in another one (idempotent for the same call). */
  setInCall(helperId: string, callId: string): Promise<SetInCallResult>;
  /** Clears the mark when it is this call's. */
  clearInCall(helperId: string, callId: string): Promise<boolean>;
  /** Connected and within the time to live, now. */
  isOnline(helperId: string): boolean;
  isInCall(helperId: string): boolean;
  /** Has a presence entry not yet swept (the index keeps such helpers; queries check isOnline). */
  isListed(helperId: string): boolean;
  /** How many helpers are online now, and how many of those are in a call (the console's overview). */
  counts(): { online: number; inCall: number };
  /** Called with a helper id whenever that helper's presence may have changed. */
  onChange(listener: (helperId: string) => void): void;
  start(): Promise<void>;
  stop(): Promise<void>;
}

export interface PresenceOptions {
  ttlMs: number;
  /** How long an in-call mark lasts when nobody clears it (calls end after one hour, spec §9). */
  inCallTtlMs?: number;
  /** How often expired entries are swept out of the mirror. */
  sweepMs?: number;
  clock?: Clock;
}

export const DEFAULT_IN_CALL_TTL_MS = 2 * 3600_000;

/**
 * This replica's view of presence: online-until times and in-call marks, with listeners and a sweep
 * that drops expired entries (queries already skip them: isOnline compares with the clock).
 */
export class PresenceMirror {
  private readonly onlineUntil = new Map<string, number>();
  private readonly inCall = new Map<string, { callId: string; until: number }>();
  private readonly listeners: ((helperId: string) => void)[] = [];
  /** When each helper's entry last changed here (a snapshot read before that must not undo it). */
  private readonly changedAt = new Map<string, number>();
  private sweeper: NodeJS.Timeout | undefined;

  constructor(
    readonly clock: Clock,
    private readonly sweepMs: number,
    /** Remember when entries changed, for `replace` (a mirror of a shared store); memory presence never replaces. */
    private readonly trackChanges = false,
  ) {}

  online(helperId: string): boolean {
    return (this.onlineUntil.get(helperId) ?? 0) > this.clock();
  }

  /** Online now, and of those in a call (a walk over this replica's mirror: thousands, not millions). */
  counts(): { online: number; inCall: number } {
    const now = this.clock();
    let online = 0;
    let inCall = 0;
    for (const [id, until] of this.onlineUntil) {
      if (until <= now) continue;
      online++;
      if (this.callOf(id) !== undefined) inCall++;
    }
    return { online, inCall };
  }

  listed(helperId: string): boolean {
    return this.onlineUntil.has(helperId);
  }

  callOf(helperId: string): string | undefined {
    const mark = this.inCall.get(helperId);
    return mark && mark.until > this.clock() ? mark.callId : undefined;
  }

  setOnline(helperId: string, until: number): void {
    const before = this.onlineUntil.get(helperId);
    this.onlineUntil.set(helperId, Math.max(until, before ?? 0));
    if (before === undefined) this.changed(helperId);
    else this.noteChange(helperId);
  }

  setOffline(helperId: string): void {
    if (this.onlineUntil.delete(helperId)) this.changed(helperId);
  }

  setInCall(helperId: string, callId: string, until: number): void {
    this.inCall.set(helperId, { callId, until });
    this.changed(helperId);
  }

  clearInCall(helperId: string, callId?: string): void {
    const mark = this.inCall.get(helperId);
    if (!mark || (callId !== undefined && mark.callId !== callId)) return;
    this.inCall.delete(helperId);
    this.changed(helperId);
  }

  /**
   * Replaces the whole view with the shared store's (a periodic resync), telling listeners what
   * changed. `readAt` is when the snapshot was asked for: a helper whose entry changed here since
   * (a message that overtook the snapshot's reply) keeps its newer state.
   */
  replace(online: Map<string, number>, inCall: Map<string, { callId: string; until: number }>, readAt: number): void {
    for (const [id, at] of this.changedAt) {
      if (at < readAt) {
        this.changedAt.delete(id);
        continue;
      }
      const until = this.onlineUntil.get(id);
      if (until === undefined) online.delete(id);
      else online.set(id, until);
      const mark = this.inCall.get(id);
      if (mark === undefined) inCall.delete(id);
      else inCall.set(id, mark);
    }
    const touched = new Set<string>();
    for (const id of this.onlineUntil.keys()) if (!online.has(id)) touched.add(id);
    for (const id of online.keys()) if (!this.onlineUntil.has(id)) touched.add(id);
    for (const id of new Set([...this.inCall.keys(), ...inCall.keys()])) if (this.inCall.get(id)?.callId !== inCall.get(id)?.callId) touched.add(id);
    this.onlineUntil.clear();
    for (const [id, until] of online) this.onlineUntil.set(id, until);
    this.inCall.clear();
    for (const [id, mark] of inCall) this.inCall.set(id, mark);
    for (const id of touched) this.changed(id);
  }

  /** Drops entries whose time passed. */
  sweep(): void {
    const now = this.clock();
    for (const [id, until] of this.onlineUntil) if (until <= now) this.setOffline(id);
    for (const [id, mark] of this.inCall) if (mark.until <= now) this.clearInCall(id, mark.callId);
  }

  onChange(listener: (helperId: string) => void): void {
    this.listeners.push(listener);
  }

  startSweeping(): void {
    this.sweeper ??= setInterval(() => this.sweep(), this.sweepMs);
    this.sweeper.unref();
  }

  stopSweeping(): void {
    clearInterval(this.sweeper);
    this.sweeper = undefined;
  }

  private noteChange(helperId: string): void {
    if (this.trackChanges) this.changedAt.set(helperId, this.clock());
  }

  private changed(helperId: string): void {
    this.noteChange(helperId);
    for (const listener of this.listeners) listener(helperId);
  }
}

/**
 * What every presence answers from its in-process mirror (no round trip on the matching path); the
 * subclasses differ in where the writes go (this process, or Redis shared by the replicas).
 */
export abstract class MirroredPresence {
  readonly ttlMs: number;
  protected readonly inCallTtlMs: number;

  protected constructor(
    options: PresenceOptions,
    protected readonly mirror: PresenceMirror,
  ) {
    this.ttlMs = options.ttlMs;
    this.inCallTtlMs = options.inCallTtlMs ?? DEFAULT_IN_CALL_TTL_MS;
  }

  isOnline(helperId: string): boolean {
    return this.mirror.online(helperId);
  }

  isInCall(helperId: string): boolean {
    return this.mirror.callOf(helperId) !== undefined;
  }

  isListed(helperId: string): boolean {
    return this.mirror.listed(helperId);
  }

  counts(): { online: number; inCall: number } {
    return this.mirror.counts();
  }

  onChange(listener: (helperId: string) => void): void {
    this.mirror.onChange(listener);
  }
}

/** Presence kept in this process only (one replica, all-in-one mode): lost on restart, re-announced by heartbeats. */
export class MemoryPresence extends MirroredPresence implements Presence {
  constructor(options: PresenceOptions) {
    super(options, new PresenceMirror(options.clock ?? Date.now, options.sweepMs ?? 1000));
  }

  async touch(helperId: string): Promise<number> {
    return this.touchMany([helperId]);
  }

  async touchMany(helperIds: readonly string[]): Promise<number> {
    const until = this.mirror.clock() + this.ttlMs;
    for (const helperId of helperIds) this.mirror.setOnline(helperId, until);
    return until;
  }

  async disconnect(helperId: string): Promise<void> {
    this.mirror.setOffline(helperId);
  }

  async setInCall(helperId: string, callId: string): Promise<SetInCallResult> {
    const current = this.mirror.callOf(helperId);
    if (current !== undefined && current !== callId) return { ok: false, otherCallId: current };
    this.mirror.setInCall(helperId, callId, this.mirror.clock() + this.inCallTtlMs);
    return { ok: true };
  }

  async clearInCall(helperId: string, callId: string): Promise<boolean> {
    if (this.mirror.callOf(helperId) !== callId) return false;
    this.mirror.clearInCall(helperId, callId);
    return true;
  }

  /** Drops expired entries now (tests with a moved clock). */
  sweep(): void {
    this.mirror.sweep();
  }

  async start(): Promise<void> {
    this.mirror.startSweeping();
  }

  async stop(): Promise<void> {
    this.mirror.stopSweeping();
  }
}
