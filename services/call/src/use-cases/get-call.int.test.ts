import { useCaseFixture } from '../../test/use-case-fixture';
import { acceptCall } from './accept-call';
import { getCall } from './get-call';

const f = useCaseFixture();

async function ringing() {
  const category = f.category();
  const helpers = [f.helper(category, 1), f.helper(category, 2), f.helper(category, 3)];
  const user = f.payingUser();
  const { call } = await f.request(user, category);
  return { helpers, user, callId: call.id };
}

describe('getCall', () => {
  it('lets the user and the accepted helper read the call, not a helper who lost', async () => {
    const { helpers, user, callId } = await ringing();
    await acceptCall(f.deps, { callId }, helpers[0]!.ctx);
    expect((await getCall(f.deps, { callId }, user.ctx)).call.id).toBe(callId);
    expect((await getCall(f.deps, { callId }, helpers[0]!.ctx)).call.helperId).toBe(helpers[0]!.id);
    await expect(getCall(f.deps, { callId }, helpers[1]!.ctx)).rejects.toMatchObject({ reason: 'CALL_NOT_FOUND' });
    await expect(getCall(f.deps, { callId }, f.user().ctx)).rejects.toMatchObject({ reason: 'CALL_NOT_FOUND' });
  });

  it('is "not found" for an unknown id and for a helper the call never rang', async () => {
    const { callId } = await ringing();
    await expect(getCall(f.deps, { callId: 'HW-0000000000' }, f.user().ctx)).rejects.toMatchObject({ code: 'NOT_FOUND', reason: 'CALL_NOT_FOUND' });
    await expect(getCall(f.deps, { callId }, f.helper(f.category(), 1).ctx)).rejects.toMatchObject({ reason: 'CALL_NOT_FOUND' });
  });
});
