import { decodeJwt, SignJWT } from 'jose';
import { randomUUID } from 'node:crypto';
import { JwtTokenVerifier } from './authentication';

const SECRET = 'a-test-secret-of-enough-length-for-hs256';
const sign = (jti: string, secret = SECRET) =>
  new SignJWT({ role: 'HELPER' })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(randomUUID())
    .setJti(jti)
    .setExpirationTime('1h')
    .sign(new TextEncoder().encode(secret));

describe('JwtTokenVerifier.stillValid', () => {
  it('asks about revocation once for all the tokens, and answers each in order', async () => {
    const [kept, revoked] = [randomUUID(), randomUUID()];
    const asked: string[][] = [];
    const verifier = new JwtTokenVerifier(
      SECRET,
      async () => {
        throw new Error('one at a time must not be asked');
      },
      async (sessions) => {
        const ids = sessions.map((session) => session.tokenId);
        asked.push(ids);
        return new Set(ids.filter((id) => id === revoked));
      },
    );
    const tokens = [await sign(kept), await sign(revoked), await sign(randomUUID(), 'another-secret-of-enough-length-xx'), 'not-a-jwt'];
    expect(await verifier.stillValid(tokens)).toEqual([true, false, false, false]);
    // Badly signed tokens never reach the revocation question.
    expect(asked).toEqual([[kept, revoked]]);
  });

  it('answers a token re-signed for another account apart from the genuine one it copies', async () => {
    const jti = randomUUID();
    const genuine = await sign(jti);
    const forged = await sign(jti);
    const genuineUser = decodeJwt(genuine).sub;
    const verifier = new JwtTokenVerifier(
      SECRET,
      async () => false,
      // As auth answers: the ids of the named sessions whose claims match a live session.
      async (sessions) => {
        const active = new Set(sessions.filter((session) => session.userId === genuineUser).map((session) => session.tokenId));
        return new Set(sessions.map((session) => session.tokenId).filter((id) => !active.has(id)));
      },
    );
    expect(await verifier.stillValid([forged, genuine])).toEqual([false, true]);
  });

  it('rejects when revocation cannot be checked (nobody is signed out for it)', async () => {
    const verifier = new JwtTokenVerifier(
      SECRET,
      async () => false,
      async () => Promise.reject(new Error('auth down')),
    );
    await expect(verifier.stillValid([await sign(randomUUID())])).rejects.toThrow('auth down');
  });

  it('without a batch question, asks each token as verify does', async () => {
    const revoked = randomUUID();
    const verifier = new JwtTokenVerifier(SECRET, async (session) => session.tokenId === revoked);
    expect(await verifier.stillValid([await sign(revoked), await sign(randomUUID())])).toEqual([false, true]);
  });
});

describe('JwtTokenVerifier.verify', () => {
  it('names the session by its id, account and role to the session check', async () => {
    const asked: unknown[] = [];
    const verifier = new JwtTokenVerifier(SECRET, async (session) => {
      asked.push(session);
      return false;
    });
    const jti = randomUUID();
    const verified = await verifier.verify(await sign(jti));
    expect(asked).toEqual([verified]);
    expect(verified).toMatchObject({ tokenId: jti, role: 'HELPER', userId: expect.stringMatching(/^[0-9a-f-]{36}$/) });
  });

  it('rejects as unavailable (never as a bad token) when the session check fails or times out', async () => {
    const verifier = new JwtTokenVerifier(SECRET, async () => Promise.reject(new Error('deadline exceeded')));
    await expect(verifier.verify(await sign(randomUUID()))).rejects.toMatchObject({ code: 'UNAVAILABLE', reason: 'UNAVAILABLE' });
  });

  it('rejects an ended session and a bad signature as plain failures (401 at the edge)', async () => {
    const ended = new JwtTokenVerifier(SECRET, async () => true);
    await expect(ended.verify(await sign(randomUUID()))).rejects.toThrow('token revoked');
    await expect(ended.verify(await sign(randomUUID(), 'another-secret-of-enough-length-xx'))).rejects.not.toHaveProperty('code', 'UNAVAILABLE');
  });
});
