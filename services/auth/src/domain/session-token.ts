import { SignJWT } from 'jose';
import { randomUUID } from 'node:crypto';

export type RoleName = 'USER' | 'HELPER' | 'ADMIN';

export interface IssuedToken {
  token: string;
  tokenId: string;
  expiresAt: Date;
}

/** A signed session token (HS256): sub = account id, role, jti = session id. */
export async function issueToken(secret: string, accountId: string, role: RoleName, ttlMs: number): Promise<IssuedToken> {
  const tokenId = randomUUID();
  const expiresAt = new Date(Date.now() + ttlMs);
  const token = await new SignJWT({ role })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(accountId)
    .setJti(tokenId)
    .setIssuedAt()
    .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
    .sign(new TextEncoder().encode(secret));
  return { token, tokenId, expiresAt };
}
