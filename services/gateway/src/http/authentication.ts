import { Texts } from '@helpwire/contracts';
import { AppError } from '@helpwire/service-kit';
import type { NextFunction, Request, Response } from 'express';
import { jwtVerify } from 'jose';

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

/** Which of these token ids are revoked (or expired) — one question for all of them. */
export type RevokedAmong = (tokenIds: string[]) => Promise<Set<string>>;

/**
 * Verifies HS256 session tokens signed with the shared secret: signature, expiry, and the claims
 * sub (user id), role and jti. Revocation (logout) is checked by `isRevoked` when given.
 */
export class JwtTokenVerifier implements TokenVerifier {
  private readonly key: Uint8Array;

  constructor(
    secret: string,
    private readonly isRevoked: (tokenId: string) => Promise<boolean> = async () => false,
    /** Revocation for many at once; without it, `stillValid` asks `isRevoked` for each. */
    private readonly revokedAmong?: RevokedAmong,
  ) {
    this.key = new TextEncoder().encode(secret);
  }

  async verify(token: string): Promise<VerifiedToken> {
    const verified = await this.signed(token);
    if (await this.isRevoked(verified.tokenId)) throw new Error('token revoked');
    return verified;
  }

  async stillValid(tokens: readonly string[]): Promise<boolean[]> {
    const signed = await Promise.all(tokens.map((token) => this.signed(token).catch(() => undefined)));
    const tokenIds = signed.flatMap((verified) => (verified ? [verified.tokenId] : []));
    const revoked = this.revokedAmong ? await this.revokedAmong(tokenIds) : new Set(await asyncFilter(tokenIds, this.isRevoked));
    return signed.map((verified) => !!verified && !revoked.has(verified.tokenId));
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

async function asyncFilter(ids: string[], keep: (id: string) => Promise<boolean>): Promise<string[]> {
  const kept: string[] = [];
  for (const id of ids) if (await keep(id)) kept.push(id);
  return kept;
}

/**
 * Reads `Authorization: Bearer …`. No header: the request goes on anonymous. A header that does
 * not verify: 401 (spec §7: a 401 makes the client clear its token).
 */
export function authenticate(verifier: TokenVerifier) {
  return async (req: Request, _res: Response, next: NextFunction): Promise<void> => {
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
    } catch {
      next(new AppError('UNAUTHENTICATED', Texts.unauthorized, 'SESSION_REQUIRED'));
    }
  };
}

export function requireAuthentication(req: Request, _res: Response, next: NextFunction): void {
  if (!req.identity.userId) return next(new AppError('UNAUTHENTICATED', Texts.unauthorized, 'SESSION_REQUIRED'));
  next();
}
