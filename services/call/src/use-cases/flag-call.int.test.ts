import { endedCall } from '../../test/ended-call';
import { useCaseFixture } from '../../test/use-case-fixture';
import { flagCall, updateFlag } from './flag-call';

const f = useCaseFixture();

describe('flags', () => {
  it('each side flags the other once, changes the reason, withdraws it', async () => {
    const { user, helper, callId } = await endedCall(f);
    expect(await flagCall(f.deps, { callId, reason: 'Rude language' }, helper.ctx)).toMatchObject({
      created: true,
      flag: { side: 'HELPER', subjectId: user.id, reason: 'Rude language', active: true },
    });
    expect(await flagCall(f.deps, { callId, reason: 'Again' }, helper.ctx)).toMatchObject({ created: false, flag: { reason: 'Rude language' } });
    expect(await updateFlag(f.deps, { callId, reason: 'Abusive language' }, helper.ctx)).toMatchObject({ reason: 'Abusive language', active: true });
    expect(await updateFlag(f.deps, { callId, isFlagged: false }, helper.ctx)).toMatchObject({ reason: 'Abusive language', active: false });
    await expect(updateFlag(f.deps, { callId, isFlagged: false }, user.ctx)).rejects.toMatchObject({ code: 'NOT_FOUND', reason: 'CALL_FLAG_NOT_FOUND' });
    expect(await flagCall(f.deps, { callId, reason: 'No-show' }, user.ctx)).toMatchObject({ flag: { side: 'USER', subjectId: helper.id } });
  });

  it("needs a reason and one of the call's parties", async () => {
    const { user, callId } = await endedCall(f);
    await expect(flagCall(f.deps, { callId, reason: '  ' }, user.ctx)).rejects.toMatchObject({ message: 'Please give a reason for the flag.' });
    await expect(flagCall(f.deps, { callId, reason: 'x' }, f.user().ctx)).rejects.toMatchObject({ reason: 'CALL_NOT_FOUND' });
  });
});
