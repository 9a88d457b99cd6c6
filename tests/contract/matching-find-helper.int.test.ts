import { callBackHelperResponse, errorEnvelope, findHelperResponse, MatchingTexts } from '@helpwire/contracts';
import { matching } from '@helpwire/proto';
import { createPromiseClient, type Identity } from '@helpwire/service-kit';
import { waitFor } from '@helpwire/service-kit/testing';
import { randomUUID } from 'node:crypto';
import { apiOf, freshPhone, signUpBody, uniqueIds } from './accounts';
import { helperFiles } from './files';
import { signedInOf } from './signed-in';
import { startStack, type Stack } from './stack';

const TECH = 'basic-tech-troubleshooting';
const DUBAI = { latitude: 25.2, longitude: 55.27, address: 'Dubai' };

/**
 * GET /call/findHelper and /call/callBackHelper through the whole chain: helpers sign up, are
 * approved by an admin and switch availability on through the API; auth's events reach matching
 * over JetStream; the realtime channel's presence calls (not built yet) are made as the gateway will
 * make them, with the helper's identity.
 */
describe('matching API: find a helper, call one back', () => {
  let stack: Stack;
  let presence: ReturnType<typeof createPromiseClient<matching.MatchingServiceClient>>;
  const unique = uniqueIds();
  const { get, post, put, codeFor } = apiOf(() => stack);
  const accounts = signedInOf(() => stack, unique);
  let adminToken: string;

  beforeAll(async () => {
    stack = await startStack({ STRICT_RATE_LIMIT_PER_MINUTE: '1000' });
    const address = stack.registered.find((s) => s.name === 'matching')!.address;
    presence = createPromiseClient(matching.MatchingServiceClient, address);
    adminToken = await accounts.admin();
  });

  afterAll(async () => {
    presence?.close();
    await stack?.stop();
  });

  const asHelper = (userId: string): Identity => ({ requestId: `presence-${randomUUID()}`, language: 'en', userId, role: 'HELPER' });

  /** A helper as the product makes one: sign-up, code, admin approval, availability on, connected. */
  async function onlineHelper(person: { first: string; gender: string }, place: { latitude: number; longitude: number }, extra: Record<string, unknown> = {}) {
    const phone = freshPhone();
    const body = signUpBody(unique(), { phone, ...(await helperFiles(stack.base)), categories: [{ label: 'Basic Tech Troubleshooting', value: TECH }], location: { ...place, address: 'Somewhere' }, ...extra }, { ...person, last: 'Helper' });
    expect((await post('/auth/signup/helper', body)).status).toBe(201);
    expect((await post('/auth/verifyotp', { email: body.email, code: codeFor(body.email) })).status).toBe(200);
    const login = await post('/auth/login/helper', { identifier: body.email, password: body.password });
    const id = login.body.data.user.id as string;
    const token = login.body.data.token as string;
    expect((await post('/admin/helpers/review', { helper: id, approve: true }, adminToken)).status).toBe(200);
    expect((await put('/helpers/available', { isAvailable: true }, token)).status).toBe(200);
    await presence.helperConnected({}, { identity: asHelper(id) });
    return { id, token, email: body.email, phone };
  }

  async function user(extra: Record<string, unknown> = {}) {
    const body = signUpBody(unique(), { location: DUBAI, ...extra }, { first: 'Sara', last: 'User', gender: 'Female' });
    expect((await post('/auth/signup', body)).status).toBe(201);
    const verified = await post('/auth/verifyotp', { email: body.email, code: codeFor(body.email) });
    return { token: verified.body.data.token as string, id: verified.body.data.user.id as string };
  }

  it('lists the nearest free helpers with public fields only, from the user profile, nearest first', async () => {
    const near = await onlineHelper({ first: 'Omar', gender: 'Male' }, { latitude: 25.21, longitude: 55.27 });
    const far = await onlineHelper({ first: 'Huda', gender: 'Female' }, { latitude: 25.4, longitude: 55.27 });
    const { token } = await user();
    const answer = await waitFor(async () => {
      const r = await get(`/call/findHelper?categoryId=${TECH}`, token);
      const ids = r.status === 200 ? r.body.data.helpers.map((h: { helperId: string }) => h.helperId) : [];
      return ids.includes(near.id) && ids.includes(far.id) ? r : undefined;
    }, 10_000);
    if (!answer) throw new Error('unreachable: waitFor answers a value or throws');
    expect(findHelperResponse.parse(answer.body.data)).toBeTruthy();
    const listed = answer.body.data.helpers.filter((h: { helperId: string }) => [near.id, far.id].includes(h.helperId));
    expect(listed).toEqual([
      { helperId: near.id, firstName: 'Omar', distanceKm: 2, languages: ['en'], categories: [TECH], rating: null },
      { helperId: far.id, firstName: 'Huda', distanceKm: 23, languages: ['en'], categories: [TECH], rating: null },
    ]);
    // Nothing private: no e-mail, phone, last name, gender or coordinates anywhere in the answer.
    const text = JSON.stringify(answer.body);
    for (const secret of [near.email, far.email, near.phone, far.phone, 'Helper', '25.21', '55.27', 'latitude', 'Male']) expect(text).not.toContain(secret);
  });

  it('filters by the gender preference and languages of the query, and a subcategory finds its parent category helpers', async () => {
    const arabic = await onlineHelper({ first: 'Mariam', gender: 'Female' }, { latitude: 25.19, longitude: 55.27 }, { languages: [{ label: 'Arabic', value: 'ar' }] });
    const { token } = await user();
    const ids = async (query: string) => {
      const r = await get(`/call/findHelper?${query}`, token);
      return r.status === 200 ? (r.body.data.helpers as { helperId: string }[]).map((h) => h.helperId) : [];
    };
    await waitFor(async () => (await ids(`categoryId=${TECH}&languages=ar`)).includes(arabic.id), 10_000);
    expect(await ids(`categoryId=computers-laptops&languages=ar`)).toContain(arabic.id);
    expect(await ids(`categoryId=${TECH}&languages=ar&genderPreference=MALE`)).not.toContain(arabic.id);
    expect(await ids(`categoryId=${TECH}&languages=ar&genderPreference=FEMALE`)).toContain(arabic.id);
    expect(await ids(`categoryId=${TECH}&languages=fr`)).not.toContain(arabic.id);
    // Once the helper's channel closes, they are not offered.
    await presence.helperDisconnected({}, { identity: asHelper(arabic.id) });
    expect(await ids(`categoryId=${TECH}&languages=ar`)).not.toContain(arabic.id);
  });

  it('answers the spec texts when no helper can be found: none in the category, or none free now', async () => {
    const { token } = await user();
    const empty = await get('/call/findHelper?categoryId=car-maintenance', token);
    expect(empty.status).toBe(404);
    expect(empty.body).toMatchObject({ message: MatchingTexts.noHelperInCategory, code: 'MATCHING_NO_HELPER_IN_CATEGORY' });
    expect(errorEnvelope.parse(empty.body)).toBeTruthy();
    const none = await get(`/call/findHelper?categoryId=${TECH}&latitude=-33.87&longitude=151.21&languages=ko`, token);
    expect(none.status).toBe(404);
    expect(none.body).toMatchObject({ message: MatchingTexts.noHelperFound, code: 'MATCHING_NO_HELPER_FOUND' });
    const unknown = await get('/call/findHelper?categoryId=no-such-category', token);
    expect(unknown.status).toBe(404);
    expect(unknown.body.code).toBe('CONTENT_CATEGORY_NOT_FOUND');
    const bad = await get(`/call/findHelper?categoryId=${TECH}&latitude=95`, token);
    expect(bad.status).toBe(400);
    expect(bad.body.message).toEqual(expect.arrayContaining([MatchingTexts.latitudeInvalid]));
  });

  it('is for signed-in users only: a visitor gets 401, a helper 403 "Role not allowed"', async () => {
    expect((await get(`/call/findHelper?categoryId=${TECH}`)).status).toBe(401);
    const helper = await onlineHelper({ first: 'Sami', gender: 'Male' }, { latitude: 25.2, longitude: 55.28 });
    for (const path of [`/call/findHelper?categoryId=${TECH}`, `/call/callBackHelper?helperId=${helper.id}&categoryId=${TECH}`]) {
      const refused = await get(path, helper.token);
      expect(refused.status).toBe(403);
      expect(refused.body).toMatchObject({ message: 'Role not allowed', code: 'ROLE_NOT_ALLOWED' });
    }
  });

  it('calls one helper back while they can take the call, and says "Ops! No Helper Found" once they cannot', async () => {
    const helper = await onlineHelper({ first: 'Yusuf', gender: 'Male' }, { latitude: 25.25, longitude: 55.27 });
    const { token } = await user();
    const path = `/call/callBackHelper?helperId=${helper.id}&categoryId=${TECH}`;
    const found = await waitFor(async () => {
      const r = await get(path, token);
      return r.status === 200 ? r : undefined;
    }, 10_000);
    if (!found) throw new Error('unreachable: waitFor answers a value or throws');
    expect(callBackHelperResponse.parse(found.body.data)).toEqual({ helper: { helperId: helper.id, firstName: 'Yusuf', distanceKm: 6, languages: ['en'], categories: [TECH], rating: null } });
    await presence.setInCall({ helperId: helper.id, callId: 'call-1' }, { identity: asHelper(helper.id) });
    const busy = await get(path, token);
    expect(busy.status).toBe(404);
    expect(busy.body).toMatchObject({ message: MatchingTexts.noHelperFound, code: 'MATCHING_HELPER_UNAVAILABLE' });
    await presence.clearInCall({ helperId: helper.id, callId: 'call-1' }, { identity: asHelper(helper.id) });
    expect((await get(path, token)).status).toBe(200);
    // Availability off in the header: not offered any more (auth's event reaches matching).
    expect((await put('/helpers/available', { isAvailable: false }, helper.token)).status).toBe(200);
    await waitFor(async () => (await get(path, token)).status === 404, 10_000);
    expect((await get(`/call/callBackHelper?helperId=not-a-uuid&categoryId=${TECH}`, token)).status).toBe(400);
  });
});
