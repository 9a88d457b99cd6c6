import type { Logger } from '@helpwire/service-kit';
import type { RedisClientType } from 'redis';
import { MirroredPresence, PresenceMirror, type Presence, type PresenceOptions, type SetInCallResult } from './presence';

export interface RedisPresenceOptions extends PresenceOptions {
  url: string;
  /** Namespace of the keys and the channel (environments sharing one Redis keep apart). */
  prefix: string;
  logger: Logger;
  /** How often the whole view is read again from Redis (catches a missed message). */
  resyncMs?: number;
}

// KEYS: in-call hash, channel. ARGV: helper, call, until, now. Answers the other call's id, or nil when set.
const SET_IN_CALL = `
local current = redis.call('HGET', KEYS[1], ARGV[1])
if current then
  local call, untilMs = string.match(current, '^(%S+) (%d+)$')
  if call ~= ARGV[2] and tonumber(untilMs) > tonumber(ARGV[4]) then return call end
end
redis.call('HSET', KEYS[1], ARGV[1], ARGV[2] .. ' ' .. ARGV[3])
redis.call('PUBLISH', KEYS[2], 'incall ' .. ARGV[1] .. ' ' .. ARGV[2] .. ' ' .. ARGV[3])
return false`;

// KEYS: in-call hash, channel. ARGV: helper, call. Answers 1 when cleared.
const CLEAR_IN_CALL = `
local current = redis.call('HGET', KEYS[1], ARGV[1])
if current and string.match(current, '^(%S+)') == ARGV[2] then
  redis.call('HDEL', KEYS[1], ARGV[1])
  redis.call('PUBLISH', KEYS[2], 'free ' .. ARGV[1] .. ' ' .. ARGV[2])
  return 1
end
return 0`;

/**
 * Presence shared by every matching replica through Redis: online helpers in a sorted set scored by
 * the time their presence ends, in-call marks in a hash (set and cleared by compare-and-set
 * scripts), and a channel announcing each change so every replica's mirror follows at once. The
 * mirror is also read whole from Redis every `resyncMs`, and entries end by their own time whatever
 * arrives, so a replica that missed a message still stops offering an expired helper.
 */
export class RedisPresence extends MirroredPresence implements Presence {
  private readonly keys: { online: string; inCall: string; channel: string };
  /** Made by start(), which loads the Redis client library: a matching service without Redis never does. */
  private client!: RedisClientType;
  private subscriber: RedisClientType | undefined;
  private resync: NodeJS.Timeout | undefined;

  constructor(private readonly options: RedisPresenceOptions) {
    super(options, new PresenceMirror(options.clock ?? Date.now, options.sweepMs ?? 1000, true));
    this.keys = { online: `${options.prefix}:online`, inCall: `${options.prefix}:in-call`, channel: `${options.prefix}:presence` };
  }

  async start(): Promise<void> {
    const { createClient } = await import('redis');
    this.client = createClient({ url: this.options.url });
    this.client.on('error', (error: unknown) => this.options.logger.warn({ err: error }, 'Redis connection problem (presence)'));
    await this.client.connect();
    const subscriber = this.client.duplicate();
    subscriber.on('error', (error: unknown) => this.options.logger.warn({ err: error }, 'Redis connection problem (presence channel)'));
    await subscriber.connect();
    await subscriber.subscribe(this.keys.channel, (message) => this.apply(message));
    this.subscriber = subscriber;
    await this.readAll();
    this.mirror.startSweeping();
    this.resync = setInterval(
      () => void this.readAll().catch((error: unknown) => this.options.logger.warn({ err: error }, 'presence resync failed')),
      this.options.resyncMs ?? 5000,
    );
    this.resync.unref();
  }

  async stop(): Promise<void> {
    clearInterval(this.resync);
    this.mirror.stopSweeping();
    if (this.subscriber) await this.subscriber.close();
    // Never started: no client to close.
    await this.client?.close();
  }

  async touch(helperId: string): Promise<number> {
    return this.touchMany([helperId]);
  }

  /** One transaction (one round trip) for every helper: the shared set, then a message per helper to the other replicas. */
  async touchMany(helperIds: readonly string[]): Promise<number> {
    const until = this.mirror.clock() + this.ttlMs;
    if (helperIds.length === 0) return until;
    const multi = this.client.multi().zAdd(
      this.keys.online,
      helperIds.map((value) => ({ score: until, value })),
    );
    for (const helperId of helperIds) multi.publish(this.keys.channel, `online ${helperId} ${until}`);
    await multi.exec();
    for (const helperId of helperIds) this.mirror.setOnline(helperId, until);
    return until;
  }

  async disconnect(helperId: string): Promise<void> {
    await this.client.multi().zRem(this.keys.online, helperId).publish(this.keys.channel, `offline ${helperId}`).exec();
    this.mirror.setOffline(helperId);
  }

  async setInCall(helperId: string, callId: string): Promise<SetInCallResult> {
    const now = this.mirror.clock();
    const until = now + this.inCallTtlMs;
    const other = await this.client.sendCommand(['EVAL', SET_IN_CALL, '2', this.keys.inCall, this.keys.channel, helperId, callId, String(until), String(now)]);
    if (typeof other === 'string') return { ok: false, otherCallId: other };
    this.mirror.setInCall(helperId, callId, until);
    return { ok: true };
  }

  async clearInCall(helperId: string, callId: string): Promise<boolean> {
    const cleared = await this.client.sendCommand(['EVAL', CLEAR_IN_CALL, '2', this.keys.inCall, this.keys.channel, helperId, callId]);
    this.mirror.clearInCall(helperId, callId);
    return Number(cleared) === 1;
  }

  /** Reads the whole view from Redis (and drops online entries that ended long ago). */
  async readAll(): Promise<void> {
    const now = this.mirror.clock();
    const [, online, inCall] = (await this.client
      .multi()
      .zRemRangeByScore(this.keys.online, '-inf', now - this.ttlMs)
      .zRangeByScoreWithScores(this.keys.online, now, '+inf')
      .hGetAll(this.keys.inCall)
      .exec()) as unknown as [number, { value: string; score: number }[], Record<string, string>];
    const marks = new Map<string, { callId: string; until: number }>();
    for (const [helperId, value] of Object.entries(inCall)) {
      const [callId, until] = value.split(' ');
      if (callId && Number(until) > now) marks.set(helperId, { callId, until: Number(until) });
    }
    this.mirror.replace(new Map(online.map((entry) => [entry.value, entry.score])), marks, now);
  }

  private apply(message: string): void {
    const [kind, helperId, a, b] = message.split(' ');
    if (!helperId) return;
    if (kind === 'online') this.mirror.setOnline(helperId, Number(a));
    else if (kind === 'offline') this.mirror.setOffline(helperId);
    else if (kind === 'incall' && a) this.mirror.setInCall(helperId, a, Number(b));
    else if (kind === 'free' && a) this.mirror.clearInCall(helperId, a);
  }
}
