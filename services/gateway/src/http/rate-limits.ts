import { Texts } from '@helpwire/contracts';
import type { Request, RequestHandler } from 'express';
import { ipKeyGenerator, MemoryStore, rateLimit, type Store } from 'express-rate-limit';
import { RedisStore, type RedisReply } from 'rate-limit-redis';
import { errorBody } from './error-handler';

/** Sends one Redis command; the gateway passes its Redis client's sendCommand. */
export type RedisCommand = (...args: string[]) => Promise<RedisReply>;

/** One limit kept in two buckets: per client address and per signed-in account. */
export interface KeyedLimit {
  /** Counts every request by client address (signed in, anonymous, or with a token that fails). */
  byAddress: RequestHandler;
  /** Counts requests of a verified account, whatever address they come from; needs authentication first. */
  byAccount: RequestHandler;
}

export interface RateLimits {
  /** Every /api/v1 request: `byAddress` before the token is verified, `byAccount` after. */
  general: KeyedLimit;
  /** For writes a visitor could abuse (contact form, newsletter, sign-in, codes): both buckets at once. */
  strict: RequestHandler;
}

function store(redis: RedisCommand | undefined, prefix: string): Store | undefined {
  return redis ? new RedisStore({ sendCommand: redis, prefix: `${prefix}:` }) : undefined;
}

/**
 * A counter store of `windowMs` windows outside express (the realtime channel's budgets): in Redis
 * when configured, shared by every replica like the HTTP limits, in this process's memory otherwise.
 */
export async function counterStore(options: { redis?: RedisCommand; prefix: string; windowMs: number }): Promise<Store> {
  const counters = store(options.redis, options.prefix) ?? new MemoryStore();
  await counters.init?.({ windowMs: options.windowMs } as Parameters<NonNullable<Store['init']>>[0]);
  return counters;
}

/** Runs `first`, then `second` unless `first` refused or failed. */
function inTurn(first: RequestHandler, second: RequestHandler): RequestHandler {
  return (req, res, next) => first(req, res, (error?: unknown) => (error ? next(error) : second(req, res, next)));
}

/**
 * Per-client limits over a one-minute window: in Redis when configured (shared by every gateway
 * replica), in memory otherwise. A request counts against its address's bucket and, when a token
 * names its account, that account's bucket; it is refused (429 with the error envelope and
 * RateLimit headers) when either is over, so neither many tokens from one address nor one token
 * from many addresses gets past a limit.
 */
export function createRateLimits(options: { perMinute: number; strictPerMinute: number; redis?: RedisCommand; keyPrefix?: string }): RateLimits {
  const make = (limit: number, name: string, key: (req: Request) => string | undefined) =>
    rateLimit({
      windowMs: 60_000,
      limit,
      standardHeaders: 'draft-8',
      legacyHeaders: false,
      store: store(options.redis, `${options.keyPrefix ?? 'helpwire:rl'}:${name}`),
      skip: (req) => key(req) === undefined,
      keyGenerator: (req: Request) => key(req)!,
      handler: (_req, res) => {
        res.status(429).json(errorBody(429, Texts.tooManyRequests, 'RATE_LIMITED'));
      },
    });
  const address = (req: Request) => ipKeyGenerator(req.ip ?? '0.0.0.0');
  const account = (req: Request) => req.identity?.userId;
  const keyed = (limit: number, name: string): KeyedLimit => ({
    byAddress: make(limit, `${name}:address`, address),
    byAccount: make(limit, `${name}:account`, account),
  });
  const strict = keyed(options.strictPerMinute, 'strict');
  return { general: keyed(options.perMinute, 'general'), strict: inTurn(strict.byAddress, strict.byAccount) };
}
