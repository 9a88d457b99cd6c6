import { Texts } from '@helpwire/contracts';
import { AppError, CallEvents } from '@helpwire/service-kit';
import { realtimeEvents } from '@helpwire/proto';
import { useCaseFixture } from '../../test/use-case-fixture';
import { CALL_REFERENCE } from '../domain/call-reference';
import { acceptCall } from './accept-call';

const f = useCaseFixture();

describe('requestCall', () => {
  it('records the call and rings the nearest 3 helpers of the category at once, for 15 s', async () => {
    const category = f.category();
    const [far, near1, near2, , near3] = [
      f.helper(category, 9),
      f.helper(category, 1),
      f.helper(category, 2),
      f.helper(f.category(), 0.5),
      f.helper(category, 3),
    ];
    const user = f.payingUser();
    const { call, rings } = await f.request(user, category);
    expect(call).toMatchObject({ userId: user.id, categoryId: category, state: 'RINGING', wave: 1, callerFirstName: 'Mona' });
    expect(call.id).toMatch(CALL_REFERENCE);
    expect(rings.map((r) => r.helperId).sort()).toEqual([near1!.id, near2!.id, near3!.id].sort());
    expect(rings.every((r) => r.outcome === 'RINGING' && r.wave === 1 && r.endsAt.getTime() - r.rungAt.getTime() === 15_000)).toBe(true);
    expect(rings.map((r) => r.helperId)).not.toContain(far!.id);
    expect(call.nextStepAt).toEqual(rings[0]!.endsAt);
    const rang = (await f.deliveries(call.id)).filter((d) => d.eventName === 'incomming-call');
    expect(rang).toHaveLength(3);
    for (const d of rang) {
      expect(d.audience).toBe(realtimeEvents.Audience.AUDIENCE_HELPER);
      expect(d.payload).toMatchObject({ id: user.id, callId: call.id, categoryId: category, callerFirstName: 'Mona' });
      expect(d.expiresAt).toEqual(rings[0]!.endsAt);
    }
    expect(rang.find((d) => d.accountIds[0] === near2!.id)?.payload.distanceKm).toBe(2);
    // Whole kilometres as matching answered them: the helper 0.4 km away is told 0 ("Nearby"), never "1 km" (decision 0022).
    const close = f.helper(category, 0.4);
    const { call: other } = await f.request(f.payingUser(), category);
    expect((await f.deliveries(other.id)).find((d) => d.accountIds[0] === close.id)?.payload.distanceKm).toBe(0);
    expect(await f.events(CallEvents.requested, call.id)).toEqual([expect.objectContaining({ userId: user.id, categoryId: category })]);
  });

  it('asks for a card when the user has none, and for a default when none is chosen; nothing is written', async () => {
    const category = f.category();
    f.helper(category, 1);
    const none = f.user();
    await expect(f.request(none, category)).rejects.toMatchObject({
      code: 'FAILED_PRECONDITION',
      reason: 'CALL_PAYMENT_CARD_REQUIRED',
      message: 'Please add a payment card to get instant help',
    });
    const noDefault = f.user();
    f.cards.standing.set(noDefault.id, 'NO_DEFAULT_CARD');
    await expect(f.request(noDefault, category)).rejects.toMatchObject({
      reason: 'CALL_DEFAULT_CARD_REQUIRED',
      message: 'Please select a default payment method before creating a call.',
    });
    expect((await f.events(CallEvents.requested)).filter((e) => e.userId === none.id || e.userId === noDefault.id)).toEqual([]);
  });

  it('needs a location: "Please enable location and reload the page."', async () => {
    const category = f.category();
    f.helper(category, 1);
    await expect(f.request(f.payingUser(), category, { location: undefined })).rejects.toMatchObject({
      reason: 'CALL_LOCATION_REQUIRED',
      message: 'Please enable location and reload the page.',
    });
  });

  it('ends NO_HELPER with the spec texts: none in the category at all, or none online', async () => {
    const empty = f.category();
    const user = f.payingUser();
    await expect(f.request(user, empty)).rejects.toMatchObject({ reason: 'CALL_NO_HELPER_IN_CATEGORY', message: 'No helper exists in this Category.' });
    const offline = f.category();
    f.helper(offline, 1, false);
    await expect(f.request(user, offline)).rejects.toMatchObject({ reason: 'CALL_NO_HELPER_FOUND', message: 'Ops! No Helper Found' });
    const ended = (await f.events(CallEvents.unanswered)).filter((e) => e.userId === user.id);
    expect(ended).toHaveLength(2);
    const call = await f.call(ended[0]!.callId);
    expect(call?.call).toMatchObject({ state: 'NO_HELPER', wave: 0 });
    expect(call?.rings).toEqual([]);
  });

  it('allows one open call per user', async () => {
    const category = f.category();
    f.helper(category, 1);
    const user = f.payingUser();
    await f.request(user, category);
    await expect(f.request(user, category)).rejects.toMatchObject({ reason: 'CALL_ALREADY_RINGING' });
  });

  it('refuses a new call while the user is in an accepted one, with nothing rung', async () => {
    const category = f.category();
    const helper = f.helper(category, 1)!;
    const user = f.payingUser();
    const { call } = await f.request(user, category);
    expect((await acceptCall(f.deps, { callId: call.id }, helper.ctx)).accepted).toBe(true);
    const before = (await f.events(CallEvents.requested)).length;
    await expect(f.request(user, category)).rejects.toMatchObject({
      reason: 'CALL_ALREADY_IN_CALL',
      message: 'You are already in a call. Leave it before asking for more help.',
    });
    expect((await f.events(CallEvents.requested)).length).toBe(before);
  });

  it('ends the request when matching cannot be reached, so the user can ask again', async () => {
    const category = f.category();
    f.helper(category, 1);
    const user = f.payingUser();
    f.matching.failure = new AppError('UNAVAILABLE', Texts.serviceUnavailable, 'UNAVAILABLE');
    try {
      await expect(f.request(user, category)).rejects.toMatchObject({ code: 'UNAVAILABLE' });
    } finally {
      f.matching.failure = undefined;
    }
    const [ended] = (await f.events(CallEvents.unanswered)).filter((e) => e.userId === user.id);
    expect((await f.call(ended!.callId))!.call).toMatchObject({ state: 'NO_HELPER', nextStepAt: null });
    expect((await f.request(user, category)).call.state).toBe('RINGING');
  });

  it('rings only the named helper for a call-back', async () => {
    const category = f.category();
    f.helper(category, 1);
    const chosen = f.helper(category, 5);
    const { call, rings } = await f.request(f.payingUser(), category, { helperId: chosen.id });
    expect(call.requestedHelperId).toBe(chosen.id);
    expect(rings.map((r) => r.helperId)).toEqual([chosen.id]);
  });

  it('is for USER sessions only', async () => {
    const helper = f.helper(f.category(), 1);
    await expect(f.request(helper, f.category())).rejects.toMatchObject({ code: 'PERMISSION_DENIED', reason: 'ROLE_NOT_ALLOWED' });
  });
});
