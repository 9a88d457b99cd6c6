import { gatewayEnv, startGateway, type RunningGateway } from '@helpwire/gateway';
import { gatewayAddressesOf } from '@helpwire/service-kit';
import { silentLogger, waitFor } from '@helpwire/service-kit/testing';
import { Client } from 'pg';
import { signedInOf } from './signed-in';
import { call, startStack, TEST_JWT_SECRET, type Stack } from './stack';

/**
 * The gateway keeps the public reads (categories, FAQ, tutorials, services, policies) until the
 * content service's helpwire.content.content_changed (decision 0088): over the real chain, with two
 * gateway replicas on one JetStream bus, as in the distributed form.
 */
describe('content read cache: kept public reads, dropped on the content service’s event on every gateway', () => {
  let stack: Stack;
  let replica: RunningGateway;
  let replicaBase = '';
  let db: Client;
  let admin: Record<string, string> = {};
  beforeAll(async () => {
    // A TTL far longer than any test: what the tests see change, an event changed.
    stack = await startStack({ STRICT_RATE_LIMIT_PER_MINUTE: '1000', CONTENT_CACHE_TTL_SECONDS: '3600' });
    const config = gatewayEnv.parse({
      PORT: '0',
      HOST: '127.0.0.1',
      METRICS_PORT: '0',
      LOG_LEVEL: 'silent',
      LOG_REQUESTS: 'false',
      JWT_SECRET: TEST_JWT_SECRET,
      CONTENT_CACHE_TTL_SECONDS: '3600',
      ...gatewayAddressesOf(stack.registered),
    });
    replica = await startGateway(config, silentLogger, { realtime: { bus: stack.bus.bus } });
    replicaBase = `http://127.0.0.1:${replica.port}`;
    db = new Client({ connectionString: stack.database.url });
    await db.connect();
    // One admin for the file (a sign-in hashes a password and enrols a second factor: seconds on a busy machine).
    admin = { authorization: `Bearer ${await signedInOf(() => stack).admin()}` };
  }, 180_000);
  afterAll(async () => {
    await db?.end();
    await replica?.stop();
    await stack?.stop();
  });

  const get = (base: string, path: string, headers: Record<string, string> = {}) => call(base, `/api/v1${path}`, { headers });
  const nameOf = (body: { data: { slug: string; name: string }[] }, slug: string) => body.data.find((c) => c.slug === slug)?.name;
  /** A change made behind the content service's back: no event, so a kept read does not show it. */
  const renameInDatabase = (slug: string, en: string) =>
    db.query(`UPDATE content.categories SET name = jsonb_set(name, '{en}', to_jsonb($2::text)), updated_at = now() WHERE slug = $1`, [slug, en]);

  it('an admin’s edit through the API shows on the next read of both gateways, on the event, long before the TTL', async () => {
    // Both gateways keep the list...
    for (const base of [stack.base, replicaBase]) expect(nameOf((await get(base, '/category/getNonSubCategories')).body, 'education')).toBe('Education');
    // ...so a change without an event does not show: the answer comes from the gateway, not the service.
    await renameInDatabase('education', 'Education (unannounced)');
    for (const base of [stack.base, replicaBase]) expect(nameOf((await get(base, '/category/getNonSubCategories')).body, 'education')).toBe('Education');

    const stored = (await get(stack.base, '/admin/categories/education', admin)).body.data;
    const edit = {
      name: { en: 'Education and Homework', ar: stored.name.ar },
      description: stored.description,
      guidelines: stored.guidelines,
      rateCentsPerMinute: stored.rateCentsPerMinute,
      active: true,
      reason: 'A clearer name for the tutoring category.',
    };
    const saved = await call(stack.base, '/api/v1/admin/categories/education', { method: 'PUT', json: edit, headers: admin });
    expect(saved.status).toBe(200);
    // The gateway the edit went through shows it on the admin's very next read.
    expect(nameOf((await get(stack.base, '/category/getNonSubCategories')).body, 'education')).toBe('Education and Homework');
    // The other replica hears the content service's event (its own subscription, not a shared consumer).
    await waitFor(async () => nameOf((await get(replicaBase, '/category/getNonSubCategories')).body, 'education') === 'Education and Homework', 10_000);
    expect((await get(replicaBase, '/category/getCategoryById?id=education')).body.data.name).toBe('Education and Homework');

    await call(stack.base, '/api/v1/admin/categories/education', {
      method: 'PUT',
      json: { ...edit, name: { ...stored.name, en: 'Education' } },
      headers: admin,
    });
  }, 60_000);

  it('answers 304 to a matching If-None-Match, and 200 with the new body and a new ETag after a change', async () => {
    const first = await get(replicaBase, '/category/getCategoryById?id=diy-repairs');
    expect(first.status).toBe(200);
    const etag = first.headers.get('etag')!;
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect(first.headers.get('cache-control')).toBe('public, no-cache');
    expect(first.headers.get('vary')).toMatch(/accept-language/i);

    const unchanged = await get(replicaBase, '/category/getCategoryById?id=diy-repairs', { 'if-none-match': etag });
    expect(unchanged.status).toBe(304);
    expect(unchanged.body).toBe('');
    expect(unchanged.headers.get('etag')).toBe(etag);

    // A change through the content service (an admin hides a specialty and shows it again would do;
    // a rename is the simplest): its event reaches this replica.
    const stored = (await get(stack.base, '/admin/categories/diy-repairs', admin)).body.data;
    const edit = {
      name: { en: 'DIY Repairs at Home', ar: stored.name.ar },
      description: stored.description,
      guidelines: stored.guidelines,
      rateCentsPerMinute: stored.rateCentsPerMinute,
      active: true,
      reason: 'Say where the repairs happen.',
    };
    expect((await call(stack.base, '/api/v1/admin/categories/diy-repairs', { method: 'PUT', json: edit, headers: admin })).status).toBe(200);
    const changed = await waitFor(async () => {
      const answer = await get(replicaBase, '/category/getCategoryById?id=diy-repairs', { 'if-none-match': etag });
      return answer.status === 200 ? answer : undefined;
    }, 10_000);
    expect(changed!.body.data.name).toBe('DIY Repairs at Home');
    expect(changed!.headers.get('etag')).not.toBe(etag);
    expect((await get(replicaBase, '/category/getCategoryById?id=diy-repairs', { 'if-none-match': changed!.headers.get('etag')! })).status).toBe(304);

    await call(stack.base, '/api/v1/admin/categories/diy-repairs', { method: 'PUT', json: { ...edit, name: stored.name }, headers: admin });
  }, 60_000);

  it('keeps each language apart: an Arabic read never answers an English one, nor the reverse', async () => {
    const arabic = /[\u0600-\u06FF]/;
    const inArabic = await get(stack.base, '/content/findServices', { 'accept-language': 'ar' });
    const inEnglish = await get(stack.base, '/content/findServices', { 'accept-language': 'en' });
    const again = await get(stack.base, '/content/findServices', { 'accept-language': 'ar-EG,ar;q=0.9' });
    expect(inArabic.body.data[0].title).toMatch(arabic);
    expect(inEnglish.body.data[0].title).not.toMatch(arabic);
    expect(again.body.data[0].title).toBe(inArabic.body.data[0].title);
    expect(inEnglish.headers.get('etag')).not.toBe(inArabic.headers.get('etag'));
    // The English ETag does not validate the Arabic answer.
    expect((await get(stack.base, '/content/findServices', { 'accept-language': 'ar', 'if-none-match': inEnglish.headers.get('etag')! })).status).toBe(200);
  });

  it('keeps nothing per caller: a signed-in read gets the public answer, and a caller’s own answers are private and not stored', async () => {
    const accounts = signedInOf(() => stack);
    const user = await accounts.verifiedUser();
    const signedIn = { authorization: `Bearer ${user.token}` };
    const anonymous = await get(stack.base, '/content/findServices');
    const asUser = await get(stack.base, '/content/findServices', signedIn);
    expect(asUser.body).toEqual(anonymous.body);
    expect(JSON.stringify(asUser.body)).not.toContain(user.email);

    // The caller's own account: never kept by the gateway, never stored by a browser or a proxy.
    const me = await get(stack.base, '/users/find', signedIn);
    expect(me.status).toBe(200);
    expect(me.headers.get('cache-control')).toBe('private, no-store');
    expect(me.headers.get('etag')).toBeNull();
    const other = await accounts.verifiedUser();
    const theirs = await get(stack.base, '/users/find', { authorization: `Bearer ${other.token}` });
    expect(JSON.stringify(theirs.body)).toContain(other.email);
    expect(JSON.stringify(theirs.body)).not.toContain(user.email);
  }, 60_000);
});
