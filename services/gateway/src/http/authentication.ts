import { Texts } from '@helpwire/contracts';
import { AppError, isAppError } from '@helpwire/service-kit';
import type { NextFunction, Request, Response } from 'express';
import { jwtVerify } from 'jose';
import { namedSessions, sessionQuestions } from './session-questions';

export interface VerifiedToken {
  userId: string;
  role: string;
  tokenId: string;
}

/** Turns a bearer token into who is calling, or rejects it. The identity service plugs in here. */
export interface TokenVerifier {
  verify(token: string): Promise<VerifiedToken>;
  /**
   * `verify` for many tokens at once (the realtime channel's periodic look at its sockets): for each
   * token, whether it still verifies. Rejects when revocation could not be checked.
   */
  stillValid(tokens: readonly string[]): Promise<boolean[]>;
}

/**
 * Whether a token's session ended: revoked (logout), expired, or not the session of the account and
 * role the token names (a token re-signed with another sub or role). Rejects when it cannot be told.
 */
export type IsRevoked = (token: VerifiedToken) => Promise<boolean>;

/** Which of these tokens' sessions ended (ids of the token ids) — one question for all of them. */
export type RevokedAmong = (tokens: VerifiedToken[]) => Promise<Set<string>>;

/**
 * The failure of a session check that could not be made (auth down, slow past its deadline,
 * failing): 503 "temporarily unavailable", never 401 — the session may be fine, and a 401 makes
 * the client sign its person out (spec §7).
 */
export function sessionCheckUnavailable(): AppError {
  return new AppError('UNAVAILABLE', Texts.serviceUnavailable, 'UNAVAILABLE');
}

/**
 * Verifies HS256 session tokens signed with the shared secret: signature, expiry, and the claims
 * sub (user id), role and jti. The session (logout, and that it is the sub's and role's) is checked
 * by `isRevoked` when given; when that check fails, `verify` rejects with `sessionCheckUnavailable`.
 */
export class JwtTokenVerifier implements TokenVerifier {
  private readonly key: Uint8Array;

  constructor(
    secret: string,
    private readonly isRevoked: IsRevoked = async () => false,
    /** Revocation for many at once; without it, `stillValid` asks `isRevoked` for each. */
    private readonly revokedAmong?: RevokedAmong,
  ) {
    this.key = new TextEncoder().encode(secret);
  }

  async verify(token: string): Promise<VerifiedToken> {
    const verified = await this.signed(token);
    const revoked = await this.isRevoked(verified).catch(() => {
      throw sessionCheckUnavailable();
    });
    if (revoked) throw new Error('token revoked');
    return verified;
  }

  async stillValid(tokens: readonly string[]): Promise<boolean[]> {
    const signed = await Promise.all(tokens.map((token) => this.signed(token).catch(() => undefined)));
    const candidates = signed.filter((verified) => verified !== undefined).map((token) => ({ token }));
    const active = new Set<VerifiedToken>();
    // Questions auth answers without ambiguity: a re-signed token never shares the genuine one's answer.
    for (const question of sessionQuestions(candidates, Number.POSITIVE_INFINITY)) {
      const tokens = question.map((entry) => entry.token);
      const revoked = this.revokedAmong
        ? await this.revokedAmong(namedSessions(tokens))
        : new Set((await asyncFilter(tokens, this.isRevoked)).map((verified) => verified.tokenId));
      for (const token of tokens) if (!revoked.has(token.tokenId)) active.add(token);
    }
    return signed.map((verified) => !!verified && active.has(verified));
  }

  /** Signature, expiry and claims, without revocation. */
  private async signed(token: string): Promise<VerifiedToken> {
    const { payload } = await jwtVerify(token, this.key, { algorithms: ['HS256'] });
    if (typeof payload.sub !== 'string' || typeof payload.role !== 'string' || typeof payload.jti !== 'string') {
      throw new Error('token lacks sub, role or jti');
    }
    return { userId: payload.sub, role: payload.role, tokenId: payload.jti };
  }
}

async function asyncFilter<T>(items: T[], keep: (item: T) => Promise<boolean>): Promise<T[]> {
  const kept: T[] = [];
  for (const item of items) if (await keep(item)) kept.push(item);
  return kept;
}

/** How soon a client may ask again after a session check could not be made. */
const RETRY_AFTER_SECONDS = 1;

/**
 * Reads `Authorization: Bearer …`. No header: the request goes on anonymous. A header that does
 * not verify, or whose session ended: 401 (spec §7: a 401 makes the client clear its token). A
 * session that could not be checked: 503 with Retry-After — the person stays signed in.
 */
export function authenticate(verifier: TokenVerifier) {
  return async (req: Request, res: Response, next: NextFunction): Promise<void> => {
    const header = req.header('authorization');
    if (!header) return next();
    const match = /^Bearer\s+(\S+)$/i.exec(header);
    if (!match) return next(new AppError('UNAUTHENTICATED', Texts.unauthorized, 'SESSION_REQUIRED'));
    try {
      const verified = await verifier.verify(match[1]!);
      req.identity.userId = verified.userId;
      req.identity.role = verified.role;
      req.identity.tokenId = verified.tokenId;
      next();
    } catch (error) {
      if (isAppError(error) && error.code === 'UNAVAILABLE') {
        res.setHeader('Retry-After', String(RETRY_AFTER_SECONDS));
        return next(error);
      }
      next(new AppError('UNAUTHENTICATED', Texts.unauthorized, 'SESSION_REQUIRED'));
    }
  };
}

export function requireAuthentication(req: Request, _res: Response, next: NextFunction): void {
  if (!req.identity.userId) return next(new AppError('UNAUTHENTICATED', Texts.unauthorized, 'SESSION_REQUIRED'));
  next();
}
