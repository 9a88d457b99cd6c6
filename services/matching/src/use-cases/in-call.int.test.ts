import { MatchingTexts } from '@helpwire/contracts';
import { useCaseFixture } from '../../test/use-case-fixture';
import { clearInCall, setInCall } from './in-call';

describe('in-call marks', () => {
  const f = useCaseFixture();

  it('claims a helper for one call; another call gets MATCHING_HELPER_BUSY; only that call clears it', async () => {
    const id = await f.helper();
    await expect(setInCall(f.deps, { helperId: id, callId: 'call-a' })).resolves.toEqual({});
    await expect(setInCall(f.deps, { helperId: id, callId: 'call-b' })).rejects.toMatchObject({
      reason: 'MATCHING_HELPER_BUSY',
      messages: [MatchingTexts.helperBusy],
    });
    expect(await clearInCall(f.deps, { helperId: id, callId: 'call-b' })).toEqual({ cleared: false });
    expect(f.deps.directory.isFree(id)).toBe(false);
    expect(await clearInCall(f.deps, { helperId: id, callId: 'call-a' })).toEqual({ cleared: true });
    expect(f.deps.directory.isFree(id)).toBe(true);
  });

  it('refuses an empty helper or call id', async () => {
    await expect(setInCall(f.deps, { helperId: '', callId: 'x' })).rejects.toMatchObject({ reason: 'VALIDATION_FAILED' });
    await expect(clearInCall(f.deps, { helperId: 'x', callId: '' })).rejects.toMatchObject({ reason: 'VALIDATION_FAILED' });
  });
});
