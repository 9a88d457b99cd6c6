import { ERROR_CODES, errorEnvelope } from '@helpwire/contracts';
import { apiOf, PASSWORD, signUpBody, uniqueIds } from './accounts';
import { signedInOf } from './signed-in';
import { call, startStack, type Stack } from './stack';

/**
 * Decision 0016: every error envelope carries a stable reason `code` from the contracts catalogue,
 * beside the spec's text, whether auth, content or the gateway itself raised it; clients route by it.
 */
describe('error envelopes carry a stable reason code', () => {
  let stack: Stack;
  beforeAll(async () => {
    stack = await startStack({ STRICT_RATE_LIMIT_PER_MINUTE: '1000' });
  }, 60_000);
  afterAll(async () => {
    await stack.stop();
  });
  const unique = uniqueIds();
  const { post, get, codeFor } = apiOf(() => stack);
  const { verifiedUser } = signedInOf(() => stack, unique);

  /** The envelope must parse with the published schema (its code in the catalogue) and carry `code`. */
  function expectCode(answer: { status: number; body: unknown }, status: number, code: string) {
    expect({ status: answer.status, code: (answer.body as { code?: unknown }).code }).toEqual({ status, code });
    expect(errorEnvelope.safeParse(answer.body).success).toBe(true);
    expect(ERROR_CODES).toContain(code);
  }

  it('auth: taken username, wrong password, unverified e-mail, wrong code, missing role, locked account', async () => {
    const body = signUpBody(unique());
    expect((await post('/auth/signup', body)).status).toBe(201);
    expectCode(await post('/auth/login', { identifier: body.email, password: PASSWORD }), 422, 'AUTH_EMAIL_NOT_VERIFIED');
    const code = codeFor(body.email);
    expectCode(await post('/auth/verifyotp', { email: body.email, code: code === '000000' ? '111111' : '000000' }), 400, 'AUTH_CODE_INVALID');
    expect((await post('/auth/verifyotp', { email: body.email, code })).status).toBe(200);

    expectCode(await post('/auth/signup', { ...signUpBody(unique()), username: body.username }), 409, 'AUTH_USERNAME_TAKEN');
    expectCode(await post('/auth/login', { identifier: body.email, password: 'Wr0ng!pass' }), 401, 'AUTH_INVALID_CREDENTIALS');
    expectCode(await post('/auth/login/helper', { identifier: body.email, password: PASSWORD }), 404, 'AUTH_ROLE_NOT_REGISTERED');

    const user = await verifiedUser();
    expectCode(await post('/auth/switch-role', { user_id: user.id, role_slug: 'HELPER' }, user.token), 404, 'AUTH_ROLE_NOT_REGISTERED');
    for (let i = 0; i < 5; i++) await post('/auth/login', { identifier: user.email, password: 'Wr0ng!pass' });
    expectCode(await post('/auth/login', { identifier: user.email, password: PASSWORD }), 429, 'AUTH_ACCOUNT_LOCKED');
  });

  it('content: an unknown category', async () => {
    expectCode(await get('/category/getCategoryById?id=underwater-basket-weaving'), 404, 'CONTENT_CATEGORY_NOT_FOUND');
  });

  it('gateway: its own 400s, 401 and 404 (validation, bad JSON, null character, no token, no route)', async () => {
    const invalid = await post('/contactus/create', { name: '', email: 'not-an-email', subject: '', message: '' });
    expectCode(invalid, 400, 'VALIDATION_FAILED');
    expect(Array.isArray((invalid.body as { message: unknown }).message)).toBe(true);
    expectCode(await post('/contactus/create', { name: 'A\u0000', email: 'a@example.com', subject: 'Hi', message: 'Q' }), 400, 'REQUEST_NULL_CHARACTER');
    const badJson = await call(stack.base, '/api/v1/contactus/create', { method: 'POST', body: '{"name":', headers: { 'content-type': 'application/json' } });
    expectCode(badJson, 400, 'REQUEST_MALFORMED_JSON');
    expectCode(await get('/users/find'), 401, 'SESSION_REQUIRED');
    expectCode(await get('/no/such/route'), 404, 'ROUTE_NOT_FOUND');
  });

  it('the OpenAPI error schema lists the code with every catalogue entry', async () => {
    const { body } = await call(stack.base, '/api/docs');
    const schema = body.components.schemas.Error;
    expect(schema.required).toEqual(expect.arrayContaining(['statusCode', 'message', 'error', 'code']));
    expect([...schema.properties.code.enum].sort()).toEqual([...ERROR_CODES].sort());
  });
});
