import { signedInOf } from './signed-in';
import { call, startStack, type Stack } from './stack';

const contact = { name: 'Layla', email: 'layla@example.com', subject: 'Hello', message: 'A question' };

/** The stack behind one trusted proxy, so X-Forwarded-For names the client address. */
function limitedStack(limits: { general: number; strict: number }) {
  return startStack({
    REDIS_URL: process.env.TEST_REDIS_URL!,
    RATE_LIMIT_PREFIX: `helpwire:test:${process.env.TEST_RUN_ID}:${Date.now()}:${limits.general}`,
    RATE_LIMIT_PER_MINUTE: String(limits.general),
    STRICT_RATE_LIMIT_PER_MINUTE: String(limits.strict),
    TRUST_PROXY: '1',
  });
}

/** The statuses of `requests` sent one after the other. */
async function statuses(requests: (() => Promise<{ status: number }>)[]): Promise<number[]> {
  const result: number[] = [];
  for (const send of requests) result.push((await send()).status);
  return result;
}

describe('rate limits count the client address and the account', () => {
  describe('strict limit (contact form): 5 a minute', () => {
    let stack: Stack;
    beforeAll(async () => {
      stack = await limitedStack({ general: 1000, strict: 5 });
    }, 60_000);
    afterAll(async () => {
      await stack.stop();
    });
    const contactFrom = (address: string, token: string) => () =>
      call(stack.base, '/api/v1/contactus/create', {
        method: 'POST',
        json: contact,
        headers: { authorization: `Bearer ${token}`, 'x-forwarded-for': address },
      });

    it("23 accounts' tokens from one address: refused once the address is over its limit", async () => {
      const accounts = signedInOf(() => stack);
      // Each account signs up from an address of its own, so only the contact messages share one.
      const tokens: string[] = [];
      for (let i = 0; i < 23; i += 1) tokens.push((await accounts.verifiedUser(`198.51.100.${i + 10}`)).token);
      const answered = await statuses(tokens.map((token) => contactFrom('203.0.113.7', token)));
      expect(answered).toEqual([...Array(5).fill(201), ...Array(18).fill(429)]);
      // Another address is not affected.
      expect((await contactFrom('203.0.113.8', tokens[0]!)()).status).toBe(201);
    });

    it('one account from many addresses: refused once the account is over its limit', async () => {
      const { token } = await signedInOf(() => stack).verifiedUser('198.51.100.200');
      const answered = await statuses(Array.from({ length: 8 }, (_, i) => contactFrom(`192.0.2.${i + 1}`, token)));
      expect(answered).toEqual([...Array(5).fill(201), ...Array(3).fill(429)]);
    });
  });

  describe('general limit (every /api/v1 request): 10 a minute', () => {
    let stack: Stack;
    beforeAll(async () => {
      stack = await limitedStack({ general: 10, strict: 1000 });
    }, 60_000);
    afterAll(async () => {
      await stack.stop();
    });

    it('one token from many addresses is limited by its account (the limiter runs after authentication)', async () => {
      const { token } = await signedInOf(() => stack).verifiedUser('198.51.100.1');
      const answered = await statuses(
        Array.from(
          { length: 12 },
          (_, i) => () => call(stack.base, '/api/v1/users/find', { headers: { authorization: `Bearer ${token}`, 'x-forwarded-for': `192.0.2.${i + 1}` } }),
        ),
      );
      expect(answered).toEqual([...Array(10).fill(200), 429, 429]);
    });

    it('a token that does not verify is still limited by address', async () => {
      const answered = await statuses(
        Array.from(
          { length: 12 },
          () => () => call(stack.base, '/api/v1/users/find', { headers: { authorization: 'Bearer not.a.token', 'x-forwarded-for': '203.0.113.99' } }),
        ),
      );
      expect(answered).toEqual([...Array(10).fill(401), 429, 429]);
    });

    it('X-Forwarded-For names only the hop the gateway trusts: a client cannot pick its own bucket', async () => {
      // With one trusted proxy, the address is the last one the proxy appended, whatever the client wrote first.
      const answered = await statuses(
        Array.from(
          { length: 12 },
          (_, i) => () => call(stack.base, '/api/v1/category/getNonSubCategories', { headers: { 'x-forwarded-for': `10.0.0.${i}, 203.0.113.50` } }),
        ),
      );
      expect(answered).toEqual([...Array(10).fill(200), 429, 429]);
    });
  });
});
