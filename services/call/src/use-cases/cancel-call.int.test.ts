import { CallEvents } from '@helpwire/service-kit';
import { useCaseFixture } from '../../test/use-case-fixture';
import { acceptCall } from './accept-call';
import { cancelCall } from './cancel-call';

const f = useCaseFixture();

describe('cancelCall', () => {
  it('stops the rings: CANCELLED, every rung helper gets missed-call, no wave follows', async () => {
    const category = f.category();
    const helpers = Array.from({ length: 6 }, (_, i) => f.helper(category, i + 1));
    const user = f.payingUser();
    const { call } = await f.request(user, category);
    const cancelled = await cancelCall(f.deps, {}, user.ctx);
    expect(cancelled.call).toMatchObject({ id: call.id, state: 'CANCELLED' });
    expect(cancelled.rings.map((r) => r.outcome)).toEqual(['CALL_CANCELLED', 'CALL_CANCELLED', 'CALL_CANCELLED']);
    const missed = (await f.deliveries(call.id)).filter((d) => d.eventName === 'missed-call');
    expect(missed[0]!.accountIds.sort()).toEqual(
      helpers
        .slice(0, 3)
        .map((h) => h.id)
        .sort(),
    );
    expect(missed[0]!.payload).toMatchObject({ userId: user.id, reason: 'CALL_CANCELLED' });
    expect(await f.events(CallEvents.cancelled, call.id)).toEqual([expect.objectContaining({ userId: user.id })]);
    await f.tick(15_000);
    expect((await f.call(call.id))!.rings).toHaveLength(3);
    // The user may call again.
    expect((await f.request(user, category)).call.state).toBe('RINGING');
  });

  it("finds nobody else's call, and refuses a call that no longer rings", async () => {
    const category = f.category();
    const helper = f.helper(category, 1);
    const user = f.payingUser();
    const { call } = await f.request(user, category);
    await expect(cancelCall(f.deps, { callId: call.id }, f.user().ctx)).rejects.toMatchObject({ code: 'NOT_FOUND', reason: 'CALL_NOT_FOUND' });
    await expect(cancelCall(f.deps, {}, f.user().ctx)).rejects.toMatchObject({ reason: 'CALL_NOT_FOUND' });
    await acceptCall(f.deps, { callId: call.id }, helper.ctx);
    await expect(cancelCall(f.deps, { callId: call.id }, user.ctx)).rejects.toMatchObject({ code: 'FAILED_PRECONDITION', reason: 'CALL_NOT_RINGING' });
    expect((await f.call(call.id))!.call.state).toBe('ACCEPTED');
  });
});
