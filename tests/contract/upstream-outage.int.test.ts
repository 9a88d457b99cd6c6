import { securityHeaders } from '@helpwire/security-headers';
import { apiOf } from './accounts';
import { signedInOf } from './signed-in';
import { call, startStack, type Stack } from './stack';

const CONTENT_ROUTES = ['/category/getNonSubCategories', '/content/findFaq', '/content/findServices'];

/**
 * Failures don't cascade: with the content service stopped, the gateway stays ready (it depends on
 * itself and Redis only), content routes fail fast with 503 (but for the public reads it kept), and
 * every auth route still answers.
 * The upstream deadline is the default (5 s): "fast" means long before it.
 */
describe('gateway when one upstream service is down', () => {
  let stack: Stack;
  const { get } = apiOf(() => stack);
  const signedIn = signedInOf(() => stack);
  beforeAll(async () => {
    stack = await startStack({
      REDIS_URL: process.env.TEST_REDIS_URL!,
      RATE_LIMIT_PREFIX: `helpwire:test:${process.env.TEST_RUN_ID}:outage:${Date.now()}`,
    });
    // Both upstreams answered once, so the gateway's channels are connected when content goes away
    // (a read the content routes below do not make: the gateway keeps it, decision 0088).
    expect((await get('/category/getAllCategories')).status).toBe(200);
    await stack.content.stop();
  });
  afterAll(async () => {
    await stack.stop();
  });

  it('stays ready (/readyz 200, /healthz 200), listing the upstream that is down for information', async () => {
    const ready = await call(stack.base, '/readyz');
    expect(ready.status).toBe(200);
    expect(ready.body).toMatchObject({ status: 'ready', checks: { redis: { ok: true } }, upstreams: { content: { ok: false }, auth: { ok: true } } });
    expect(ready.body.checks).not.toHaveProperty('content');
    expect((await call(stack.base, '/healthz')).status).toBe(200);
  });

  it('answers /healthz and /readyz with the security headers every page carries (issue 21, item 9)', async () => {
    const page = await call(stack.base, '/api/v1/category/getNonSubCategories');
    for (const path of ['/healthz', '/readyz']) {
      const { headers } = await call(stack.base, path);
      for (const name of Object.keys(securityHeaders())) {
        expect({ path, name, value: headers.get(name) }).toEqual({ path, name, value: page.headers.get(name) });
        expect({ path, name, present: headers.get(name) !== null }).toEqual({ path, name, present: true });
      }
    }
  });

  it("answers 503 on the content routes at once, with the spec's text and an error id only", async () => {
    for (const path of CONTENT_ROUTES) {
      const started = Date.now();
      const { status, body } = await get(path);
      const ms = Date.now() - started;
      expect({ path, status, body }).toEqual({
        path,
        status: 503,
        body: {
          statusCode: 503,
          message: 'The service is temporarily unavailable. Please try again in a moment.',
          error: 'Service Unavailable',
          code: 'UNAVAILABLE',
          errorId: expect.stringMatching(/^[0-9a-f-]{36}$/),
        },
      });
      expect({ path, fast: ms < 2000 }).toEqual({ path, fast: true });
    }
  });

  it('still answers a public read it kept before the outage, from its own copy (decision 0088)', async () => {
    const kept = await get('/category/getAllCategories');
    expect(kept.status).toBe(200);
    expect(kept.body.data.length).toBeGreaterThan(0);
  });

  it('still signs up, verifies and serves a signed-in account through the auth service', async () => {
    const user = await signedIn.verifiedUser();
    const me = await get('/users/find', user.token);
    expect(me.status).toBe(200);
    expect(me.body.data.email).toBe(user.email);
  });
});
