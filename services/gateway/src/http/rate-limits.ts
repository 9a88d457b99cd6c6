import { Texts } from '@helpwire/contracts';
import type { Request, RequestHandler } from 'express';
import { ipKeyGenerator, rateLimit, type Store } from 'express-rate-limit';
import { RedisStore, type RedisReply } from 'rate-limit-redis';
import { errorBody } from './error-handler';

/** Sends one Redis command; the gateway passes its Redis client's sendCommand. */
export type RedisCommand = (...args: string[]) => Promise<RedisReply>;

export interface RateLimits {
  general: RequestHandler;
  /** For writes a visitor could abuse: contact form, newsletter, later sign-in and OTPs. */
  strict: RequestHandler;
}

function store(redis: RedisCommand | undefined, prefix: string): Store | undefined {
  return redis ? new RedisStore({ sendCommand: redis, prefix: `${prefix}:` }) : undefined;
}

/**
 * Per-client limits over a one-minute window: in Redis when configured (shared by every gateway
 * replica), in memory otherwise. Answers 429 with the error envelope and RateLimit headers.
 */
export function createRateLimits(options: { perMinute: number; strictPerMinute: number; redis?: RedisCommand; keyPrefix?: string }): RateLimits {
  const make = (limit: number, prefix: string) =>
    rateLimit({
      windowMs: 60_000,
      limit,
      standardHeaders: 'draft-8',
      legacyHeaders: false,
      store: store(options.redis, `${options.keyPrefix ?? 'helpwire:rl'}:${prefix}`),
      keyGenerator: (req: Request) => req.identity?.userId ?? ipKeyGenerator(req.ip ?? '0.0.0.0'),
      handler: (_req, res) => {
        res.status(429).json(errorBody(429, Texts.tooManyRequests));
      },
    });
  return { general: make(options.perMinute, 'general'), strict: make(options.strictPerMinute, 'strict') };
}
