import { call, startStack, type Stack } from './stack';

describe('gateway when things go wrong', () => {
  let stack: Stack;
  beforeAll(async () => {
    stack = await startStack({
      REDIS_URL: process.env.TEST_REDIS_URL!,
      RATE_LIMIT_PREFIX: `helpwire:test:${process.env.TEST_RUN_ID}:${Date.now()}`,
      STRICT_RATE_LIMIT_PER_MINUTE: '2',
    });
  });
  afterAll(async () => {
    await stack.stop();
  });

  it('limits abusable writes per client in Redis: the third message in a minute gets 429', async () => {
    const send = () => call(stack.base, '/api/v1/news/subscriber', { method: 'POST', json: { email: 'limit@example.com' } });
    expect((await send()).status).toBe(200);
    expect((await send()).status).toBe(200);
    const limited = await send();
    expect(limited.status).toBe(429);
    expect(limited.body).toEqual({ statusCode: 429, message: 'Too many requests, please try again later.', error: 'Too Many Requests', code: 'RATE_LIMITED' });
    expect(limited.headers.get('ratelimit-policy')).toBeTruthy();
    // Reads are not under the strict limit.
    expect((await call(stack.base, '/api/v1/content/findServices')).status).toBe(200);
  });
});
