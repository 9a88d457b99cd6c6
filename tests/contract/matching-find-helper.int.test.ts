import { callBackHelperResponse, errorEnvelope, findHelperResponse, MatchingTexts } from '@helpwire/contracts';
import { waitFor } from '@helpwire/service-kit/testing';
import { apiOf, uniqueIds } from './accounts';
import { asHelper, matchingAccountsOf, TECH } from './matching-accounts';
import { startStack, type Stack } from './stack';

/**
 * GET /call/findHelper and /call/callBackHelper through the whole chain: helpers sign up, are
 * approved by an admin and switch availability on through the API; auth's events reach matching
 * over JetStream; the realtime channel's presence calls (not built yet) are made as the gateway will
 * make them, with the helper's identity.
 */
describe('matching API: find a helper, call one back', () => {
  let stack: Stack;
  const unique = uniqueIds();
  const { get, put } = apiOf(() => stack);
  const m = matchingAccountsOf(() => stack, unique);
  const { onlineHelper, user } = m;

  beforeAll(async () => {
    stack = await startStack({ STRICT_RATE_LIMIT_PER_MINUTE: '1000' });
    await m.open();
  });

  afterAll(async () => {
    m.close();
    await stack?.stop();
  });

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
      { helperId: near.id, firstName: 'Omar', distanceKm: expect.any(Number), languages: ['en'], categories: [TECH], rating: null },
      { helperId: far.id, firstName: 'Huda', distanceKm: expect.any(Number), languages: ['en'], categories: [TECH], rating: null },
    ]);
    // 1.1 km away really: the blurred place is at most 2.7 km from the real one, so "nearby" (0) or at most 4 km.
    expect([0, 3, 4]).toContain(listed[0].distanceKm);
    // 22.2 km away really: whole kilometres to the blurred place, off by at most 2.7 km.
    expect(Number.isInteger(listed[1].distanceKm) && Math.abs(listed[1].distanceKm - 22.2) <= 3.2).toBe(true);
    // Nothing private: no e-mail, phone, last name, gender or coordinates anywhere in the answer.
    const text = JSON.stringify(answer.body);
    for (const secret of [near.email, far.email, near.phone, far.phone, 'Helper', '25.21', '55.27', 'latitude', 'Male']) expect(text).not.toContain(secret);
  });

  it('filters by the gender preference and languages of the query, and a subcategory finds its parent category helpers', async () => {
    const arabic = await onlineHelper(
      { first: 'Mariam', gender: 'Female' },
      { latitude: 25.19, longitude: 55.27 },
      { languages: [{ label: 'Arabic', value: 'ar' }] },
    );
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
    await m.presence.helperDisconnected({}, { identity: asHelper(arabic.id) });
    expect(await ids(`categoryId=${TECH}&languages=ar`)).not.toContain(arabic.id);
  });

  it('answers the spec texts when no helper can be found: none in the category, or none free now', async () => {
    const { token } = await user();
    const empty = await get('/call/findHelper?categoryId=car-maintenance', token);
    expect(empty.status).toBe(404);
    expect(empty.body).toMatchObject({ message: MatchingTexts.noHelperInCategory, code: 'MATCHING_NO_HELPER_IN_CATEGORY' });
    expect(errorEnvelope.parse(empty.body)).toBeTruthy();
    const none = await get(`/call/findHelper?categoryId=${TECH}&languages=ko`, token);
    expect(none.status).toBe(404);
    expect(none.body).toMatchObject({ message: MatchingTexts.noHelperFound, code: 'MATCHING_NO_HELPER_FOUND' });
    const unknown = await get('/call/findHelper?categoryId=no-such-category', token);
    expect(unknown.status).toBe(404);
    expect(unknown.body.code).toBe('CONTENT_CATEGORY_NOT_FOUND');
    const bad = await get(`/call/findHelper?categoryId=${TECH}&limit=0`, token);
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe(MatchingTexts.limitInvalid);
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
    const { helper: shown } = callBackHelperResponse.parse(found.body.data);
    expect(shown).toEqual({ helperId: helper.id, firstName: 'Yusuf', distanceKm: expect.any(Number), languages: ['en'], categories: [TECH], rating: null });
    // 5.6 km away really: whole kilometres to the blurred place, off by at most 2.7 km.
    expect(shown.distanceKm).toBeGreaterThanOrEqual(3);
    expect(shown.distanceKm).toBeLessThanOrEqual(8);
    await m.presence.setInCall({ helperId: helper.id, callId: 'call-1' }, { identity: asHelper(helper.id) });
    const busy = await get(path, token);
    expect(busy.status).toBe(404);
    expect(busy.body).toMatchObject({ message: MatchingTexts.noHelperFound, code: 'MATCHING_HELPER_UNAVAILABLE' });
    await m.presence.clearInCall({ helperId: helper.id, callId: 'call-1' }, { identity: asHelper(helper.id) });
    expect((await get(path, token)).status).toBe(200);
    // Availability off in the header: not offered any more (auth's event reaches matching).
    expect((await put('/helpers/available', { isAvailable: false }, helper.token)).status).toBe(200);
    await waitFor(async () => (await get(path, token)).status === 404, 10_000);
    expect((await get(`/call/callBackHelper?helperId=not-a-uuid&categoryId=${TECH}`, token)).status).toBe(400);
  });
});
