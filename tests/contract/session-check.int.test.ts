import { Texts } from '@helpwire/contracts';
import { decodeJwt, SignJWT } from 'jose';
import { Client } from 'pg';
import { apiOf } from './accounts';
import { connection, realtimeClient } from './realtime-clients';
import { signedInOf } from './signed-in';
import { startStack, TEST_JWT_SECRET, type Stack } from './stack';

/** The token with its claims changed and signed again with the real secret (a leaked secret, a forged role). */
async function resigned(token: string, claims: { sub?: string; role?: string }): Promise<string> {
  const original = decodeJwt(token);
  return new SignJWT({ role: claims.role ?? original.role })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(claims.sub ?? original.sub!)
    .setJti(original.jti!)
    .setIssuedAt()
    .setExpirationTime('1h')
    .sign(new TextEncoder().encode(TEST_JWT_SECRET));
}

const refused = { statusCode: 401, message: Texts.unauthorized, error: 'Unauthorized', code: 'SESSION_REQUIRED' };
const unavailable = {
  statusCode: 503,
  message: Texts.serviceUnavailable,
  error: 'Service Unavailable',
  code: 'UNAVAILABLE',
  errorId: expect.stringMatching(/^[0-9a-f-]{36}$/),
};

/**
 * Issue 21, items 6 and 17: the gateway's session check (auth's CheckSession, 2 s deadline).
 * A live session id inside a token re-signed for another account or role is refused; a check that
 * could not be made (auth slow or down) answers 503 — the person is not signed out by it.
 */
describe("the gateway's session check", () => {
  let stack: Stack;
  let pg: Client;
  const { get, post } = apiOf(() => stack);
  const signedIn = signedInOf(() => stack);
  beforeAll(async () => {
    stack = await startStack();
    pg = new Client({ connectionString: stack.database.url });
    await pg.connect();
  }, 60_000);
  afterAll(async () => {
    await pg?.end();
    await stack?.stop();
  });

  describe('whose token it is (item 6)', () => {
    it("refuses a live session id re-signed with another role, on the account's and the admin's routes", async () => {
      const user = await signedIn.verifiedUser();
      expect((await get('/users/find', user.token)).status).toBe(200);
      for (const role of ['HELPER', 'ADMIN']) {
        const forged = await resigned(user.token, { role });
        expect({ role, ...(await get('/users/find', forged)) }).toMatchObject({ role, status: 401, body: refused });
        expect({ role, ...(await get('/admin/helpers', forged)) }).toMatchObject({ role, status: 401, body: refused });
      }
      // The genuine token still works: nothing about the session changed.
      expect((await get('/users/find', user.token)).body.data.email).toBe(user.email);
    });

    it("refuses a live session id re-signed for another account: nobody reads the other's data", async () => {
      const [attacker, victim] = [await signedIn.verifiedUser(), await signedIn.verifiedUser()];
      const forged = await resigned(attacker.token, { sub: victim.id });
      const answer = await get('/users/find', forged);
      expect(answer).toMatchObject({ status: 401, body: refused });
      expect(JSON.stringify(answer.body)).not.toContain(victim.email);
      expect((await get('/users/find', victim.token)).body.data.email).toBe(victim.email);
    });

    it('refuses the re-signed token\'s realtime handshake with "Forbidden", and takes the genuine one', async () => {
      const user = await signedIn.verifiedUser();
      const sockets = [realtimeClient(stack.base, await resigned(user.token, { role: 'ADMIN' })), realtimeClient(stack.base, user.token)];
      // Both outcomes are listened for at once: the second may connect while the first is awaited.
      const outcomes = sockets.map(connection);
      try {
        expect(await outcomes[0]).toEqual({ message: 'Forbidden', data: { code: 'SESSION_REQUIRED' } });
        expect(await outcomes[1]).toBe('connected');
      } finally {
        for (const socket of sockets) socket.disconnect();
      }
    });
  });

  describe('when the check cannot be made (item 17)', () => {
    it('answers 503 with Retry-After while auth cannot read its sessions in time, and the same token works right after', async () => {
      const user = await signedIn.verifiedUser();
      const loggedOut = await signedIn.verifiedUser();
      expect((await post('/auth/logout', {}, loggedOut.token)).status).toBe(200);
      // A busy auth database: the sessions table is locked, so CheckSession outlives its 2 s deadline.
      await pg.query('BEGIN');
      await pg.query('LOCK TABLE auth.sessions IN ACCESS EXCLUSIVE MODE');
      let slow: Awaited<ReturnType<typeof get>>;
      try {
        slow = await get('/users/find', user.token);
      } finally {
        await pg.query('ROLLBACK');
      }
      expect(slow).toMatchObject({ status: 503, body: unavailable });
      expect(slow.headers.get('retry-after')).toBe('1');
      const again = await get('/users/find', user.token);
      expect(again.status).toBe(200);
      expect(again.body.data.email).toBe(user.email);
      // A session that is really gone is still a 401.
      expect(await get('/users/find', loggedOut.token)).toMatchObject({ status: 401, body: refused });
    });

    it('answers 503 (never 401) while the auth service is down, and the realtime handshake says unavailable, not "Forbidden"', async () => {
      const user = await signedIn.verifiedUser();
      await stack.auth.stop();
      expect(await get('/users/find', user.token)).toMatchObject({ status: 503, body: unavailable });
      expect(await get('/notifications/unreadCount', user.token)).toMatchObject({ status: 503, body: unavailable });
      const socket = realtimeClient(stack.base, user.token);
      try {
        expect(await connection(socket)).toEqual({ message: Texts.serviceUnavailable, data: { code: 'UNAVAILABLE' } });
      } finally {
        socket.disconnect();
      }
    });
  });
});
